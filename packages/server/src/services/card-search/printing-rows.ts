// `unique:prints` and `unique:art`: the matched cards, in the search order, expanded into one row per
// printing (or per distinct artwork). The query selects cards; the printings listed are those passing
// its top-level set, rarity, year and date terms (core/filter/printing-terms.ts). Orders that a printing has its own value for (release date, set, rarity) order the rows by
// the printing's value; the others keep the cards' order, each card's printings newest first.
import type { Card, CardIndex, Printing } from '@cubewright/core/cards';
import { dateNumber } from '@cubewright/core/filter';
import type { CardSearchOrder } from '@cubewright/core/protocol';
import { collectorNumberKey, compareKeys, rarityRank } from './orders';

export interface ResultRow {
  /** Position of the card in the search index. */
  at: number;
  /** The printing shown, null for a card with no printing loaded. */
  printing: Printing | null;
}

type PrintingKey = (p: Printing) => string | number | null;
const PRINTING_KEYS: Partial<Record<CardSearchOrder, PrintingKey[]>> = {
  released: [(p) => (p.releasedAt ? dateNumber(p.releasedAt) : null)],
  set: [(p) => p.set, (p) => collectorNumberKey(p.collectorNumber)],
  rarity: [(p) => rarityRank(p.rarity)],
};

/** One printing per illustration; printings without an illustration id each stand for their own art. */
function distinctArt(printings: readonly Printing[]): Printing[] {
  const seen = new Set<string>();
  return printings.filter((p) => {
    if (!p.illustrationId) return true;
    if (seen.has(p.illustrationId)) return false;
    seen.add(p.illustrationId);
    return true;
  });
}

export interface RowOptions {
  unique: 'prints' | 'art';
  order: CardSearchOrder;
  descending: boolean;
  /** Which printings to list; null lists them all. */
  keep: ((p: Printing) => boolean) | null;
}

/**
 * The rows for cards at `positions` (already in search order). A card none of whose loaded printings
 * passes is one row with no printing: the card matched (its set list may name a set whose printing is
 * not loaded), so it is not dropped.
 */
export function printingRows(
  cards: readonly Card[],
  positions: readonly number[],
  index: CardIndex,
  { unique, order, descending, keep }: RowOptions,
): ResultRow[] {
  const rows: ResultRow[] = [];
  for (const at of positions) {
    const all = index.printingsOf(cards[at]!.id);
    const kept = keep ? all.filter(keep) : all;
    const shown = unique === 'art' ? distinctArt(kept) : kept;
    if (shown.length === 0) rows.push({ at, printing: null });
    for (const printing of shown) rows.push({ at, printing });
  }
  const keys = PRINTING_KEYS[order];
  if (!keys) return rows;
  const sign = descending ? -1 : 1;
  // Each row's values are read once (collector number keys build strings), then the rows are sorted by
  // them; equal values keep the cards' order (a stable sort).
  const values = rows.map((r) => keys.map((key) => (r.printing ? key(r.printing) : null)));
  const sorted = Array.from(rows.keys()).sort((a, b) => {
    const va = values[a]!;
    const vb = values[b]!;
    for (let k = 0; k < va.length; k++) {
      const c = compareKeys(va[k]!, vb[k]!, sign);
      if (c !== 0) return c;
    }
    return a - b;
  });
  return sorted.map((i) => rows[i]!);
}
