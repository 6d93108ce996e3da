import { dateOf } from '@cubewright/core/clock';
import {
  type Actor,
  type CubeBoard,
  DEFAULT_DRAFT_FORMATS,
  type DraftFormats,
  type DraftFormatsResponse,
  hasBoard,
} from '@cubewright/core/cube';
import { unknownSlotBoard } from '@cubewright/core/draft';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeDraftFormats, cubes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { CubeCommandDeps } from '../deps';
import { cubeFor } from './access';

// The cube's draft formats, stored as one validated document (core/cube/draft-formats.ts) and replaced
// whole by PUT; a cube nobody configured answers the defaults.

/** The stored formats, or the defaults (updatedAt null). Needs canView. */
export async function getDraftFormats(
  db: Db,
  actor: Actor | null,
  cubeId: string,
): Promise<DraftFormatsResponse> {
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const [row] = await db.select().from(cubeDraftFormats).where(eq(cubeDraftFormats.cubeId, cube.id));
  return row
    ? { formats: row.formats, updatedAt: row.updatedAt.toISOString() }
    : { formats: DEFAULT_DRAFT_FORMATS, updatedAt: null };
}

/** A slot may draw from several boards, each one the cube has (a deleted board fails at deal time). */
function checkSlotBoards(formats: DraftFormats, boards: readonly CubeBoard[]): void {
  for (const format of formats.custom) {
    const problem = unknownSlotBoard(format.packs, (id) => hasBoard(id, boards));
    if (problem) throw new HttpError(400, `“${format.name}”: ${problem}`, 'unknown_board');
  }
}

/** Replaces the cube's formats (owner and editors). */
export async function saveDraftFormats(
  ctx: CubeCommandDeps,
  author: Actor & { username: string },
  cubeId: string,
  formats: DraftFormats,
): Promise<DraftFormatsResponse> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    checkSlotBoards(formats, cube.boards);
    const now = dateOf(ctx.clock);
    await tx.update(cubes).set({ updatedAt: now }).where(eq(cubes.id, cube.id));
    const values = { cubeId: cube.id, formats, updatedBy: author.id, updatedAt: now };
    const [row] = await tx
      .insert(cubeDraftFormats)
      .values(values)
      .onConflictDoUpdate({ target: cubeDraftFormats.cubeId, set: values })
      .returning();
    return row!;
  });
  await ctx.events.publish('cube:changed', { cubeId, kind: 'draft-formats', by: author });
  return { formats: row.formats, updatedAt: row.updatedAt.toISOString() };
}
