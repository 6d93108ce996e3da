import type { Card } from '@cubewright/core/cards';
import type { TableView } from './table-api';

/** What every mode's table screen receives from the session (table-session.tsx). */
export interface ModeScreenProps<V extends TableView = TableView> {
  view: V;
  /** The seat to move is this one and no move is on its way. */
  canMove: boolean;
  /** A move of this seat is on its way to the server. */
  pending: boolean;
  /** Sends the mode's move (its shape: core/protocol/draft-modes.ts). */
  move(move: unknown): void;
  lookup(cardId: string): Card | undefined;
}

/** A seat's name as the table shows it, "you" for the viewer. */
export function seatName(view: TableView, seat: number): string {
  if (seat === view.seat) return 'you';
  return view.seats[seat]?.name ?? `Seat ${seat + 1}`;
}
