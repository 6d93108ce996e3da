// Scryfall prices: each card object carries `prices` of its printing, as decimal strings or null
// (`"0.25"`, `null` when no shop lists it). Kept as numbers; a file without `prices` (the offline
// fixture) gives null, which every price reader shows as "no price data", never as zero.
import { isObject, type RawObject } from './raw';

/** One printing's prices; null: no shop lists that finish in that currency. */
export interface CardPrices {
  usd: number | null;
  usdFoil: number | null;
  usdEtched: number | null;
  eur: number | null;
  eurFoil: number | null;
  tix: number | null;
}

const KEYS: Record<keyof CardPrices, string> = {
  usd: 'usd',
  usdFoil: 'usd_foil',
  usdEtched: 'usd_etched',
  eur: 'eur',
  eurFoil: 'eur_foil',
  tix: 'tix',
};

function priceValue(v: unknown): number | null {
  // Scryfall sends strings; a number is accepted too (hand-made files), anything else is no price.
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The prices of a raw Scryfall object, or null when it carries no `prices` object at all. */
export function pricesOf(raw: RawObject): CardPrices | null {
  const p = raw.prices;
  if (!isObject(p)) return null;
  const out = {} as CardPrices;
  for (const [key, field] of Object.entries(KEYS) as [keyof CardPrices, string][]) {
    out[key] = priceValue(p[field]);
  }
  return out;
}
