// Test helpers (not exported from index.ts): card entries and fast-check arbitraries for them.
import fc from 'fast-check';
import {
  BOARDS,
  CARD_STATUSES,
  COLOR_CATEGORIES,
  type CubeCard,
  DEFAULT_CARD_FIELDS,
  FINISHES,
} from './types';

/** A card entry with defaults, for table tests. */
export function entry(id: string, name = `Card ${id}`, fields: Partial<CubeCard> = {}): CubeCard {
  return {
    ...DEFAULT_CARD_FIELDS,
    id,
    cardId: `name:${name.toLowerCase()}`,
    name,
    addedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

const fieldsArb = fc.record({
  printingId: fc.option(fc.constantFrom('p1', 'p2', 'p3'), { nil: null }),
  board: fc.constantFrom(...BOARDS),
  finish: fc.constantFrom(...FINISHES),
  status: fc.constantFrom(...CARD_STATUSES),
  tags: fc.uniqueArray(fc.constantFrom('removal', 'ramp', 'fixing', 'aggro'), { maxLength: 3 }),
  notes: fc.constantFrom('', 'foil soon', 'signed'),
  colorCategory: fc.option(fc.constantFrom(...COLOR_CATEGORIES), { nil: null }),
});

const NAMES = ['Lightning Bolt', 'Counterspell', 'Opt', 'Brainstorm'];

/** An entry with id `e<n>` and random fields; an entry's card never changes, so its name follows its id. */
const entryArb = (n: number) => fieldsArb.map((fields) => entry(`e${n}`, NAMES[n % NAMES.length], fields));

/** A card list of entries with distinct ids drawn from a small pool, so lists overlap. */
export const cardsArb: fc.Arbitrary<CubeCard[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 20 })
  .chain((ids) => fc.tuple(...ids.map((i) => entryArb(i))).map((cards): CubeCard[] => [...cards]));

/** Order-insensitive comparison key of a card list. */
export const byId = (cards: readonly CubeCard[]) => [...cards].sort((a, b) => a.id.localeCompare(b.id));
