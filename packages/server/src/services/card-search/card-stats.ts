// The card page's figures from the public cubes here: how many hold the card, per size band, and the
// cards most often beside it by lift. Only cubes the community lists may show count (listedInCommunity),
// so a private or hidden cube never feeds a card page; only main boards count (a maybeboard is a cube's
// wish list, not its contents).
import { companionsByLift, minimumSupport } from '@cubewright/core/cards';
import { type CardStatsResponse, CUBE_SIZE_BANDS } from '@cubewright/core/protocol';
import { and, countDistinct, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cubeCards, cubes } from '../../db/schema';
import { listedInCommunity } from '../community/listed';

/** Companion candidates read before lift ranks them: the most shared, so the query stays bounded. */
const CANDIDATES = 400;
const COMPANIONS = 20;

type Stats = Omit<CardStatsResponse, 'card'>;

export async function cardCubeStats(
  db: Db,
  cardId: string,
  nameOf: (id: string) => string | undefined,
): Promise<Stats> {
  const sizes = await db
    .select({
      cards: sql<number>`count(*)`.mapWith(Number),
      holds: sql<boolean>`bool_or(${cubeCards.cardId} = ${cardId})`,
    })
    .from(cubeCards)
    .innerJoin(cubes, eq(cubes.id, cubeCards.cubeId))
    .where(and(listedInCommunity(), eq(cubeCards.board, 'main')))
    .groupBy(cubeCards.cubeId);
  const bySize = CUBE_SIZE_BANDS.map((band) => ({ label: band.label, cubes: 0, holding: 0 }));
  for (const s of sizes) {
    const band = bySize[CUBE_SIZE_BANDS.findIndex((b) => s.cards <= b.max)]!;
    band.cubes++;
    if (s.holds) band.holding++;
  }
  const listedCubes = sizes.length;
  const holding = bySize.reduce((n, b) => n + b.holding, 0);
  return {
    listedCubes,
    holding,
    bySize,
    companions: await companions(db, cardId, listedCubes, holding, nameOf),
  };
}

async function companions(
  db: Db,
  cardId: string,
  total: number,
  withCard: number,
  nameOf: (id: string) => string | undefined,
): Promise<Stats['companions']> {
  if (withCard === 0) return [];
  const mine = alias(cubeCards, 'mine');
  const both = countDistinct(cubeCards.cubeId);
  const minBoth = minimumSupport(withCard);
  const pairs = await db
    .select({ cardId: cubeCards.cardId, name: sql<string>`min(${cubeCards.name})`, both })
    .from(mine)
    .innerJoin(cubes, eq(cubes.id, mine.cubeId))
    .innerJoin(cubeCards, and(eq(cubeCards.cubeId, mine.cubeId), ne(cubeCards.cardId, cardId)))
    .where(
      and(listedInCommunity(), eq(mine.cardId, cardId), eq(mine.board, 'main'), eq(cubeCards.board, 'main')),
    )
    .groupBy(cubeCards.cardId)
    .having(sql`${both} >= ${minBoth}`)
    .orderBy(sql`${both} desc`, cubeCards.cardId)
    .limit(CANDIDATES);
  if (pairs.length === 0) return [];
  const counts = await db
    .select({ cardId: cubeCards.cardId, n: countDistinct(cubeCards.cubeId) })
    .from(cubeCards)
    .innerJoin(cubes, eq(cubes.id, cubeCards.cubeId))
    .where(
      and(
        listedInCommunity(),
        eq(cubeCards.board, 'main'),
        inArray(
          cubeCards.cardId,
          pairs.map((p) => p.cardId),
        ),
      ),
    )
    .groupBy(cubeCards.cardId);
  const withOther = new Map(counts.map((c) => [c.cardId, Number(c.n)]));
  const names = new Map(pairs.map((p) => [p.cardId, p.name]));
  const ranked = companionsByLift(
    pairs.map((p) => ({ cardId: p.cardId, both: Number(p.both), withOther: withOther.get(p.cardId) ?? 0 })),
    { total, withCard, minBoth, max: COMPANIONS },
  );
  return ranked.map(({ cardId: id, ...figures }) => ({
    card: { id, name: nameOf(id) ?? names.get(id) ?? id },
    ...figures,
  }));
}
