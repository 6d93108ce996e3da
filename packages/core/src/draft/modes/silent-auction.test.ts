import { describe, expect, it } from 'vitest';
import { createCardJudge } from '../../bots/judge';
import { createRng } from '../../random';
import { testCube } from '../../simulation/synthetic-cube.test-support';
import type { SeatKind } from '../types';
import { engineOf } from './registry';
import {
  type AuctionState,
  auctionWinner,
  createSilentAuction,
  silentAuction,
  silentAuctionMode,
  silentAuctionView,
  tieStart,
} from './silent-auction';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { replayTurnLog } from './turn-log';
import { ids, runTurns, testCards, testSeats } from './turn-modes.test-support';

function table(seats = 3, kinds: SeatKind[] = [], timer: number | null = null, cards = 6): AuctionState {
  const r = createSilentAuction({
    seed: 'a',
    seats: testSeats(seats, kinds),
    cards: testCards(cards),
    budget: 10,
    timer: timer === null ? null : { secondsPerTurn: timer },
  });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const start = (s: AuctionState) => runTurns(silentAuction, s, [{ type: 'start', now: 0 }]).state;

const bid = (s: AuctionState, seat: number, amount: number, lot = s.current!.id, now = 0) => ({
  type: 'move' as const,
  seat,
  moveNumber: s.moveNumber,
  move: { lot, bid: amount },
  now,
});

/** Every seat bids in seat order. */
const bids = (s: AuctionState, amounts: number[]) =>
  amounts.reduce((st, b, seat) => runTurns(silentAuction, st, [bid(st, seat, b)]).state, s);

describe('Silent Auction', () => {
  it('gives the card to the highest bid, who pays it; the others pay nothing', () => {
    let s = start(table());
    expect(s.current!.id).toBe('c0');
    s = bids(s, [3, 7, 5]);
    expect(ids(s.seats[1]!.pool)).toEqual(['c0']);
    expect(s.budgets).toEqual([10, 3, 10]);
    expect(s.results[0]).toMatchObject({ bids: [3, 7, 5], winner: 1 });
    expect(s.seats[1]!.picks[0]!.from).toBe('lot 1, for 7');
    expect(s.current!.id).toBe('c1');
  });

  it('breaks ties by seat order from a start seat that moves on every lot', () => {
    expect([1, 2, 3, 4].map((lot) => tieStart(lot, 3))).toEqual([0, 1, 2, 0]);
    expect(auctionWinner([4, 4, 4], 1)).toBe(1);
    expect(auctionWinner([4, 2, 4], 1)).toBe(2);
    expect(auctionWinner([4, 2, 5], 0)).toBe(2);
    let s = start(table());
    s = bids(s, [0, 0, 0]);
    s = bids(s, [0, 0, 0]);
    s = bids(s, [0, 0, 0]);
    expect(s.results.map((r) => r.winner)).toEqual([0, 1, 2]);
  });

  it('takes bids in any order, once per lot, within the budget, for the card on the block', () => {
    let s = start(table());
    s = runTurns(silentAuction, s, [bid(s, 2, 4)]).state;
    expect(turnReducer(silentAuction, s, bid(s, 2, 5)).events[0]).toMatchObject({
      code: 'not_your_turn',
      message: 'P2 has already bid on this card.',
    });
    expect(turnReducer(silentAuction, s, bid(s, 0, 11)).events[0]).toMatchObject({
      code: 'bad_move',
      message: 'Bid a whole number from 0 to 10.',
    });
    expect(turnReducer(silentAuction, s, bid(s, 0, 1, 'c3')).events[0]).toMatchObject({
      message: 'That card is no longer on the block.',
    });
    expect(silentAuctionMode.engine.parseMove({ lot: 'c0', bid: -1 })).toEqual({
      ok: false,
      error: 'A bid cannot be negative',
    });
  });

  it("never shows a seat another seat's bid before the lot is resolved; every bid after", () => {
    let s = start(table());
    s = runTurns(silentAuction, s, [bid(s, 1, 9)]).state;
    const early = silentAuctionView(s, 0)!;
    expect(early.table).toMatchObject({ myBid: null, hasBid: [false, true, false], results: [] });
    expect(JSON.stringify(early)).not.toContain('9');
    expect(silentAuctionView(s, 1)!.table.myBid).toBe(9);
    s = runTurns(silentAuction, s, [bid(s, 0, 2)]).state;
    s = runTurns(silentAuction, s, [bid(s, 2, 1)]).state;
    const after = silentAuctionView(s, 0)!.table;
    expect(after.results[0]).toMatchObject({ bids: [2, 9, 1], winner: 1 });
    expect(after.myBid).toBeNull();
    expect(after.budgets).toEqual([10, 1, 10]);
  });

  it('runs one clock per lot; when it runs out, every person yet to bid bids 0', () => {
    let s = start(table(3, [], 30));
    expect(s.deadline).toBe(30_000);
    s = runTurns(silentAuction, s, [bid(s, 1, 4, 'c0', 10_000)]).state;
    // A bid does not restart the lot's clock.
    expect(s.deadline).toBe(30_000);
    const r = turnReducer(silentAuction, s, { type: 'tick', now: 30_000 });
    expect(r.state.results[0]).toMatchObject({ bids: [0, 4, 0], winner: 1 });
    expect(r.state.moves.slice(-2).map((m) => [m.seat, m.auto])).toEqual([
      [0, true],
      [2, true],
    ]);
    // The next lot's clock starts at the tick.
    expect(r.state.deadline).toBe(60_000);
    expect(applyTurnEvents(silentAuction, s, r.events)).toEqual(r.state);
  });

  it('bots bid as the lot opens: nothing on filler, more on a card they rate, never past the budget', () => {
    const cube = testCube(30);
    const cards = cube.entries.map((e) => ({ id: e.id, cardId: e.cardId }));
    const judge = createCardJudge({
      cards: (id) => cube.cards.get(id),
      ratings: new Map(cards.map((c, i) => [c.cardId, i === 1 ? 5 : 1])),
    });
    const r = createSilentAuction({
      seed: 'b',
      seats: testSeats(2, ['human', 'bot']),
      cards: cards.slice(0, 4),
      budget: 100,
    });
    if (!r.ok) throw new Error(r.error);
    let s = runTurns(silentAuction, r.value, [{ type: 'start', now: 0 }], { judge }).state;
    // The bot bid on lot 1 (filler) at once; the person is to bid.
    expect(s.bids).toEqual([null, 0]);
    expect(s.turn).toBe(0);
    s = runTurns(silentAuction, s, [bid(s, 0, 0)], { judge }).state;
    // Lot 2 is the bomb: a share of the budget (100 over 2 lots left each) and more.
    const onBomb = s.bids[1]!;
    expect(onBomb).toBeGreaterThan(50);
    expect(onBomb).toBeLessThanOrEqual(100);
    expect(silentAuction.botMove({ ...s, budgets: [100, 3] }, 1, judge, createRng('b')).bid).toBe(3);
  });

  it('logs every bid with its mover, the lot and who won it', () => {
    const initial = table(2, [], null, 2);
    let s = start(initial);
    s = bids(s, [1, 2]);
    s = bids(s, [5, 5]);
    expect(s.status).toBe('done');
    const started = runTurns(silentAuction, initial, [{ type: 'start', now: 0 }]);
    const events = [
      ...started.events,
      ...runTurns(silentAuction, started.state, [
        bid(started.state, 0, 1),
        { ...bid(started.state, 1, 2), moveNumber: 1 },
        { ...bid(started.state, 0, 5, 'c1'), moveNumber: 2 },
        { ...bid(started.state, 1, 5, 'c1'), moveNumber: 3 },
      ]).events,
    ];
    const log = replayTurnLog(engineOf(initial), initial, events);
    expect(log.map((e) => [e.seat, e.move])).toEqual([
      [0, { lot: 'c0', bid: 1 }],
      [1, { lot: 'c0', bid: 2 }],
      [0, { lot: 'c1', bid: 5 }],
      [1, { lot: 'c1', bid: 5 }],
    ]);
    // Lot 1 to seat 1 (2 beats 1); lot 2 a tie, and lot 2's tie order starts at seat 1.
    expect(log.map((e) => e.taken)).toEqual([
      [],
      [{ seat: 1, cards: [s.results[0]!.card] }],
      [],
      [{ seat: 1, cards: [s.results[1]!.card] }],
    ]);
    expect(s.budgets).toEqual([10, 3]);
    expect(log.map((e) => e.said)).toEqual(['bid 1', 'bid 2', 'bid 5', 'bid 5']);
  });

  it('deals its lots from the cube: cards per player × players', () => {
    const cube = testCube(50);
    const r = silentAuctionMode.engine.create({
      seed: 'd',
      seats: testSeats(3),
      settings: { cardsPerSeat: 5 },
      timer: null,
      cube: cube.entries,
    });
    if (!r.ok) throw new Error(r.error);
    expect((r.value as AuctionState).lots).toHaveLength(15);
    expect((r.value as AuctionState).budgets).toEqual([100, 100, 100]);
    const short = silentAuctionMode.engine.create({
      seed: 'd',
      seats: testSeats(3),
      settings: { cardsPerSeat: 20 },
      timer: null,
      cube: cube.entries,
    });
    expect(short).toEqual({
      ok: false,
      error: 'Silent Auction with 3 players × 20 cards needs 60 cards; the cube has 50.',
    });
  });
});
