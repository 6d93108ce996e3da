import type { Actor } from '@cubewright/core/cube';
import type { RecordStatsResponse } from '@cubewright/core/protocol';
import { type CardFacts, type MatchResult, type RecordedDeck, recordStats } from '@cubewright/core/records';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cubeLiveVersions, recordEvents } from '../../db/schema';
import type { CachedBody } from '../cube-cache/cached-body';
import { cardDataStamp } from '../cube-cache/card-stamp';
import { cardLookupOf } from '../cubes/card-lookup';
import { loadCards } from '../cubes/store';
import { viewableCube } from '../cubes/viewable-cube';
import { eventRowsOf, type PlayerRow } from './event-rows';

// What a cube's records teach, built from every event's decks and confirmed matches. The body is kept in
// the cube cache (dropped by any event about the cube, records included), so after the first request it
// is served from memory: bench/records.bench.ts measures it. The cube cache also drops entries every
// 30 s as a safety net, so the statistics are also memoised per cube under the cube room's live version,
// which every change of the cube bumps in the database (so any instance sees it). A rebuild reads from
// the database only the events changed since the last (event-rows.ts), and folds the rest from memory.

async function build(ctx: AppContext, cubeId: string): Promise<RecordStatsResponse> {
  const db = ctx.database.db;
  const [events, cubeCards] = await Promise.all([
    db
      .select({
        id: recordEvents.id,
        name: recordEvents.name,
        date: recordEvents.date,
        metricsVersion: recordEvents.metricsVersion,
      })
      .from(recordEvents)
      .where(eq(recordEvents.cubeId, cubeId)),
    loadCards(db, cubeId),
  ]);
  const ids = events.map((e) => e.id);
  const rows = await eventRowsOf(ctx, events);
  const players = events.flatMap((e) => rows.get(e.id)!.players);
  const lookup = cardLookupOf(ctx);
  const tags = new Map<string, Set<string>>();
  for (const c of cubeCards) {
    const set = tags.get(c.cardId) ?? new Set<string>();
    for (const t of c.tags) set.add(t);
    tags.set(c.cardId, set);
  }
  const factsCache = new Map<string, CardFacts>();
  const facts = (cardId: string): CardFacts => {
    let f = factsCache.get(cardId);
    if (!f) {
      f = { colors: lookup.card(cardId)?.colors ?? [], tags: [...(tags.get(cardId) ?? [])] };
      factsCache.set(cardId, f);
    }
    return f;
  };
  const byEvent = new Map<string, readonly MatchResult[]>(events.map((e) => [e.id, rows.get(e.id)!.matches]));
  const names = new Map<string, string>();
  const decks: RecordedDeck[] = players.map((p) => {
    const main: string[] = [];
    const side: string[] = [];
    for (const c of p.deck) {
      if (!c.cardId) continue;
      names.set(c.cardId, c.name);
      (c.board === 'main' ? main : side).push(c.cardId);
    }
    return { eventId: p.eventId, playerId: p.id, main, side };
  });
  const stats = recordStats(decks, byEvent, facts);
  return {
    events: ids.length,
    decks: decks.filter((d) => d.main.length > 0).length,
    cards: stats.cards.map((c) => ({ ...c, name: names.get(c.cardId) ?? c.cardId })),
    colorPairs: stats.colorPairs,
    tags: stats.tags,
    players: playerRecords(players, byEvent, new Map(events.map((e) => [e.id, e]))),
  };
}

/** Per player across events (a user by account, anyone else by name): events, match record, decks. */
function playerRecords(
  players: readonly PlayerRow[],
  byEvent: ReadonlyMap<string, readonly MatchResult[]>,
  events: ReadonlyMap<string, { name: string; date: string }>,
): RecordStatsResponse['players'] {
  const out = new Map<string, RecordStatsResponse['players'][number]>();
  for (const p of players) {
    if (p.bot) continue;
    const key = p.userId ? `user:${p.userId}` : `name:${p.name.toLowerCase()}`;
    const line = out.get(key) ?? {
      key,
      name: p.name,
      userId: p.userId,
      events: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      decks: 0,
      entries: [],
    };
    const mainDeck = p.deck.filter((c) => c.board === 'main').length;
    const entry = {
      eventId: p.eventId,
      eventName: events.get(p.eventId)?.name ?? '',
      date: events.get(p.eventId)?.date ?? '',
      playerId: p.id,
      wins: 0,
      losses: 0,
      draws: 0,
      mainDeck,
    };
    for (const m of byEvent.get(p.eventId) ?? []) {
      if (m.b === null || (m.a !== p.id && m.b !== p.id)) continue;
      const [mine, theirs] = m.a === p.id ? [m.aWins, m.bWins] : [m.bWins, m.aWins];
      if (mine > theirs) entry.wins++;
      else if (mine < theirs) entry.losses++;
      else entry.draws++;
    }
    line.events++;
    if (mainDeck > 0) line.decks++;
    line.wins += entry.wins;
    line.losses += entry.losses;
    line.draws += entry.draws;
    line.entries.push(entry);
    out.set(key, line);
  }
  for (const line of out.values()) line.entries.sort((x, y) => y.date.localeCompare(x.date));
  return [...out.values()].sort(
    (x, y) => y.events - x.events || y.wins - x.wins || x.name.localeCompare(y.name),
  );
}

const MEMO_CUBES = 200;
const memos = new WeakMap<AppContext, Map<string, { key: string; stats: Promise<RecordStatsResponse> }>>();

/** The statistics of the cube as of its live version (and card data), built once per version. */
async function memoisedStats(ctx: AppContext, cubeId: string): Promise<RecordStatsResponse> {
  const [row] = await ctx.database.db
    .select({ version: cubeLiveVersions.version })
    .from(cubeLiveVersions)
    .where(eq(cubeLiveVersions.cubeId, cubeId));
  const key = `${row?.version ?? 0}:${cardDataStamp(ctx)}`;
  let memo = memos.get(ctx);
  if (!memo) {
    memo = new Map();
    memos.set(ctx, memo);
  }
  const found = memo.get(cubeId);
  if (found?.key === key) return found.stats;
  const stats = build(ctx, cubeId);
  const cubes = memo;
  cubes.delete(cubeId);
  cubes.set(cubeId, { key, stats });
  stats.catch(() => cubes.get(cubeId)?.stats === stats && cubes.delete(cubeId));
  // Map order is insertion order: the least recently built cube goes first.
  for (const oldest of cubes.keys()) {
    if (cubes.size <= MEMO_CUBES) break;
    cubes.delete(oldest);
  }
  return stats;
}

/** The statistics as a cached body, for everyone who may view the cube. */
export async function recordStatsBody(
  ctx: AppContext,
  actor: Actor | null,
  cubeId: string,
): Promise<CachedBody> {
  const { cube, body } = await viewableCube(ctx, cubeId, actor);
  // Keyed by the read model (cube version and card data): the form's name is enough.
  return body('record-stats', () => memoisedStats(ctx, cube.id));
}
