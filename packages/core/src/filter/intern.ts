// Interned card facts: 32k cards share a few thousand type lines, keyword lists and mana costs, so a
// term over one of those is decided once per distinct value and then read from a per-term memo.
import { withColumn } from './columns';
import type { CardFacts, FaceFacts } from './fact-types';
import type { SymbolCounts } from './mana-cost';

/** Distinct values with dense ids (0, 1, 2, ...) in first-seen order. */
export class InternTable<T> {
  private readonly ids = new Map<string, number>();
  readonly values: T[] = [];

  /** The id of `key`, adding `make()` as its value the first time it is seen. */
  intern(key: string, make: () => T): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(make());
      this.ids.set(key, id);
    }
    return id;
  }
}

/** Lower-case type lines (all faces, as printed on the card). */
export const TYPE_LINES = new InternTable<string>();
/** Lower-case front-face type lines. */
export const FRONT_TYPES = new InternTable<string>();
/** Lower-case keyword lists. */
export const KEYWORD_LISTS = new InternTable<string[]>();
/** Printings lists (lower-case set codes). */
export const PRINTINGS = new InternTable<readonly string[]>();
/** Faces' power, toughness, loyalty and defense: a card's faces stand for every card with the same. */
export const STAT_LINES = new InternTable<readonly FaceFacts[]>();
/** Mana costs as symbol multisets, keyed by the printed cost. */
export const COSTS = new InternTable<SymbolCounts>();
/** Legalities codes (cards/legalities.ts); '' (id 0) for a card whose data has none. */
export const LEGALITIES = new InternTable<string>();
LEGALITIES.intern('', () => '');
/** Release dates of a card's printings as yyyymmdd numbers, oldest first. */
export const DATE_LISTS = new InternTable<readonly number[]>();
/** Card layouts (Scryfall's names: normal, modal_dfc, split...). */
export const LAYOUTS = new InternTable<string>();
/** Lower-case artist names; '' (id 0) for none. */
export const ARTISTS = new InternTable<string>();
ARTISTS.intern('', () => '');

type IdColumn =
  | 'typeId'
  | 'frontTypeId'
  | 'keywordsId'
  | 'costId'
  | 'printingsId'
  | 'statsId'
  | 'legalityId'
  | 'artistId'
  | 'datesId'
  | 'layoutId';

/**
 * A matcher that decides `test` once per interned value: `idOf` reads the card's id in `table`.
 * The memo holds 0 (not yet known), 1 (match) or 2 (no match) per id and grows with the table;
 * `fill`, when given, decides many values at once on first use (see interned-text.ts).
 */
export function memoized<T>(
  table: InternTable<T>,
  column: IdColumn,
  test: (value: T) => boolean,
  fill?: () => Uint8Array | null,
): (f: CardFacts) => boolean {
  let memo: Uint8Array | null = null;
  const start = () => {
    const filled = fill?.();
    const out = new Uint8Array(Math.max(table.values.length, filled?.length ?? 0) + 16);
    if (filled) out.set(filled);
    return out;
  };
  const byId = (id: number): boolean => {
    if (memo === null) memo = start();
    if (id >= memo.length) {
      const grown = new Uint8Array(Math.max(id + 1, memo.length * 2));
      grown.set(memo);
      memo = grown;
    }
    let known = memo[id]!;
    if (known === 0) {
      known = test(table.values[id]!) ? 1 : 2;
      memo[id] = known;
    }
    return known === 1;
  };
  return withColumn((f: CardFacts) => byId(f[column]), column, byId);
}
