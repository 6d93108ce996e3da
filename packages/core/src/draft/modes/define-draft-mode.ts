// The one way a draft mode is made, booster and turn-based alike (ADR 0081): a mode's typed parts over
// its own state and events go in, the erased face every list entry shows (DraftMode) comes out. The face
// checks its inputs rather than trusting them: a state must be one the mode owns, a stored log must hold
// only events the mode writes. So the list (any-draft.ts) holds every mode without a cast, and which mode
// a stored state belongs to is a lookup by `owns`, never a branch on a kind.
import type { AnyDraftEvent, AnyDraftState, DraftMode, ModeFace } from './draft-engine';
import type { ModeInfo } from './mode-info';

/** One mode's engine in its own types: `S` its state, `E` the events it writes, `V` a seat's view. */
export interface DraftModeSpec<S extends AnyDraftState, E extends AnyDraftEvent, V>
  extends ModeFace<S, E, V> {
  info: ModeInfo;
  /** Whether a stored state is this mode's (the list asks every mode; exactly one may say yes). */
  owns(state: AnyDraftState): state is S;
  /** Whether a stored event is one this mode writes: a log holding another's stops the fold. */
  writes(event: AnyDraftEvent): event is E;
}

/** Where a state came from, for the message when it reaches the wrong mode. */
const kindOf = (state: AnyDraftState) => ('mode' in state ? `${state.mode} draft` : 'booster draft');

/** A mode as one entry of the list (see the file's header). */
export function defineDraftMode<S extends AnyDraftState, E extends AnyDraftEvent, V>(
  spec: DraftModeSpec<S, E, V>,
): DraftMode<V> {
  const { info } = spec;
  const mine = (state: AnyDraftState): S => {
    if (!spec.owns(state)) throw new Error(`A ${kindOf(state)} was handed to the ${info.name} mode.`);
    return state;
  };
  const written = (events: readonly AnyDraftEvent[]): readonly E[] => {
    if (events.every(spec.writes)) return events;
    const other = events.find((e) => !spec.writes(e));
    throw new Error(`A ${other?.type} event, which the ${info.name} mode never writes, in its draft's log.`);
  };
  return {
    id: info.id,
    info,
    name: info.name,
    owns: (state) => spec.owns(state),
    deals: spec.deals,
    deal: spec.deal,
    pickDigest: spec.pickDigest,
    parseMove: spec.parseMove,
    reduce: (state, action, deps) => spec.reduce(mine(state), action, deps),
    fold: (state, events) => spec.fold(mine(state), written(events)),
    view: (state, seat) => spec.view(mine(state), seat),
    watch: (state, reveal) => spec.watch(mine(state), reveal),
    deadlines: (state) => spec.deadlines(mine(state)),
    timed: (state) => spec.timed(mine(state)),
    actionOf: (state, seat, seq, move, now) => spec.actionOf(mine(state), seat, seq, move, now),
    peoplePicks: (initial, events) => spec.peoplePicks(mine(initial), written(events)),
    log: (initial, events) => spec.log(mine(initial), written(events)),
    turnToNotify: (state) => spec.turnToNotify(mine(state)),
  };
}
