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

function publicSeat(s: DraftSeat) {
  return { name: s.name, kind: s.kind, present: s.present, packsWaiting: s.queue.length };
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
    seats: state.seats.map(publicSeat),
  };
}
