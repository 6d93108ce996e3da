import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeCards, cubes } from '../../db/schema';
import { listedInCommunity } from '../community/listed';
import { groupRows } from './group-rows';
import { JsonLine } from './gzip-ndjson';
import { keysetPages } from './keyset-pages';

// cubes.ndjson.gz: one line per listed cube (public, not hidden by a moderator: what community lists
// show) with its whole card list. Left out on purpose: the owner's account (a pseudonym stands in),
// per-card notes and collection status (owned, borrowed... says what a person has at home), the white
// paper (large; on the cube's page) and a copy's link to a cube that is not listed.

const CUBES_PER_PAGE = 100;

/** One card entry of a dumped cube. */
interface DumpCubeCard {
  cardId: string;
  name: string;
  board: string;
  printingId: string | null;
  finish: string;
  tags: string[];
  colorCategory: string | null;
}

/** One row of cubes.ndjson.gz (docs/open-data.md). */
interface DumpCube {
  id: string;
  name: string;
  description: string;
  tags: string[];
  size: number;
  cardCount: number;
  boards: { id: string; name: string }[];
  recommendedDraftFormat: string | null;
  owner: string;
  copiedFrom: string | null;
  followers: number;
  likes: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  cards: DumpCubeCard[];
}

function readCubePage(db: Db, after: string | null, limit: number) {
  return db
    .select({
      id: cubes.id,
      name: cubes.name,
      description: cubes.description,
      tags: cubes.tags,
      size: cubes.size,
      cardCount: cubes.cardCount,
      boards: cubes.boards,
      recommendedDraftFormat: cubes.recommendedDraftFormat,
      createdBy: cubes.createdBy,
      copiedFrom: cubes.copiedFrom,
      followers: cubes.followerCount,
      likes: cubes.likeCount,
      version: cubes.version,
      createdAt: cubes.createdAt,
      updatedAt: cubes.updatedAt,
    })
    .from(cubes)
    .where(after === null ? listedInCommunity() : and(listedInCommunity(), gt(cubes.id, after)))
    .orderBy(asc(cubes.id))
    .limit(limit);
}

/**
 * The card lists of a page of cubes as JSON array text, by cube id, each in entry id order. Each entry
 * is serialised by the database (json_build_object, in C: turning ~40,000 rows a page into JS objects and
 * back was most of this process's time), and read without ORDER BY, sorted here: the database's sort of
 * a page's rows by collated text spilled to disk (measured: a 60 ms index scan, then a 400 ms sort).
 * `json`, not `jsonb`: it keeps DumpCubeCard's key order, and one object's text holds no line break.
 */
async function cardsOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({
      cubeId: cubeCards.cubeId,
      id: cubeCards.id,
      json: sql<string>`json_build_object('cardId', ${cubeCards.cardId}, 'name', ${cubeCards.name},
        'board', ${cubeCards.board}, 'printingId', ${cubeCards.printingId}, 'finish', ${cubeCards.finish},
        'tags', ${cubeCards.tags}, 'colorCategory', ${cubeCards.colorCategory})::text`,
    })
    .from(cubeCards)
    .where(inArray(cubeCards.cubeId, ids));
  const out = new Map<string, string>();
  for (const [cubeId, list] of groupRows(rows, 'cubeId')) {
    list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    out.set(cubeId, `[${list.map((c) => c.json).join(',')}]`);
  }
  return out;
}

/** Which of `ids` are listed cubes (a copy names its source only when anyone may see it). */
async function listedAmong(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: cubes.id })
    .from(cubes)
    .where(and(listedInCommunity(), inArray(cubes.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Every listed cube as a dump row (a DumpCube: its fields serialised here, its card list spliced in as
 * the database wrote it), read a page at a time.
 */
export async function* dumpCubes(db: Db, pseudonym: (userId: string) => string): AsyncGenerator<JsonLine> {
  const pages = keysetPages(
    CUBES_PER_PAGE,
    (after, n) => readCubePage(db, after, n),
    (c) => c.id,
    (page) =>
      Promise.all([
        cardsOf(
          db,
          page.map((c) => c.id),
        ),
        listedAmong(
          db,
          page.flatMap((c) => (c.copiedFrom ? [c.copiedFrom] : [])),
        ),
      ]),
  );
  for await (const { rows: page, extras } of pages) {
    const [cards, sources] = extras;
    for (const { createdBy, copiedFrom, createdAt, updatedAt, boards, ...cube } of page) {
      const row: Omit<DumpCube, 'cards'> = {
        ...cube,
        boards: boards.map((b) => ({ id: b.id, name: b.name })),
        owner: pseudonym(createdBy),
        copiedFrom: copiedFrom && sources.has(copiedFrom) ? copiedFrom : null,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      };
      yield new JsonLine(`${JSON.stringify(row).slice(0, -1)},"cards":${cards.get(cube.id) ?? '[]'}}`);
    }
  }
}
