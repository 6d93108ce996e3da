import { type Actor, type CubeRole, canList, RECENT_ACTIVITY_COUNT } from '@cubewright/core/cube';
import type {
  ActivityEntry,
  CubeListRequest,
  CubeListResponse,
  MyCubesResponse,
} from '@cubewright/core/protocol';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cubeCollaborators, cubes } from '../../db/schema';
import { listedInCommunity } from '../community/listed';
import { recentActivity } from './activity';
import { findUserByLogin, usernamesOf } from './users';
import { toSummary } from './views';

/**
 * Public cubes for browse, search and featured. Only what the policy lets anyone list (public cubes,
 * less those a moderator hid): unlisted and private cubes never appear here.
 */
export async function listPublicCubes(db: Db, q: CubeListRequest): Promise<CubeListResponse> {
  const filters: (SQL | undefined)[] = [listedInCommunity()];
  if (q.q) {
    const pattern = containsPattern(q.q);
    filters.push(or(ilike(cubes.name, pattern), ilike(cubes.description, pattern)));
  }
  if (q.tag) filters.push(arrayContains(cubes.tags, [q.tag]));
  if (q.featured !== undefined) filters.push(eq(cubes.isFeatured, q.featured));
  if (q.owner) {
    const owner = await findUserByLogin(db, q.owner);
    if (!owner) return { cubes: [], total: 0 };
    filters.push(eq(cubes.createdBy, owner.id));
  }
  const where = and(...filters);
  const order = {
    updated: [desc(cubes.updatedAt), asc(cubes.id)],
    created: [desc(cubes.createdAt), asc(cubes.id)],
    name: [asc(cubes.name), asc(cubes.id)],
  }[q.sort];
  const rows = await db
    .select()
    .from(cubes)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(cubes).where(where);
  const names = await usernamesOf(
    db,
    rows.map((r) => r.createdBy),
  );
  // The policy has the last word, so a change to what may be listed cannot leak through this query.
  return { cubes: rows.filter((r) => canList(r)).map((r) => toSummary(r, names)), total: total?.n ?? 0 };
}

/** Ids and roles of the cubes a user owns or collaborates on. */
async function myCubeRoles(db: Db, userId: string): Promise<Map<string, CubeRole>> {
  const owned = await db.select({ id: cubes.id }).from(cubes).where(eq(cubes.createdBy, userId));
  const shared = await db
    .select({ id: cubeCollaborators.cubeId, role: cubeCollaborators.role })
    .from(cubeCollaborators)
    .where(eq(cubeCollaborators.userId, userId));
  return new Map<string, CubeRole>([
    ...shared.map((s) => [s.id, s.role] as const),
    ...owned.map((o) => [o.id, 'owner'] as const),
  ]);
}

/** The user's own cubes and those they collaborate on (any visibility), newest change first. */
export async function listMyCubes(db: Db, actor: Actor): Promise<MyCubesResponse> {
  const roles = await myCubeRoles(db, actor.id);
  if (roles.size === 0) return { cubes: [] };
  const rows = await db
    .select()
    .from(cubes)
    .where(inArray(cubes.id, [...roles.keys()]))
    .orderBy(desc(cubes.updatedAt), asc(cubes.id));
  const names = await usernamesOf(
    db,
    rows.map((r) => r.createdBy),
  );
  return {
    cubes: rows.map((r) => ({ ...toSummary(r, names), role: roles.get(r.id)!, boards: r.boards })),
  };
}

/** The latest activity across the user's cubes (the dashboard shows the first 10). */
export async function myRecentActivity(db: Db, actor: Actor): Promise<ActivityEntry[]> {
  const roles = await myCubeRoles(db, actor.id);
  return recentActivity(db, [...roles.keys()], RECENT_ACTIVITY_COUNT);
}
