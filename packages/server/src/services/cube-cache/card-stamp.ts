import { customCardStamp } from '../custom-cards/cache';
import type { WithCards, WithDatabase } from '../deps';

// Responses that carry card facts (names, types, printings) change when the card data does, without any
// cube changing: a reload swaps in a new index object, an edit changes a custom card. Their cache keys
// carry this stamp, so such a change makes new bodies instead of serving old facts.

const indexNumbers = new WeakMap<object, number>();
let lastNumber = 0;

/** A string that changes whenever the card facts this app serves change. */
export function cardDataStamp(ctx: WithCards & WithDatabase): string {
  const index = ctx.cards?.index;
  let n = 0;
  if (index) {
    n = indexNumbers.get(index) ?? ++lastNumber;
    indexNumbers.set(index, n);
  }
  return `${n}.${customCardStamp(ctx)}`;
}
