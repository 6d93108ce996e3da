// What a spectator sees of a draft, for every way to draft (ADR 0073). A spectator holds no seat: a
// turn-based mode's spectator view is the mode's own view for no seat (its `view(state, null)`), so the
// mode decides what is public exactly as it does for a seat that is not on turn; a booster draft shows
// the seats' counters only. On top of that, one rule for every engine: once the draft is over every
// pool is shown, and a host who chose "show everything, delayed by N picks" lets spectators see every
// seat's picks except each seat's last N, so nothing shown can still help a seat at the table. A booster
// seat also shows the pack it held N picks ago (the card it took from it not marked).
import type { DraftCard, DraftSeat, DraftState, DraftStatus, SeatKind } from '../types';
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
    /** With a delay N, while the draft runs: the pack the seat held N picks ago (see heldPack). */
    pack: HeldPack | null;
  }[];
}

/** A pack as a seat held it before one of its picks: every card then in it, in no telling order. */
export interface HeldPack {
  packNumber: number;
  pickNumber: number;
  cards: DraftCard[];
}

/**
 * The pack seat `s` held `delay` picks ago: the pack of its first hidden pick as it was just before
 * that pick (its trail from that card on, plus what it holds now), or its current pack with no pick
 * hidden (delay 0). Cards are sorted by id: their order must not tell which were taken first, and the
 * card the seat took is not marked. Null while the seat has made fewer picks than the delay, and for a
 * pack whose trail does not reach back that far.
 */
function heldPack(state: DraftState, s: DraftSeat, delay: number): HeldPack | null {
  const k = s.picks.length - delay;
  if (k < 0) return null;
  const record = s.picks[k];
  let cards: DraftCard[];
  if (!record) {
    const current = s.queue[0];
    if (current === undefined) return null;
    cards = state.packs[current]!.slice();
    return { packNumber: state.round, pickNumber: s.pickNumber, cards: byId(cards) };
  }
  const trail = state.taken?.[record.packId] ?? [];
  const from = trail.findIndex((c) => c.id === record.card.id);
  if (from < 0) return null;
  cards = [...trail.slice(from), ...(state.packs[record.packId] ?? [])];
  return { packNumber: record.packNumber, pickNumber: record.pickNumber, cards: byId(cards) };
}

const byId = (cards: DraftCard[]) => cards.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * What a spectator sees of a booster draft: picks only as the reveal allows, and no pack but, with a
 * delay, the one each seat held that many picks ago.
 */
export function boosterWatchView(state: DraftState, reveal: WatchReveal): BoosterWatchView {
  return {
    status: state.status,
    packNumber: Math.min(state.round, state.rounds - 1),
    rounds: state.rounds,
    delay: reveal.delay,
    seats: state.seats.map((s) => {
      const shown = revealed(s.picks, state.status, reveal.delay);
      return {
        name: s.name,
        kind: s.kind,
        present: s.present,
        packsWaiting: s.queue.length,
        picks: s.picks.length,
        shown: shown ? shown.map((p) => p.card) : null,
        pack: state.status === 'drafting' && reveal.delay !== null ? heldPack(state, s, reveal.delay) : null,
      };
    }),
  };
}
