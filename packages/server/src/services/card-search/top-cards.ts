// `/cards/top`: the cards the public cubes here hold most, or that drafters here rate highest, narrowed
// by the search syntax. The two rankings are read whole (one row per card) and kept briefly: they move
// only as cubes are saved and ratings refreshed, and a page of them is read far more often than that.
import type { CardIndex } from '@cubewright/core/cards';
import type { CardPredicate } from '@cubewright/core/filter';
import {
  TOP_CARDS_PAGE_SIZE,
  type TopCardRow,
  type TopCardsBy,
  type TopCardsResponse,
} from '@cubewright/core/protocol';
import { and, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { cardRatings, cubeCards, cubes } from '../../db/schema';
import { listedInCommunity } from '../community/listed';
import { GLOBAL_SCOPE } from '../ratings/refresh';

/** How long a read ranking is reused; a minute-old inclusion count is as good as a fresh one here. */
const FRESH_MS = 60_000;

interface Ranking {
  at: number;
  listedCubes: number;
  /** Card id -> public cubes holding it, most first. */
  inclusion: Map<string, number>;
  /** Card id -> global rating, highest first. */
  ratings: Map<string, { elo: number; picks: number }>;
}

const cache = new WeakMap<Db, Promise<Ranking>>();

async function readRanking(db: Db, now: number): Promise<Ranking> {
  const n = countDistinct(cubeCards.cubeId);
  const listed = and(listedInCommunity(), eq(cubeCards.board, 'main'));
  const inclusion = await db
    .select({ cardId: cubeCards.cardId, n })
    .from(cubeCards)
    .innerJoin(cubes, eq(cubes.id, cubeCards.cubeId))
    .where(listed)
    .groupBy(cubeCards.cardId)
    .orderBy(desc(n), cubeCards.cardId);
  const [total] = await db
    .select({ n })
    .from(cubeCards)
    .innerJoin(cubes, eq(cubes.id, cubeCards.cubeId))
    .where(listed);
  const ratings = await db
    .select({ cardId: cardRatings.cardId, elo: cardRatings.elo, picks: cardRatings.picks })
    .from(cardRatings)
    .where(eq(cardRatings.scope, GLOBAL_SCOPE))
    .orderBy(desc(cardRatings.elo), sql`${cardRatings.cardId}`);
  return {
    at: now,
    listedCubes: Number(total?.n ?? 0),
    inclusion: new Map(inclusion.map((r) => [r.cardId, Number(r.n)])),
    ratings: new Map(ratings.map((r) => [r.cardId, { elo: r.elo, picks: r.picks }])),
  };
}

async function rankingOf(db: Db, now: number): Promise<Ranking> {
  const cached = cache.get(db);
  if (cached) {
    const ranking = await cached.catch(() => null);
    if (ranking && now - ranking.at < FRESH_MS) return ranking;
  }
  const read = readRanking(db, now);
  cache.set(db, read);
  return read;
}

/**
 * A page of the top cards by `by`, of those `matches` accepts (cards the index does not know are left
 * out); `now` (the app clock's) decides whether the cached ranking is still fresh.
 */
export async function topCards(
  db: Db,
  index: CardIndex,
  request: { q: string; by: TopCardsBy; page: number; matches: CardPredicate },
  now: number,
): Promise<TopCardsResponse> {
  const ranking = await rankingOf(db, now);
  const order = request.by === 'inclusion' ? ranking.inclusion.keys() : ranking.ratings.keys();
  const rows: TopCardRow[] = [];
  const from = (request.page - 1) * TOP_CARDS_PAGE_SIZE;
  let total = 0;
  for (const cardId of order) {
    const card = index.get(cardId);
    if (!card || !request.matches(card)) continue;
    if (total >= from && rows.length < TOP_CARDS_PAGE_SIZE)
      rows.push({
        card,
        cubes: ranking.inclusion.get(cardId) ?? 0,
        rating: ranking.ratings.get(cardId) ?? null,
      });
    total++;
  }
  return {
    by: request.by,
    q: request.q,
    listedCubes: ranking.listedCubes,
    total,
    page: request.page,
    pageCount: Math.max(1, Math.ceil(total / TOP_CARDS_PAGE_SIZE)),
    rows,
  };
}

/** Forgets the rankings read for `db` (tests that change cubes and read at once). */
export function forgetTopCards(db: Db): void {
  cache.delete(db);
}
