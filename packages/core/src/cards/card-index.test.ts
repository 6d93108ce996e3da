import { describe, expect, it } from 'vitest';
import { CardIndex } from './card-index';
import { normalizeCards, normalizePrinting } from './normalize';
import { SAMPLE_CARDS, scryfallCard } from './scryfall-objects.test-support';

const cards = normalizeCards(SAMPLE_CARDS);
const printingOf = (name: string, id: string, set: string, released: string) =>
  normalizePrinting(scryfallCard(name, { id, set, released_at: released, oracle_id: undefined }))!;
const index = new CardIndex(cards, [
  printingOf('Opt', 'p-opt-xln', 'xln', '2017-09-29'),
  printingOf('Opt', 'p-opt-dom', 'dom', '2018-04-27'),
  printingOf('Fire // Ice', 'p-fire-apc', 'apc', '2001-06-04'),
  printingOf('Unknown Card', 'p-unknown', 'xxx', '2001-01-01'),
]);
const nameOf = (input: string) => index.lookup(input)?.name ?? null;

describe('CardIndex.lookup', () => {
  it('finds cards by id and by exact name in any case, with diacritics folded', () => {
    const bears = index.get('14c8cca4-0000-4000-8000-000000000001');
    expect(bears?.name).toBe('Grizzly Bears');
    expect(nameOf('grizzly BEARS')).toBe('Grizzly Bears');
    expect(nameOf("Lim-Dul's Vault")).toBe("Lim-Dûl's Vault");
    expect(nameOf('  Grizzly   Bears ')).toBe('Grizzly Bears');
  });

  it('resolves front faces of DFC, adventure and flip cards', () => {
    expect(nameOf('Delver of Secrets')).toBe('Delver of Secrets // Insectile Aberration');
    expect(nameOf('Bonecrusher Giant')).toBe('Bonecrusher Giant // Stomp');
    expect(nameOf('Valki, God of Lies')).toBe('Valki, God of Lies // Tibalt, Cosmic Impostor');
    expect(nameOf('Bushi Tenderfoot')).toBe('Bushi Tenderfoot // Kenzo the Hardhearted');
  });

  it('resolves both halves of a split card and its `///`, `//` and `/` spellings', () => {
    for (const spelling of ['Fire', 'Ice', 'Fire /// Ice', 'Fire // Ice', 'fire//ice', 'Fire/Ice']) {
      expect(nameOf(spelling), spelling).toBe('Fire // Ice');
    }
  });

  it('ignores punctuation slips, but does not guess beyond that', () => {
    expect(nameOf('Jace the Mind Sculptor')).toBe('Jace, the Mind Sculptor');
    expect(nameOf('Snapcaster Mgae')).toBeNull();
    expect(nameOf('')).toBeNull();
  });
});

describe('CardIndex.resolve', () => {
  it('suggests up to three close names for a typo, closest first', () => {
    const res = index.resolve('Lightnig Bolt');
    expect(res.card).toBeNull();
    expect(res.suggestions[0]).toBe('Lightning Bolt');
    expect(res.suggestions.length).toBeLessThanOrEqual(3);
    expect(index.resolve('Snapcaster Mgae').suggestions[0]).toBe('Snapcaster Mage');
    expect(index.resolve('Bonecrusher').suggestions).toContain('Bonecrusher Giant // Stomp');
  });

  it('gives no suggestions for a resolved name and none for gibberish', () => {
    expect(index.resolve('Opt')).toMatchObject({ card: { name: 'Opt' }, suggestions: [] });
    expect(index.resolve('qqqqqqqq').suggestions).toEqual([]);
  });

  it('resolves a list, keeping the inputs in order', () => {
    const res = index.resolveAll(['Fire /// Ice', 'Nope Nope', 'Opt']);
    expect(res.map((r) => r.card?.name ?? null)).toEqual(['Fire // Ice', null, 'Opt']);
    expect(res[1]!.input).toBe('Nope Nope');
  });
});

describe('CardIndex.autocomplete', () => {
  const names = (q: string) => index.autocomplete(q).map((c) => c.name);

  it('puts the exact name and shorter prefix matches first', () => {
    expect(names('opt')[0]).toBe('Opt');
    expect(names('light').slice(0, 3)).toEqual(['Lightning Bolt', 'Lightning Helix', 'Lightning Greaves']);
  });

  it('matches face names and words inside names', () => {
    expect(names('stomp')).toEqual(['Bonecrusher Giant // Stomp']);
    expect(names('insectile')).toEqual(['Delver of Secrets // Insectile Aberration']);
    expect(names('lightning')).toContain('Chain Lightning');
    expect(names('jace mind')).toEqual(['Jace, the Mind Sculptor']);
    expect(names('giant bone')[0]).toBe('Bonecrusher Giant // Stomp');
  });

  it('falls back to typo-tolerant matches, and caps the list', () => {
    expect(names('snapcastr')).toEqual(['Snapcaster Mage']);
    expect(index.autocomplete('l', 2)).toHaveLength(2);
    expect(names('')).toEqual([]);
  });
});

describe('CardIndex printings', () => {
  it('groups printings per card, newest first, re-linking them to the loaded card id', () => {
    const opt = index.lookup('Opt')!;
    expect(index.printingsOf(opt.id).map((p) => p.set)).toEqual(['dom', 'xln']);
    expect(index.printing('p-fire-apc')?.cardId).toBe(index.lookup('Fire // Ice')!.id);
    expect(index.printing('p-unknown')).toBeNull();
    expect(index.printingCount).toBe(3);
  });

  it('lists the sets of the printings, newest first, and the printings of one set', () => {
    expect(index.sets().map((s) => [s.code, s.releasedAt, s.cards])).toEqual([
      ['dom', '2018-04-27', 1],
      ['xln', '2017-09-29', 1],
      ['apc', '2001-06-04', 1],
    ]);
    expect(index.printingsInSet('XLN').map((p) => p.id)).toEqual(['p-opt-xln']);
    expect(index.printingsInSet('nope')).toEqual([]);
  });

  it("adds the loaded printings' sets to the card's set list (an oracle card names only its own)", () => {
    expect(index.lookup('Opt')!.printings.sort()).toEqual(['dom', 'tst', 'xln']);
    expect(index.lookup('Fire // Ice')!.printings.sort()).toEqual(['apc', 'tst']);
  });
});
