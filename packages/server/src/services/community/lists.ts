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

/**
 * The search screen's cube tab: name, description, any tag, or the owner's username contains the text.
 * Each field is tested as before; the trigram indexes only pick the rows to test (migration 0016, ADR
 * 0057). The first arm's cube_search_text holds all three cube fields, so any match of one of them is a
 * match of it, and the index over it finds candidates among listed cubes; the owners come from the
 * profiles' username index, as an array the cubes' owner index reads. The two arms are OR-ed bitmaps,
 * so a rare text reads its few rows, not every listed cube (8.6 s at 500,000 cubes before).
 */
function matchesText(pattern: string): SQL {
  const cubeText = sql`cube_search_text(${cubes.name}, ${cubes.description}, ${cubes.tags})`;
  const ownerIds = sql`array(select ${profiles.userId} from ${profiles} where ${profiles.username} ilike ${pattern})`;
  return or(
    and(
      sql`${cubeText} ilike ${pattern}`,
      or(
        ilike(cubes.name, pattern),
        ilike(cubes.description, pattern),
        sql`exists (select 1 from unnest(${cubes.tags}) as tag where tag ilike ${pattern})`,
      ),
    ),
    sql`${cubes.createdBy} = any(${ownerIds})`,
  )!;
}

/** The WHERE filters of browse (listCommunity adds listedInCommunity to every list). */
function browseFilters(q: Partial<BrowseRequest>): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [];
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

/** A page's row: the cube and its key as text, for the next page's cursor. */
const pageColumns = (key: SQL) => ({ cube: cubes, sortKey: sql<string>`(${key})::text` });

/** How many rows of the order a text search reads before it asks the trigram indexes instead. */
const TEXT_WALK_ROWS = 2_000;

/** One page of public cubes in the given order, with the cursor of the next page. */
async function listCommunity(
  db: Db,
  opts: {
    list: string;
    order: keyof typeof ORDERS;
    filters?: (SQL | undefined)[];
    /** A LIKE pattern the text fields must contain (matchesText). */
    text?: string;
    cursor?: string;
    limit: number;
  },
): Promise<CommunityListResponse> {
  const order: Order = ORDERS[opts.order];
  const key = order.key();
  const cursorName = `${opts.list}:${opts.order}`;
  const after = decodeCursor(opts.cursor, cursorName, KEY_CHECKS[order.type]);
  const where = [listedInCommunity(), ...(opts.filters ?? [])];
  // Ties are broken by the id in the key's direction, so the row comparison walks the order's index
  // from the cursor on: no page repeats or skips a cube whose key equals another's.
  const dir = order.desc ? sql`desc` : sql`asc`;
  if (after) {
    const value = sql`cast(${after.key} as ${sql.raw(order.type)})`;
    const row = sql`(${key}, ${cubes.id})`;
    const cursor = sql`(${value}, ${after.id})`;
    where.push(order.desc ? sql`${row} < ${cursor}` : sql`${row} > ${cursor}`);
  }
  const orderBy = [sql`${key} ${dir}`, sql`${cubes.id} ${dir}`];
  const selected = pageColumns(key);
  const rows = opts.text
    ? await searchPage(db, { where, orderBy, key, pattern: opts.text, limit: opts.limit + 1 })
    : await db
        .select(selected)
        .from(cubes)
        .where(and(...where))
        .orderBy(...orderBy)
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

/**
 * A page of a text search, read one of two ways, as the text is common or rare (ADR 0061). First the
 * order's index is walked for TEXT_WALK_ROWS rows and those are tested: a common text fills its page
 * there. Else the trigram indexes give every match (a bitmap, then sorted): a rare text has few. The
 * planner cannot tell the two apart (a trigram index has no statistics of how often a text occurs), and
 * either way alone costs all listed cubes for the other kind (8.6 s for a rare text at 500,000 cubes
 * walking the order; seconds for a text every cube holds reading the bitmap).
 */
async function searchPage(
  db: Db,
  q: { where: (SQL | undefined)[]; orderBy: SQL[]; key: SQL; pattern: string; limit: number },
) {
  const walked = db
    .select()
    .from(cubes)
    .where(and(...q.where))
    .orderBy(...q.orderBy)
    .limit(TEXT_WALK_ROWS);
  // The walked rows under the table's own name, so the same column expressions read them.
  const walk = db.$with('cubes').as(walked);
  const found = await db
    .with(walk)
    .select(pageColumns(q.key))
    .from(walk)
    .where(matchesText(q.pattern))
    .orderBy(...q.orderBy)
    .limit(q.limit);
  if (found.length === q.limit) return found;
  // Fewer than the whole order's rows were walked: the matches among them are all there are.
  if ((await db.$count(sql`(${walked}) as walked`)) < TEXT_WALK_ROWS) return found;
  return db.transaction(async (tx) => {
    // Only the bitmap of the trigram indexes (and the owners' index) may find the rows: no walk of an
    // order's index, no reading of the whole table.
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx
      .select(pageColumns(q.key))
      .from(cubes)
      .where(and(...q.where, matchesText(q.pattern)))
      .orderBy(...q.orderBy)
      .limit(q.limit);
  });
}

/** /community/browse: public cubes, filtered and sorted (default: last update first). */
export function browseCubes(db: Db, q: BrowseRequest): Promise<CommunityListResponse> {
  return listCommunity(db, {
    list: 'browse',
    order: q.sort,
    filters: browseFilters(q),
    text: q.q ? containsPattern(q.q) : undefined,
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
