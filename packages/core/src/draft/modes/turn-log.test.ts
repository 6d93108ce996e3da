import { describe, expect, it } from 'vitest';
import { engineOf } from './registry';
import type { TurnAction, TurnEvent } from './turn-events';
import { replayTurnLog } from './turn-log';
import { createTurnDraft, testCards, testSeats } from './turn-modes.test-support';
import { winstonMode } from './winston';

describe('turn-mode draft log', () => {
  it('lists each Winston move with the pile the mover saw and what it took', () => {
    const r = createTurnDraft({
      mode: 'winston',
      seed: 'log',
      seats: testSeats(2),
      cards: testCards(20),
      cardsPerSeat: 5,
    });
    if (!r.ok) throw new Error(r.error);
    const initial = r.value;
    let s = initial;
    const events: TurnEvent<unknown>[] = [];
    const act = (a: TurnAction<unknown>) => {
      const out = engineOf(s).reduce(s, a);
      s = out.state;
      events.push(...out.events);
    };
    act({ type: 'start', now: 0 });
    const firstPile = winstonMode.viewOf(s, 0)!.table.pile;
    act({ type: 'move', seat: 0, moveNumber: 0, move: { take: false, pile: 0 }, now: 0 });
    act({ type: 'move', seat: 0, moveNumber: 1, move: { take: true, pile: 1 }, now: 0 });
    const log = replayTurnLog(engineOf(initial), initial, events);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ seat: 0, moveNumber: 0, taken: [] });
    expect(log[0]!.before).toMatchObject({ looking: 0, pile: firstPile });
    expect(log[1]!.taken).toEqual([{ seat: 0, cards: s.seats[0]!.pool }]);
  });

  it('credits both Solomon seats on the choosing move', () => {
    const r = createTurnDraft({
      mode: 'solomon',
      seed: 'log',
      seats: testSeats(2, ['bot', 'bot']),
      cards: testCards(20),
      packs: 1,
    });
    if (!r.ok) throw new Error(r.error);
    const { state, events } = engineOf(r.value).reduce(r.value, { type: 'start', now: 0 });
    const log = replayTurnLog(engineOf(r.value), r.value, events);
    expect(log.map((l) => [l.seat, l.taken.map((t) => t.seat)])).toEqual([
      [0, []],
      [1, [0, 1]],
    ]);
    expect(log[1]!.taken.flatMap((t) => t.cards).length).toBe(8);
    expect(state.status).toBe('done');
  });
});
