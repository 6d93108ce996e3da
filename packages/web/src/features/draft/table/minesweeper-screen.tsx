import { useConfirmedPress } from '../pick-confirm';
import type { ModeScreenProps } from './mode-screen-props';
import type { ModeView } from './table-api';
import { arrowKeys, CardButton, CardTile, countOf } from './table-cards';

// Minesweeper: a grid of face-down cards; take a face-up one and its four neighbours turn up. The grid
// keeps its shape at any width (it scrolls sideways at 390 px rather than wrapping, which would break
// the neighbours), and each cell says its row and column to a screen reader.

type MinesweeperView = ModeView<'minesweeper'>;

/** The banner's line: the grid and the picks left from it. */
export function minesweeperDetail(view: MinesweeperView): string {
  const t = view.table;
  return `Grid ${t.gridNumber + 1} of ${t.grids}: ${countOf(t.picksLeft, 'pick')} left from it. Taking a card turns its neighbours face up.`;
}

export function MinesweeperScreen({ view, canMove, move, lookup }: ModeScreenProps<MinesweeperView>) {
  const { width, height, cells } = view.table;
  const mine = view.mayMove;
  const faceUp = cells.filter((c) => c !== null && c !== 'down').length;
  // A tap on a phone selects a cell and a second tap takes it (pick-confirm.ts); a new turn clears it.
  const { selected, press } = useConfirmedPress(faceUp);
  return (
    <section aria-label="Minesweeper table" className="min-w-0 overflow-x-auto pb-2">
      <fieldset
        aria-label={`Grid of ${width} by ${height}: ${faceUp} face up`}
        onKeyDown={arrowKeys}
        className="min-w-0"
        data-testid="minesweeper-grid"
      >
        <div className="grid gap-1" style={{ gridTemplateColumns: `repeat(${width}, minmax(4.5rem, 1fr))` }}>
          {cells.map((cell, i) => {
            const where = `row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`;
            if (cell === null || cell === 'down')
              return (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their places
                  key={i}
                  role="img"
                  aria-label={`${where}: ${cell === null ? 'taken' : 'face down'}`}
                  className={
                    cell === null
                      ? 'aspect-[488/680]'
                      : 'aspect-[488/680] rounded-md border-2 border-zinc-700 bg-gradient-to-br from-zinc-600 to-zinc-800'
                  }
                />
              );
            return mine ? (
              <CardButton
                key={cell.id}
                card={cell}
                data={lookup(cell.cardId)}
                label={`${selected === cell.id ? 'Confirm: take' : 'Take'} (${where})`}
                disabled={!canMove}
                pressed={selected === cell.id}
                onClick={() => press(cell.id, () => move({ cell: i }))}
              />
            ) : (
              <CardTile key={cell.id} card={cell} data={lookup(cell.cardId)} />
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
