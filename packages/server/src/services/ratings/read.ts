import { cardPrior, type EloRow, learnedValue } from '@cubewright/core/bots';
import type { Card } from '@cubewright/core/cards';
import type { Actor } from '@cubewright/core/cube';
import type { CardRating, CubeRatingsResponse } from '@cubewright/core/protocol';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardRatings, cubeCards } from '../../db/schema';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import { loadCards } from '../cubes/store';
import type { WithCards, WithDatabase } from '../deps';
import { GLOBAL_SCOPE } from './refresh';

type RatingRow = typeof cardRatings.$inferSelect;

/** One row per card: the cube's own rating where there is one, else the global one. */
function cubeFirst(rows: readonly RatingRow[]): RatingRow[] {
  const best = new Map<string, RatingRow>();
  for (const r of rows) if (r.scope !== GLOBAL_SCOPE || !best.has(r.cardId)) best.set(r.cardId, r);
  return [...best.values()];
}

/** The value bots use: the card's prior (2, average, for an unknown card) blended toward the rating. */
const botValue = (card: Card | null | undefined, row: EloRow) =>
  learnedValue(card ? cardPrior(card) : 2, row);

/**
 * Bot values of every rated card of a cube (its own ratings, else global ones), for the live draft
 * bots of that cube (services/drafts/bot-picker.ts). One query.
 */
export async function cubeBotValues(
  db: Db,
  cubeId: string,
  card: (cardId: string) => Card | null | undefined,
): Promise<Map<string, number>> {
  const inCube = db
    .selectDistinct({ id: cubeCards.cardId })
    .from(cubeCards)
    .where(eq(cubeCards.cubeId, cubeId));
  const rows = await db
    .select()
    .from(cardRatings)
    .where(
      or(
        eq(cardRatings.scope, cubeId),
        and(eq(cardRatings.scope, GLOBAL_SCOPE), inArray(cardRatings.cardId, inCube)),
      ),
    );
  return new Map(cubeFirst(rows).map((r) => [r.cardId, botValue(card(r.cardId), r)]));
}

/** Learned values for `cardIds`: the cube's own ratings first, else the global ones. */
export async function ratingsFor(
  ctx: WithCards & WithDatabase,
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
  const lookup = cardLookupOf(ctx);
  const ratings: Record<string, number> = {};
  const cards: CardRating[] = [];
  let updatedAt: Date | null = null;
  for (const r of cubeFirst(rows)) {
    const row: EloRow = { elo: r.elo, picks: r.picks, comparisons: r.comparisons };
    const value = botValue(lookup.card(r.cardId), row);
    ratings[r.cardId] = value;
    cards.push({ ...row, cardId: r.cardId, value, scope: r.scope === GLOBAL_SCOPE ? 'global' : 'cube' });
    if (!updatedAt || r.updatedAt > updatedAt) updatedAt = r.updatedAt;
  }
  cards.sort((a, b) => b.elo - a.elo);
  return { ratings, cards, updatedAt: updatedAt?.toISOString() ?? null };
}

/** GET /api/cubes/:id/ratings (canView). */
export async function getCubeRatings(ctx: WithCards & WithDatabase, actor: Actor | null, cubeId: string) {
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
