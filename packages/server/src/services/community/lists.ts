import { canList } from '@cubewright/core/cube';
import type { BrowseRequest, CommunityCube, CommunityListResponse } from '@cubewright/core/protocol';
import { and, arrayContains, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cubeFollows, cubeLikes, cubes, profiles } from '../../db/schema';
import type { CubeRow } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import { toSummary } from '../cubes/views';
import { decodeCursor, encodeCursor } from './cursor';
import { likeCounts } from './likes';
import { listedInCommunity } from './listed';

// Community lists with keyset pagination. Only public cubes (the policy's canList) that no moderator
// hid are ever selected (listedInCommunity), and the policy is asked again on the rows, so unlisted and
// private cubes cannot leak.

// Follower and like counts go through the cube-first indexes, a count per cube on the page (and per
// candidate while sorting by them). Joining a grouped count of the whole table let the planner (no
// statistics on PGlite) re-aggregate it for every cube: 14.5 s for the sort by likes over 5,000 cubes
// and 47,500 likes against 192 ms (load ~20). With 35,500 follows spread over 4,400 of the cubes, the
// followers join made every order slow: 3.3 s by update, 5.5 s by followers, against 36 ms and 79 ms
// this way (load 14.7 and 12.8, bench:fanout).
export const followersOf = sql`(select count(*) from ${cubeFollows} where ${cubeFollows.cubeId} = ${cubes.id})`;
const likesOf = sql`(select count(*) from ${cubeLikes} where ${cubeLikes.cubeId} = ${cubes.id})`;

/** A sort: the key expression, its SQL type (for comparing with a cursor) and direction. */
interface Order {
  key: () => SQL;
  type: 'timestamptz' | 'bigint' | 'text';
  desc: boolean;
}

const ORDERS = {
  updated: { key: () => sql`${cubes.updatedAt}`, type: 'timestamptz', desc: true },
  created: { key: () => sql`${cubes.createdAt}`, type: 'timestamptz', desc: true },
  followers: { key: () => followersOf, type: 'bigint', desc: true },
  likes: { key: () => likesOf, type: 'bigint', desc: true },
  name: { key: () => sql`lower(${cubes.name})`, type: 'text', desc: false },
  size: { key: () => sql`${cubes.cardCount}`, type: 'bigint', desc: true },
} satisfies Record<string, Order>;

/** The WHERE filters of browse (listCommunity adds listedInCommunity to every list). */
function browseFilters(q: Partial<BrowseRequest>): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [];
  if (q.q) {
    const pattern = containsPattern(q.q);
    // The search screen's cube tab: name, description, any tag, or the owner's username.
    filters.push(
      or(
        ilike(cubes.name, pattern),
        ilike(cubes.description, pattern),
        sql`exists (select 1 from unnest(${cubes.tags}) as tag where tag ilike ${pattern})`,
        sql`${cubes.createdBy} in (select ${profiles.userId} from ${profiles} where ${profiles.username} ilike ${pattern})`,
      ),
    );
  }
  if (q.tags?.length) filters.push(arrayContains(cubes.tags, q.tags));
  if (q.colors?.length) filters.push(sql`${cubes.metadata}->'colors' @> ${JSON.stringify(q.colors)}::jsonb`);
  if (q.minSize !== undefined) filters.push(gte(cubes.cardCount, q.minSize));
  if (q.maxSize !== undefined) filters.push(lte(cubes.cardCount, q.maxSize));
  return filters;
}

/** Cube rows as community tiles. */
export async function toCommunityCubes(
  db: Db,
  rows: { cube: CubeRow; followers: number }[],
): Promise<CommunityCube[]> {
  const shown = rows.filter((r) => canList(r.cube));
  const names = await usernamesOf(
    db,
    shown.map((r) => r.cube.createdBy),
  );
  const likes = await likeCounts(
    db,
    shown.map((r) => r.cube.id),
  );
  return shown.map((r) => ({
    ...toSummary(r.cube, names),
    followerCount: r.followers,
    likeCount: likes.get(r.cube.id) ?? 0,
  }));
}

/** One page of public cubes in the given order, with the cursor of the next page. */
async function listCommunity(
  db: Db,
  opts: {
    list: string;
    order: keyof typeof ORDERS;
    filters?: (SQL | undefined)[];
    cursor?: string;
    limit: number;
  },
): Promise<CommunityListResponse> {
  const order: Order = ORDERS[opts.order];
  const key = order.key();
  const cursorName = `${opts.list}:${opts.order}`;
  const after = decodeCursor(opts.cursor, cursorName);
  const where = [...(opts.filters ?? [])];
  if (after) {
    const value = sql`cast(${after.key} as ${sql.raw(order.type)})`;
    const beyond = order.desc ? sql`${key} < ${value}` : sql`${key} > ${value}`;
    where.push(sql`(${beyond} or (${key} = ${value} and ${cubes.id} > ${after.id}))`);
  }
  const rows = await db
    .select({
      cube: cubes,
      // Wrapped, as every sql field here: drizzle leaves a lone table's columns unqualified in a
      // select's own fields, which inside a subquery would name the inner table's.
      followers: sql<number>`${followersOf}`.mapWith(Number),
      sortKey: sql<string>`(${key})::text`,
    })
    .from(cubes)
    .where(and(listedInCommunity(), ...where))
    .orderBy(order.desc ? sql`${key} desc` : sql`${key} asc`, cubes.id)
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const more = rows.length > opts.limit && last;
  return {
    cubes: await toCommunityCubes(db, page),
    nextCursor: more ? encodeCursor({ list: cursorName, key: last.sortKey, id: last.cube.id }) : null,
  };
}

/** /community/browse: public cubes, filtered and sorted (default: last update first). */
export function browseCubes(db: Db, q: BrowseRequest): Promise<CommunityListResponse> {
  return listCommunity(db, {
    list: 'browse',
    order: q.sort,
    filters: browseFilters(q),
    cursor: q.cursor,
    limit: q.limit,
  });
}

/** /community/featured: public cubes flagged featured, last update first. */
export function featuredCubes(db: Db, q: { cursor?: string; limit: number }): Promise<CommunityListResponse> {
  return listCommunity(db, {
    list: 'featured',
    order: 'updated',
    filters: [eq(cubes.isFeatured, true)],
    ...q,
  });
}

/** /community/latest: newest public cubes first. */
export function latestCubes(db: Db, q: { cursor?: string; limit: number }): Promise<CommunityListResponse> {
  return listCommunity(db, { list: 'latest', order: 'created', ...q });
}
