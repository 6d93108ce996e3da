import type { Pairing } from './types';

// Players who dropped are not paired again but keep their place in the standings. Swiss pairs the
// players still in; a fixed schedule (round robin) or a bracket (elimination) may still name a dropped
// player, so their opponent gets the bye that round and a table of two dropped players is left out.

/** The round without dropped players: a dropped player's opponent has the bye, their own bye goes. */
export function withoutDropped(round: readonly Pairing[], dropped: ReadonlySet<string>): Pairing[] {
  if (dropped.size === 0) return [...round];
  const out: Pairing[] = [];
  for (const { a, b } of round) {
    const aIn = !dropped.has(a);
    const bIn = b !== null && !dropped.has(b);
    if (aIn && (b === null || bIn)) out.push({ a, b });
    else if (aIn) out.push({ a, b: null });
    else if (bIn) out.push({ a: b, b: null });
  }
  // Byes go last, as the pairing functions put them.
  return [...out.filter((p) => p.b !== null), ...out.filter((p) => p.b === null)];
}
