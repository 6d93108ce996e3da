import { type Actor, canManageEvents } from '@cubewright/core/cube';
import type { EventDetail, EventMatch, EventPlayer, EventSummary } from '@cubewright/core/protocol';
import { computeStandings, type MatchResult } from '@cubewright/core/records';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type recordEvents, recordMatches, recordPlayers } from '../../db/schema';
import type { LoadedCube } from '../cubes/store';
import { usernamesOf } from '../cubes/users';

// Reading an event: its rows become the wire shape, and the standings are computed from the confirmed
// matches every time (they are never stored, so a changed result can never leave them stale).

export type EventRow = typeof recordEvents.$inferSelect;
export type PlayerRow = typeof recordPlayers.$inferSelect;
export type MatchRow = typeof recordMatches.$inferSelect;

/** The event's players in seed order and its matches by round and table. */
export async function eventRows(db: Db, eventId: string) {
  const [players, matches] = await Promise.all([
    db
      .select()
      .from(recordPlayers)
      .where(eq(recordPlayers.eventId, eventId))
      .orderBy(asc(recordPlayers.seed)),
    db
      .select()
      .from(recordMatches)
      .where(eq(recordMatches.eventId, eventId))
      .orderBy(asc(recordMatches.round), asc(recordMatches.table)),
  ]);
  return { players, matches };
}

/** The matches that count for standings and pairing: confirmed ones (byes are confirmed when paired). */
export function finishedResults(matches: readonly MatchRow[]): MatchResult[] {
  return matches
    .filter((m) => m.status === 'confirmed')
    .map((m) => ({ a: m.a, b: m.b, aWins: m.aWins, bWins: m.bWins, draws: m.draws }));
}

export function summaryOf(row: EventRow, playerCount: number, roundsPaired: number): EventSummary {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    origin: row.origin,
    pairing: row.pairing,
    rounds: row.rounds,
    roundsPaired,
    playerCount,
    draftId: row.draftId,
    createdAt: row.createdAt.toISOString(),
  };
}

const toMatch = (m: MatchRow): EventMatch => ({
  id: m.id,
  round: m.round,
  table: m.table,
  a: m.a,
  b: m.b,
  aWins: m.aWins,
  bWins: m.bWins,
  draws: m.draws,
  status: m.status,
  reportedBy: m.reportedBy,
  dispute: m.dispute ?? null,
});

/** The whole event as the asking user sees it. */
export async function eventDetail(
  db: Db,
  cube: LoadedCube,
  row: EventRow,
  actor: Actor | null,
): Promise<EventDetail> {
  const { players, matches } = await eventRows(db, row.id);
  const names = await usernamesOf(
    db,
    players.flatMap((p) => (p.userId ? [p.userId] : [])),
  );
  const wirePlayers: EventPlayer[] = players.map((p) => ({
    id: p.id,
    seed: p.seed,
    name: p.name,
    userId: p.userId,
    username: p.userId ? (names.get(p.userId) ?? null) : null,
    bot: p.bot,
    deck: p.deck,
    deckSuggested: p.deckSuggested,
    droppedAfter: p.droppedAfter,
  }));
  const standings = computeStandings(
    players.map((p) => p.id),
    finishedResults(matches),
  ).map(({ byes: _b, gamePoints: _g, gamesPlayed: _p, ...line }) => line);
  const roundsPaired = matches.reduce((n, m) => Math.max(n, m.round), 0);
  const canEdit = canManageEvents(actor, cube.access);
  return {
    ...summaryOf(row, players.length, roundsPaired),
    notes: row.notes,
    players: wirePlayers,
    matches: matches.map(toMatch),
    standings,
    canEdit,
    myPlayerId: (actor && players.find((p) => p.userId === actor.id)?.id) ?? null,
    // The link's secret is the host's to hand out: nobody else reads it.
    shareToken: canEdit ? row.shareToken : null,
  };
}
