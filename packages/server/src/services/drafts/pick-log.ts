import type { DraftEvent } from '@cubewright/core/draft';
import { draftEngineOf } from '@cubewright/core/draft/modes';
import type { DraftLogResponse } from '@cubewright/core/protocol';
import { asc, eq } from 'drizzle-orm';
import { draftEvents, drafts } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { DraftPlay } from './play';
import { seatRowsOf } from './summary';

// The draft log after the draft: every seat's picks with the pack each came from. Packs are not stored
// per pick; the whole event log is replayed over the initial state (core replayPickLog). Only players of
// the draft see it, only once it is over (packs stay secret while drafting), and with the host's
// "private logs" option each player sees only their own picks.

/** The log of a finished draft for one of its players. */
export async function draftLog(service: DraftPlay, userId: string, id: string): Promise<DraftLogResponse> {
  const db = service.db;
  const [row] = await db.select().from(drafts).where(eq(drafts.id, id));
  if (!row) throw notFound('Draft not found');
  const seats = await seatRowsOf(db, id);
  const mySeat = seats.find((s) => s.userId === userId)?.seat ?? null;
  if (mySeat === null) throw forbidden('You do not have a seat in this draft.');
  if (row.status !== 'complete') throw conflict('The draft log is shared when the draft is over.');
  const logsPrivate = row.settings.logsPrivate === true;
  const base = { draftId: id, cubeName: row.cubeName, logsPrivate, mySeat };
  // Sealed and jumpstart pools were dealt whole: no picks to show.
  if (!row.initial)
    return {
      ...base,
      seats: (row.pools ?? []).map((p, seat) => ({ seat, name: p.name, kind: p.kind, picks: [] })),
    };
  const rows = await db
    .select({ events: draftEvents.events })
    .from(draftEvents)
    .where(eq(draftEvents.draftId, id))
    .orderBy(asc(draftEvents.seq));
  const events: DraftEvent[] = rows.flatMap((r) => r.events);
  const log = draftEngineOf(row.initial).log(row.initial, events);
  if (log.kind === 'moves') {
    // A turn-based mode: its moves, each with the table its mover saw.
    return {
      ...base,
      seats: log.seats.map((s, seat) => ({ seat, name: s.name, kind: s.kind, picks: [] })),
      moves: logsPrivate ? log.moves.filter((m) => m.seat === mySeat) : log.moves,
      mode: log.mode,
    };
  }
  return {
    ...base,
    seats: log.seats.map((s, seat) => ({
      seat,
      name: s.name,
      kind: s.kind,
      picks: logsPrivate && seat !== mySeat ? null : s.picks,
    })),
  };
}
