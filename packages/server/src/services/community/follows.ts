import { canView } from '@cubewright/core/cube';
import type { FollowerRecord, FollowingRecord, FollowStatus } from '@cubewright/core/protocol';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { cubeFollows, cubes, profiles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loadCube } from '../cubes/store';
import { visibleCubes } from './visible';

// Follows (spec sections 3 and 7). One row per (user, cube) holds both of the spec's records; the
// following side and the followers side below are its two projections.

const NOT_FOLLOWING = 'You are not following this cube';

async function followerCount(db: Db, cubeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cubeFollows).where(eq(cubeFollows.cubeId, cubeId));
  return row?.n ?? 0;
}

/** Whether the user follows the cube, and its follower count; 404 for a cube they may not view. */
export async function followStatus(db: Db, user: SessionUser | null, cubeId: string): Promise<FollowStatus> {
  const cube = await loadCube(db, cubeId);
  if (!cube || !canView(user, cube.access)) throw notFound('Cube not found');
  const [row] = user
    ? await db
        .select()
        .from(cubeFollows)
        .where(and(eq(cubeFollows.userId, user.id), eq(cubeFollows.cubeId, cubeId)))
    : [];
  return {
    following: !!row,
    notificationsEnabled: row?.notificationsEnabled ?? false,
    followerCount: await followerCount(db, cubeId),
  };
}

/** Follows a cube the user may view (notifications on unless asked otherwise); following twice is fine. */
export async function follow(
  db: Db,
  user: SessionUser,
  cubeId: string,
  notificationsEnabled?: boolean,
): Promise<FollowStatus> {
  const cube = await loadCube(db, cubeId);
  if (!cube || !canView(user, cube.access)) throw notFound('Cube not found');
  await db
    .insert(cubeFollows)
    .values({ userId: user.id, cubeId, notificationsEnabled: notificationsEnabled ?? true })
    .onConflictDoUpdate({
      target: [cubeFollows.userId, cubeFollows.cubeId],
      set: notificationsEnabled === undefined ? { userId: user.id } : { notificationsEnabled },
    });
  return followStatus(db, user, cubeId);
}

/** Stops following (also a cube the user can no longer see). */
export async function unfollow(db: Db, user: SessionUser, cubeId: string): Promise<FollowStatus> {
  await db.delete(cubeFollows).where(and(eq(cubeFollows.userId, user.id), eq(cubeFollows.cubeId, cubeId)));
  const cube = await loadCube(db, cubeId);
  if (!cube || !canView(user, cube.access))
    return { following: false, notificationsEnabled: false, followerCount: 0 };
  return followStatus(db, user, cubeId);
}

/** Turns notifications of one follow on or off. */
export async function setFollowNotifications(
  db: Db,
  user: SessionUser,
  cubeId: string,
  enabled: boolean,
): Promise<FollowStatus> {
  const rows = await db
    .update(cubeFollows)
    .set({ notificationsEnabled: enabled })
    .where(and(eq(cubeFollows.userId, user.id), eq(cubeFollows.cubeId, cubeId)))
    .returning();
  if (rows.length === 0) throw notFound(NOT_FOLLOWING);
  return followStatus(db, user, cubeId);
}

/** The following side: cubes the user follows and may still view, latest follow first. */
export async function followingRecords(db: Db, user: SessionUser): Promise<FollowingRecord[]> {
  const rows = await db
    .select({ follow: cubeFollows, cube: cubes })
    .from(cubeFollows)
    .innerJoin(cubes, eq(cubes.id, cubeFollows.cubeId))
    .where(eq(cubeFollows.userId, user.id))
    .orderBy(desc(cubeFollows.followedAt));
  const visible = await visibleCubes(
    db,
    user,
    rows.map((r) => r.cube),
  );
  return rows
    .filter((r) => visible.has(r.cube.id))
    .map((r) => ({
      cubeId: r.cube.id,
      cubeName: r.cube.name,
      cubeOwnerUID: r.cube.createdBy,
      followedAt: r.follow.followedAt.toISOString(),
      notificationsEnabled: r.follow.notificationsEnabled,
    }));
}

/** The followers side: who follows the owner's cubes, latest first. */
export async function followerRecords(db: Db, owner: SessionUser): Promise<FollowerRecord[]> {
  const rows = await db
    .select({ follow: cubeFollows, username: profiles.username, email: profiles.email })
    .from(cubeFollows)
    .innerJoin(cubes, eq(cubes.id, cubeFollows.cubeId))
    .innerJoin(profiles, eq(profiles.userId, cubeFollows.userId))
    .where(eq(cubes.createdBy, owner.id))
    .orderBy(desc(cubeFollows.followedAt));
  return rows.map((r) => ({
    cubeId: r.follow.cubeId,
    followerUID: r.follow.userId,
    followerName: r.username,
    followerEmail: r.email,
    followedAt: r.follow.followedAt.toISOString(),
    notificationsEnabled: r.follow.notificationsEnabled,
  }));
}
