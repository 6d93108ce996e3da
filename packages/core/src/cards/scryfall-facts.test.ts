// The facts only Scryfall's bulk files carry (legalities, artist, reprint, watermark, EDHREC rank,
// illustration id) survive normalisation; the offline fixture's Commander flag becomes a legality.
import { describe, expect, it } from 'vitest';
import { FORMATS, legalitiesOf, legalityIn } from './legalities';
import { normalizeCard, normalizePrinting } from './normalize';
import { scryfallCard } from './scryfall-objects.test-support';

// Field values as in Scryfall's oracle_cards file for Sol Ring (C21 printing).
const solRing = scryfallCard('Sol Ring', {
  mana_cost: '{1}',
  cmc: 1,
  type_line: 'Artifact',
  artist: 'Mike Bierek',
  reprint: true,
  edhrec_rank: 1,
  illustration_id: '1b0d2bd0-0000-4000-8000-000000000000',
  released_at: '2021-04-23',
  legalities: {
    standard: 'not_legal',
    future: 'not_legal',
    modern: 'not_legal',
    legacy: 'banned',
    vintage: 'restricted',
    commander: 'legal',
    oathbreaker: 'legal',
    pauper: 'not_legal',
    someday: 'legal',
  },
});

describe('Scryfall facts on cards', () => {
  it('keeps artist, reprint flag, EDHREC rank and legalities', () => {
    const card = normalizeCard(solRing)!;
    expect(card).toMatchObject({ artist: 'Mike Bierek', reprint: true, edhrecRank: 1, watermark: null });
    expect(card.legalities).toHaveLength(FORMATS.length);
    expect(legalityIn(card.legalities!, 'commander')).toBe('legal');
    expect(legalityIn(card.legalities!, 'legacy')).toBe('banned');
    expect(legalityIn(card.legalities!, 'vintage')).toBe('restricted');
    expect(legalityIn(card.legalities!, 'modern')).toBe('not_legal');
    // A format the object does not list is unknown, not "not legal".
    expect(legalityIn(card.legalities!, 'premodern')).toBe('unknown');
  });

  it('shares one legalities string between cards with the same legalities', () => {
    const a = normalizeCard(scryfallCard('Opt', { legalities: { modern: 'legal' } }))!;
    const b = normalizeCard(scryfallCard('Ponder', { legalities: { modern: 'legal' } }))!;
    expect(a.legalities).toBe(b.legalities);
  });

  it('takes the artist of the front face when the card has none of its own, and lower-cases watermarks', () => {
    const card = normalizeCard(
      scryfallCard('Fire // Ice', {
        layout: 'split',
        watermark: 'Izzet',
        card_faces: [
          { name: 'Fire', mana_cost: '{1}{R}', type_line: 'Instant', oracle_text: '', artist: 'Dan Scott' },
          { name: 'Ice', mana_cost: '{1}{U}', type_line: 'Instant', oracle_text: '', artist: 'Dan Scott' },
        ],
      }),
    )!;
    expect(card).toMatchObject({ artist: 'Dan Scott', watermark: 'izzet' });
  });

  it('reads the offline fixture: a Commander flag, no artist or reprint flag', () => {
    const legal = normalizeCard({
      name: 'Sol Ring',
      type_line: 'Artifact',
      commander_legal: true,
      artist: null,
    })!;
    const banned = normalizeCard({ name: 'Channel', type_line: 'Sorcery', commander_legal: false })!;
    const unknown = normalizeCard({ name: 'Opt', type_line: 'Instant', commander_legal: null })!;
    expect(legalityIn(legal.legalities!, 'commander')).toBe('legal');
    expect(legalityIn(banned.legalities!, 'commander')).toBe('not_legal_or_banned');
    expect(legalityIn(legal.legalities!, 'modern')).toBe('unknown');
    expect(unknown.legalities).toBeNull();
    expect(legal).toMatchObject({ artist: null, reprint: null, watermark: null, edhrecRank: null });
  });

  it('has no legalities when the object carries neither form', () => {
    expect(legalitiesOf({ name: 'Opt' })).toBeNull();
  });
});

describe('Scryfall facts on printings', () => {
  it('keeps the illustration id (of the front face for double-faced printings)', () => {
    expect(normalizePrinting(solRing)!.illustrationId).toBe('1b0d2bd0-0000-4000-8000-000000000000');
    const dfc = scryfallCard('Delver of Secrets // Insectile Aberration', {
      layout: 'transform',
      card_faces: [
        { name: 'Delver of Secrets', illustration_id: 'front-art' },
        { name: 'Insectile Aberration', illustration_id: 'back-art' },
      ],
    });
    expect(normalizePrinting(dfc)!.illustrationId).toBe('front-art');
    expect(normalizePrinting({ id: 'x', name: 'Opt', set: 'xln' })!.illustrationId).toBeNull();
  });
});
