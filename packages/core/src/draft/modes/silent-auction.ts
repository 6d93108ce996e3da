// Silent Auction (ADR 0064). The cube's cards are dealt face down into a line of lots (cards per seat ×
// seats); one lot at a time is turned face up for everyone. Each seat bids in secret, once, a whole
// number from 0 to what is left of its budget (a lobby setting, 100 by default). When every seat has
// bid, the highest bid wins the card and the winner pays it; the other bids cost nothing. Ties go by
// seat order starting from the lot's start seat, which moves one seat on with every lot (lot 1 starts
// at seat 1, lot 2 at seat 2, ...), so no seat wins every tie. The bids of a lot are shown to everyone
// once it is resolved, never before: a seat's view holds its own bid on the open lot and who has bid,
// not how much.
// Seats bid at once (`mayMove`): `turn` only names whom the engine plays for, a bot yet to bid first
// (so bots bid as soon as a lot opens), else the first person yet to bid. The lot's clock (the engine's
// one clock) starts when the lot is left to people and runs until the lot is resolved (`midTurn`); when
// it runs out, every person yet to bid bids 0.
import { z } from 'zod';
import { REPLACEMENT_SCORE } from '../../bots/judge';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { cardIdField, mainBoardCards } from './move-fields';
import { AUCTION_SEATS, silentAuctionInfo } from './silent-auction-info';
import { checkCards, cloneTurnBase, dealCards, type TurnSetup, takeInto, turnBase } from './turn-setup';
import { turnViewFor } from './turn-view';
import type { TurnMode, TurnState } from './types';

export interface AuctionMove {
  /** The card on the block the bid is for: a bid sent for a lot already resolved is refused. */
  lot: string;
  bid: number;
}

/** A resolved lot, public to every seat. */
export interface AuctionResult {
  card: DraftCard;
  /** Every seat's bid, by seat. */
  bids: number[];
  winner: number;
}

export interface AuctionState extends TurnState<'silent-auction', AuctionMove> {
  /** Face-down lots still to come, in the order they will be shown. */
  lots: DraftCard[];
  /** The card on the block; null before the start and after the end. */
  current: DraftCard | null;
  /** Lots shown so far (the open one included). */
  lotNumber: number;
  /** Per seat: what is left of its budget. */
  budgets: number[];
  /** Per seat: its bid on the open lot, null until it has bid. Secret until the lot is resolved. */
  bids: (number | null)[];
  results: AuctionResult[];
}

export interface AuctionSetup extends TurnSetup {
  /** The lots, in order. */
  cards: readonly DraftCard[];
  budget: number;
}

/** A waiting Silent Auction, or why the seats or lots do not fit. */
export function createSilentAuction(setup: AuctionSetup): Result<AuctionState> {
  const base = turnBase('silent-auction', 'Silent Auction draft', setup, AUCTION_SEATS);
  if (!base.ok) return base;
  if (setup.cards.length < 1) return fail('A Silent Auction needs at least one card.');
  if (!Number.isInteger(setup.budget) || setup.budget < 0) return fail('A budget is a whole number from 0.');
  const bad = checkCards(setup.cards, 0, 'Silent Auction');
  if (bad) return fail(bad);
  return ok({
    ...base.value,
    lots: setup.cards.slice(),
    current: null,
    lotNumber: 0,
    budgets: setup.seats.map(() => setup.budget),
    bids: setup.seats.map(() => null),
    results: [],
  });
}

/** The seat that wins a tie first on lot `lotNumber` (1-based): seat order from lot 1 at seat 0. */
export const tieStart = (lotNumber: number, seats: number) => (lotNumber - 1 + seats) % seats;

/** The winner of a lot: the highest bid; among equal bids, the first from `start` in seat order. */
export function auctionWinner(bids: readonly number[], start: number): number {
  const n = bids.length;
  let winner = start;
  for (let k = 1; k < n; k++) {
    const seat = (start + k) % n;
    if (bids[seat]! > bids[winner]!) winner = seat;
  }
  return winner;
}

function nextTurn(s: AuctionState): void {
  if (s.current === null) {
    s.turn = null;
    return;
  }
  const open = s.bids.flatMap((b, i) => (b === null ? [i] : []));
  s.turn = open.find((i) => s.seats[i]!.kind === 'bot') ?? open[0] ?? null;
}

/** Puts the next lot on the block (or ends the auction). */
function openLot(s: AuctionState): void {
  s.current = s.lots.shift() ?? null;
  if (s.current) s.lotNumber++;
  s.bids = s.seats.map(() => null);
  nextTurn(s);
}

/** Every bid is in: the card goes to the winner, who pays; the bids become public. */
function resolve(s: AuctionState): void {
  const bids = s.bids.map((b) => b ?? 0);
  const winner = auctionWinner(bids, tieStart(s.lotNumber, s.seats.length));
  const card = s.current!;
  s.budgets[winner]! -= bids[winner]!;
  // The card counts as the winner's own choice only if its bid was: each seat bids once per lot, so
  // its last recorded move is that bid.
  const auto = s.moves.findLast((m) => m.seat === winner)?.auto ?? true;
  takeInto(s, winner, [card], `lot ${s.lotNumber}, for ${bids[winner]}`, auto);
  s.results.push({ card, bids, winner });
  openLot(s);
}

export const silentAuction: TurnMode<AuctionState, AuctionMove> = {
  id: 'silent-auction',
  publicPools: true,
  begin: openLot,
  mayMove(s, seat) {
    if (s.current === null) return 'The auction is over.';
    return s.bids[seat] === null ? null : `${s.seats[seat]!.name} has already bid on this card.`;
  },
  midTurn: (s) => s.bids.some((b) => b !== null),
  refuse(s, seat, m) {
    if (m.lot !== s.current?.id) return 'That card is no longer on the block.';
    const budget = s.budgets[seat]!;
    return Number.isInteger(m.bid) && m.bid >= 0 && m.bid <= budget
      ? null
      : `Bid a whole number from 0 to ${budget}.`;
  },
  play(s, seat, m) {
    s.bids[seat] = m.bid;
    if (s.bids.every((b) => b !== null)) resolve(s);
    else nextTurn(s);
  },
  // A person whose clock ran out bids 0. A bot bids its fair share of what is left (budget over the
  // lots it may still win) scaled by how much the card adds over filler: nothing for filler, up to
  // twice the share for a card it rates highly. With no card data every card is filler: it bids 0.
  botMove(s, seat, judge) {
    const lot = s.current!;
    if (s.seats[seat]!.kind === 'human') return { lot: lot.id, bid: 0 };
    const budget = s.budgets[seat]!;
    const lotsLeft = Math.ceil((s.lots.length + 1) / s.seats.length);
    const score = judge.scores([lot], s.seats[seat]!.pool)[0] ?? 0;
    const worth = Math.min(2, Math.max(0, score - REPLACEMENT_SCORE) / REPLACEMENT_SCORE);
    return { lot: lot.id, bid: Math.min(budget, Math.round((budget / lotsLeft) * worth)) };
  },
  clone(s) {
    return {
      ...cloneTurnBase(s),
      lots: s.lots.slice(),
      budgets: s.budgets.slice(),
      bids: s.bids.slice(),
      results: s.results.slice(),
    };
  },
  tableCards: (s) => (s.current ? [s.current, ...s.lots] : s.lots.slice()),
};

/** The auction as one seat sees it: the card on the block, its own bid, who has bid, past lots. */
export interface AuctionTable {
  /** The card on the block; null when the auction is over. */
  lot: DraftCard | null;
  lotNumber: number;
  lots: number;
  /** This seat's bid on the open lot (null: not yet). Other seats' bids stay hidden until resolved. */
  myBid: number | null;
  /** Per seat: has it bid on the open lot. */
  hasBid: boolean[];
  budgets: number[];
  /** The seat winning ties on this lot first; seat order goes on from it. */
  tieStart: number;
  /** Resolved lots, newest first, with every bid. */
  results: AuctionResult[];
}

export function silentAuctionView(s: AuctionState, seat: number | null) {
  return turnViewFor(
    silentAuction,
    s,
    seat,
    (st, me): AuctionTable => ({
      lot: st.current,
      lotNumber: st.lotNumber,
      lots: st.lotNumber + st.lots.length,
      myBid: me === null ? null : (st.bids[me] ?? null),
      hasBid: st.bids.map((b) => b !== null),
      budgets: st.budgets.slice(),
      tieStart: tieStart(Math.max(1, st.lotNumber), st.seats.length),
      results: st.results.slice().reverse(),
    }),
  );
}

/** Silent Auction as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const silentAuctionMode = defineMode({
  info: silentAuctionInfo,
  create(d) {
    const cards = mainBoardCards(d.cube);
    const need = d.settings.cardsPerSeat * d.seats.length;
    const what = `Silent Auction with ${d.seats.length} players × ${d.settings.cardsPerSeat} cards`;
    const short = checkCards(cards, need, what);
    if (short) return fail(short);
    return createSilentAuction({ ...d, cards: dealCards(cards, need, d.seed), budget: d.settings.budget });
  },
  rules: silentAuction,
  view: silentAuctionView,
  tableSchema: tableOf<AuctionTable>(),
  moveSchema: z.strictObject(
    {
      lot: cardIdField,
      bid: z
        .number({ error: 'Bid a whole number' })
        .int('Bid a whole number')
        .min(0, 'A bid cannot be negative'),
    },
    { error: 'Bid on the card on the block ({ lot, bid })' },
  ),
  describeMove: (m) => `bid ${m.bid}`,
});
