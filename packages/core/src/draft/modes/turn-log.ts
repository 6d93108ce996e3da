// The draft log of a turn-based mode: every move with what the mover saw of the table just before
// it and what each seat took because of it. Rebuilt by folding the stored events over the initial
// state (the server's fold), so it cannot drift from what was dealt.
import type { DraftCard } from '../types';
import type { TurnEvent } from './turn-events';
import type { TurnSeatView } from './turn-view';
import type { TurnState } from './types';

/** What the replay needs of the draft's mode (its TurnEngine, define-mode.ts). */
export interface TurnReplayer {
  clone(state: TurnState): TurnState;
  apply(state: TurnState, event: TurnEvent<unknown>): void;
  view(state: TurnState, seat: number): TurnSeatView<string, unknown> | null;
  describeMove(move: unknown): string | null;
}

export interface TurnLogEntry {
  moveNumber: number;
  seat: number;
  move: unknown;
  auto: boolean;
  /** The mode's table as the moving seat saw it before the move (its own view: no hidden card). */
  before: unknown;
  /** Cards each seat took with this move (Solomon's splitter gets a pile on the chooser's move). */
  taken: { seat: number; cards: DraftCard[] }[];
  /** The move in the mode's own words, when it gives them (define-mode.ts `describeMove`). */
  said?: string;
}

/** Every move of a turn-based draft, replayed by its mode's engine from its initial state and stored events. */
export function replayTurnLog(
  engine: TurnReplayer,
  initial: TurnState,
  events: readonly TurnEvent<unknown>[],
): TurnLogEntry[] {
  const state = engine.clone(initial);
  const log: TurnLogEntry[] = [];
  for (const e of events) {
    if (e.type !== 'moved') {
      engine.apply(state, e);
      continue;
    }
    const before = engine.view(state, e.seat)!.table;
    const counts = state.seats.map((s) => s.picks.length);
    engine.apply(state, e);
    const taken = state.seats.flatMap((s, seat) =>
      s.picks.slice(counts[seat]).map((p) => ({ seat, cards: p.cards })),
    );
    const said = engine.describeMove(e.move);
    log.push({
      moveNumber: e.moveNumber,
      seat: e.seat,
      move: e.move,
      auto: e.auto,
      before,
      taken,
      ...(said === null ? {} : { said }),
    });
  }
  return log;
}
