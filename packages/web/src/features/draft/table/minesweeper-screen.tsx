import type { DraftCard } from '@cubewright/core/draft';
import { useMemo } from 'react';
import { useCardMap } from '../draft-api';
import {
  arrowKeys,
  CardButton,
  CardTile,
  type ModeScreenProps,
  myTurn,
  SeatList,
  TurnLine,
} from './mode-screen-parts';

// Minesweeper: a grid of face-down cards; take a face-up one and its four neighbours turn up. The grid
// keeps its shape at any width (it scrolls sideways at 390 px rather than wrapping, which would break
// the neighbours), and each cell says which row and column it is in for a screen reader.

export function MinesweeperScreen({ view, send, pending }: ModeScreenProps<'minesweeper'>) {
  const { width, height, cells, gridNumber, grids, picksLeft } = view.table;
  const faceUp = useMemo(() => cells.filter((c): c is DraftCard => c !== null && c !== 'down'), [cells]);
  const cards = useCardMap(useMemo(() => faceUp.map((c) => c.cardId), [faceUp]));
  const mine = myTurn(view);
  return (
    <div className="grid min-w-0 content-start gap-3">
      <h1 className="text-xl font-semibold">
        Minesweeper: grid {gridNumber + 1} of {grids}, {picksLeft} {picksLeft === 1 ? 'pick' : 'picks'} left
        from it
      </h1>
      <TurnLine view={view} yours="take a face-up card" theirs="take a face-up card" />
      <SeatList view={view} />
      <div className="overflow-x-auto pb-2">
        <fieldset
          aria-label={`Grid of ${width} by ${height}: ${faceUp.length} face up`}
          onKeyDown={arrowKeys}
          className="grid gap-1"
          style={{ gridTemplateColumns: `repeat(${width}, minmax(4.5rem, 1fr))` }}
          data-testid="minesweeper-grid"
        >
          {cells.map((cell, i) => {
            const where = `row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`;
            if (cell === null)
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their places
                <div key={i} aria-label={`${where}: taken`} role="img" className="aspect-[488/680]" />
              );
            if (cell === 'down')
              return (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their places
                  key={i}
                  role="img"
                  aria-label={`${where}: face down`}
                  className="aspect-[488/680] rounded-md border-2 border-zinc-700 bg-gradient-to-br from-zinc-600 to-zinc-800"
                />
              );
            return mine ? (
              <CardButton
                key={cell.id}
                card={cell}
                data={cards.get(cell.cardId)}
                label={`Take (${where})`}
                disabled={pending}
                onClick={() => send({ cell: i })}
              />
            ) : (
              <CardTile key={cell.id} card={cell} data={cards.get(cell.cardId)} />
            );
          })}
        </fieldset>
      </div>
    </div>
  );
}
