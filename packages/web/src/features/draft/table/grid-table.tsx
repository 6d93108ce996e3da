import { useState } from 'react';
import { DraftCardFace } from '../draft-card';
import { type ModeScreenProps, seatName } from './mode-screen-props';
import type { ModeView } from './table-api';

type GridView = ModeView<'grid'>;
type Line = { line: 'row' | 'column'; index: number };

const SIDE = 3;
/**
 * The grid is as wide as lets its three rows of cards fit the window's height below the header and the
 * banner (about 13rem at most): at 1280x800 the third row was below the fold and a player scrolled
 * before every pick. 0.7176 is a card's width over its height (488/680); 6.125rem is the row buttons'
 * column and the gaps. Never wider than 42rem, never narrower than 20rem (a short window scrolls).
 */
const GRID_MAX_WIDTH = 'max(20rem, min(42rem, calc(6.125rem + (100dvh - 13rem) * 0.7176)))';
/** The row and column numbers, 0-based. */
const INDEXES = [0, 1, 2];
const cellsOf = (l: Line) =>
  Array.from({ length: SIDE }, (_, k) => (l.line === 'row' ? l.index * SIDE + k : k * SIDE + l.index));

/** The banner's line: which grid is on the table and who picks from it after the seat to move. */
export function gridDetail(view: GridView): string {
  const t = view.table;
  const after = t.toPick.slice(1).map((s) => seatName(view, s));
  // "Next to pick", not "Then X picks": the list may end in "you" ("Then you picks.").
  return `Grid ${t.gridNumber + 1} of ${t.grids}.${after.length ? ` Next to pick: ${after.join(', then ')}.` : ''}`;
}

/**
 * Grid: the face-up 3x3 grid; a button above each column and beside each row takes that line (the cards
 * it still holds). Pointing at or focusing a line's button marks its cards.
 */
export function GridTable({ view, canMove, move, lookup }: ModeScreenProps<GridView>) {
  const t = view.table;
  const [marked, setMarked] = useState<Line | null>(null);
  const markedCells = marked ? new Set(cellsOf(marked)) : new Set<number>();
  const count = (l: Line) => cellsOf(l).filter((c) => t.grid[c]).length;
  const lineButton = (l: Line) => {
    const n = count(l);
    const name = `${l.line} ${l.index + 1}`;
    return (
      <button
        key={name}
        type="button"
        data-testid={`grid-${l.line}`}
        disabled={!canMove || n === 0}
        aria-label={`Take ${name} (${n} card${n === 1 ? '' : 's'})`}
        onClick={() => move(l)}
        onPointerEnter={() => setMarked(l)}
        onPointerLeave={() => setMarked(null)}
        onFocus={() => setMarked(l)}
        onBlur={() => setMarked(null)}
        className="rounded-md border border-zinc-300 bg-white px-1 py-1 text-xs font-medium hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
      >
        {l.line === 'row' ? `Row ${l.index + 1} →` : `Column ${l.index + 1} ↓`}
      </button>
    );
  };
  const lines = (line: Line['line']) => INDEXES.map((index) => lineButton({ line, index }));
  const rows = lines('row');
  return (
    <section aria-label="Grid" className="grid gap-2" style={{ maxWidth: GRID_MAX_WIDTH }}>
      <div className="grid grid-cols-[3.5rem_repeat(3,minmax(0,1fr))] gap-1.5 sm:grid-cols-[5rem_repeat(3,minmax(0,1fr))]">
        <span />
        {lines('column')}
        {INDEXES.map((r) => (
          <div key={r} className="contents">
            {rows[r]}
            {INDEXES.map((k) => {
              const cell = r * SIDE + k;
              const card = t.grid[cell];
              return (
                <div
                  key={cell}
                  data-testid="grid-cell"
                  className={`min-w-0 rounded-md ${markedCells.has(cell) && card ? 'outline-3 outline-brand' : ''}`}
                >
                  {card ? (
                    <DraftCardFace card={card} data={lookup(card.cardId)} />
                  ) : (
                    <div className="flex aspect-[488/680] items-center justify-center rounded-md border border-dashed border-zinc-300 text-xs text-zinc-500">
                      taken
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
