// Grid draft (2-3 players). The cards are dealt face up into 3x3 grids, one grid at a time. Every
// seat takes one row or one column of the grid in turn (a line with a card already taken still
// counts, with the cards it has left); then the cards nobody took are burned and the next grid is
// dealt. The first seat to pick moves one seat on with each grid, so the picking order alternates.
// Everything is face up: the grid, every seat's picks, the burned cards.
import { z } from 'zod';
import { addedValue } from '../../bots/judge';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { GRID_SEATS, gridInfo } from './grid-info';
import { mainBoardCards } from './move-fields';
import {
  bestIndex,
  checkCards,
  cloneTurnBase,
  dealCards,
  type TurnSetup,
  takeInto,
  turnBase,
} from './turn-setup';
import { turnViewFor } from './turn-view';
import type { TurnMode, TurnState } from './types';

export const GRID_SIDE = 3;
const CELLS = GRID_SIDE * GRID_SIDE;

export interface GridMove {
  line: 'row' | 'column';
  index: number;
}

export interface GridState extends TurnState<'grid', GridMove> {
  /** Grids still to deal, nine cards each in reading order. */
  upcoming: DraftCard[][];
  /** The grid on the table in reading order; null where a card was taken. */
  grid: (DraftCard | null)[];
  /** The grid's number (0-based) and how many there are. */
  gridNumber: number;
  grids: number;
  /** Seats that have picked from this grid. */
  gridPicks: number;
}

export interface GridSetup extends TurnSetup {
  cards: DraftCard[];
  /** How many grids to deal; default 18 (162 cards). */
  grids?: number;
}

/** A waiting Grid draft, or why the seats, cards or settings do not fit. */
export function createGrid(setup: GridSetup): Result<GridState> {
  const base = turnBase('grid', 'Grid draft', setup, GRID_SEATS);
  if (!base.ok) return base;
  const grids = setup.grids ?? 18;
  if (!Number.isInteger(grids) || grids < 1 || grids > 60) return fail('Grid draft deals 1 to 60 grids.');
  const need = grids * CELLS;
  const bad = checkCards(setup.cards, need, `Grid draft with ${grids} grids`);
  if (bad) return fail(bad);
  const dealt = dealCards(setup.cards, need, setup.seed);
  const upcoming = Array.from({ length: grids }, (_, g) => dealt.slice(g * CELLS, (g + 1) * CELLS));
  return ok({ ...base.value, upcoming, grid: [], gridNumber: -1, grids, gridPicks: 0 });
}

/** The cells of a line, in order. */
export function lineCells(m: GridMove): number[] {
  return Array.from({ length: GRID_SIDE }, (_, k) =>
    m.line === 'row' ? m.index * GRID_SIDE + k : k * GRID_SIDE + m.index,
  );
}

const ALL_LINES: GridMove[] = (['row', 'column'] as const).flatMap((line) =>
  Array.from({ length: GRID_SIDE }, (_, index) => ({ line, index })),
);

function dealNext(s: GridState): void {
  s.gridNumber++;
  s.gridPicks = 0;
  const next = s.upcoming.shift();
  // A copy: taking cards writes nulls into the grid, and `upcoming` shares its arrays with older states.
  s.grid = next ? next.slice() : [];
  s.turn = next ? s.gridNumber % s.seats.length : null;
}

const lineCards = (s: GridState, m: GridMove) =>
  lineCells(m)
    .map((c) => s.grid[c])
    .filter((c): c is DraftCard => c != null);

export const grid: TurnMode<GridState, GridMove> = {
  id: 'grid',
  publicPools: true,
  begin: dealNext,
  refuse(s, _seat, m) {
    if (
      (m.line !== 'row' && m.line !== 'column') ||
      !Number.isInteger(m.index) ||
      m.index < 0 ||
      m.index >= GRID_SIDE
    )
      return `Choose a row or a column from 1 to ${GRID_SIDE}.`;
    if (lineCards(s, m).length === 0) return `That ${m.line} has no cards left.`;
    return null;
  },
  play(s, seat, m, auto) {
    const cards = lineCards(s, m);
    for (const c of lineCells(m)) s.grid[c] = null;
    takeInto(s, seat, cards, `${m.line} ${m.index + 1} of grid ${s.gridNumber + 1}`, auto);
    s.gridPicks++;
    const left = s.grid.filter((c): c is DraftCard => c !== null);
    if (s.gridPicks < s.seats.length && left.length > 0) {
      s.turn = (s.gridNumber + s.gridPicks) % s.seats.length;
      return;
    }
    s.burned.push(...left);
    dealNext(s);
  },
  botMove(s, seat, judge, rng) {
    // A grid bot judges whole lines: what the line's cards add over filler, summed.
    const pool = s.seats[seat]!.pool;
    const legal = ALL_LINES.filter((m) => lineCards(s, m).length > 0);
    const values = legal.map((m) => addedValue(judge.scores(lineCards(s, m), pool)));
    return legal[bestIndex(values, rng)]!;
  },
  clone(s) {
    return { ...cloneTurnBase(s), upcoming: s.upcoming.slice(), grid: s.grid.slice() };
  },
  tableCards: (s) => [...s.upcoming.flat(), ...s.grid.filter((c): c is DraftCard => c !== null)],
};

/** The Grid table: the face-up grid and where the draft is; every seat sees the same. */
export interface GridTable {
  grid: (DraftCard | null)[];
  gridNumber: number;
  grids: number;
  /** Seats still to pick from this grid, in order. */
  toPick: number[];
}

export function gridView(s: GridState, seat: number | null) {
  return turnViewFor(
    grid,
    s,
    seat,
    (st): GridTable => ({
      grid: st.grid.slice(),
      gridNumber: Math.max(0, Math.min(st.gridNumber, st.grids - 1)),
      grids: st.grids,
      toPick:
        st.turn === null
          ? []
          : Array.from(
              { length: st.seats.length - st.gridPicks },
              (_, k) => (st.gridNumber + st.gridPicks + k) % st.seats.length,
            ),
    }),
  );
}

/** Grid as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const gridMode = defineMode({
  info: gridInfo,
  create: (d) => createGrid({ ...d, cards: mainBoardCards(d.cube), grids: d.settings.grids }),
  rules: grid,
  view: gridView,
  tableSchema: tableOf<GridTable>(),
  moveSchema: z.strictObject({
    line: z.enum(['row', 'column'], { error: 'Choose a row or a column' }),
    index: z
      .number()
      .int()
      .min(0, 'Rows and columns are numbered 0 to 2')
      .max(2, 'Rows and columns are numbered 0 to 2'),
  }),
});
