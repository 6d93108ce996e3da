import { describe, expect, it } from 'vitest';
import type { SeatKind } from '../types';
import { createRotisserie, type RotisserieState, rotisserie } from './rotisserie';
import { moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';
import { seatToNotify } from './turn-notice';
import { createWinston, winston } from './winston';

function rotisserieTable(o: { timer?: number; kinds?: SeatKind[] } = {}): RotisserieState {
  const r = createRotisserie({
    seed: 'notice',
    seats: testSeats(3, o.kinds),
    cards: testCards(20),
    picksPerSeat: 4,
    timer: o.timer ? { secondsPerTurn: o.timer } : null,
  });
  if (!r.ok) throw new Error(r.error);
  return runTurns(rotisserie, r.value, [{ type: 'start', now: 0 }]).state;
}

/** The seat told after each move of a rotisserie played to the end (null: nobody). */
function noticesOf(s: RotisserieState): (number | null)[] {
  const told = [seatToNotify(s)];
  while (s.status !== 'done') {
    s = runTurns(rotisserie, s, [moveOf(s, { cardId: s.cards.at(-1)!.id })]).state;
    told.push(seatToNotify(s));
  }
  return told;
}

describe('turn notices', () => {
  it('tells each seat of an asynchronous rotisserie when the snake reaches it, not after its own pick', () => {
    // Snake order 0 1 2 2 1 0 0 1 2 2 1 0: the second pick of a double turn is not announced again.
    expect(noticesOf(rotisserieTable())).toEqual([0, 1, 2, null, 1, 0, null, 1, 2, null, 1, 0, null]);
    // A clock of a day per pick is asynchronous too.
    expect(noticesOf(rotisserieTable({ timer: 86_400 }))[0]).toBe(0);
  });

  it('tells no bot, and nobody at a live table (a clock of minutes)', () => {
    // The bot (seat 1) moves at once; the human seat after it is told, the bot never is.
    expect(noticesOf(rotisserieTable({ kinds: ['human', 'bot', 'human'] }))).toEqual([
      0,
      2,
      null,
      0,
      null,
      2,
      null,
      0,
      null,
    ]);
    expect(noticesOf(rotisserieTable({ timer: 90 })).every((n) => n === null)).toBe(true);
  });

  it('tells a Winston seat on an hours-long clock once per turn, not after each pile it passes', () => {
    const r = createWinston({
      seed: 'notice',
      seats: testSeats(2),
      cards: testCards(30),
      cardsPerSeat: 10,
      timer: { secondsPerTurn: 7200 },
    });
    if (!r.ok) throw new Error(r.error);
    let s = runTurns(winston, r.value, [{ type: 'start', now: 0 }]).state;
    const first = s.turn!;
    expect(seatToNotify(s)).toBe(first);
    s = runTurns(winston, s, [moveOf(s, { take: false, pile: s.looking })]).state;
    expect(s.turn).toBe(first);
    expect(seatToNotify(s)).toBeNull();
    s = runTurns(winston, s, [moveOf(s, { take: true, pile: s.looking })]).state;
    expect(seatToNotify(s)).toBe(1 - first);
    // Without a clock, a Winston table is live: no notices.
    const live = createWinston({
      seed: 'notice',
      seats: testSeats(2),
      cards: testCards(30),
      cardsPerSeat: 10,
    });
    if (!live.ok) throw new Error(live.error);
    expect(seatToNotify(runTurns(winston, live.value, [{ type: 'start', now: 0 }]).state)).toBeNull();
  });
});
