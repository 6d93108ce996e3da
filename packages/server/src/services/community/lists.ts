import { canList } from '@cubewright/core/cube';
import type { BrowseRequest, CommunityCube, CommunityListResponse } from '@cubewright/core/protocol';
import { and, arrayContains, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cubes, profiles } from '../../db/schema';
import type { CubeRow } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import { toSummary } from '../cubes/views';
import { decodeCursor, encodeCursor } from './cursor';
import { listedInCommunity } from './listed';

// Community lists with keyset pagination. Only public cubes (the policy's canList) that no moderator
// hid are ever selected (listedInCommunity), and the policy is asked again on the rows, so unlisted and
// private cubes cannot leak.

// Every order reads one index of listed cubes (schema/cubes.ts, migration 0010): follower and like
// counts are columns kept by triggers in the follow's or like's own transaction, so a page reads its
// rows and no more. Counting per cube in a correlated subquery read every public cube for one page:
// 686 ms by likes and 436 ms by followers at 50,000 cubes (ADR 0055).

/** A sort: the key expression, its SQL type (for comparing with a cursor) and direction. */
interface Order {
  key: () => SQL;
  type: 'timestamptz' | 'integer' | 'text';
  desc: boolean;
}

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

/** A date Postgres would cast: the pattern, and a day that exists in its month. */
function isTimestamp(key: string): boolean {
  const m = TIMESTAMP.exec(key);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whether a cursor's key is one Postgres prints for the type, so a forged cursor is a 400, not a failed cast. */
const KEY_CHECKS: Record<Order['type'], (key: string) => boolean> = {
  timestamptz: isTimestamp,
  integer: (key) => /^-?\d{1,9}$/.test(key),
  text: () => true,
};

const ORDERS = {
  updated: { key: () => sql`${cubes.updatedAt}`, type: 'timestamptz', desc: true },
  created: { key: () => sql`${cubes.createdAt}`, type: 'timestamptz', desc: true },
  followers: { key: () => sql`${cubes.followerCount}`, type: 'integer', desc: true },
  likes: { key: () => sql`${cubes.likeCount}`, type: 'integer', desc: true },
  name: { key: () => sql`lower(${cubes.name})`, type: 'text', desc: false },
  size: { key: () => sql`${cubes.cardCount}`, type: 'integer', desc: true },
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
export async function toCommunityCubes(db: Db, rows: CubeRow[]): Promise<CommunityCube[]> {
  const shown = rows.filter((cube) => canList(cube));
  const names = await usernamesOf(
    db,
    shown.map((cube) => cube.createdBy),
  );
  return shown.map((cube) => ({
    ...toSummary(cube, names),
    followerCount: cube.followerCount,
    likeCount: cube.likeCount,
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
  const after = decodeCursor(opts.cursor, cursorName, KEY_CHECKS[order.type]);
  const where = [...(opts.filters ?? [])];
  // Ties are broken by the id in the key's direction, so the row comparison walks the order's index
  // from the cursor on: no page repeats or skips a cube whose key equals another's.
  const dir = order.desc ? sql`desc` : sql`asc`;
  if (after) {
    const value = sql`cast(${after.key} as ${sql.raw(order.type)})`;
    const row = sql`(${key}, ${cubes.id})`;
    const cursor = sql`(${value}, ${after.id})`;
    where.push(order.desc ? sql`${row} < ${cursor}` : sql`${row} > ${cursor}`);
  }
  const rows = await db
    .select({ cube: cubes, sortKey: sql<string>`(${key})::text` })
    .from(cubes)
    .where(and(listedInCommunity(), ...where))
    .orderBy(sql`${key} ${dir}`, sql`${cubes.id} ${dir}`)
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const more = rows.length > opts.limit && last;
  return {
    cubes: await toCommunityCubes(
      db,
      page.map((r) => r.cube),
    ),
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
