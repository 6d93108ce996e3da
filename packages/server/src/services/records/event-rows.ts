import type { MatchResult } from '@cubewright/core/records';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordMatches, recordPlayers } from '../../db/schema';

// Each event's players and confirmed results as the record statistics read them, kept in memory under
// the event's metrics version (which every change to its players, decks or results bumps:
// records/access.ts publishRecords). A rebuild of a cube's statistics then reads only the events that
// changed since the last one, instead of every deck of every event (seconds at 500 events).

export type PlayerRow = typeof recordPlayers.$inferSelect;
export interface EventRows {
  version: number;
  players: PlayerRow[];
  matches: MatchResult[];
}

/** A confirmed match as the statistics read it (core's MatchResult); card metrics select the same. */
export const matchResultColumns = {
  a: recordMatches.a,
  b: recordMatches.b,
  aWins: recordMatches.aWins,
  bWins: recordMatches.bWins,
  draws: recordMatches.draws,
};

/** Players kept across all cubes (about 2 KB each with a 45-card deck): the least recently read go first. */
const MAX_PLAYERS = 40_000;

class EventRowsCache {
  private readonly byEvent = new Map<string, EventRows>();
  private players = 0;

  get(eventId: string, version: number): EventRows | undefined {
    const rows = this.byEvent.get(eventId);
    if (rows?.version !== version) return undefined;
    // Re-inserted: Map order is recency.
    this.byEvent.delete(eventId);
    this.byEvent.set(eventId, rows);
    return rows;
  }

  set(eventId: string, rows: EventRows): void {
    const old = this.byEvent.get(eventId);
    if (old) this.players -= old.players.length;
    this.byEvent.delete(eventId);
    this.byEvent.set(eventId, rows);
    this.players += rows.players.length;
    for (const [id, oldest] of this.byEvent) {
      if (this.players <= MAX_PLAYERS || id === eventId) break;
      this.byEvent.delete(id);
      this.players -= oldest.players.length;
    }
  }
}

const caches = new WeakMap<AppContext, EventRowsCache>();

/** The rows of each event (by id, at the version given), read from the database only where not kept. */
export async function eventRowsOf(
  ctx: AppContext,
  events: readonly { id: string; metricsVersion: number }[],
): Promise<Map<string, EventRows>> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new EventRowsCache();
    caches.set(ctx, cache);
  }
  const out = new Map<string, EventRows>();
  const missing: { id: string; metricsVersion: number }[] = [];
  for (const e of events) {
    const kept = cache.get(e.id, e.metricsVersion);
    if (kept) out.set(e.id, kept);
    else missing.push(e);
  }
  if (missing.length === 0) return out;
  const ids = missing.map((e) => e.id);
  const db = ctx.database.db;
  const [players, matches] = await Promise.all([
    db.select().from(recordPlayers).where(inArray(recordPlayers.eventId, ids)),
    db
      .select({ eventId: recordMatches.eventId, ...matchResultColumns })
      .from(recordMatches)
      .where(and(inArray(recordMatches.eventId, ids), eq(recordMatches.status, 'confirmed'))),
  ]);
  for (const e of missing) out.set(e.id, { version: e.metricsVersion, players: [], matches: [] });
  for (const p of players) out.get(p.eventId)!.players.push(p);
  for (const { eventId, ...m } of matches) out.get(eventId)!.matches.push(m);
  for (const e of missing) cache.set(e.id, out.get(e.id)!);
  return out;
}
