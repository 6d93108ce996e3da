import { z } from 'zod';
import { boardIdSchema, boardNameSchema } from '../cube/board-schemas';
import { type CubeBoard, EXTRA_BOARD_ID } from '../cube/boards';

/*
 * A cube's extra boards (each needs edit rights; core/cube/boards.ts):
 *   POST   /api/cubes/:id/boards                 CreateBoardBody  -> 201 BoardsResponse
 *   PATCH  /api/cubes/:id/boards/:boardId        RenameBoardBody  -> BoardsResponse
 *   PUT    /api/cubes/:id/boards/order           ReorderBoardsBody -> BoardsResponse
 *   DELETE /api/cubes/:id/boards/:boardId        DeleteBoardBody  -> BoardsResponse (its cards moved or removed)
 */

const extraBoardId = z.string().max(40).regex(EXTRA_BOARD_ID, 'There is no such board in this cube');

export const boardParamsSchema = z.object({ id: z.string().min(1).max(64), boardId: extraBoardId });
export const createBoardBodySchema = z.object({ name: boardNameSchema }).strict();
export const renameBoardBodySchema = createBoardBodySchema;
export const reorderBoardsBodySchema = z.object({ ids: z.array(extraBoardId).max(20) }).strict();
/** What happens to the deleted board's cards: moved to `to` (main, maybe or another board), or removed. */
export const deleteBoardBodySchema = z.discriminatedUnion('cards', [
  z.object({ cards: z.literal('move'), to: boardIdSchema }).strict(),
  z.object({ cards: z.literal('remove') }).strict(),
]);
export type DeleteBoardRequest = z.infer<typeof deleteBoardBodySchema>;

export interface BoardsResponse {
  boards: CubeBoard[];
}
