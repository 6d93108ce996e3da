// One way to draft as one value: what setup and lobby screens list (info), how a cube becomes a waiting
// table (create), the rules, what a seat sees and the shapes of its view and moves on the wire.
// `defineMode` keeps every type of the mode inside and hands the rest of the code an erased face
// (`TurnEngine`) whose inputs are checked, not cast: a state by its `mode`, a move or a stored event's
// move by the mode's move schema. So the registry lists modes without casts, and a new mode is this
// one call in its own module. Its `draft` is the mode's entry of the one list of every way to draft
// (any-draft.ts DRAFT_MODES), made by the same defineDraftMode as booster draft's (ADR 0081).
import { z } from 'zod';
import type { CubeCard } from '../../cube/types';
import { fail, type Result } from '../result';
import type { DraftCard, DraftSeatSetup } from '../types';
import { defineDraftMode } from './define-draft-mode';
import type { AnyDraftEvent, DraftMode, EngineAction } from './draft-engine';
import { checkSettings, infoSeatsProblem, type ModeInfo } from './mode-info';
import { type WatchReveal, withRevealedPools } from './spectator-view';
import { applyTurnEvent, applyTurnEvents, type TurnDeps, turnReducer } from './turn-engine';
import type { TurnAction, TurnEvent, TurnStep } from './turn-events';
import { replayTurnLog } from './turn-log';
import { seatToNotify } from './turn-notice';
import { chosenPicksOf } from './turn-picks';
import type { TurnSeatView } from './turn-view';
import { turnSeatViewSchema } from './turn-view-schema';
import type { TurnMode, TurnState, TurnTimer } from './types';

/** What a mode's table is dealt from: the host's settings by key, the seats and the cube. */
export interface ModeDeal<K extends string = string> {
  seed: string;
  seats: DraftSeatSetup[];
  settings: Readonly<Record<K, number>>;
  timer: TurnTimer | null;
  cube: readonly CubeCard[];
}

/** Everything one turn-based mode is, in its own types. */
export interface ModeSpec<Id extends string, S extends TurnState<Id, Mv>, Mv, T, K extends string = string> {
  info: ModeInfo<Id, K>;
  /** A waiting table from the cube (settings checked, defaults filled in), or why it cannot be played. */
  create(deal: ModeDeal<K>): Result<S>;
  rules: TurnMode<S, Mv>;
  /**
   * What one seat sees (turn-view.ts's common part and the mode's table); null for no such seat. Seat
   * null is a spectator, who must see nothing a seat keeps to itself (a hand, a pile, a bid; ADR 0073).
   */
  view(state: S, seat: number | null): TurnSeatView<Id, T> | null;
  /** The table's shape on the wire (the web parses views with it). */
  tableSchema: z.ZodType<T>;
  /** A move's shape; its messages are what a person sees for a malformed move. */
  moveSchema: z.ZodType<Mv>;
  /**
   * A played move in words for the draft log ("bid 12 on lot 3"), after the mover's name. Absent: the
   * web words it from the move's shape (features/draft/turn-log.ts).
   */
  describeMove?(move: Mv): string;
}

/**
 * A mode as the server, the log and the fuzz see it: states, actions and events of any mode go in,
 * and each method first checks they are this mode's (a state by its `mode`, a move by the schema).
 */
export interface TurnEngine {
  readonly id: string;
  readonly info: ModeInfo;
  owns(state: TurnState): boolean;
  /** A waiting table: seats, then settings (by key, defaults filled in), then the cube are checked. */
  create(deal: ModeDeal<string>): Result<TurnState>;
  reduce(state: TurnState, action: TurnAction<unknown>, deps?: TurnDeps): TurnStep<TurnState, unknown>;
  fold(state: TurnState, events: readonly TurnEvent<unknown>[]): TurnState;
  /** A copy `apply` may change without touching the original. */
  clone(state: TurnState): TurnState;
  /** Applies one stored event in place (the log's replay, a move at a time). */
  apply(state: TurnState, event: TurnEvent<unknown>): void;
  view(state: TurnState, seat: number): TurnSeatView<string, unknown> | null;
  tableCards(state: TurnState): DraftCard[];
  /** The move parsed with the mode's schema, or the schema's first message. */
  parseMove(raw: unknown): Result<unknown>;
  seatsProblem(seats: number, settings: Readonly<Record<string, number>>): string | null;
  /** A stored move in the mode's words, or null when the mode leaves that to the log's reader. */
  describeMove(move: unknown): string | null;
}

/** What a seat (or a spectator) of a turn-based mode sees, tagged with its stream. */
export interface TableSeatView<Id extends string, T> {
  stream: 'table';
  /** The move number the seat's next act carries. */
  seq: number;
  view: TurnSeatView<Id, T>;
}

/** A defined mode: its typed parts (for its tests and screen), its erased engine and its list entry. */
export interface ModeDefinition<
  Id extends string,
  S extends TurnState<Id, Mv>,
  Mv,
  T,
  K extends string = string,
> extends ModeSpec<Id, S, Mv, T, K> {
  id: Id;
  engine: TurnEngine;
  /** The mode as an entry of the one list of every way to draft (any-draft.ts DRAFT_MODES). */
  draft: DraftMode<TableSeatView<Id, T>>;
  /** A seat's whole view on the wire: the common part with `mode` as this mode's literal id. */
  viewSchema: z.ZodType<TurnSeatView<Id, T>>;
  /** The view of a state of any mode, typed as this mode's (it throws for another mode's state). */
  viewOf(state: TurnState, seat: number): TurnSeatView<Id, T> | null;
  /** A spectator's view of a state of any mode, typed as this mode's (ADR 0073). */
  watchOf(state: TurnState, reveal: WatchReveal): TurnSeatView<Id, T>;
}

/** Defines one turn-based mode (see the file's header). */
export function defineMode<Id extends string, S extends TurnState<Id, Mv>, Mv, T, K extends string>(
  spec: ModeSpec<Id, S, Mv, T, K>,
): ModeDefinition<Id, S, Mv, T, K> {
  const id = spec.info.id;
  // The setup screens read the pick timer from the info alone (mode-info.ts); the rules must agree.
  if ((spec.rules.seatClocks === true) !== (spec.info.pickTimer === true))
    throw new Error(`The ${id} mode’s info and rules disagree on whether each seat has a pick timer.`);
  const owns = (state: TurnState): state is S => state.mode === id;
  const mine = (state: TurnState): S => {
    if (!owns(state)) throw new Error(`A ${state.mode} draft was handed to the ${id} rules.`);
    return state;
  };
  const parseMove = (raw: unknown): Result<Mv> => {
    const parsed = spec.moveSchema.safeParse(raw);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, error: parsed.error.issues[0]?.message ?? `That is not a move of ${spec.info.name}.` };
  };
  // A stored move was parsed by the same schema before it was played; one that no longer parses means
  // the log and the code disagree, which must stop the fold rather than replay something else.
  const storedMove = (raw: unknown): Mv => {
    const parsed = parseMove(raw);
    if (!parsed.ok) throw new Error(`A stored ${id} move no longer parses: ${parsed.error}`);
    return parsed.value;
  };
  const stored = (e: TurnEvent<unknown>): TurnEvent<Mv> =>
    e.type === 'moved' ? { ...e, move: storedMove(e.move) } : e;
  // Every mode's view answers seat null (turnViewFor); the check keeps a mode that forgot it loud.
  const watchOf = (state: TurnState, reveal: WatchReveal): TurnSeatView<Id, T> => {
    const view = spec.view(mine(state), null);
    if (!view) throw new Error(`The ${id} mode has no view for a spectator.`);
    return withRevealedPools(view, state, reveal);
  };
  const engine: TurnEngine = {
    id,
    info: spec.info,
    owns,
    create(deal) {
      const seats = infoSeatsProblem(spec.info, deal.seats.length, deal.settings);
      if (seats) return fail(seats);
      const settings = checkSettings(spec.info, deal.settings);
      return settings.ok ? spec.create({ ...deal, settings: settings.value }) : settings;
    },
    reduce(state, action, deps) {
      const s = mine(state);
      if (action.type !== 'move') return turnReducer(spec.rules, s, action, deps);
      const move = parseMove(action.move);
      if (!move.ok)
        return {
          state,
          events: [{ type: 'error', seat: action.seat, code: 'bad_move', message: move.error }],
        };
      return turnReducer(spec.rules, s, { ...action, move: move.value }, deps);
    },
    fold: (state, events) => applyTurnEvents(spec.rules, mine(state), events.map(stored)),
    clone: (state) => spec.rules.clone(mine(state)),
    apply: (state, event) => applyTurnEvent(spec.rules, mine(state), stored(event)),
    view: (state, seat) => spec.view(mine(state), seat),
    tableCards: (state) => spec.rules.tableCards(mine(state)),
    parseMove,
    seatsProblem: (seats, settings) => infoSeatsProblem(spec.info, seats, settings),
    describeMove: (raw) => (spec.describeMove ? spec.describeMove(storedMove(raw)) : null),
  };
  return {
    ...spec,
    id,
    engine,
    draft: tableMode(spec, engine, watchOf),
    viewOf: (state, seat) => spec.view(mine(state), seat),
    watchOf,
    viewSchema: turnSeatViewSchema(id, spec.tableSchema),
  };
}

/** Event types only booster draft writes (the others have one shape in every mode's log). */
const BOOSTER_ONLY = new Set([
  'roundStarted',
  'packOpened',
  'picked',
  'autoPicked',
  'burned',
  'packPassed',
  'packEmptied',
]);

const isTurnAction = (action: EngineAction): action is TurnAction<unknown> => action.type !== 'pick';

/** A turn-based mode's entry of the one list: its engine behind the face every mode shows. */
function tableMode<Id extends string, S extends TurnState<Id, Mv>, Mv, T, K extends string>(
  spec: ModeSpec<Id, S, Mv, T, K>,
  engine: TurnEngine,
  watchOf: (state: TurnState, reveal: WatchReveal) => TurnSeatView<Id, T>,
): DraftMode<TableSeatView<Id, T>> {
  const { id, name } = spec.info;
  return defineDraftMode({
    info: spec.info,
    owns: (state): state is S => 'mode' in state && state.mode === id,
    writes: (event: AnyDraftEvent): event is TurnEvent<unknown> => !BOOSTER_ONLY.has(event.type),
    parseMove: engine.parseMove,
    reduce(state, action, deps) {
      if (isTurnAction(action)) return engine.reduce(state, action, { judge: deps.judge });
      const message = `This is a ${name} draft: send a move, not a pick.`;
      return { state, events: [{ type: 'error', seat: action.seat, code: 'bad_move', message }] };
    },
    fold: (state, events) => engine.fold(state, events),
    view(state, seat) {
      const view = spec.view(state, seat);
      return view && { stream: 'table', seq: state.moveNumber, view };
    },
    watch: (state, reveal) => ({ stream: 'table', seq: state.moveNumber, view: watchOf(state, reveal) }),
    deadlines(s) {
      if (s.clocks)
        return s.clocks.flatMap((deadline, seat) => (deadline === null ? [] : [{ seat, deadline }]));
      return s.turn !== null && s.deadline !== null ? [{ seat: s.turn, deadline: s.deadline }] : [];
    },
    timed: (s) => s.timer !== null,
    actionOf(_state, seat, seq, raw, now) {
      const parsed = engine.parseMove(raw);
      if (!parsed.ok) return parsed;
      return { ok: true, action: { type: 'move', seat, moveNumber: seq, move: parsed.value, now } };
    },
    peoplePicks: (initial, events) =>
      chosenPicksOf(engine, initial, events).map((p) => ({
        seat: p.seat,
        pick: p.pick,
        cardId: p.card.cardId,
        left: p.left.map((c) => c.cardId),
      })),
    log: (initial, events) => ({
      kind: 'moves',
      mode: initial.mode,
      seats: engine.fold(initial, events).seats.map((s) => ({ name: s.name, kind: s.kind })),
      moves: replayTurnLog(engine, initial, events),
    }),
    turnToNotify(s) {
      const seat = seatToNotify(s);
      return seat === null ? null : { seat, moveNumber: s.moveNumber };
    },
    // The stored settings name the mode by its id (format-settings.ts); its name, any case, as before.
    deals: (settings) =>
      settings.formatKind === 'mode' && [id, name.toLowerCase()].includes(settings.mode?.toLowerCase() ?? ''),
    deal(input, seats) {
      const { settings } = input;
      const table = engine.create({
        seed: input.seed,
        seats,
        settings: settings.modeSettings ?? {},
        timer: settings.timerSeconds ? { secondsPerTurn: settings.timerSeconds } : null,
        cube: input.cards,
      });
      return table.ok ? { ok: true, value: { kind: 'draft', initial: table.value } } : table;
    },
  });
}

/** A table schema that only checks it is an object: for tables the server builds and the web reads. */
export const tableOf = <T>() =>
  z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'A table is an object.');
