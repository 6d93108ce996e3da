import type { DraftCard, SeatKind } from './types';

// Events say what happened; `seat` is who the event is for (null: everyone), so a server can fan
// out per seat. Events never carry a pack's contents except the card a seat itself picked or burned.

export type DraftEvent =
  | { type: 'roundStarted'; seat: null; packNumber: number }
  | { type: 'packOpened'; seat: number; packNumber: number; packId: string }
  | { type: 'picked'; seat: number; packNumber: number; pickNumber: number; packId: string; card: DraftCard }
  | {
      type: 'autoPicked';
      seat: number;
      packNumber: number;
      pickNumber: number;
      packId: string;
      card: DraftCard;
    }
  | { type: 'burned'; seat: number; packId: string; cards: DraftCard[] }
  | { type: 'packPassed'; seat: number; from: number; packId: string; cardsLeft: number }
  | { type: 'packEmptied'; seat: number; packId: string }
  | { type: 'deadlineSet'; seat: number; deadline: number | null }
  | { type: 'seatChanged'; seat: number; kind: SeatKind; present: boolean }
  | { type: 'draftEnded'; seat: null }
  | { type: 'error'; seat: number | null; code: DraftErrorCode; message: string };

export type DraftErrorCode =
  | 'not_started'
  | 'already_started'
  | 'draft_over'
  | 'bad_seat'
  | 'no_pack'
  | 'wrong_pack'
  | 'wrong_pick'
  | 'card_not_in_pack'
  | 'duplicate_pick'
  | 'bad_burn';

/** The result of one action: the next state (the same object when nothing changed) and what happened. */
export interface DraftStep<S> {
  state: S;
  events: DraftEvent[];
}
