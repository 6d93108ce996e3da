import { describe, expect, it } from 'vitest';
import { engineOf, TURN_MODES, turnModeView } from './registry';
import { createTurnDraft, testCards, testSeats } from './turn-modes.test-support';

const setupOf = (mode: string, seats: number) => {
  const base = { seed: 'reg', seats: testSeats(seats) };
  switch (mode) {
    case 'winston':
      return { mode, ...base, cards: testCards(200), cardsPerSeat: 10 } as const;
    case 'grid':
      return { mode, ...base, cards: testCards(200), grids: 4 } as const;
    case 'rochester':
      return {
        mode,
        ...base,
        packs: Array.from({ length: seats }, (_, s) => [testCards(5, `s${s}c`)]),
      } as const;
    case 'winchester':
      return { mode, ...base, cards: testCards(200), cardsPerSeat: 10 } as const;
    case 'minesweeper':
      return {
        mode,
        ...base,
        cards: testCards(200),
        grids: 1,
        width: 5,
        height: 5,
        picksPerSeat: 3,
      } as const;
    case 'housman':
      return { mode, ...base, cards: testCards(200), rounds: 2 } as const;
    case 'solomon':
      return { mode, ...base, cards: testCards(200), packs: 3 } as const;
    case 'team-sealed':
      return { mode, ...base, pools: [testCards(10, 'a'), testCards(10, 'b')] } as const;
    case 'glimpse':
      return {
        mode,
        ...base,
        packs: Array.from({ length: seats }, (_, s) => [testCards(7, `s${s}c`)]),
      } as const;
    case 'silent-auction':
      return { mode, ...base, cards: testCards(20), budget: 100 } as const;
    default:
      return { mode: 'rotisserie', ...base, cards: testCards(200), picksPerSeat: 5 } as const;
  }
};

describe('turn mode registry', () => {
  it('lists each mode with a description and sets up exactly the player counts it lists', () => {
    for (const info of TURN_MODES) {
      expect(info.description.length).toBeGreaterThan(20);
      for (const n of [info.seats.min - 1, info.seats.min, info.seats.max, info.seats.max + 1]) {
        const r = createTurnDraft(setupOf(info.id, n));
        const fits = n >= info.seats.min && n <= info.seats.max;
        expect(r.ok, `${info.id} with ${n}`).toBe(fits);
        if (!r.ok) expect(r.error).toMatch(new RegExp(`^${info.name} draft is for`));
      }
    }
  });

  it('dispatches rules and views by the state’s mode', () => {
    for (const info of TURN_MODES) {
      const r = createTurnDraft(setupOf(info.id, Math.max(2, info.seats.min)));
      if (!r.ok) throw new Error(r.error);
      const started = engineOf(r.value).reduce(r.value, { type: 'start', now: 0 }).state;
      expect(started.mode).toBe(info.id);
      const view = turnModeView(started, 0)!;
      expect(view).toMatchObject({ mode: info.id, seat: 0, turn: 0, status: 'drafting' });
      expect(view.table).toBeTruthy();
    }
  });
});
