// The reducer every turn-based mode shares: start, moves (checked for turn, number and legality),
// bots and expired clocks playing for their seat, seats leaving and rejoining. It knows nothing of
// piles or grids: those live in the mode (TurnMode). Pure: time comes in actions, randomness from the
// draft's seed, the bots' card knowledge from the injected judge.
import { createRng } from '../../random';
import { seatChange } from '../seat-change';
import type { TurnAction, TurnErrorCode, TurnEvent, TurnStep } from './turn-events';
import type { CardJudge, TurnMode, TurnState } from './types';

export interface TurnDeps {
  /** Scores cards for bots and expired clocks; default: no card data (every card alike, seeded ties). */
  judge?: CardJudge;
}

const blindJudge: CardJudge = { scores: (cards) => cards.map(() => 0) };

/** Applies one event in place: the reducer and the fold both go through here. */
export function applyTurnEvent<S extends TurnState<string, Mv>, Mv>(
  mode: TurnMode<S, Mv>,
  state: S,
  e: TurnEvent<Mv>,
): void {
  switch (e.type) {
    case 'started':
      state.status = 'drafting';
      mode.begin(state);
      return;
    case 'moved':
      state.moves.push({ seat: e.seat, move: e.move, auto: e.auto });
      state.moveNumber++;
      mode.play(state, e.seat, e.move, e.auto);
      return;
    case 'deadlineSet':
      if (mode.seatClocks && e.seat !== null) setSeatClock(state, e.seat, e.deadline);
      else state.deadline = e.deadline;
      return;
    case 'seatChanged':
      state.seats[e.seat]!.kind = e.kind;
      state.seats[e.seat]!.present = e.present;
      return;
    case 'draftEnded':
      state.status = 'done';
      state.turn = null;
      state.deadline = null;
      if (state.clocks) state.clocks = state.clocks.map(() => null);
      return;
    case 'error':
      return;
  }
}

/** Sets one seat's clock; the table's `deadline` is the earliest, when the next tick is due. */
function setSeatClock(state: TurnState<string, unknown>, seat: number, deadline: number | null): void {
  const clocks = state.clocks ?? state.seats.map(() => null);
  clocks[seat] = deadline;
  state.clocks = clocks;
  const running = clocks.filter((c): c is number => c !== null);
  state.deadline = running.length ? Math.min(...running) : null;
}

/** Folds stored events over a state without touching it: how a server rebuilds a draft. */
export function applyTurnEvents<S extends TurnState<string, Mv>, Mv>(
  mode: TurnMode<S, Mv>,
  state: S,
  events: readonly TurnEvent<Mv>[],
): S {
  const next = mode.clone(state);
  for (const e of events) applyTurnEvent(mode, next, e);
  return next;
}

interface Flow<S, Mv> {
  mode: TurnMode<S & TurnState<string, Mv>, Mv>;
  state: S & TurnState<string, Mv>;
  events: TurnEvent<Mv>[];
  now: number;
  judge: CardJudge;
}

function emit<S, Mv>(f: Flow<S, Mv>, e: TurnEvent<Mv>): void {
  f.events.push(e);
  applyTurnEvent(f.mode, f.state, e);
}

/**
 * The clock of the seat to move: a fresh one after a move (`restart`), else kept while still owed. With
 * a clock per seat, every person who may move has one; `mover`'s starts afresh for its next pick.
 */
function settleDeadline<S, Mv>(f: Flow<S, Mv>, restart: boolean, mover: number | null = null): void {
  if (f.mode.seatClocks) {
    settleSeatClocks(f, mover);
    return;
  }
  const { state } = f;
  const seat = state.turn === null ? undefined : state.seats[state.turn];
  const owed = state.timer !== null && state.status === 'drafting' && seat?.kind === 'human';
  const deadline = !owed
    ? null
    : restart || state.deadline === null
      ? f.now + state.timer!.secondsPerTurn * 1000
      : state.deadline;
  if (deadline !== state.deadline) emit(f, { type: 'deadlineSet', seat: state.turn, deadline });
}

/** A clock for each person who may move now (a pack waits); none for bots, nor for seats waiting. */
function settleSeatClocks<S, Mv>(f: Flow<S, Mv>, mover: number | null): void {
  const { state, mode } = f;
  state.seats.forEach((seat, i) => {
    const owed =
      state.timer !== null &&
      state.status === 'drafting' &&
      seat.kind === 'human' &&
      mode.mayMove?.(state, i) === null;
    const current = state.clocks?.[i] ?? null;
    const deadline = !owed
      ? null
      : i === mover || current === null
        ? f.now + state.timer!.secondsPerTurn * 1000
        : current;
    if (deadline !== current) emit(f, { type: 'deadlineSet', seat: i, deadline });
  });
}

/** The seat whose own clock ran out first by `now`, or null. */
function expiredSeat(state: TurnState<string, unknown>, now: number): number | null {
  let found: number | null = null;
  state.clocks?.forEach((c, i) => {
    if (c !== null && c <= now && (found === null || c < state.clocks![found]!)) found = i;
  });
  return found;
}

/** Plays a move, then ends the draft or restarts the clock for whoever moves next. */
function playMove<S, Mv>(f: Flow<S, Mv>, seat: number, move: Mv, auto: boolean): void {
  emit(f, { type: 'moved', seat, moveNumber: f.state.moveNumber, move, auto });
  if (f.state.turn === null) emit(f, { type: 'draftEnded', seat: null });
  else settleDeadline(f, !f.mode.midTurn?.(f.state), seat);
}

/** The seat's bot (or the clock's stand-in) moves for it. */
function autoMove<S, Mv>(f: Flow<S, Mv>, seat: number): void {
  const rng = createRng(f.state.seed, 0x7e7, f.state.moveNumber);
  const move = f.mode.botMove(f.state, seat, f.judge, rng);
  // A bot's move goes through the same check as a person's: a mode bug must not corrupt the table.
  const why = f.mode.refuse(f.state, seat, move);
  if (why !== null) throw new Error(`${f.mode.id} bot chose an illegal move: ${why}`);
  playMove(f, seat, move, true);
}

/** Bots move until a human is to move (or the draft is over). */
function settleBots<S, Mv>(f: Flow<S, Mv>): void {
  while (
    f.state.status === 'drafting' &&
    f.state.turn !== null &&
    f.state.seats[f.state.turn]!.kind === 'bot'
  )
    autoMove(f, f.state.turn);
}

function refusal<S, Mv>(
  state: S,
  seat: number | null,
  code: TurnErrorCode,
  message: string,
): TurnStep<S, Mv> {
  return { state, events: [{ type: 'error', seat, code, message }] };
}

const sameMove = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether the mode has no turns (it decides who may move with `mayMove`): then a move number behind the
 * table's is no sign of a stale screen, only of a teammate's move that landed first.
 */
const withoutTurns = (mode: { mayMove?: unknown }) => mode.mayMove !== undefined;

/**
 * Whether `a` resends a move its seat already played (its acknowledgement was lost). The move number is
 * the resend key: in turns it names exactly one move; without turns the move may have been played under
 * a later number (a teammate's landed first), so every move from that number on is looked at.
 */
function isResend<S extends TurnState<string, Mv>, Mv>(
  mode: TurnMode<S, Mv>,
  state: S,
  a: Extract<TurnAction<Mv>, { type: 'move' }>,
): boolean {
  const end = withoutTurns(mode) ? state.moves.length : a.moveNumber + 1;
  return state.moves
    .slice(a.moveNumber, end)
    .some((played) => played.seat === a.seat && sameMove(played.move, a.move));
}

/** Why a move cannot be played now; 'duplicate' for a resend of a move already played. */
function checkMove<S extends TurnState<string, Mv>, Mv>(
  mode: TurnMode<S, Mv>,
  state: S,
  a: Extract<TurnAction<Mv>, { type: 'move' }>,
): { code: TurnErrorCode; message: string } | 'duplicate' | null {
  if (state.status === 'waiting') return { code: 'not_started', message: 'The draft has not started yet.' };
  if (!state.seats[a.seat]) return { code: 'bad_seat', message: `There is no seat ${a.seat}.` };
  if (!Number.isInteger(a.moveNumber) || a.moveNumber < 0)
    return { code: 'wrong_pick', message: 'A move number is a whole number from 0.' };
  if (a.moveNumber < state.moves.length) {
    // A resend is a no-op. Anything else under a played number is, in turns, a stale screen, refused so
    // the client does not believe it got what it asked for; without turns it is judged below on the
    // table as it is now and, if still legal, played as the current move.
    if (isResend(mode, state, a)) return 'duplicate';
    if (!withoutTurns(mode))
      return { code: 'duplicate_pick', message: `Move ${a.moveNumber + 1} was already played.` };
  }
  if (state.status === 'done') return { code: 'draft_over', message: 'The draft is over.' };
  if (a.moveNumber > state.moveNumber)
    return {
      code: 'wrong_pick',
      message: `Expected move ${state.moveNumber + 1}, got move ${a.moveNumber + 1}.`,
    };
  const notNow = mode.mayMove
    ? mode.mayMove(state, a.seat)
    : state.turn !== a.seat
      ? `It is ${state.seats[state.turn!]!.name}'s turn, not ${state.seats[a.seat]!.name}'s.`
      : null;
  if (notNow !== null) return { code: 'not_your_turn', message: notNow };
  // Moves reach the engine parsed by the server's schema; still, a rules check must never throw.
  if (typeof a.move !== 'object' || a.move === null || Array.isArray(a.move))
    return { code: 'bad_move', message: 'A move must be an object.' };
  const why = mode.refuse(state, a.seat, a.move);
  return why === null ? null : { code: 'bad_move', message: why };
}

/** Applies one action to a turn-based draft: the next state (the same object when nothing changed). */
export function turnReducer<S extends TurnState<string, Mv>, Mv>(
  mode: TurnMode<S, Mv>,
  state: S,
  action: TurnAction<Mv>,
  deps: TurnDeps = {},
): TurnStep<S, Mv> {
  const flow = (): Flow<S, Mv> => ({
    mode,
    state: mode.clone(state),
    events: [],
    now: action.now,
    judge: deps.judge ?? blindJudge,
  });
  const done = (f: Flow<S, Mv>): TurnStep<S, Mv> =>
    f.events.length === 0 ? { state, events: [] } : { state: f.state, events: f.events };
  switch (action.type) {
    case 'start': {
      if (state.status !== 'waiting')
        return refusal(state, null, 'already_started', 'The draft has already started.');
      const f = flow();
      emit(f, { type: 'started', seat: null });
      if (f.state.turn === null) emit(f, { type: 'draftEnded', seat: null });
      settleDeadline(f, true);
      settleBots(f);
      return done(f);
    }
    case 'move': {
      const check = checkMove(mode, state, action);
      if (check === 'duplicate') return { state, events: [] };
      if (check !== null) return refusal(state, action.seat, check.code, check.message);
      const f = flow();
      playMove(f, action.seat, action.move, false);
      settleBots(f);
      return done(f);
    }
    case 'tick': {
      if (state.status !== 'drafting' || state.deadline === null || state.deadline > action.now)
        return { state, events: [] };
      const f = flow();
      if (mode.seatClocks) {
        // Each seat whose own clock ran out picks once (its next pick has a fresh clock).
        for (
          let seat = expiredSeat(f.state, action.now);
          seat !== null;
          seat = expiredSeat(f.state, action.now)
        )
          autoMove(f, seat);
        settleBots(f);
        return done(f);
      }
      // The seat whose clock ran out is auto-played for as long as that clock runs: the rest of its
      // turn (Winston's piles), or every seat one clock covers (a Silent Auction lot). A fresh clock
      // (the next seat's turn) or none (a bot's) stops it.
      do autoMove(f, f.state.turn!);
      while (
        f.state.status === 'drafting' &&
        f.state.turn !== null &&
        f.state.deadline !== null &&
        f.state.deadline <= action.now
      );
      settleBots(f);
      return done(f);
    }
    case 'leave':
    case 'rejoin':
    case 'replaceWithBot': {
      const seat = state.seats[action.seat];
      if (!seat) return refusal(state, null, 'bad_seat', `There is no seat ${action.seat}.`);
      const change = seatChange(seat, action.type);
      if (!change) return { state, events: [] };
      const f = flow();
      emit(f, { type: 'seatChanged', seat: action.seat, ...change });
      if (f.state.status === 'drafting') {
        settleDeadline(f, false);
        settleBots(f);
      }
      return done(f);
    }
  }
}
