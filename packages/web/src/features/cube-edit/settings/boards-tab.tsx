import { allBoards, BOARD_MESSAGES, BOARDS_EXTRA_MAX, type CubeBoard } from '@cubewright/core/cube';
import type { BoardsResponse, CubeDetail, DeleteBoardRequest } from '@cubewright/core/protocol';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { api } from '../../../lib/api';
import { useCubeCards } from '../../cube-view/use-cube-cards';
import { failureText } from '../edit-api';
import { SettingsSection, selectClass } from './settings-section';
import { cubeApiPath, useRefreshCube } from './use-cube-settings';

type Run = (action: () => Promise<BoardsResponse>, done: string) => Promise<void>;

const boardsPath = (cubeId: string, board?: CubeBoard) =>
  `${cubeApiPath(cubeId)}/boards${board ? `/${encodeURIComponent(board.id)}` : ''}`;
const reorder = (cubeId: string, ids: string[]) =>
  api<BoardsResponse>(`${boardsPath(cubeId)}/order`, { method: 'PUT', body: { ids } });

/** Asks what happens to a board's cards before it is deleted: moved to another board, or removed. */
function DeleteBoardDialog({
  board,
  count,
  boards,
  onClose,
  onDelete,
}: {
  board: CubeBoard;
  count: number;
  boards: readonly CubeBoard[];
  onClose: () => void;
  onDelete: (body: DeleteBoardRequest) => void;
}) {
  const targets = allBoards(boards).filter((b) => b.id !== board.id);
  const [cards, setCards] = useState<'move' | 'remove'>('move');
  const [to, setTo] = useState('main');
  const ids = { move: useId(), remove: useId(), to: useId() };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Delete the board “{board.name}”?</DialogTitle>
        <DialogDescription>
          {count === 0
            ? 'The board has no cards.'
            : `Its ${count} ${count === 1 ? 'card is' : 'cards are'} saved as a new version, which can be reverted.`}
        </DialogDescription>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            onDelete(cards === 'move' ? { cards, to } : { cards });
          }}
        >
          {count > 0 && (
            <fieldset className="grid gap-2">
              <legend className="sr-only">What happens to its cards</legend>
              <div className="flex items-center gap-2">
                <input
                  id={ids.move}
                  type="radio"
                  name="cards"
                  checked={cards === 'move'}
                  onChange={() => setCards('move')}
                />
                <Label htmlFor={ids.move}>Move its cards to</Label>
                <select
                  id={ids.to}
                  aria-label="Board to move the cards to"
                  className={selectClass}
                  value={to}
                  disabled={cards !== 'move'}
                  onChange={(e) => setTo(e.target.value)}
                >
                  {targets.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex items-center gap-2">
                <input
                  id={ids.remove}
                  type="radio"
                  name="cards"
                  checked={cards === 'remove'}
                  onChange={() => setCards('remove')}
                />
                <Label htmlFor={ids.remove}>Remove its cards from the cube</Label>
              </div>
            </fieldset>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive">
              Delete board
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

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
      )}
    </SettingsSection>
  );
}
