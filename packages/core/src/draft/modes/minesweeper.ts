// Minesweeper draft. Each round the cards are laid face down in a grid (9 by 9 by default) and the
// middle card is turned face up. In turn (the first seat moving on one each grid), each seat takes
// one face-up card; taking a card turns its four neighbours face up. When the grid's picks are made
// (nine per seat by default) the cards left are burned and the next grid is laid. Should no face-up
// card be left while picks remain, every card still down is turned up, so the draft never stalls.
// Face-up cards and every seat's picks are public; face-down cards are hidden from everyone.
import { z } from 'zod';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { MINESWEEPER_SEATS, minesweeperInfo } from './minesweeper-info';
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

export interface MinesweeperMove {
  /** The cell (row * width + column) of a face-up card. */
  cell: number;
}

export interface MinesweeperState extends TurnState<'minesweeper', MinesweeperMove> {
  upcoming: DraftCard[][];
  /** The grid in reading order; null where a card was taken. */
  grid: (DraftCard | null)[];
  revealed: boolean[];
  width: number;
  height: number;
  gridNumber: number;
  grids: number;
  picksPerSeat: number;
  /** Picks made from this grid, over all seats. */
  gridPicks: number;
}

export interface MinesweeperSetup extends TurnSetup {
  cards: DraftCard[];
  grids?: number;
  width?: number;
  height?: number;
  /** Picks each seat makes from one grid. */
  picksPerSeat?: number;
}

/** A waiting Minesweeper draft, or why the seats, cards or settings do not fit. */
export function createMinesweeper(setup: MinesweeperSetup): Result<MinesweeperState> {
  const base = turnBase('minesweeper', 'Minesweeper draft', setup, MINESWEEPER_SEATS);
  if (!base.ok) return base;
  const [grids, width, height, picksPerSeat] = [
    setup.grids ?? 3,
    setup.width ?? 9,
    setup.height ?? 9,
    setup.picksPerSeat ?? 9,
  ];
  if (![grids, width, height, picksPerSeat].every((x) => Number.isInteger(x) && x >= 1 && x <= 20))
    return fail('Grids, width, height and picks must be whole numbers from 1 to 20.');
  if (picksPerSeat * setup.seats.length > width * height)
    return fail(
      `A ${width} by ${height} grid holds ${width * height} cards; ${setup.seats.length} players taking ${picksPerSeat} each need more.`,
    );
  const size = width * height;
  const bad = checkCards(
    setup.cards,
    grids * size,
    `Minesweeper draft with ${grids} grids of ${width} by ${height}`,
  );
  if (bad) return fail(bad);
  const dealt = dealCards(setup.cards, grids * size, setup.seed);
  const upcoming = Array.from({ length: grids }, (_, g) => dealt.slice(g * size, (g + 1) * size));
  return ok({
    ...base.value,
    upcoming,
    grid: [],
    revealed: [],
    width,
    height,
    gridNumber: -1,
    grids,
    picksPerSeat,
    gridPicks: 0,
  });
}

function layNext(s: MinesweeperState): void {
  s.gridNumber++;
  s.gridPicks = 0;
  const next = s.upcoming.shift();
  // A copy: taking cards writes nulls into the grid, and `upcoming` shares its arrays with older states.
  s.grid = next ? next.slice() : [];
  s.revealed = s.grid.map(() => false);
  if (!next) {
    s.turn = null;
    return;
  }
  s.revealed[Math.floor(s.height / 2) * s.width + Math.floor(s.width / 2)] = true;
  s.turn = s.gridNumber % s.seats.length;
}

/** Cells holding a face-up card: the ones a seat may take. */
export function takeableCells(s: MinesweeperState): number[] {
  const out: number[] = [];
  for (let c = 0; c < s.grid.length; c++) if (s.grid[c] && s.revealed[c]) out.push(c);
  return out;
}

function reveal(s: MinesweeperState, cell: number): void {
  const [r, c] = [Math.floor(cell / s.width), cell % s.width];
  if (r > 0) s.revealed[cell - s.width] = true;
  if (r < s.height - 1) s.revealed[cell + s.width] = true;
  if (c > 0) s.revealed[cell - 1] = true;
  if (c < s.width - 1) s.revealed[cell + 1] = true;
}

export const minesweeper: TurnMode<MinesweeperState, MinesweeperMove> = {
  id: 'minesweeper',
  publicPools: true,
  begin: layNext,
  refuse(s, _seat, m) {
    if (!Number.isInteger(m.cell) || !s.grid[m.cell]) return 'There is no card in that cell.';
    return s.revealed[m.cell] ? null : 'That card is face down: take a face-up card.';
  },
  play(s, seat, m, auto) {
    const card = s.grid[m.cell]!;
    s.grid[m.cell] = null;
    takeInto(s, seat, [card], `grid ${s.gridNumber + 1}`, auto);
    reveal(s, m.cell);
    s.gridPicks++;
    const left = s.grid.filter((c): c is DraftCard => c !== null);
    if (s.gridPicks < s.picksPerSeat * s.seats.length && left.length > 0) {
      if (takeableCells(s).length === 0) s.revealed = s.revealed.map(() => true);
      s.turn = (s.gridNumber + s.gridPicks) % s.seats.length;
      return;
    }
    s.burned.push(...left);
    layNext(s);
  },
  botMove(s, seat, judge, rng) {
    const cells = takeableCells(s);
    const scores = judge.scores(
      cells.map((c) => s.grid[c]!),
      s.seats[seat]!.pool,
    );
    return { cell: cells[bestIndex(scores, rng)]! };
  },
  clone(s) {
    return {
      ...cloneTurnBase(s),
      upcoming: s.upcoming.slice(),
      grid: s.grid.slice(),
      revealed: s.revealed.slice(),
    };
  },
  tableCards: (s) => [...s.upcoming.flat(), ...s.grid.filter((c): c is DraftCard => c !== null)],
};

/** The Minesweeper table: face-up cards by cell, 'down' for a face-down card, null for a taken one. */
export interface MinesweeperTable {
  width: number;
  height: number;
  cells: (DraftCard | 'down' | null)[];
  gridNumber: number;
  grids: number;
  picksLeft: number;
}

export function minesweeperView(s: MinesweeperState, seat: number | null) {
  return turnViewFor(
    minesweeper,
    s,
    seat,
    (st): MinesweeperTable => ({
      width: st.width,
      height: st.height,
      cells: st.grid.map((c, i) => (c === null ? null : st.revealed[i] ? c : 'down')),
      gridNumber: Math.max(0, Math.min(st.gridNumber, st.grids - 1)),
      grids: st.grids,
      picksLeft: st.turn === null ? 0 : st.picksPerSeat * st.seats.length - st.gridPicks,
    }),
  );
}

/** Minesweeper as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const minesweeperMode = defineMode({
  info: minesweeperInfo,
  create: (d) => createMinesweeper({ ...d, ...d.settings, cards: mainBoardCards(d.cube) }),
  rules: minesweeper,
  view: minesweeperView,
  tableSchema: tableOf<MinesweeperTable>(),
  moveSchema: z.strictObject({
    cell: z.number({ error: 'Name a cell' }).int('Name a cell').min(0, 'Name a cell').max(399, 'Name a cell'),
  }),
});
