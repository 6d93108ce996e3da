// The packs of a booster draft's delayed reveal (ADR 0073): with "show everything, delayed by N
// picks", a spectator sees each seat's pack as the seat held it N picks ago. A past pack is rebuilt
// from the state's trails (`DraftState.taken`: the cards taken out of each pack, in order): its trail
// from that pick's card on, plus what it holds now.
//
// A pack also tells what was taken out of it before: a seat's pack shown N picks back lacks the card
// the seat passing to it took, and that seat may be one pick behind, so that card can be among its
// last N. A pack that would tell of a pick still hidden is not shown; the seat's pack one pick further
// back is, and so on (`picksAgo` says how far). At an even table every seat's pack is N picks back.
import type { DraftCard, DraftSeat, DraftState } from '../types';

/** A pack as a seat held it before one of its picks: every card then in it, in no telling order. */
export interface HeldPack {
  packNumber: number;
  pickNumber: number;
  /** How many picks the seat has made since: the delay, or more while a nearer pack would tell too much. */
  picksAgo: number;
  cards: DraftCard[];
}

/** Cards sorted by id: the order a pack is shown in must not tell which of its cards were taken first. */
const byId = (cards: DraftCard[]) => cards.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The pack of seat `s` before its pick `k` (its current pack for k = its number of picks), with the
 * cards taken out of it before then; null when the trail does not reach back (or no pack waits).
 */
function packBefore(
  state: DraftState,
  s: DraftSeat,
  k: number,
): { packNumber: number; pickNumber: number; cards: DraftCard[]; before: DraftCard[] } | null {
  const record = s.picks[k];
  const packId = record ? record.packId : s.queue[0];
  if (packId === undefined) return null;
  const trail = state.taken?.[packId] ?? [];
  const from = record ? trail.findIndex((c) => c.id === record.card.id) : trail.length;
  if (from < 0) return null;
  return {
    packNumber: record ? record.packNumber : state.round,
    pickNumber: record ? record.pickNumber : s.pickNumber,
    cards: [...trail.slice(from), ...(state.packs[packId] ?? [])],
    before: trail.slice(0, from),
  };
}

/**
 * Each seat's pack `delay` picks ago, or further back while that one would tell a pick still hidden
 * (one of some seat's last `delay`); null before the seat has made `delay` picks. The card the seat
 * took from it is not marked. For a running draft: once it is over every pool shows instead.
 */
export function heldPacks(state: DraftState, delay: number): (HeldPack | null)[] {
  const picked = new Set<string>();
  const revealed = new Set<string>();
  for (const s of state.seats)
    s.picks.forEach((p, i) => {
      picked.add(p.card.id);
      if (i < s.picks.length - delay) revealed.add(p.card.id);
    });
  // A card taken before that is no pick was burned right after a pick from the same pack, which came
  // before it in the trail and was checked first: a burn tells no more than its pick.
  const tellsNothingHidden = (before: DraftCard[]) =>
    before.every((c) => !picked.has(c.id) || revealed.has(c.id));
  return state.seats.map((s) => {
    for (let k = s.picks.length - delay; k >= 0; k--) {
      const held = packBefore(state, s, k);
      if (!held) return null;
      if (!tellsNothingHidden(held.before)) continue;
      const { packNumber, pickNumber, cards } = held;
      return { packNumber, pickNumber, picksAgo: s.picks.length - k, cards: byId(cards) };
    }
    return null;
  });
}
