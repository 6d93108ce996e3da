// The draft reducer: (state, action) -> { state, events }. Pure: time comes in actions, randomness
// from the draft's seed, auto-picks from an injected chooser. Invalid actions leave the state as is
// and report an `error` event; a pick that was already applied is a silent no-op (idempotent).
import { createBotPicker } from '../bots/picker';
import type { DraftAction } from './actions';
import { DraftWriter } from './copy-on-write';
import type { DraftErrorCode, DraftEvent, DraftStep } from './events';
import {
  type AutoPick,
  emit,
  expireDeadlines,
  type Flow,
  openRound,
  resetDeadline,
  settleBots,
  takeCard,
} from './flow';
import { seatChange } from './seat-change';
import { stepFor } from './step';
import type { DraftState } from './types';

export interface DraftDeps {
  /** Chooses auto-picks for bots and expired timers; default: a bot without card data (seeded choice). */
  autoPick?: AutoPick;
}

const fallbackPicker = createBotPicker({ cards: () => undefined });

type PickAction = Extract<DraftAction, { type: 'pick' }>;

function refuse(state: DraftState, seat: number | null, code: DraftErrorCode, message: string) {
  return { state, events: [{ type: 'error', seat, code, message } as DraftEvent] };
}

/** Why a pick cannot be applied, or the index it takes; `duplicate` when it was already applied. */
function checkPick(
  state: DraftState,
  a: PickAction,
): { code: DraftErrorCode; message: string } | number | 'duplicate' {
  if (state.status === 'waiting') return { code: 'not_started', message: 'The draft has not started yet.' };
  const seat = state.seats[a.seat];
  if (!seat) return { code: 'bad_seat', message: `There is no seat ${a.seat}.` };
  // The seat's current pick was not made yet (a pick's number is the seat's pickNumber, which then moves
  // on, and starts again at 0 with the next pack): only another pick is looked for among those made.
  const current = a.packNumber === state.round && a.pickNumber === seat.pickNumber;
  const done = current
    ? undefined
    : seat.picks.find((p) => p.packNumber === a.packNumber && p.pickNumber === a.pickNumber);
  // A resend of the same pick is a no-op; the same index naming another card is a second pick for one
  // slot (a stale tab, or the timer picked first), refused so the client does not think it got that card.
  if (done && a.cardId !== undefined && done.card.id !== a.cardId)
    return {
      code: 'duplicate_pick',
      message: `Pick ${a.pickNumber + 1} of pack ${a.packNumber + 1} was already made.`,
    };
  if (done) return 'duplicate';
  if (state.status === 'done') return { code: 'draft_over', message: 'The draft is over.' };
  if (a.packNumber !== state.round)
    return {
      code: 'wrong_pack',
      message: `Pack ${a.packNumber + 1} is not being drafted; this is pack ${state.round + 1}.`,
    };
  if (a.pickNumber !== seat.pickNumber)
    return {
      code: 'wrong_pick',
      message: `Expected pick ${seat.pickNumber + 1}, got pick ${a.pickNumber + 1}.`,
    };
  const packId = seat.queue[0];
  if (packId === undefined) return { code: 'no_pack', message: 'No pack is waiting at this seat.' };
  const pack = state.packs[packId]!;
  const index =
    a.cardId !== undefined
      ? pack.findIndex((c) => c.id === a.cardId)
      : Number.isInteger(a.cardIndex)
        ? a.cardIndex!
        : -1;
  if (index < 0 || index >= pack.length)
    return { code: 'card_not_in_pack', message: 'That card is not in your pack.' };
  if (a.burn !== undefined) {
    const left = pack.filter((_, i) => i !== index);
    const step = stepFor(state, packId);
    const endsStep = seat.stepPicks + 1 >= step.picks || left.length === 0;
    const want = endsStep ? Math.min(step.burns, left.length) : 0;
    const unique = new Set(a.burn);
    if (
      unique.size !== a.burn.length ||
      a.burn.length !== want ||
      a.burn.some((id) => !left.some((c) => c.id === id))
    )
      return { code: 'bad_burn', message: `Choose exactly ${want} other card(s) of this pack to burn.` };
  }
  return index;
}

/** Applies one action to a draft and returns the next state with the events it caused. */
export function draftReducer(
  state: DraftState,
  action: DraftAction,
  deps: DraftDeps = {},
): DraftStep<DraftState> {
  const flow = (now: number): Flow => {
    // Copy-on-write: only the seats and packs the action's events change are copied.
    const writer = new DraftWriter(state);
    return { draft: writer.draft, writer, events: [], now, autoPick: deps.autoPick ?? fallbackPicker };
  };
  const done = (f: Flow) =>
    f.events.length === 0 ? { state, events: [] } : { state: f.draft, events: f.events };
  switch (action.type) {
    case 'start': {
      if (state.status !== 'waiting')
        return refuse(state, null, 'already_started', 'The draft has already started.');
      const f = flow(action.now);
      openRound(f, 0);
      settleBots(f);
      return done(f);
    }
    case 'pick': {
      const check = checkPick(state, action);
      if (check === 'duplicate') return { state, events: [] };
      if (typeof check !== 'number') return refuse(state, action.seat, check.code, check.message);
      const f = flow(action.now);
      takeCard(f, action.seat, check, false, action.burn);
      settleBots(f);
      return done(f);
    }
    case 'tick': {
      if (state.status !== 'drafting') return { state, events: [] };
      const f = flow(action.now);
      expireDeadlines(f);
      settleBots(f);
      return done(f);
    }
    case 'leave':
    case 'rejoin':
    case 'replaceWithBot': {
      const seat = state.seats[action.seat];
      if (!seat) return refuse(state, null, 'bad_seat', `There is no seat ${action.seat}.`);
      const change = seatChange(seat, action.type);
      if (!change) return { state, events: [] };
      const f = flow(action.now);
      emit(f, { type: 'seatChanged', seat: action.seat, ...change });
      if (state.status === 'drafting') {
        // A bot has no clock; a returning human gets a fresh one for the pack in front of them.
        resetDeadline(f, action.seat);
        settleBots(f);
      }
      return done(f);
    }
  }
}
