// "Cubes containing this card": counts for a page of search results and the list for one card.
// Only public cubes count, as only they may be listed (the cube policy's canList), less those a
// moderator hid from community lists; and only main boards, as on the card page (card-stats.ts): a
// maybeboard is a cube's wish list, not its contents.
import { canList } from '@cubewright/core/cube';
import type { CardCubesSort, CubeSummary } from '@cubewright/core/protocol';
import { and, countDistinct, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardCubeCounts, cubeCards, cubeFollows, cubes } from '../../db/schema';
import { listedInCommunity } from '../community/listed';
import { usernamesOf } from '../cubes/users';
import { toSummary } from '../cubes/views';

const onMainBoard = eq(cubeCards.board, 'main');

/**
 * How many public cubes contain each of `cardIds`, or every card when none are named (cards in none are
 * left out). Read from card_cube_counts, which triggers keep in each change's transaction (migration
 * 0016, ADR 0061): the whole table is one row per card, however many cubes there are, where a grouped
 * count read every listed cube's cards.
 */
export async function publicCubeCounts(db: Db, cardIds?: readonly string[]): Promise<Record<string, number>> {
  if (cardIds?.length === 0) return {};
  const rows = await db
    .select({ cardId: cardCubeCounts.cardId, n: cardCubeCounts.cubes })
    .from(cardCubeCounts)
    .where(
      and(gt(cardCubeCounts.cubes, 0), cardIds ? inArray(cardCubeCounts.cardId, [...cardIds]) : undefined),
    );
  return Object.fromEntries(rows.map((r) => [r.cardId, r.n]));
}

/**
 * Public cubes containing a card, a page of `limit` of them most recently updated first (or most followed
 * first, the card page's order), and how many there are in all.
 */
export async function publicCubesWithCard(
  db: Db,
  cardId: string,
  limit: number,
  { page = 1, sort = 'updated' }: { page?: number; sort?: CardCubesSort } = {},
): Promise<{ cubes: CubeSummary[]; total: number }> {
  const holding = db
    .selectDistinct({ id: cubeCards.cubeId })
    .from(cubeCards)
    .where(and(onMainBoard, eq(cubeCards.cardId, cardId)));
  const where = and(listedInCommunity(), inArray(cubes.id, holding));
  const followers = sql`(select count(*) from ${cubeFollows} where ${cubeFollows.cubeId} = ${cubes.id})`;
  const order =
    sort === 'followers'
      ? [desc(followers), desc(cubes.updatedAt), cubes.id]
      : [desc(cubes.updatedAt), cubes.id];
  const rows = await db
    .select()
    .from(cubes)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db
    .select({ n: countDistinct(cubes.id) })
    .from(cubes)
    .where(where);
  const names = await usernamesOf(
    db,
    rows.map((r) => r.createdBy),
  );
  return {
    cubes: rows.filter((r) => canList(r)).map((r) => toSummary(r, names)),
    total: Number(total?.n ?? 0),
  };
}
