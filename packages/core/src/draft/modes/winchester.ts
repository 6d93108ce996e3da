// Winchester draft (2 players). The cards are shuffled into a face-down stack and the top four start
// four face-up piles of one. On your turn you take one pile, all of it; then one card from the stack
// is added face up to every pile, the one just emptied included, while the stack lasts. Once the
// stack is empty the seats keep taking piles in turn until none is left. Everything is face up.
import { z } from 'zod';
import { addedValue } from '../../bots/judge';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { mainBoardCards, pileField } from './move-fields';
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
import { WINCHESTER_SEATS, winchesterInfo } from './winchester-info';

export interface WinchesterMove {
  pile: number;
}

export interface WinchesterState extends TurnState<'winchester', WinchesterMove> {
  stack: DraftCard[];
  piles: DraftCard[][];
}

export interface WinchesterSetup extends TurnSetup {
  cards: DraftCard[];
  cardsPerSeat?: number;
  piles?: number;
}

/** A waiting Winchester draft, or why the seats, cards or settings do not fit. */
export function createWinchester(setup: WinchesterSetup): Result<WinchesterState> {
  const base = turnBase('winchester', 'Winchester draft', setup, WINCHESTER_SEATS);
  if (!base.ok) return base;
  const pileCount = setup.piles ?? 4;
  if (!Number.isInteger(pileCount) || pileCount < 2 || pileCount > 6)
    return fail('Winchester draft uses 2 to 6 piles.');
  const perSeat = setup.cardsPerSeat ?? 45;
  if (!Number.isInteger(perSeat) || perSeat < 5)
    return fail('Cards per player must be a whole number of at least 5.');
  const need = perSeat * setup.seats.length;
  const bad = checkCards(setup.cards, need, `Winchester draft`);
  if (bad) return fail(bad);
  const stack = dealCards(setup.cards, need, setup.seed);
  const piles = Array.from({ length: pileCount }, () => [stack.shift()!]);
  return ok({ ...base.value, stack, piles });
}

export const winchester: TurnMode<WinchesterState, WinchesterMove> = {
  id: 'winchester',
  publicPools: true,
  begin(s) {
    s.turn = 0;
  },
  refuse(s, _seat, m) {
    if (!Number.isInteger(m.pile) || m.pile < 0 || m.pile >= s.piles.length)
      return `Choose a pile from 1 to ${s.piles.length}.`;
    return s.piles[m.pile]!.length === 0 ? `Pile ${m.pile + 1} is empty.` : null;
  },
  play(s, seat, m, auto) {
    const cards = s.piles[m.pile]!;
    s.piles[m.pile] = [];
    takeInto(s, seat, cards, `pile ${m.pile + 1}`, auto);
    for (const pile of s.piles) if (s.stack.length > 0) pile.push(s.stack.shift()!);
    s.turn = s.piles.some((p) => p.length > 0) ? (seat + 1) % s.seats.length : null;
  },
  botMove(s, seat, judge, rng) {
    const pool = s.seats[seat]!.pool;
    const values = s.piles.map((p) =>
      p.length === 0 ? Number.NEGATIVE_INFINITY : addedValue(judge.scores(p, pool)),
    );
    return { pile: bestIndex(values, rng) };
  },
  clone(s) {
    return { ...cloneTurnBase(s), stack: s.stack.slice(), piles: s.piles.map((p) => p.slice()) };
  },
  tableCards: (s) => [...s.stack, ...s.piles.flat()],
};

/** The Winchester table: every pile face up and the stack's size. */
export interface WinchesterTable {
  stackSize: number;
  piles: DraftCard[][];
}

export function winchesterView(s: WinchesterState, seat: number | null) {
  return turnViewFor(
    winchester,
    s,
    seat,
    (st): WinchesterTable => ({
      stackSize: st.stack.length,
      piles: st.piles.map((p) => p.slice()),
    }),
  );
}

/** Winchester as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const winchesterMode = defineMode({
  info: winchesterInfo,
  create: (d) =>
    createWinchester({
      ...d,
      cards: mainBoardCards(d.cube),
      cardsPerSeat: d.settings.cardsPerSeat,
      piles: d.settings.piles,
    }),
  rules: winchester,
  view: winchesterView,
  tableSchema: tableOf<WinchesterTable>(),
  moveSchema: z.strictObject({ pile: pileField }),
});
