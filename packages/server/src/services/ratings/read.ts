import { cardPrior, type EloRow, learnedValue } from '@cubewright/core/bots';
import type { Actor } from '@cubewright/core/cube';
import type { CardRating, CubeRatingsResponse } from '@cubewright/core/simulation';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { cardRatings } from '../../db/schema';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import { loadCards } from '../cubes/store';
import { GLOBAL_SCOPE } from './refresh';

/** Learned values for `cardIds`: the cube's own ratings first, else the global ones. */
export async function ratingsFor(
  ctx: AppContext,
  db: Db,
  cubeId: string,
  cardIds: readonly string[],
): Promise<CubeRatingsResponse> {
  if (cardIds.length === 0) return { ratings: {}, cards: [], updatedAt: null };
  const rows = await db
    .select()
    .from(cardRatings)
    .where(
      and(
        or(eq(cardRatings.scope, cubeId), eq(cardRatings.scope, GLOBAL_SCOPE)),
        inArray(cardRatings.cardId, [...new Set(cardIds)]),
      ),
    );
  const best = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (r.scope !== GLOBAL_SCOPE || !best.has(r.cardId)) best.set(r.cardId, r);
  const lookup = cardLookupOf(ctx);
  const ratings: Record<string, number> = {};
  const cards: CardRating[] = [];
  let updatedAt: Date | null = null;
  for (const r of best.values()) {
    const card = lookup.card(r.cardId);
    const row: EloRow = { elo: r.elo, picks: r.picks, comparisons: r.comparisons };
    const value = learnedValue(card ? cardPrior(card) : 2, row);
    ratings[r.cardId] = value;
    cards.push({ ...row, cardId: r.cardId, value, scope: r.scope === GLOBAL_SCOPE ? 'global' : 'cube' });
    if (!updatedAt || r.updatedAt > updatedAt) updatedAt = r.updatedAt;
  }
  cards.sort((a, b) => b.elo - a.elo);
  return { ratings, cards, updatedAt: updatedAt?.toISOString() ?? null };
}

/** GET /api/cubes/:id/ratings (canView). */
export async function getCubeRatings(ctx: AppContext, actor: Actor | null, cubeId: string) {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const entries = await loadCards(db, cube.id);
  return ratingsFor(
    ctx,
    db,
    cube.id,
    entries.map((e) => e.cardId),
  );
}

/**
 * Learned values of every globally rated card, for live draft bots
 * (`createBotPicker({ cards, ratings })`); empty until the refresh job has seen human picks.
 */
export async function globalRatings(ctx: AppContext): Promise<Map<string, number>> {
  const rows = await ctx.database.db.select().from(cardRatings).where(eq(cardRatings.scope, GLOBAL_SCOPE));
  const lookup = cardLookupOf(ctx);
  const out = new Map<string, number>();
  for (const r of rows) {
    const card = lookup.card(r.cardId);
    out.set(r.cardId, learnedValue(card ? cardPrior(card) : 2, r));
  }
  return out;
}
