// Actions and events of the turn-based modes. Time arrives in actions (`now`), as in the booster
// engine. A `moved` event carries the move, not the cards: the fold replays the move through the
// mode's rules, so no hidden card (a Winston pile) travels in an event meant for every seat.
import type { DraftErrorCode } from '../events';
import type { SeatKind } from '../types';

export type TurnAction<Mv> =
  | { type: 'start'; now: number }
  /** `moveNumber` is the state's count when the client sent it: a resend is recognised by it. */
  | { type: 'move'; seat: number; moveNumber: number; move: Mv; now: number }
  | { type: 'tick'; now: number }
  | { type: 'leave'; seat: number; now: number }
  | { type: 'rejoin'; seat: number; now: number }
  | { type: 'replaceWithBot'; seat: number; now: number };

export type TurnErrorCode = DraftErrorCode | 'not_your_turn' | 'bad_move';

export type TurnEvent<Mv> =
  | { type: 'started'; seat: null }
  | { type: 'moved'; seat: number; moveNumber: number; move: Mv; auto: boolean }
  | { type: 'deadlineSet'; seat: number | null; deadline: number | null }
  | { type: 'seatChanged'; seat: number; kind: SeatKind; present: boolean }
  | { type: 'draftEnded'; seat: null }
  | { type: 'error'; seat: number | null; code: TurnErrorCode; message: string };

export interface TurnStep<S, Mv> {
  state: S;
  events: TurnEvent<Mv>[];
}
