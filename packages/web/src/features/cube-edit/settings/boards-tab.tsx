import { BOARD_MESSAGES, BOARDS_EXTRA_MAX, type CubeBoard } from '@cubewright/core/cube';
import type { BoardsResponse, CubeDetail } from '@cubewright/core/protocol';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { api } from '../../../lib/api';
import { useCubeCards } from '../../cube-view/use-cube-cards';
import { failureText } from '../edit-api';
import { SettingsSection } from './settings-section';
import { cubeApiPath, useRefreshCube } from './use-cube-settings';

type Run = (action: () => Promise<BoardsResponse>, done: string) => Promise<void>;

const boardsPath = (cubeId: string, board?: CubeBoard) =>
  `${cubeApiPath(cubeId)}/boards${board ? `/${encodeURIComponent(board.id)}` : ''}`;
const reorder = (cubeId: string, ids: string[]) =>
  api<BoardsResponse>(`${boardsPath(cubeId)}/order`, { method: 'PUT', body: { ids } });

// The delete dialog (Radix's, ~14 KB gzip with its focus trap and scroll lock) loads when a board's
// Delete is pressed, not with the tab (ADR 0074).
const DeleteBoardDialog = lazy(() => import('./delete-board-dialog'));

/** One named board: rename in place, move up or down, delete. */
function BoardRow({
  cubeId,
  board,
  index,
  count,
  boards,
  run,
  onDelete,
}: {
  cubeId: string;
  board: CubeBoard;
  index: number;
  count: number;
  boards: CubeBoard[];
  run: Run;
  onDelete: () => void;
}) {
  const [name, setName] = useState(board.name);
  const inputId = useId();
  const move = (by: -1 | 1) => {
    const order = boards.map((b) => b.id);
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    return order;
  };
  return (
    <li className="flex flex-wrap items-end gap-2 border-b border-zinc-100 py-2">
      <form
        className="flex min-w-0 flex-1 items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            () => api<BoardsResponse>(boardsPath(cubeId, board), { method: 'PATCH', body: { name } }),
            `Renamed to “${name.trim()}”.`,
          );
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={inputId}>
            Name of board {index + 1} ({count} {count === 1 ? 'card' : 'cards'})
          </Label>
          <Input id={inputId} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={name.trim() === board.name}>
          Rename
        </Button>
      </form>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${board.name} up`}
        disabled={index === 0}
        onClick={() => void run(() => reorder(cubeId, move(-1)), `Moved ${board.name} up.`)}
      >
        <ArrowUp className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${board.name} down`}
        disabled={index === boards.length - 1}
        onClick={() => void run(() => reorder(cubeId, move(1)), `Moved ${board.name} down.`)}
      >
        <ArrowDown className="size-4" />
      </Button>
      <Button variant="outline" className="text-red-700" onClick={onDelete}>
        Delete {board.name}
      </Button>
    </li>
  );
}

/** Boards: the cube's named boards besides the main board and the maybeboard (editors manage them). */
export default function BoardsTab({ cube }: { cube: CubeDetail }) {
  const refresh = useRefreshCube(cube.id);
  const { boards: items } = useCubeCards(cube.id);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState<CubeBoard | null>(null);
  const nameId = useId();
  if (!cube.permissions.canEdit) return <FormMessage error="You do not have permission to edit this cube" />;
  const boards = cube.boards;
  const countOf = (id: string) => items?.[id]?.length ?? 0;

  const run: Run = async (action, done) => {
    setPending(true);
    setError(null);
    setSuccess(null);
    try {
      await action();
      await refresh();
      setSuccess(done);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setPending(false);
    }
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    const typed = name.trim();
    void run(async () => {
      const res = await api<BoardsResponse>(boardsPath(cube.id), { body: { name: typed } });
      setName('');
      return res;
    }, `Added the board “${typed}”.`);
  };
  const full = boards.length >= BOARDS_EXTRA_MAX;

  return (
    <SettingsSection
      title="Boards"
      description={`Besides the main board (what drafts use) and the maybeboard, a cube may keep up to ${BOARDS_EXTRA_MAX} named boards: tokens, basics, a sideboard, cards cut from the last update. Move cards onto them in the list editor.`}
    >
      <ul aria-label="Named boards" className="grid">
        {boards.map((board, index) => (
          <BoardRow
            cubeId={cube.id}
            key={`${board.id}:${board.name}`}
            board={board}
            index={index}
            count={countOf(board.id)}
            boards={boards}
            run={run}
            onDelete={() => setDeleting(board)}
          />
        ))}
        {boards.length === 0 && <li className="text-sm text-zinc-600">No named boards yet.</li>}
      </ul>
      <form onSubmit={add} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1">
          <Label htmlFor={nameId}>New board</Label>
          <Input
            id={nameId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Tokens"
            disabled={full}
          />
        </div>
        <Button type="submit" disabled={pending || full || !name.trim()}>
          Add board
        </Button>
      </form>
      {full && <p className="text-sm text-zinc-700">{BOARD_MESSAGES.tooMany}.</p>}
      <FormMessage error={error} success={success} />
      {deleting && (
        <Suspense fallback={null}>
          <DeleteBoardDialog
            board={deleting}
            count={countOf(deleting.id)}
            boards={boards}
            onClose={() => setDeleting(null)}
            onDelete={(body) => {
              const board = deleting;
              setDeleting(null);
              void run(
                () => api<BoardsResponse>(boardsPath(cube.id, board), { method: 'DELETE', body }),
                `Deleted the board “${board.name}”.`,
              );
            }}
          />
        </Suspense>
      )}
    </SettingsSection>
  );
}
