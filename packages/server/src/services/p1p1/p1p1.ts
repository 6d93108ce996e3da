import { dateOf } from '@cubewright/core/clock';
import { type Actor, CUBE_NOT_FOUND, type CubeAccess, canEdit } from '@cubewright/core/cube';
import { dailyP1P1, p1p1Pack, utcDay } from '@cubewright/core/draft';
import type { DailyP1P1Response, P1P1Card, P1P1Response } from '@cubewright/core/protocol';
import { and, count, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { cubes, p1p1Daily, p1p1Packs, p1p1Votes } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { listedInCommunity } from '../community/listed';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import { getDraftFormats } from '../cubes/draft-formats';
import { loadCards } from '../cubes/store';
import type { WithCards, WithClock, WithDatabase } from '../deps';

// "Pack 1, Pick 1" (issue 18). A pack is the cube's default format dealt for a seed (core p1p1Pack):
// until someone votes it is dealt from the current list on every view, so a link opens the same pack;
// the first vote keeps it, so later edits to the cube never change a pack people voted on.

type Deps = WithCards & WithDatabase & WithClock;
type StoredCard = Omit<P1P1Card, 'card'>;

/** The pack's cards, kept or freshly dealt; 422 with the pack engine's reason when none can be dealt. */
async function packOf(
  deps: Deps,
  actor: Actor | null,
  cubeId: string,
  seed: number,
): Promise<{ cards: StoredCard[]; kept: boolean }> {
  const db = deps.database.db;
  const [kept] = await db
    .select({ cards: p1p1Packs.cards })
    .from(p1p1Packs)
    .where(and(eq(p1p1Packs.cubeId, cubeId), eq(p1p1Packs.seed, seed)));
  if (kept) return { cards: kept.cards, kept: true };
  const [entries, { formats }] = await Promise.all([
    loadCards(db, cubeId),
    getDraftFormats(db, actor, cubeId),
  ]);
  const lookup = cardLookupOf(deps);
  const dealt = p1p1Pack(
    { cards: entries, lookup: (id) => lookup.card(id) ?? undefined },
    formats.default,
    seed,
  );
  if (!dealt.ok) throw new HttpError(422, `This cube cannot deal a pack: ${dealt.error}`, 'no_pack');
  const names = new Map(entries.map((e) => [e.id, e.name]));
  return {
    cards: dealt.value.map((c) => ({
      entryId: c.id,
      cardId: c.cardId,
      name: names.get(c.id) ?? c.cardId,
      ...(c.imageUrl ? { imageUrl: c.imageUrl } : {}),
    })),
    kept: false,
  };
}

async function respond(
  deps: Deps,
  user: SessionUser | null,
  cube: { id: string; name: string; access: CubeAccess },
  seed: number,
  pack: { cards: StoredCard[]; kept: boolean },
): Promise<P1P1Response> {
  const db = deps.database.db;
  const where = and(eq(p1p1Votes.cubeId, cube.id), eq(p1p1Votes.seed, seed));
  const tallies = pack.kept
    ? await db
        .select({ pick: p1p1Votes.pick, n: count() })
        .from(p1p1Votes)
        .where(where)
        .groupBy(p1p1Votes.pick)
    : [];
  const votes = pack.cards.map(() => 0);
  for (const t of tallies) if (t.pick < votes.length) votes[t.pick] = t.n;
  const [mine] =
    user && pack.kept
      ? await db
          .select({ pick: p1p1Votes.pick })
          .from(p1p1Votes)
          .where(and(where, eq(p1p1Votes.userId, user.id)))
      : [];
  const lookup = cardLookupOf(deps);
  // Counts seen before voting sway the vote: they are sent to those who voted and to the curators only.
  const seesVotes = mine !== undefined || canEdit(user, cube.access);
  return {
    cubeId: cube.id,
    cubeName: cube.name,
    seed,
    pack: pack.cards.map((c) => ({ ...c, card: lookup.card(c.cardId) })),
    votes: seesVotes ? votes : null,
    totalVotes: votes.reduce((a, b) => a + b, 0),
    myVote: mine?.pick ?? null,
    kept: pack.kept,
  };
}

/** A cube's P1P1 for a seed with its votes, for anyone who may view the cube (404 otherwise). */
export async function p1p1View(
  deps: Deps,
  user: SessionUser | null,
  cubeId: string,
  seed: number,
): Promise<P1P1Response> {
  const cube = await cubeFor(deps.database.db, cubeId, user, 'view');
  return respond(deps, user, cube, seed, await packOf(deps, user, cube.id, seed));
}

/** The user's vote for a card of the pack (by position), replacing their earlier one; keeps the pack. */
export async function voteP1P1(
  deps: Deps,
  user: SessionUser,
  cubeId: string,
  seed: number,
  pick: number,
): Promise<P1P1Response> {
  const db = deps.database.db;
  const cube = await cubeFor(db, cubeId, user, 'view');
  const pack = await packOf(deps, user, cube.id, seed);
  if (pick >= pack.cards.length)
    throw badRequest(`pick must be the position of a card in the pack, from 0 to ${pack.cards.length - 1}`);
  await db.transaction(async (tx) => {
    if (!pack.kept)
      await tx.insert(p1p1Packs).values({ cubeId: cube.id, seed, cards: pack.cards }).onConflictDoNothing();
    await tx
      .insert(p1p1Votes)
      .values({ cubeId: cube.id, seed, userId: user.id, pick })
      .onConflictDoUpdate({
        target: [p1p1Votes.cubeId, p1p1Votes.seed, p1p1Votes.userId],
        set: { pick, votedAt: dateOf(deps.clock) },
      });
  });
  // Another voter may have kept the pack a moment earlier: answer with the kept one.
  return respond(deps, user, cube, seed, await packOf(deps, user, cube.id, seed));
}

/**
 * Today's P1P1 (UTC): a featured public cube and a seed drawn from the day (core dailyP1P1), fixed by
 * the day's first request so the whole day keeps one pack even if the featured cubes change.
 */
export async function dailyP1P1View(deps: Deps, user: SessionUser | null): Promise<DailyP1P1Response> {
  const db = deps.database.db;
  const now = dateOf(deps.clock);
  const day = utcDay(now);
  let [today] = await db.select().from(p1p1Daily).where(eq(p1p1Daily.day, day));
  if (!today) {
    const featured = await db
      .select({ id: cubes.id })
      .from(cubes)
      .where(and(listedInCommunity(), eq(cubes.isFeatured, true)));
    const chosen = dailyP1P1(
      day,
      featured.map((c) => c.id),
    );
    if (!chosen) return { day, p1p1: null };
    await db
      .insert(p1p1Daily)
      .values({ day, ...chosen })
      .onConflictDoNothing();
    [today] = await db.select().from(p1p1Daily).where(eq(p1p1Daily.day, day));
    if (!today) return { day, p1p1: null };
  }
  try {
    return { day, p1p1: await p1p1View(deps, user, today.cubeId, today.seed) };
  } catch (e) {
    // The day's cube turned private or lost cards since: no daily pack rather than an error page.
    if (e instanceof HttpError && (e.message === CUBE_NOT_FOUND || e.statusCode === 422))
      return { day, p1p1: null };
    throw e;
  }
}
