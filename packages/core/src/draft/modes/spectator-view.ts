// What a spectator sees of a draft, for every way to draft (ADR 0073). A spectator holds no seat: a
// turn-based mode's spectator view is the mode's own view for no seat (its `view(state, null)`), so the
// mode decides what is public exactly as it does for a seat that is not on turn; a booster draft shows
// the seats' counters only. On top of that, one rule for every engine: once the draft is over every
// pool is shown, and a host who chose "show everything, delayed by N picks" lets spectators see every
// seat's picks except each seat's last N, so nothing shown can still help a seat at the table. A booster
// seat also shows the pack it held N picks ago (held-pack.ts).
import type { DraftCard, DraftState, DraftStatus, SeatKind } from '../types';
import { type HeldPack, heldPacks } from './held-pack';
import type { TurnSeatView } from './turn-view';
import type { TurnState } from './types';

/** What the host lets spectators see beyond what the mode makes public. */
export interface WatchReveal {
  /** Null: only what the mode makes public until the end; N: every seat's picks but its last N. */
  delay: number | null;
}

/** The picks of a seat a spectator may see: all once the draft is over, else all but the last `delay`. */
function revealed<T>(picks: readonly T[], status: DraftStatus, delay: number | null): T[] | null {
  if (status === 'done') return picks.slice();
  if (delay === null) return null;
  return picks.slice(0, Math.max(0, picks.length - delay));
}

/**
 * A turn-based mode's spectator view: the mode's view for no seat, with every pool the reveal allows
 * filled in (a pool the mode already shows stays as it is).
 */
export function withRevealedPools<V extends TurnSeatView<string, unknown>>(
  view: V,
  state: TurnState,
  reveal: WatchReveal,
): V {
  return {
    ...view,
    seats: view.seats.map((s, i) => {
      if (s.pool) return s;
      const picks = revealed(state.seats[i]?.picks ?? [], state.status, reveal.delay);
      return { ...s, pool: picks ? picks.flatMap((p) => p.cards) : null };
    }),
  };
}

/** A booster draft as a spectator sees it: who waits on how many packs, and the picks revealed. */
export interface BoosterWatchView {
  status: DraftStatus;
  packNumber: number;
  rounds: number;
  /** The host's reveal (see WatchReveal). */
  delay: number | null;
  seats: {
    name: string;
    kind: SeatKind;
    present: boolean;
    packsWaiting: number;
    picks: number;
    /** The seat's picks a spectator may see, in order; null while they are hidden. */
    shown: DraftCard[] | null;
    /** With a delay N, while the draft runs: the pack the seat held N picks ago (held-pack.ts). */
    pack: HeldPack | null;
  }[];
}

/**
 * What a spectator sees of a booster draft: picks only as the reveal allows, and no pack but, with a
 * delay, the one each seat held that many picks ago.
 */
export function boosterWatchView(state: DraftState, reveal: WatchReveal): BoosterWatchView {
  const packs = state.status === 'drafting' && reveal.delay !== null ? heldPacks(state, reveal.delay) : null;
  return {
    status: state.status,
    packNumber: Math.min(state.round, state.rounds - 1),
    rounds: state.rounds,
    delay: reveal.delay,
    seats: state.seats.map((s, i) => {
      const shown = revealed(s.picks, state.status, reveal.delay);
      return {
        name: s.name,
        kind: s.kind,
        present: s.present,
        packsWaiting: s.queue.length,
        picks: s.picks.length,
        shown: shown ? shown.map((p) => p.card) : null,
        pack: packs?.[i] ?? null,
      };
    }),
  };
}
