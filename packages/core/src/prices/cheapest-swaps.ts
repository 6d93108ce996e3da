// "Cheapest printing" swaps (past CubeCobra): for every entry whose chosen printing costs more than
// another printing of the card in the same finish, the cheaper printing and what the swap saves.
import type { CubeCard } from '../cube/types';
import { type Currency, priceIn, sumPrices } from './currency';
import { cheapestPrinting, type PriceLookup } from './entry-price';

export interface PrintingSwap {
  entryId: string;
  name: string;
  finish: CubeCard['finish'];
  fromPrintingId: string;
  /** Set code of the printing swapped out, for the proposal's list. */
  fromSet: string;
  fromPrice: number;
  toPrintingId: string;
  toSet: string;
  toPrice: number;
  saving: number;
}

export interface SwapProposal {
  currency: Currency;
  swaps: PrintingSwap[];
  /** What all the swaps save together. */
  saving: number;
}

type Entry = Pick<CubeCard, 'id' | 'name' | 'cardId' | 'printingId' | 'finish'>;

/**
 * The swaps that lower the cube's cost in `currency`. Only chosen printings are swapped: an entry
 * without one is already priced at its cheapest printing, and a chosen printing without a price in its
 * finish is left alone (nothing says what it costs). Largest saving first.
 */
export function cheapestSwaps(
  entries: readonly Entry[],
  lookup: PriceLookup,
  currency: Currency,
): SwapProposal {
  const swaps: PrintingSwap[] = [];
  for (const e of entries) {
    const chosen = e.printingId ? lookup.printing(e.printingId) : null;
    const fromPrice = chosen ? priceIn(chosen.prices, currency, e.finish) : null;
    if (!chosen || fromPrice === null) continue;
    const best = cheapestPrinting(lookup, e.cardId, e.finish, currency);
    // A card's own default printing without a printing row has no id to swap to.
    const to = best?.printingId ? lookup.printing(best.printingId) : null;
    if (!best || !to || best.amount >= fromPrice) continue;
    swaps.push({
      entryId: e.id,
      name: e.name,
      finish: e.finish,
      fromPrintingId: chosen.id,
      fromSet: chosen.set,
      fromPrice,
      toPrintingId: to.id,
      toSet: to.set,
      toPrice: best.amount,
      saving: sumPrices([fromPrice, -best.amount]),
    });
  }
  swaps.sort((a, b) => b.saving - a.saving || a.name.localeCompare(b.name));
  return { currency, swaps, saving: sumPrices(swaps.map((s) => s.saving)) };
}
