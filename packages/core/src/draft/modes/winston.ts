// Winston draft (2-3 players). The cards are shuffled face down into a stack, and the top three
// cards start three piles of one. On your turn you look at the first pile: take it (its place is
// refilled with one card from the stack), or pass it (one card from the stack is added to it face
// down) and look at the next pile. Passing the last pile means taking the top card of the stack
// blind. Empty piles are skipped; once the stack is empty a pass must leave you another pile, so the
// last pile left must be taken. Play goes round the table until stack and piles are empty.
// Only the player looking at a pile sees it; everyone sees the pile sizes and who looks at which.
import { z } from 'zod';
import { addedValue } from '../../bots/judge';
import type { Rng } from '../../random';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { mainBoardCards, pileField } from './move-fields';
import { checkCards, cloneTurnBase, dealCards, type TurnSetup, takeInto, turnBase } from './turn-setup';
import { turnViewFor } from './turn-view';
import type { CardJudge, TurnMode, TurnState } from './types';
import { WINSTON_SEATS, winstonInfo } from './winston-info';

export interface WinstonMove {
  take: boolean;
  /** The pile looked at (0-based), so a stale screen cannot take another pile. */
  pile: number;
}

export interface WinstonState extends TurnState<'winston', WinstonMove> {
  /** Face down; the top card is the first. */
  stack: DraftCard[];
  piles: DraftCard[][];
  /** The pile the seat to move is looking at. */
  looking: number;
}

export interface WinstonSetup extends TurnSetup {
  /** The cube's cards; the seed shuffles them and deals `cardsPerSeat` per seat into the stack. */
  cards: DraftCard[];
  cardsPerSeat?: number;
  piles?: number;
}

/** A waiting Winston draft, or why the seats, cards or settings do not fit. */
export function createWinston(setup: WinstonSetup): Result<WinstonState> {
  const base = turnBase('winston', 'Winston draft', setup, WINSTON_SEATS);
  if (!base.ok) return base;
  const pileCount = setup.piles ?? 3;
  if (!Number.isInteger(pileCount) || pileCount < 2 || pileCount > 5)
    return fail('Winston draft uses 2 to 5 piles.');
  const perSeat = setup.cardsPerSeat ?? 45;
  if (!Number.isInteger(perSeat) || perSeat < 5)
    return fail('Cards per player must be a whole number of at least 5.');
  const need = perSeat * setup.seats.length;
  const bad = checkCards(setup.cards, need, `Winston draft for ${setup.seats.length} players`);
  if (bad) return fail(bad);
  const stack = dealCards(setup.cards, need, setup.seed);
  const piles = Array.from({ length: pileCount }, () => [stack.shift()!]);
  return ok({ ...base.value, stack, piles, looking: 0 });
}

const nextPile = (s: WinstonState, after: number) => s.piles.findIndex((p, i) => i > after && p.length > 0);

function endTurn(s: WinstonState, seat: number): void {
  const first = nextPile(s, -1);
  s.turn = first < 0 && s.stack.length === 0 ? null : (seat + 1) % s.seats.length;
  s.looking = Math.max(0, first);
}

export const winston: TurnMode<WinstonState, WinstonMove> = {
  id: 'winston',
  publicPools: false,
  begin(s) {
    s.turn = 0;
    s.looking = Math.max(0, nextPile(s, -1));
  },
  refuse(s, _seat, m) {
    if (m.pile !== s.looking) return `You are looking at pile ${s.looking + 1}, not pile ${m.pile + 1}.`;
    if (!m.take && s.stack.length === 0 && nextPile(s, m.pile) < 0)
      return 'The stack is empty and this is the last pile: take it.';
    return null;
  },
  play(s, seat, m, auto) {
    const i = s.looking;
    if (m.take) {
      const cards = s.piles[i]!;
      s.piles[i] = s.stack.length > 0 ? [s.stack.shift()!] : [];
      takeInto(s, seat, cards, `pile ${i + 1}`, auto);
      endTurn(s, seat);
      return;
    }
    if (s.stack.length > 0) s.piles[i]!.push(s.stack.shift()!);
    const next = nextPile(s, i);
    if (next >= 0) {
      s.looking = next;
      return;
    }
    if (s.stack.length > 0) takeInto(s, seat, [s.stack.shift()!], 'the stack', auto);
    endTurn(s, seat);
  },
  midTurn: (s) => s.looking > nextPile(s, -1),
  botMove(s, seat, judge, rng) {
    const pile = s.looking;
    const mayPass = winston.refuse(s, seat, { take: false, pile }) === null;
    return { take: !mayPass || winstonTakes(s, seat, judge, rng), pile };
  },
  clone(s) {
    return { ...cloneTurnBase(s), stack: s.stack.slice(), piles: s.piles.map((p) => p.slice()) };
  },
  tableCards: (s) => [...s.stack, ...s.piles.flat()],
};

/**
 * The bot judges the pile in front of it: the sum of what each card adds over filler, against a bar
 * that is higher while later piles (and a blind card, worth about one average card) remain.
 */
function winstonTakes(s: WinstonState, seat: number, judge: CardJudge, rng: Rng): boolean {
  const pile = s.piles[s.looking]!;
  const gain = addedValue(judge.scores(pile, s.seats[seat]!.pool));
  let later = 0;
  for (let i = s.looking + 1; i < s.piles.length; i++) if (s.piles[i]!.length > 0) later++;
  const bar = 0.5 + 0.35 * later;
  // A pile exactly at the bar is a coin flip, so equal bots do not all play alike.
  return Math.abs(gain - bar) < 1e-9 ? rng.int(2) === 0 : gain > bar;
}

/** The Winston table as a seat sees it: sizes for all, the pile's cards only for the seat looking. */
export interface WinstonTable {
  stackSize: number;
  pileSizes: number[];
  looking: number;
  /** The pile this seat is looking at (its turn only). */
  pile: DraftCard[] | null;
}

export function winstonView(s: WinstonState, seat: number | null) {
  return turnViewFor(
    winston,
    s,
    seat,
    (st, me): WinstonTable => ({
      stackSize: st.stack.length,
      pileSizes: st.piles.map((p) => p.length),
      looking: st.looking,
      pile: me !== null && st.turn === me ? st.piles[st.looking]!.slice() : null,
    }),
  );
}

/** Winston as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const winstonMode = defineMode({
  info: winstonInfo,
  create: (d) =>
    createWinston({
      ...d,
      cards: mainBoardCards(d.cube),
      cardsPerSeat: d.settings.cardsPerSeat,
      piles: d.settings.piles,
    }),
  rules: winston,
  view: winstonView,
  tableSchema: tableOf<WinstonTable>(),
  moveSchema: z.strictObject({
    take: z.boolean({ error: 'Say whether you take the pile' }),
    pile: pileField,
  }),
});
