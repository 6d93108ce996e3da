// Everything a card search needs beyond the card index, built once per index: the search index
// (dense facts and columns), what the data can answer, and the default result order. Built in steps
// between requests while the card service loads, so the first search after "ready" is fast and no
// request waits behind one long synchronous build.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { CardIndex } from '@cubewright/core/cards';
import {
  coverageOf,
  type DataCoverage,
  prepareCards,
  prepareCardsStepwise,
  type SearchIndex,
} from '@cubewright/core/filter';
import { orderPermutation } from './orders';
import { warmUpSearch } from './search-warm-up';

export interface PreparedSearch {
  source: CardIndex;
  index: SearchIndex;
  coverage: DataCoverage;
  /** Result orders by `order:dir`; others are added on first use. */
  orders: Map<string, Uint32Array>;
}

// Cards per step: about a millisecond of work on a quiet machine.
const SLICE = 250;

/** What the loaded cards and printings can answer (which fields and directives the search accepts). */
function coverageOfIndex(source: CardIndex): DataCoverage {
  const cards = source.all();
  let illustrations = false;
  for (const card of cards) {
    if (source.printingsOf(card.id).some((p) => p.illustrationId)) {
      illustrations = true;
      break;
    }
  }
  return coverageOf(cards, { printings: source.printingCount > 0, illustrations });
}

function prepared(source: CardIndex, index: SearchIndex): PreparedSearch {
  return { source, index, coverage: coverageOfIndex(source), orders: new Map() };
}

/** Prepares search over `source` in one synchronous stretch (when nothing was prepared ahead). */
export function prepareSearchNow(source: CardIndex): PreparedSearch {
  return prepared(source, prepareCards(source.all()));
}

/**
 * Prepares search over `source` in steps, letting queued requests run between them; `progress` hears
 * the share done after each step (under 1: the caller says when it is over).
 */
export async function prepareSearch(
  source: CardIndex,
  progress: (share: number) => void = () => {},
): Promise<PreparedSearch> {
  const all = source.all();
  const steps = prepareCardsStepwise(all, SLICE);
  // The steps go over the cards twice (facts, then their copies in scan order): a step each SLICE cards.
  const expected = Math.max(1, (2 * all.length) / SLICE);
  let step = steps.next();
  for (let done = 1; !step.done; done++) {
    progress(Math.min(0.99, done / expected));
    await yieldToLoop();
    step = steps.next();
  }
  await yieldToLoop();
  const out = prepared(source, step.value);
  await yieldToLoop();
  // The order every search without `order:` uses (protocol default: name, ascending).
  out.orders.set('name:asc', orderPermutation(out.index.cards, 'name', false));
  await warmUpSearch(out);
  return out;
}
