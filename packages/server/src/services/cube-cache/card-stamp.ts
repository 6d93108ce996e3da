import { customCardStamp } from '../custom-cards/cache';
import type { WithCards, WithDatabase } from '../deps';

// Responses that carry card facts (names, types, printings) change when the card data does, without any
// cube changing: a reload swaps in a new index object, an edit changes a custom card. Their cache keys
// carry this stamp, so such a change makes new bodies instead of serving old facts.

const indexNumbers = new WeakMap<object, number>();
let lastNumber = 0;

function indexNumberOf(ctx: WithCards): number {
  const index = ctx.cards?.index;
  if (!index) return 0;
  const n = indexNumbers.get(index) ?? ++lastNumber;
  indexNumbers.set(index, n);
  return n;
}

/** A string that changes whenever the card facts this app serves change. */
export function cardDataStamp(ctx: WithCards & WithDatabase): string {
  return `${indexNumberOf(ctx)}.${customCardStamp(ctx)}`;
}

// Browsers keep the facts of the card index under this version (ADR 0039). Index numbers restart with the
// process and differ between instances, so the version carries a token drawn at start: a browser's facts
// from another process or instance are then sent again, never trusted across a possible data change.
const processToken = Math.floor(Math.random() * 36 ** 8).toString(36);

/** The version of the card index's facts (not custom cards', which are always sent), for browsers to key on. */
export function cardDataVersion(ctx: WithCards): string {
  return `${processToken}.${indexNumberOf(ctx)}`;
}
