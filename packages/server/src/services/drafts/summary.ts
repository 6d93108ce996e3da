import type { AnyDraftState } from '@cubewright/core/draft/modes';
import type { DraftSeatInfo, DraftSummary } from '@cubewright/core/protocol';
import { PRESENCE_WINDOW_MS, seatWantsBot } from '@cubewright/core/protocol/draft-lobby';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftSeats } from '../../db/schema';
import type { DraftRow } from './draft-log';

export type SeatRow = typeof draftSeats.$inferSelect;

export const seatRowsOf = (db: Db, draftId: string) =>
  db.select().from(draftSeats).where(eq(draftSeats.draftId, draftId)).orderBy(asc(draftSeats.seat));

/** Seats as players see them: in the lobby the configured seat count, later the engine's seats. */
function seatsOf(row: DraftRow, seats: SeatRow[], state: AnyDraftState | null, now: number): DraftSeatInfo[] {
  const count = state?.seats.length ?? row.pools?.length ?? row.settings.seats;
  return Array.from({ length: count }, (_, seat) => {
    const taken = seats.find((s) => s.seat === seat);
    const kind =
      state?.seats[seat]?.kind ??
      row.pools?.[seat]?.kind ??
      (taken || !seatWantsBot(row.settings, seat) ? 'human' : 'bot');
    // Away: no fetch within the window, or left the running draft (the engine's flag).
    const seen = !!taken && now - taken.seenAt.getTime() < PRESENCE_WINDOW_MS;
    const present = kind === 'bot' || (seen && (state?.seats[seat]?.present ?? true));
    return { seat, userId: taken?.userId ?? null, username: taken?.username ?? null, kind, present };
  });
}

/** The public description of a draft (no cards). */
export function summaryOf(
  row: DraftRow,
  seats: SeatRow[],
  state: AnyDraftState | null,
  hostName: string,
  /** The app clock's time, for presence (seats fetched within the window). */
  now: number,
  /** Who is watching now (spectators.ts); only the lobby's description reads them. */
  spectators: DraftSummary['spectators'] = [],
): DraftSummary {
  return {
    id: row.id,
    cubeId: row.cubeId,
    cubeName: row.cubeName,
    status: row.status,
    host: { id: row.hostId, username: hostName },
    settings: row.settings,
    seats: seatsOf(row, seats, state, now),
    spectators,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The username of the host: their seat's name, else a neutral word. */
export function hostNameOf(row: DraftRow, seats: SeatRow[]): string {
  return seats.find((s) => s.userId === row.hostId)?.username ?? 'host';
}
