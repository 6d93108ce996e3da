import { dateOf } from '@cubewright/core/clock';
import { type Actor, authorize, canManageEvents } from '@cubewright/core/cube';
import {
  type MatchReport,
  RECORDS_MESSAGES,
  type ResultBody,
  resultBodySchema,
} from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordMatches, recordPlayers } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertAllowed } from '../cubes/access';
import { eventFor, publishRecords } from './access';
import { type EventRow, eventDetail, type MatchRow, type PlayerRow } from './event-view';

// Match results: a player of the match reports, the opponent confirms by entering the same result, and
// the host's entry is final (an override). A different report from the opponent is kept beside the first
// as a dispute for the host to settle (issue 30); either player may still change theirs to agree. The
// match row is locked, so two reports arriving at once are settled one after the other.

type Author = Actor & { username: string };
type Result = { aWins: number; bWins: number; draws: number };

const HOST = 'host';

const sameResult = (x: Result, y: Result) =>
  x.aWins === y.aWins && x.bWins === y.bWins && x.draws === y.draws;

/** The match's columns after `me` (a player id, or the host) enters `result`. */
function settle(match: MatchRow, me: string, result: Result) {
  if (me === HOST) return { ...result, status: 'confirmed' as const, reportedBy: HOST, dispute: null };
  const confirmed = {
    ...result,
    status: 'confirmed' as const,
    reportedBy: match.reportedBy ?? me,
    dispute: null,
  };
  if (match.status === 'confirmed') {
    if (!sameResult(match, result)) throw conflict(RECORDS_MESSAGES.confirmed);
    return confirmed;
  }
  if (match.status === 'pending' || match.reportedBy === null) {
    return { ...result, status: 'reported' as const, reportedBy: me, dispute: null };
  }
  const other: Result | null = match.reportedBy === me ? match.dispute : match;
  if (other && sameResult(other, result)) return confirmed;
  if (match.reportedBy === me) return { ...result, status: 'reported' as const, reportedBy: me };
  const dispute: MatchReport = { by: me, ...result };
  return { status: 'reported' as const, dispute };
}

/**
 * Enters `input` for a match of a locked event as `me` (a player id of the match, or 'host'), inside the
 * caller's transaction; the caller has checked who may act as `me`.
 */
export async function enterResult(
  ctx: AppContext,
  tx: Db,
  event: EventRow,
  matchId: string,
  me: (players: PlayerRow[], match: MatchRow) => string,
  input: ResultBody,
) {
  const result = resultBodySchema.parse(input);
  const [match] = await tx
    .select()
    .from(recordMatches)
    .where(and(eq(recordMatches.id, matchId), eq(recordMatches.eventId, event.id)))
    .for('update');
  if (!match) throw notFound(RECORDS_MESSAGES.matchNotFound);
  const seats = await tx.select().from(recordPlayers).where(eq(recordPlayers.eventId, event.id));
  const who = me(seats, match);
  if (match.b === null) throw badRequest('A bye has no result to enter');
  if (event.pairing === 'elimination' && result.aWins === result.bWins) {
    throw badRequest(RECORDS_MESSAGES.eliminationDraw);
  }
  await tx
    .update(recordMatches)
    .set({ ...settle(match, who, result), updatedAt: dateOf(ctx.clock) })
    .where(eq(recordMatches.id, match.id));
}

/** Enters a result for one match; answers with the event as the author now sees it. */
export async function reportResult(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  eventId: string,
  matchId: string,
  input: ResultBody,
) {
  const db = ctx.database.db;
  const detail = await db.transaction(async (tx) => {
    const { cube, event } = await eventFor(tx, cubeId, eventId, author, 'view');
    await enterResult(
      ctx,
      tx,
      event,
      matchId,
      (seats, match) => {
        const userOf = (playerId: string | null) => seats.find((p) => p.id === playerId)?.userId ?? null;
        assertAllowed(authorize(author, cube.access, 'reportResult', [userOf(match.a), userOf(match.b)]));
        if (canManageEvents(author, cube.access)) return HOST;
        return userOf(match.a) === author.id ? match.a : (match.b as string);
      },
      input,
    );
    return eventDetail(tx, cube, event, author);
  });
  await publishRecords(ctx, cubeId, author, eventId);
  return detail;
}
