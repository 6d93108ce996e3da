import { stepFor } from './step';
import type { DraftCard, DraftSeat, DraftState, DraftStatus, PickStep, SeatKind } from './types';

/** What one seat may see of a draft: its own current pack and pool, never another seat's cards. */
export interface SeatView {
  seat: number;
  status: DraftStatus;
  packNumber: number;
  pickNumber: number;
  rounds: number;
  step: PickStep;
  /** Picks already made from the current pack in this step. */
  stepPicks: number;
  packId: string | null;
  pack: DraftCard[] | null;
  pool: DraftCard[];
  deadline: number | null;
  /** Every seat's name and how many packs wait there (counts only, no contents). */
  seats: { name: string; kind: SeatKind; present: boolean; packsWaiting: number }[];
}

type PublicSeat = SeatView['seats'][number];

// The seats' public summaries are the same for every seat's view of a state, and a seat an action did
// not touch is the same object in the next state (copy-on-write.ts). So each summary is made once per
// seat object and each list once per state, kept on the object itself (not enumerable: never stored,
// sent or compared) rather than in a map outside it: a state is never changed once made, and the copy
// an action makes of a seat or state does not carry them. The rooms' eight views of a version then share
// one list, and seatViewDelta sees an unchanged seat by identity (ADR 0085).
const SUMMARY = Symbol('public seat summary');
const SUMMARIES = Symbol('public seat summaries');

/** `value` kept on `owner` under `key` (when `owner` may be extended), for the next call to find. */
function kept<T>(owner: object, key: symbol, value: T): T {
  if (Object.isExtensible(owner)) Object.defineProperty(owner, key, { value });
  return value;
}

function publicSeat(s: DraftSeat): PublicSeat {
  const known = (s as { [SUMMARY]?: PublicSeat })[SUMMARY];
  return (
    known ??
    kept(s, SUMMARY, { name: s.name, kind: s.kind, present: s.present, packsWaiting: s.queue.length })
  );
}

function publicSeats(state: DraftState): PublicSeat[] {
  const known = (state as { [SUMMARIES]?: PublicSeat[] })[SUMMARIES];
  return known ?? kept(state, SUMMARIES, state.seats.map(publicSeat));
}

/**
 * The view of `seat`; null when there is no such seat. Its pack and pool are the state's own arrays, not
 * copies: a state is never changed once made (the reducer copies what an action touches, copy-on-write.ts),
 * and a view is only read (sent, or diffed against the next one). Sharing them is also what lets
 * seatViewDelta see an unchanged pool or pack by identity: the rooms diff eight views per pick (ADR 0085).
 */
export function viewFor(state: DraftState, seat: number): SeatView | null {
  const s = state.seats[seat];
  if (!s) return null;
  const packId = s.queue[0] ?? null;
  return {
    seat,
    status: state.status,
    packNumber: Math.min(state.round, state.rounds - 1),
    pickNumber: s.pickNumber,
    rounds: state.rounds,
    step: packId === null ? state.settings.step : stepFor(state, packId),
    stepPicks: s.stepPicks,
    packId,
    pack: packId === null ? null : state.packs[packId]!,
    pool: s.pool,
    deadline: s.deadline,
    seats: publicSeats(state),
  };
}
