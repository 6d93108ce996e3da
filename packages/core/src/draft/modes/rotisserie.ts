// Rotisserie draft. The whole cube (or the part the setup deals) lies face up; the seats pick one card
// at a time in snake order (1, 2, ... n, n, ... 2, 1, 1, 2, ...) until every seat has its picks or
// the cards run out. It is often played asynchronously over days: the turn clock (TurnTimer) can be
// hours long, and a seat that lets it run out gets its bot's pick. Cards nobody picks stay in the cube.
import { z } from 'zod';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { cardIdField, mainBoardCards } from './move-fields';
import { ROTISSERIE_SEATS, rotisserieInfo } from './rotisserie-info';
import {
  bestIndex,
  checkCards,
  cloneTurnBase,
  removeById,
  type TurnSetup,
  takeInto,
  turnBase,
} from './turn-setup';
import { turnViewFor } from './turn-view';
import type { TurnMode, TurnState } from './types';

export interface RotisserieMove {
  cardId: string;
}

export interface RotisserieState extends TurnState<'rotisserie', RotisserieMove> {
  /** The cards still face up, in the cube's order (screens sort and filter them). */
  cards: DraftCard[];
  picksPerSeat: number;
}

export interface RotisserieSetup extends TurnSetup {
  cards: DraftCard[];
  /** Picks each seat makes; default 45. */
  picksPerSeat?: number;
}

/** A waiting rotisserie draft, or why the seats, cards or settings do not fit. */
export function createRotisserie(setup: RotisserieSetup): Result<RotisserieState> {
  const base = turnBase('rotisserie', 'Rotisserie draft', setup, ROTISSERIE_SEATS);
  if (!base.ok) return base;
  const picks = setup.picksPerSeat ?? 45;
  if (!Number.isInteger(picks) || picks < 1)
    return fail('Picks per player must be a whole number of at least 1.');
  const need = picks * setup.seats.length;
  const bad = checkCards(
    setup.cards,
    need,
    `Rotisserie with ${setup.seats.length} players and ${picks} picks each`,
  );
  if (bad) return fail(bad);
  // The whole cube is on the table; the seed only matters for bots' ties, so keep the cube's order.
  return ok({ ...base.value, cards: setup.cards.slice(), picksPerSeat: picks });
}

/** The seat making pick `k` (0-based, over the whole draft) of a snake over `n` seats. */
export function snakeSeat(k: number, n: number): number {
  const lap = Math.floor(k / n);
  const pos = k % n;
  return lap % 2 === 0 ? pos : n - 1 - pos;
}

function nextTurn(s: RotisserieState): void {
  const k = s.moveNumber;
  s.turn = k < s.picksPerSeat * s.seats.length && s.cards.length > 0 ? snakeSeat(k, s.seats.length) : null;
}

export const rotisserie: TurnMode<RotisserieState, RotisserieMove> = {
  id: 'rotisserie',
  publicPools: true,
  begin: nextTurn,
  refuse(s, _seat, m) {
    return s.cards.some((c) => c.id === m.cardId) ? null : 'That card is not on the table (already picked?).';
  },
  play(s, seat, m, auto) {
    takeInto(s, seat, [removeById(s.cards, m.cardId)], `pick ${s.moveNumber}`, auto);
    nextTurn(s);
  },
  botMove(s, seat, judge, rng) {
    return { cardId: s.cards[bestIndex(judge.scores(s.cards, s.seats[seat]!.pool), rng)]!.id };
  },
  clone(s) {
    return { ...cloneTurnBase(s), cards: s.cards.slice() };
  },
  tableCards: (s) => s.cards,
};

/** The rotisserie table: every card still face up and the seats to pick next. */
export interface RotisserieTable {
  cards: DraftCard[];
  picksPerSeat: number;
  /** The next seats in the snake (at most one lap), so a waiting seat knows how long until its turn. */
  upNext: number[];
}

export function rotisserieView(s: RotisserieState, seat: number | null) {
  return turnViewFor(rotisserie, s, seat, (st): RotisserieTable => {
    const n = st.seats.length;
    const left = st.turn === null ? 0 : Math.min(n, st.picksPerSeat * n - st.moveNumber, st.cards.length);
    return {
      cards: st.cards.slice(),
      picksPerSeat: st.picksPerSeat,
      upNext: Array.from({ length: left }, (_, k) => snakeSeat(st.moveNumber + k, n)),
    };
  });
}

/** Rotisserie as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const rotisserieMode = defineMode({
  info: rotisserieInfo,
  create: (d) =>
    createRotisserie({ ...d, cards: mainBoardCards(d.cube), picksPerSeat: d.settings.picksPerSeat }),
  rules: rotisserie,
  view: rotisserieView,
  tableSchema: tableOf<RotisserieTable>(),
  moveSchema: z.strictObject({ cardId: cardIdField }),
});
