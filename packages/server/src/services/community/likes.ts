import type { LikeStatus } from '@cubewright/core/protocol';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { cubeLikes } from '../../db/schema';
import { cubeFor } from '../cubes/access';

// Likes on cubes (issue 18): one per user and cube (the table's key), only on cubes the user may view,
// so a private cube can be neither liked nor probed for its count by someone who cannot see it.

/** Like counts of the given cubes (cubes nobody likes are absent). */
async function likeCounts(db: Db, cubeIds: string[]): Promise<Map<string, number>> {
  if (cubeIds.length === 0) return new Map();
  const rows = await db
    .select({ cubeId: cubeLikes.cubeId, n: count() })
    .from(cubeLikes)
    .where(inArray(cubeLikes.cubeId, cubeIds))
    .groupBy(cubeLikes.cubeId);
  return new Map(rows.map((r) => [r.cubeId, r.n]));
}

/** The policy's view check: a cube the user may not view is "Cube not found" (404). */
async function viewable(db: Db, user: SessionUser | null, cubeId: string) {
  await cubeFor(db, cubeId, user, 'view');
}

async function statusOf(db: Db, user: SessionUser | null, cubeId: string): Promise<LikeStatus> {
  const [mine] = user
    ? await db
        .select({ cubeId: cubeLikes.cubeId })
        .from(cubeLikes)
        .where(and(eq(cubeLikes.userId, user.id), eq(cubeLikes.cubeId, cubeId)))
    : [];
  return { liked: !!mine, likeCount: (await likeCounts(db, [cubeId])).get(cubeId) ?? 0 };
}

/** Whether the user likes the cube, and its like count; 404 for a cube they may not view. */
export async function likeStatus(db: Db, user: SessionUser | null, cubeId: string): Promise<LikeStatus> {
  await viewable(db, user, cubeId);
  return statusOf(db, user, cubeId);
}

/** Likes a cube the user may view; liking twice leaves one like. */
export async function like(db: Db, user: SessionUser, cubeId: string): Promise<LikeStatus> {
  await viewable(db, user, cubeId);
  await db.insert(cubeLikes).values({ userId: user.id, cubeId }).onConflictDoNothing();
  return statusOf(db, user, cubeId);
}

/** Takes the user's like back (a no-op when there was none). */
export async function unlike(db: Db, user: SessionUser, cubeId: string): Promise<LikeStatus> {
  await viewable(db, user, cubeId);
  await db.delete(cubeLikes).where(and(eq(cubeLikes.userId, user.id), eq(cubeLikes.cubeId, cubeId)));
  return statusOf(db, user, cubeId);
}
