// A cube's total cost per currency, and the same split by colour, type and board (analytics).
import { typeBucketOf } from '../analytics/card-facts';
import { colorCategoryOf } from '../cube/color-category';
import type { CubeCard } from '../cube/types';
import { CURRENCIES, type Currency, type EntryPrices, sumPrices } from './currency';
import { entryPrices, type PriceLookup } from './entry-price';

/** The cost of a group of entries in one currency; `missing` entries have no price and add nothing. */
export interface CostLine {
  total: number;
  priced: number;
  missing: number;
}

/** One row of a breakdown: a colour category, a type or a board id, and its cost per currency. */
export interface CostRow {
  key: string;
  cards: number;
  cost: Record<Currency, CostLine>;
}

export interface CubeCost {
  /** The whole list (every board) per currency. */
  total: Record<Currency, CostLine>;
  byColor: CostRow[];
  byType: CostRow[];
  byBoard: CostRow[];
  /** Each entry's price, by entry id (the list's price column, sort and `usd<5` read it). */
  entries: Record<string, EntryPrices>;
}

type Entry = Pick<
  CubeCard,
  'id' | 'cardId' | 'printingId' | 'finish' | 'board' | 'colorCategory' | 'typeLine'
>;

function lineOf(prices: readonly EntryPrices[], currency: Currency): CostLine {
  const known = prices.map((p) => p[currency]).filter((v): v is number => v !== null);
  return { total: sumPrices(known), priced: known.length, missing: prices.length - known.length };
}

function costOf(prices: readonly EntryPrices[]): Record<Currency, CostLine> {
  const out = {} as Record<Currency, CostLine>;
  for (const c of CURRENCIES) out[c] = lineOf(prices, c);
  return out;
}

function rowsBy(
  entries: readonly Entry[],
  prices: Map<string, EntryPrices>,
  keyOf: (e: Entry) => string,
): CostRow[] {
  const groups = new Map<string, EntryPrices[]>();
  for (const e of entries) {
    const key = keyOf(e);
    const list = groups.get(key) ?? [];
    list.push(prices.get(e.id)!);
    groups.set(key, list);
  }
  return [...groups].map(([key, list]) => ({ key, cards: list.length, cost: costOf(list) }));
}

/** What the cube costs, priced by `lookup` (rows in first-seen order; the view orders them). */
export function cubeCost(entries: readonly Entry[], lookup: PriceLookup): CubeCost {
  const prices = new Map(entries.map((e) => [e.id, entryPrices(lookup, e)]));
  const card = (e: Entry) => lookup.card(e.cardId) ?? { colors: [], typeLine: '' };
  const typeLine = (e: Entry) => e.typeLine ?? card(e).typeLine;
  return {
    total: costOf([...prices.values()]),
    byColor: rowsBy(entries, prices, (e) =>
      colorCategoryOf({ colors: card(e).colors, typeLine: typeLine(e) }, e.colorCategory),
    ),
    byType: rowsBy(entries, prices, (e) => typeBucketOf(typeLine(e))),
    byBoard: rowsBy(entries, prices, (e) => e.board),
    entries: Object.fromEntries(prices),
  };
}
