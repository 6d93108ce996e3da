import type { Actor } from '@cubewright/core/cube';
import { type DropBody, RECORDS_MESSAGES } from '@cubewright/core/protocol';
import { and, eq, max } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordMatches, recordPlayers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { eventFor, publishRecords } from './access';
import { eventDetail } from './event-view';

// A player drops (the host records it): later rounds do not pair them, and the standings keep them with
// the matches they played. The round they dropped after is kept, so the event shows when they left.
// Coming back clears it. A match of theirs already paired stays: its result is entered as usual.

type Author = Actor & { username: string };

/** Drops or brings back one player of an event the caller's transaction has locked. */
export async function writeDropped(tx: Db, eventId: string, playerId: string, body: DropBody) {
  const [latest] = await tx
    .select({ round: max(recordMatches.round) })
    .from(recordMatches)
    .where(eq(recordMatches.eventId, eventId));
  const updated = await tx
    .update(recordPlayers)
    .set({ droppedAfter: body.dropped ? (latest?.round ?? 0) : null })
    .where(and(eq(recordPlayers.eventId, eventId), eq(recordPlayers.id, playerId)))
    .returning({ id: recordPlayers.id });
  if (updated.length === 0) throw notFound(RECORDS_MESSAGES.playerNotFound);
}

/** Drops a player after the latest paired round, or brings them back; answers with the event. */
export async function setDropped(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  eventId: string,
  playerId: string,
  body: DropBody,
) {
  const db = ctx.database.db;
  const detail = await db.transaction(async (tx) => {
    // The event's lock orders a drop against pairing the next round.
    const { cube, event } = await eventFor(tx, cubeId, eventId, author, 'manageEvents', { lock: true });
    await writeDropped(tx, event.id, playerId, body);
    return eventDetail(tx, cube, event, author);
  });
  await publishRecords(ctx, cubeId, author, eventId);
  return detail;
}
