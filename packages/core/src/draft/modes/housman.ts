// Housman draft. Each round every seat is dealt a hand of five cards (private) and five cards are
// laid face up in a row. In turn, starting with a seat that moves on one each round, each seat swaps
// one card of its hand with one card of the row. After every seat has made its swaps for the round
// (three by default), the hands go into the pools, the row is burned, and the next round is dealt.
// Hands are private; the row, and so every card given to it, is public.
import { z } from 'zod';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { HOUSMAN_SEATS, housmanInfo } from './housman-info';
import { cardIdField, mainBoardCards } from './move-fields';
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

export interface HousmanMove {
  /** A card of the mover's hand, and the card of the row it is swapped for. */
  give: string;
  take: string;
}

export interface HousmanState extends TurnState<'housman', HousmanMove> {
  /** Cards still to deal, in the seeded order. */
  deck: DraftCard[];
  hands: DraftCard[][];
  row: DraftCard[];
  round: number;
  rounds: number;
  /** Swaps made this round, over all seats. */
  swaps: number;
  handSize: number;
  rowSize: number;
  swapsPerSeat: number;
}

export interface HousmanSetup extends TurnSetup {
  cards: DraftCard[];
  rounds?: number;
  handSize?: number;
  rowSize?: number;
  swapsPerSeat?: number;
}

/** A waiting Housman draft, or why the seats, cards or settings do not fit. */
export function createHousman(setup: HousmanSetup): Result<HousmanState> {
  const base = turnBase('housman', 'Housman draft', setup, HOUSMAN_SEATS);
  if (!base.ok) return base;
  const [rounds, handSize, rowSize, swapsPerSeat] = [
    setup.rounds ?? 9,
    setup.handSize ?? 5,
    setup.rowSize ?? 5,
    setup.swapsPerSeat ?? 3,
  ];
  if (![rounds, handSize, rowSize, swapsPerSeat].every((x) => Number.isInteger(x) && x >= 1 && x <= 20))
    return fail('Rounds, hand size, row size and swaps must be whole numbers from 1 to 20.');
  const need = rounds * (handSize * setup.seats.length + rowSize);
  const bad = checkCards(
    setup.cards,
    need,
    `Housman draft for ${setup.seats.length} players over ${rounds} rounds`,
  );
  if (bad) return fail(bad);
  const deck = dealCards(setup.cards, need, setup.seed);
  return ok({
    ...base.value,
    deck,
    hands: setup.seats.map(() => []),
    row: [],
    round: -1,
    rounds,
    swaps: 0,
    handSize,
    rowSize,
    swapsPerSeat,
  });
}

function dealRound(s: HousmanState): void {
  s.round++;
  s.swaps = 0;
  if (s.round >= s.rounds) {
    s.turn = null;
    return;
  }
  s.hands = s.hands.map(() => s.deck.splice(0, s.handSize));
  s.row = s.deck.splice(0, s.rowSize);
  s.turn = s.round % s.seats.length;
}

export const housman: TurnMode<HousmanState, HousmanMove> = {
  id: 'housman',
  publicPools: false,
  begin: dealRound,
  refuse(s, seat, m) {
    if (!s.hands[seat]!.some((c) => c.id === m.give)) return 'Give a card from your hand.';
    if (!s.row.some((c) => c.id === m.take)) return 'Take a card from the row.';
    return null;
  },
  play(s, seat, m, auto) {
    const hand = s.hands[seat]!;
    const h = hand.findIndex((c) => c.id === m.give);
    const r = s.row.findIndex((c) => c.id === m.take);
    [hand[h], s.row[r]] = [s.row[r]!, hand[h]!];
    s.swaps++;
    if (s.swaps < s.swapsPerSeat * s.seats.length) {
      s.turn = (seat + 1) % s.seats.length;
      return;
    }
    s.hands.forEach((cards, i) => {
      takeInto(s, i, cards, `hand of round ${s.round + 1}`, auto && i === seat);
    });
    s.burned.push(...s.row);
    s.hands = s.hands.map(() => []);
    s.row = [];
    dealRound(s);
  },
  botMove(s, seat, judge, rng) {
    // Swap the hand's weakest card for the row's strongest, judged against pool and hand together.
    const hand = s.hands[seat]!;
    const context = [...s.seats[seat]!.pool, ...hand];
    const handScores = judge.scores(hand, context);
    const rowScores = judge.scores(s.row, context);
    const give = bestIndex(
      handScores.map((x) => -x),
      rng,
    );
    const take = bestIndex(rowScores, rng);
    return { give: hand[give]!.id, take: s.row[take]!.id };
  },
  clone(s) {
    return {
      ...cloneTurnBase(s),
      deck: s.deck.slice(),
      hands: s.hands.map((h) => h.slice()),
      row: s.row.slice(),
    };
  },
  tableCards: (s) => [...s.deck, ...s.hands.flat(), ...s.row],
};

/** The Housman table: this seat's hand, the public row, and how far the round is. */
export interface HousmanTable {
  round: number;
  rounds: number;
  hand: DraftCard[];
  row: DraftCard[];
  /** Swaps left in this round, over all seats. */
  swapsLeft: number;
}

export function housmanView(s: HousmanState, seat: number | null) {
  return turnViewFor(
    housman,
    s,
    seat,
    (st, me): HousmanTable => ({
      round: Math.max(0, Math.min(st.round, st.rounds - 1)),
      rounds: st.rounds,
      hand: me === null ? [] : st.hands[me]!.slice(),
      row: st.row.slice(),
      swapsLeft: st.turn === null ? 0 : st.swapsPerSeat * st.seats.length - st.swaps,
    }),
  );
}

/** Housman as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const housmanMode = defineMode({
  info: housmanInfo,
  create: (d) => createHousman({ ...d, ...d.settings, cards: mainBoardCards(d.cube) }),
  rules: housman,
  view: housmanView,
  tableSchema: tableOf<HousmanTable>(),
  moveSchema: z.strictObject({ give: cardIdField, take: cardIdField }),
});
