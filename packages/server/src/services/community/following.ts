import type { Actor } from '@cubewright/core/cube';
import { canView } from '@cubewright/core/cube';
import type { CubeUpdate, FollowingResponse } from '@cubewright/core/protocol';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { cubeFollows, cubes, cubeUpdates } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loadCube } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import { toSummary } from '../cubes/views';
import { toCubeUpdate } from './cube-updates';
import { visibleCubes } from './visible';

/**
 * /community/following: the cubes the user follows and may still view (a cube gone private leaves the
 * page), each with its latest update, most recently updated first.
 */
export async function followingPage(db: Db, user: SessionUser): Promise<FollowingResponse> {
  const rows = await db
    .select({ follow: cubeFollows, cube: cubes })
    .from(cubeFollows)
    .innerJoin(cubes, eq(cubes.id, cubeFollows.cubeId))
    .where(eq(cubeFollows.userId, user.id))
    .orderBy(desc(cubes.updatedAt));
  const visible = await visibleCubes(
    db,
    user,
    rows.map((r) => r.cube),
  );
  const shown = rows.filter((r) => visible.has(r.cube.id));
  if (shown.length === 0) return { cubes: [] };
  const ids = shown.map((r) => r.cube.id);
  const latest = await db
    .selectDistinctOn([cubeUpdates.cubeId])
    .from(cubeUpdates)
    .where(inArray(cubeUpdates.cubeId, ids))
    .orderBy(cubeUpdates.cubeId, desc(cubeUpdates.createdAt));
  const latestBy = new Map<string, CubeUpdate>(latest.map((u) => [u.cubeId, toCubeUpdate(u)]));
  const names = await usernamesOf(
    db,
    shown.map((r) => r.cube.createdBy),
  );
  return {
    cubes: shown.map((r) => ({
      follow: {
        cubeId: r.cube.id,
        cubeName: r.cube.name,
        cubeOwnerUID: r.cube.createdBy,
        followedAt: r.follow.followedAt.toISOString(),
        notificationsEnabled: r.follow.notificationsEnabled,
      },
      cube: {
        ...toSummary(r.cube, names),
        followerCount: r.cube.followerCount,
        likeCount: r.cube.likeCount,
      },
      latestUpdate: latestBy.get(r.cube.id) ?? null,
    })),
  };
}

/** A cube's latest updates (20), for anyone who may view the cube. */
export async function cubeUpdatesOf(db: Db, actor: Actor | null, cubeId: string): Promise<CubeUpdate[]> {
  const cube = await loadCube(db, cubeId);
  if (!cube || !canView(actor, cube.access)) throw notFound('Cube not found');
  const rows = await db
    .select()
    .from(cubeUpdates)
    .where(and(eq(cubeUpdates.cubeId, cubeId)))
    .orderBy(desc(cubeUpdates.createdAt))
    .limit(20);
  return rows.map(toCubeUpdate);
}
