import { allBoards, type CubeBoard } from '@cubewright/core/cube';
import type { DeleteBoardRequest } from '@cubewright/core/protocol';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/input';
import { selectClass } from './settings-section';

/** Asks what happens to a board's cards before it is deleted: moved to another board, or removed. */
export default function DeleteBoardDialog({
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
