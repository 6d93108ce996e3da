import type { Actor } from '@cubewright/core/cube';
import { type PairRoundBody, RECORDS_MESSAGES } from '@cubewright/core/protocol';
import {
  computeStandings,
  eliminationFirstRound,
  eliminationNextRound,
  type Pairing,
  pairingProblem,
  pairSwiss,
  roundRobinRound,
  withoutDropped,
} from '@cubewright/core/records';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordMatches } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { newId } from '../cubes/ids';
import { eventFor, publishRecords } from './access';
import {
  type EventRow,
  eventDetail,
  eventRows,
  finishedResults,
  type MatchRow,
  type PlayerRow,
} from './event-view';

// Pairing rounds (the host): the next round once every match of the current one is confirmed, by the
// event's rules or by hand; the latest round can be paired again while none of its results is in.

type Author = Actor & { username: string };

/** The winner of a finished elimination match (results there cannot be draws). */
const winnerOf = (m: MatchRow) => (m.b === null || m.aWins > m.bWins ? m.a : m.b);

function automaticPairings(
  event: EventRow,
  players: PlayerRow[],
  earlier: MatchRow[],
  round: number,
): Pairing[] {
  const ids = players.map((p) => p.id);
  const dropped = droppedOf(players);
  // A round robin keeps its schedule and a bracket its shape: a dropped player's opponent has a bye.
  if (event.pairing === 'round-robin') return withoutDropped(roundRobinRound(ids, round - 1), dropped);
  if (event.pairing === 'elimination') {
    if (round === 1) return eliminationFirstRound(ids.filter((id) => !dropped.has(id)));
    return withoutDropped(
      eliminationNextRound(earlier.filter((m) => m.round === round - 1).map(winnerOf)),
      dropped,
    );
  }
  const ranked = computeStandings(ids, finishedResults(earlier))
    .map((s) => s.player)
    .filter((id) => !dropped.has(id));
  return pairSwiss(ranked, earlier);
}

/** The players who dropped. */
const droppedOf = (players: readonly PlayerRow[]) =>
  new Set(players.filter((p) => p.droppedAfter !== null).map((p) => p.id));

/** Why hand-made pairings do not fit the players still in (dropped ones may not be paired), or null. */
export function handPairingProblem(
  players: readonly PlayerRow[],
  pairings: readonly Pairing[],
): string | null {
  const dropped = droppedOf(players);
  if (pairings.some((p) => dropped.has(p.a) || (p.b !== null && dropped.has(p.b)))) {
    return RECORDS_MESSAGES.playerDropped;
  }
  return pairingProblem(
    players.filter((p) => !dropped.has(p.id)).map((p) => p.id),
    pairings,
  );
}

/** Pairs round `round` (the next one, or the latest again) inside the caller's transaction. */
async function pair(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  eventId: string,
  body: PairRoundBody,
  which: 'next' | number,
) {
  const db = ctx.database.db;
  const detail = await db.transaction(async (tx) => {
    const { cube, event } = await eventFor(tx, cubeId, eventId, author, 'manageEvents', { lock: true });
    const { players, matches } = await eventRows(tx, event.id);
    const latest = matches.reduce((n, m) => Math.max(n, m.round), 0);
    let round: number;
    if (which === 'next') {
      if (matches.some((m) => m.round === latest && m.status !== 'confirmed'))
        throw conflict(RECORDS_MESSAGES.roundOpen);
      if (latest >= event.rounds) throw conflict(RECORDS_MESSAGES.roundsDone);
      round = latest + 1;
    } else {
      if (which !== latest) throw conflict(RECORDS_MESSAGES.notLatestRound);
      if (matches.some((m) => m.round === latest && m.b !== null && m.status === 'confirmed')) {
        throw conflict(RECORDS_MESSAGES.roundHasResults);
      }
      round = latest;
      await tx
        .delete(recordMatches)
        .where(and(eq(recordMatches.eventId, event.id), eq(recordMatches.round, round)));
    }
    const earlier = matches.filter((m) => m.round < round);
    let pairings: Pairing[];
    if (body.pairings) {
      const problem = handPairingProblem(players, body.pairings);
      if (problem) throw badRequest(problem);
      pairings = body.pairings;
    } else pairings = automaticPairings(event, players, earlier, round);
    if (pairings.length > 0) {
      await tx.insert(recordMatches).values(
        pairings.map((p, i) => ({
          id: newId(),
          eventId: event.id,
          round,
          table: i + 1,
          a: p.a,
          b: p.b,
          // A bye is a match won 2-0, settled the moment it is paired.
          ...(p.b === null ? { aWins: 2, status: 'confirmed' as const } : {}),
        })),
      );
    }
    return eventDetail(tx, cube, event, author);
  });
  await publishRecords(ctx, cubeId, author, eventId);
  return detail;
}

/** Pairs the next round. */
export const pairNextRound = (
  ctx: AppContext,
  author: Author,
  cubeId: string,
  eventId: string,
  body: PairRoundBody,
) => pair(ctx, author, cubeId, eventId, body, 'next');

/** Pairs the latest round again (automatically or by hand). */
export const repairRound = (
  ctx: AppContext,
  author: Author,
  cubeId: string,
  eventId: string,
  round: number,
  body: PairRoundBody,
) => pair(ctx, author, cubeId, eventId, body, round);
