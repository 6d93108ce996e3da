import {
  type CollaboratorRole,
  type CubeAccess,
  type CubeCard,
  type CubeDiff,
  diffCounts,
} from '@cubewright/core/cube';
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeCards, cubeCollaborators, cubes, cubeVersions } from '../../db/schema';

// Reading and writing the cube tables; commands compose these inside their transactions.

export type CubeRow = typeof cubes.$inferSelect;
export type CollaboratorRow = typeof cubeCollaborators.$inferSelect;
/** A cube row with its collaborators, which is what the permission policy needs. */
export type LoadedCube = CubeRow & { collaboratorRows: CollaboratorRow[]; access: CubeAccess };

/** Postgres caps a statement at 65,535 parameters; card rows have 16 columns. */
const INSERT_CHUNK = 1_000;

/**
 * The cube with its collaborators, or null. With `lock`, the cube row (not its collaborators') stays
 * locked until the transaction ends. One statement: every command pays this read, and each round trip
 * to the database costs more than the rows on a busy machine.
 */
export async function loadCube(
  db: Db,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<LoadedCube | null> {
  const query = db
    .select({ cube: cubes, collaborator: cubeCollaborators })
    .from(cubes)
    .leftJoin(cubeCollaborators, eq(cubeCollaborators.cubeId, cubes.id))
    .where(eq(cubes.id, id))
    .orderBy(asc(cubeCollaborators.addedAt));
  const rows = opts.lock ? await query.for('update', { of: cubes }) : await query;
  const row = rows[0]?.cube;
  if (!row) return null;
  const collaboratorRows = rows.flatMap((r) => (r.collaborator ? [r.collaborator] : []));
  return { ...row, collaboratorRows, access: accessOf(row, collaboratorRows) };
}

/** The policy's view of a cube. */
export function accessOf(
  row: Pick<CubeRow, 'createdBy' | 'visibility'>,
  collaborators: CollaboratorRow[],
): CubeAccess {
  const map: Record<string, CollaboratorRole> = {};
  for (const c of collaborators) map[c.userId] = c.role;
  return { createdBy: row.createdBy, visibility: row.visibility, collaborators: map };
}

type CardRow = typeof cubeCards.$inferSelect;

function toCubeCard(row: CardRow): CubeCard {
  return {
    id: row.id,
    cardId: row.cardId,
    name: row.name,
    printingId: row.printingId,
    board: row.board,
    finish: row.finish,
    status: row.status,
    tags: row.tags,
    notes: row.notes,
    colorCategory: row.colorCategory,
    imageUrl: row.imageUrl,
    manaValue: row.manaValue,
    typeLine: row.typeLine,
    rarity: row.rarity,
    addedAt: row.addedAt.toISOString(),
  };
}

/** The cube's card list, oldest entry first. */
export async function loadCards(db: Db, cubeId: string): Promise<CubeCard[]> {
  const rows = await db
    .select()
    .from(cubeCards)
    .where(eq(cubeCards.cubeId, cubeId))
    .orderBy(asc(cubeCards.addedAt), asc(cubeCards.id));
  return rows.map(toCubeCard);
}

/** The entries of the cube among `ids` (the ones a batch touches), oldest first, as loadCards orders them. */
export async function loadCardsById(db: Db, cubeId: string, ids: readonly string[]): Promise<CubeCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(cubeCards)
    .where(and(eq(cubeCards.cubeId, cubeId), inArray(cubeCards.id, [...new Set(ids)])))
    .orderBy(asc(cubeCards.addedAt), asc(cubeCards.id));
  return rows.map(toCubeCard);
}

/** How many entries the cube holds on all its boards (an index-only count). */
export async function countCards(db: Db, cubeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cubeCards).where(eq(cubeCards.cubeId, cubeId));
  return row?.n ?? 0;
}

/**
 * Inserts card entries as one JSON parameter unpacked by the database: a 5,000-card import spent 4.6 s
 * of its 7 s binding 80,000 parameters one by one (bench:import); the JSON costs one stringify.
 */
export async function insertCards(db: Db, cubeId: string, cards: readonly CubeCard[]): Promise<void> {
  if (cards.length === 0) return;
  const rows = JSON.stringify(cards);
  await db.execute(sql`
    insert into ${cubeCards} (id, cube_id, card_id, name, printing_id, board, finish, status, tags, notes,
      color_category, image_url, mana_value, type_line, rarity, added_at)
    select r.id, ${cubeId}, r."cardId", r.name, r."printingId", r.board, r.finish, r.status,
      coalesce(r.tags, '{}'), coalesce(r.notes, ''), r."colorCategory", r."imageUrl", r."manaValue",
      r."typeLine", r.rarity, r."addedAt"
    from jsonb_to_recordset(${rows}::jsonb) as r(id text, "cardId" text, name text, "printingId" text,
      board text, finish text, status text, tags text[], notes text, "colorCategory" text,
      "imageUrl" text, "manaValue" double precision, "typeLine" text, rarity text, "addedAt" timestamptz)`);
}

/** Writes a card diff: removed and changed rows are deleted, added and changed rows (re)inserted. */
export async function writeCardDiff(db: Db, cubeId: string, diff: CubeDiff, after: readonly CubeCard[]) {
  const changedIds = new Set(diff.changed.map((c) => c.id));
  const gone = [...diff.removed.map((c) => c.id), ...changedIds];
  for (let i = 0; i < gone.length; i += INSERT_CHUNK) {
    const chunk = gone.slice(i, i + INSERT_CHUNK);
    await db.delete(cubeCards).where(and(eq(cubeCards.cubeId, cubeId), inArray(cubeCards.id, chunk)));
  }
  await insertCards(db, cubeId, [...diff.added, ...after.filter((c) => changedIds.has(c.id))]);
}

/**
 * Records version `number` with its diff. Only the database's timestamp comes back: an import's diff
 * holds every card it added, and returning it parsed megabytes of JSON the caller already had.
 */
export async function insertVersion(
  db: Db,
  v: { cubeId: string; number: number; authorId: string | null; summary: string; diff: CubeDiff },
): Promise<typeof cubeVersions.$inferSelect> {
  const row = { ...v, counts: diffCounts(v.diff) };
  const [made] = await db.insert(cubeVersions).values(row).returning({ createdAt: cubeVersions.createdAt });
  return { ...row, createdAt: made!.createdAt };
}

/** Diffs of versions after `from` up to and including `to`, oldest first. */
export async function loadDiffs(db: Db, cubeId: string, from: number, to: number): Promise<CubeDiff[]> {
  if (to <= from) return [];
  const rows = await db
    .select({ diff: cubeVersions.diff })
    .from(cubeVersions)
    .where(and(eq(cubeVersions.cubeId, cubeId), gt(cubeVersions.number, from), lte(cubeVersions.number, to)))
    .orderBy(asc(cubeVersions.number));
  return rows.map((r) => r.diff);
}

/** Main-board and maybeboard entry counts (extra boards count in neither). */
export function boardCounts(cards: readonly CubeCard[]) {
  let cardCount = 0;
  let maybeCount = 0;
  for (const c of cards) {
    if (c.board === 'main') cardCount++;
    else if (c.board === 'maybe') maybeCount++;
  }
  return { cardCount, maybeCount };
}
