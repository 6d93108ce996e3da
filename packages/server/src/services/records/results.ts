import { dateOf } from '@cubewright/core/clock';
import { type Actor, authorize, canManageEvents } from '@cubewright/core/cube';
import { RECORDS_MESSAGES, type ResultBody, resultBodySchema } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordMatches, recordPlayers } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertAllowed } from '../cubes/access';
import { eventFor, publishRecords } from './access';
import { eventDetail } from './event-view';

// Match results: a player of the match reports, the opponent confirms by entering the same result, and
// the host's entry is final (an override). The match row is locked, so two reports arriving at once are
// settled one after the other: the second confirms the first, or is told the results differ.

type Author = Actor & { username: string };

const HOST = 'host';

/** Enters a result for one match; answers with the event as the author now sees it. */
export async function reportResult(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  eventId: string,
  matchId: string,
  input: ResultBody,
) {
  const result = resultBodySchema.parse(input);
  const db = ctx.database.db;
  const detail = await db.transaction(async (tx) => {
    const { cube, event } = await eventFor(tx, cubeId, eventId, author, 'view');
    const [match] = await tx
      .select()
      .from(recordMatches)
      .where(and(eq(recordMatches.id, matchId), eq(recordMatches.eventId, event.id)))
      .for('update');
    if (!match) throw notFound(RECORDS_MESSAGES.matchNotFound);
    const seats = await tx.select().from(recordPlayers).where(eq(recordPlayers.eventId, event.id));
    const userOf = (playerId: string | null) => seats.find((p) => p.id === playerId)?.userId ?? null;
    assertAllowed(authorize(author, cube.access, 'reportResult', [userOf(match.a), userOf(match.b)]));
    if (match.b === null) throw badRequest('A bye has no result to enter');
    if (event.pairing === 'elimination' && result.aWins === result.bWins) {
      throw badRequest(RECORDS_MESSAGES.eliminationDraw);
    }
    const same = match.aWins === result.aWins && match.bWins === result.bWins && match.draws === result.draws;
    let next: { status: 'reported' | 'confirmed'; reportedBy: string };
    if (canManageEvents(author, cube.access)) next = { status: 'confirmed', reportedBy: HOST };
    else {
      const me = userOf(match.a) === author.id ? match.a : match.b;
      if (match.status === 'confirmed') {
        if (!same) throw conflict(RECORDS_MESSAGES.confirmed);
        next = { status: 'confirmed', reportedBy: match.reportedBy ?? me };
      } else if (match.status === 'reported' && match.reportedBy !== me) {
        if (!same) throw conflict(RECORDS_MESSAGES.differentReport);
        next = { status: 'confirmed', reportedBy: match.reportedBy ?? me };
      } else next = { status: 'reported', reportedBy: me };
    }
    await tx
      .update(recordMatches)
      .set({ ...result, ...next, updatedAt: dateOf(ctx.clock) })
      .where(eq(recordMatches.id, match.id));
    return eventDetail(tx, cube, event, author);
  });
  await publishRecords(ctx, cubeId, author);
  return detail;
}
