import { dateOf } from '@cubewright/core/clock';
import {
  type Actor,
  BOARD_MESSAGES,
  BOARDS_EXTRA_MAX,
  boardNameProblem,
  type CardOp,
  type CubeBoard,
} from '@cubewright/core/cube';
import type { BoardsResponse, DeleteBoardRequest } from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubes } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import type { CubeCommandDeps } from '../deps';
import { cubeFor } from './access';
import { cardLookupOf } from './card-lookup';
import { newBoardId } from './ids';
import { announceBatch, type SavedBatch, saveInTransaction } from './save-changes';
import { type LoadedCube, loadCards } from './store';

// A cube's extra boards (core/cube/boards.ts): add, rename, reorder and delete, by people who may edit
// the cube. Each change drops the cube's cached bytes (the cube:changed event), like a settings change.

type Author = Actor & { username: string };

/** Writes the cube's board list (at `now`, the clock's) and returns the cube with it. */
async function writeBoards(tx: Db, cube: LoadedCube, boards: CubeBoard[], now: Date): Promise<LoadedCube> {
  await tx.update(cubes).set({ boards, updatedAt: now }).where(eq(cubes.id, cube.id));
  return { ...cube, boards };
}

/** Appends boards (an import's new ones), refusing to pass the limit. */
export async function addBoards(
  tx: Db,
  cube: LoadedCube,
  boards: CubeBoard[],
  now: Date,
): Promise<LoadedCube> {
  const next = [...cube.boards, ...boards];
  if (next.length > BOARDS_EXTRA_MAX) throw new HttpError(400, BOARD_MESSAGES.tooMany, 'too_many_boards');
  return writeBoards(tx, cube, next, now);
}

const notFound = () => new HttpError(404, BOARD_MESSAGES.unknown, 'not_found');

function checkName(name: string, boards: readonly CubeBoard[], except?: string) {
  const problem = boardNameProblem(name, boards, except);
  if (problem) throw new HttpError(409, problem, 'board_name_taken');
}

/** Runs `change` on the locked cube's boards in a transaction, then announces the cube changed. */
async function changeBoards(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  change: (tx: Db, cube: LoadedCube) => Promise<{ boards: CubeBoard[]; batch?: SavedBatch }>,
): Promise<BoardsResponse> {
  const { boards, batch } = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    return change(tx, cube);
  });
  if (batch) await announceBatch(ctx, author, batch);
  await ctx.events.publish('cube:changed', { cubeId, kind: 'settings', by: author });
  return { boards };
}

/** POST /api/cubes/:id/boards: a new board at the end. */
export function createBoard(ctx: CubeCommandDeps, author: Author, cubeId: string, name: string) {
  return changeBoards(ctx, author, cubeId, async (tx, cube) => {
    checkName(name, cube.boards);
    const written = await addBoards(tx, cube, [{ id: newBoardId(), name }], dateOf(ctx.clock));
    return { boards: written.boards };
  });
}

/** PATCH /api/cubes/:id/boards/:boardId: renames a board (its cards keep their board id). */
export function renameBoard(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  boardId: string,
  name: string,
) {
  return changeBoards(ctx, author, cubeId, async (tx, cube) => {
    if (!cube.boards.some((b) => b.id === boardId)) throw notFound();
    checkName(name, cube.boards, boardId);
    const written = await writeBoards(
      tx,
      cube,
      cube.boards.map((b) => (b.id === boardId ? { ...b, name } : b)),
      dateOf(ctx.clock),
    );
    return { boards: written.boards };
  });
}

/** PUT /api/cubes/:id/boards/order: the extra boards in a new order (every one, each once). */
export function reorderBoards(ctx: CubeCommandDeps, author: Author, cubeId: string, ids: string[]) {
  return changeBoards(ctx, author, cubeId, async (tx, cube) => {
    const same = ids.length === cube.boards.length && new Set(ids).size === ids.length;
    if (!same || !ids.every((id) => cube.boards.some((b) => b.id === id))) {
      throw badRequest('The order must list each of the cube’s boards once');
    }
    const byId = new Map(cube.boards.map((b) => [b.id, b]));
    const written = await writeBoards(
      tx,
      cube,
      ids.map((id) => byId.get(id)!),
      dateOf(ctx.clock),
    );
    return { boards: written.boards };
  });
}

/**
 * DELETE /api/cubes/:id/boards/:boardId: removes a board. Its cards move to another board or are
 * removed, as one saved version (so the change shows in the history and can be reverted), in the same
 * transaction as the board's removal.
 */
export function deleteBoard(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  boardId: string,
  body: DeleteBoardRequest,
) {
  return changeBoards(ctx, author, cubeId, async (tx, cube) => {
    const board = cube.boards.find((b) => b.id === boardId);
    if (!board) throw notFound();
    const rest = cube.boards.filter((b) => b.id !== boardId);
    const to = body.cards === 'move' ? body.to : null;
    if (
      to !== null &&
      (to === boardId || !(to === 'main' || to === 'maybe' || rest.some((b) => b.id === to)))
    ) {
      throw badRequest('Choose another board of this cube to move the cards to');
    }
    const held = (await loadCards(tx, cube.id)).filter((c) => c.board === boardId);
    const ops: CardOp[] = held.map((c) =>
      to === null ? { type: 'remove', id: c.id } : { type: 'move', id: c.id, board: to },
    );
    const summary = `Deleted the board “${board.name}”${held.length ? (to === null ? ` and its ${held.length} cards` : `, moving its cards`) : ''}`;
    const batch = ops.length
      ? await saveInTransaction(
          tx,
          cardLookupOf(ctx),
          author,
          cube,
          { baseVersion: cube.version, ops, summary: summary.slice(0, 500) },
          dateOf(ctx.clock),
        )
      : undefined;
    const written = await writeBoards(tx, cube, rest, dateOf(ctx.clock));
    return { boards: written.boards, ...(batch ? { batch } : {}) };
  });
}
