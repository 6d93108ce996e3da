import { type Card, CardIndex, normalizeCard } from '@cubewright/core/cards';
import { cardSearchQuerySchema } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { CardSearch, type CardSearchOutcome } from './card-search';

const card = (name: string, type: string, text: string, cost: string, colors: string[]): Card =>
  normalizeCard({
    name,
    type_line: type,
    oracle_text: text,
    mana_cost: cost,
    colors,
    color_identity: colors,
  }) as Card;

const CARDS = [
  card('Lightning Bolt', 'Instant', 'Lightning Bolt deals 3 damage to any target.', '{R}', ['R']),
  card('Brainstorm', 'Instant', 'Draw three cards, then put two cards from your hand on top.', '{U}', ['U']),
  card(
    'Snapcaster Mage',
    'Creature — Human Wizard',
    'Flash\nWhen this enters, target instant gains flashback.',
    '{1}{U}',
    ['U'],
  ),
  card('Goblin Guide', 'Creature — Goblin Scout', 'Haste', '{R}', ['R']),
  card('Counterspell', 'Instant', 'Counter target spell.', '{U}{U}', ['U']),
  card(
    'Flametongue Kavu',
    'Creature — Kavu',
    'When this enters, it deals 4 damage to target creature.',
    '{3}{R}',
    ['R'],
  ),
];

const request = (q: string, page = 1) => cardSearchQuerySchema.parse({ q, page, pageSize: 2 });
const names = (out: CardSearchOutcome) => {
  if (!out.ok) throw new Error(out.error.message);
  return { total: out.page.total, names: out.page.cards.map((c) => c.name) };
};

// A query typed keystroke by keystroke, then edited: most of its terms repeat from one request to the next.
const TYPED = [
  't:c',
  't:cr',
  't:creature',
  't:creature o:d',
  't:creature o:dam',
  't:creature -o:dam',
  'c:u t:instant',
  'c:u -t:instant',
  'bolt OR t:goblin',
];

describe('CardSearch', () => {
  it('answers each query as a fresh search does, with the term cache filled by the ones before', () => {
    const source = new CardIndex(CARDS);
    const shared = new CardSearch();
    for (const q of [...TYPED, ...TYPED]) {
      for (const page of [1, 2]) {
        expect(names(shared.search(source, request(q, page))), q).toEqual(
          names(new CardSearch().search(source, request(q, page))),
        );
      }
    }
    expect(shared.terms.size.entries).toBeGreaterThan(5);
  });

  it('forgets the cached terms when the card index is replaced (new card data)', () => {
    const before = new CardIndex(CARDS.slice(0, 3));
    const search = new CardSearch();
    expect(names(search.search(before, request('t:instant')))).toEqual({
      total: 2,
      names: ['Brainstorm', 'Lightning Bolt'],
    });
    expect(search.terms.size.entries).toBe(1);
    const after = new CardIndex(CARDS);
    search.prepare(after);
    expect(search.terms.size.entries).toBe(0);
    expect(names(search.search(after, request('t:instant', 2)))).toEqual({
      total: 3,
      names: ['Lightning Bolt'],
    });
  });

  it('keeps the term cache within its byte budget, and answers right past it', () => {
    const source = new CardIndex(CARDS);
    // 6 cards: a set is one 4-byte word, so 10 sets fit.
    const search = new CardSearch(undefined, { termCacheBytes: 40 });
    for (let i = 0; i < 50; i++) search.search(source, request(`o:x${i}`));
    expect(search.terms.size).toEqual({ entries: 10, bytes: 40 });
    expect(names(search.search(source, request('o:"deals 4" -t:instant')))).toEqual({
      total: 1,
      names: ['Flametongue Kavu'],
    });
  });
});
