import { describe, expect, it } from 'vitest';
import { normalizeCard, normalizeCards, normalizePrinting } from './normalize';
import { SAMPLE_CARDS, scryfallCard } from './scryfall-objects.test-support';

const byName = new Map(normalizeCards(SAMPLE_CARDS).map((c) => [c.name, c]));
const card = (name: string) => {
  const c = byName.get(name);
  if (!c) throw new Error(`${name} was not normalised`);
  return c;
};

describe('normalizeCard', () => {
  it('keeps a vanilla creature as printed, keyed by its oracle id', () => {
    const bears = card('Grizzly Bears');
    expect(bears).toMatchObject({
      id: '14c8cca4-0000-4000-8000-000000000001',
      normalizedName: 'grizzly bears',
      layout: 'normal',
      manaCost: '{1}{G}',
      cmc: 2,
      colors: ['G'],
      power: '2',
      toughness: '2',
      oracleText: '',
      faces: [],
      set: 'tst',
    });
    expect(bears.imageUri).toMatch(/\/normal\//);
  });

  it('keeps loyalty and rules text of a planeswalker', () => {
    const jace = card('Jace, the Mind Sculptor');
    expect(jace.loyalty).toBe('3');
    expect(jace.oracleText).toContain('+2: Look at the top card');
    expect(jace.rarity).toBe('mythic');
  });

  it('gives a split card both faces, summed mana value and WUBRG colours', () => {
    const fireIce = card('Fire // Ice');
    expect(fireIce.layout).toBe('split');
    expect(fireIce.faces.map((f) => f.name)).toEqual(['Fire', 'Ice']);
    expect(fireIce.cmc).toBe(4);
    expect(fireIce.colors).toEqual(['U', 'R']);
    expect(fireIce.oracleText).toContain('Tap target permanent.');
  });

  it('takes cost and colours of a transform card from its front face, and its image from the faces', () => {
    const delver = card('Delver of Secrets // Insectile Aberration');
    expect(delver).toMatchObject({ layout: 'transform', manaCost: '{U}', colors: ['U'], power: '1' });
    expect(delver.imageUri).toContain('delver-front');
    expect(delver.faces[1]!.imageUri).toContain('delver-back');
  });

  it('normalises a modal DFC with a planeswalker back face', () => {
    const valki = card('Valki, God of Lies // Tibalt, Cosmic Impostor');
    expect(valki).toMatchObject({
      layout: 'modal_dfc',
      manaCost: '{1}{B}',
      colors: ['B'],
      colorIdentity: ['B', 'R'],
    });
    expect(valki.faces[1]!.loyalty).toBe('5');
  });

  it('keeps an adventure card and a flip card with their front-face stats', () => {
    expect(card('Bonecrusher Giant // Stomp')).toMatchObject({ layout: 'adventure', cmc: 3, power: '4' });
    const bushi = card('Bushi Tenderfoot // Kenzo the Hardhearted');
    expect(bushi).toMatchObject({ layout: 'flip', manaCost: '{W}', toughness: '1' });
    expect(bushi.faces[1]!.typeLine).toContain('Legendary');
  });

  it('skips tokens and reversible duplicates of one card', () => {
    expect(byName.has('Goblin')).toBe(false);
    expect(byName.has('Forest // Forest')).toBe(false);
  });

  it('reads fixture rows: nulls for missing fields, image_uri, derived cmc, name ids without oracle ids', () => {
    const row = {
      name: 'Ancestral Recall',
      oracle_id: null,
      id: null,
      layout: null,
      mana_cost: '{U}',
      cmc: null,
      type_line: 'Instant',
      oracle_text: 'Target player draws three cards.',
      colors: null,
      color_identity: ['U'],
      card_faces: null,
      image_uri: 'https://cards.scryfall.io/large/front/x.jpg',
      printings: ['LEA', 'leb'],
      set: 'lea',
    };
    expect(normalizeCard(row)).toMatchObject({
      id: 'name:ancestral recall',
      oracleId: null,
      layout: 'normal',
      cmc: 1,
      colors: [],
      colorIdentity: ['U'],
      imageUri: 'https://cards.scryfall.io/large/front/x.jpg',
      printings: ['lea', 'leb'],
    });
  });
});

describe('normalizePrinting', () => {
  it('reads a default_cards object with image_uris and set name', () => {
    const p = normalizePrinting(
      scryfallCard('Opt', { set: 'XLN', set_name: 'Ixalan', collector_number: '65' }),
    );
    expect(p).toMatchObject({
      name: 'Opt',
      set: 'xln',
      setName: 'Ixalan',
      collectorNumber: '65',
      rarity: 'common',
    });
    expect(p!.imageUri).toMatch(/\/normal\//);
  });

  it('takes the front face image of a double-faced printing and refuses objects without an id', () => {
    const delver = SAMPLE_CARDS.find((c) => String(c.name).startsWith('Delver'))!;
    expect(normalizePrinting(delver)!.imageUri).toContain('delver-front');
    expect(normalizePrinting({ name: 'Opt', set: 'xln' })).toBeNull();
  });
});
