import { describe, expect, it } from 'vitest';
import { entry } from '../../cube/cube-entries.test-support';
import { TURN_MODES, type TurnModeInfo } from './mode-infos';
import { dealTurnDraft, engineOf, TURN_MODE_LIST, turnModeView } from './registry';
import { testSeats } from './turn-modes.test-support';

// Every mode of the registry, dealt as the app deals it (from a cube, with its default settings), so a
// mode added to the registry is checked here without a line of its own.

/** Enough cards for the largest table of every mode at its defaults. */
const cube = Array.from({ length: 1000 }, (_, i) => entry(`e${i}`, `Card ${i}`));

const deal = (info: TurnModeInfo, seats: number) =>
  dealTurnDraft({
    mode: info.id,
    seed: 'reg',
    seats: testSeats(seats),
    settings: {},
    timer: null,
    cube,
  });

describe('turn mode registry', () => {
  it('lists the same modes as the zod-free list of infos, in the same order, with the same infos', () => {
    expect(TURN_MODE_LIST.map((m) => m.info)).toEqual(TURN_MODES);
    for (const [i, m] of TURN_MODE_LIST.entries()) {
      expect(m.info).toBe(TURN_MODES[i]);
      expect(m.rules.seatClocks === true, m.id).toBe(TURN_MODES[i]!.pickTimer === true);
    }
  });

  it('lists each mode with a description and sets up exactly the player counts it lists', () => {
    for (const info of TURN_MODES) {
      expect(info.description.length).toBeGreaterThan(20);
      for (const n of [info.seats.min - 1, info.seats.min, info.seats.max, info.seats.max + 1]) {
        const r = deal(info, n);
        const fits = n >= info.seats.min && n <= info.seats.max;
        expect(r.ok, `${info.id} with ${n}: ${r.ok ? '' : r.error}`).toBe(fits);
        if (!r.ok) expect(r.error).toMatch(new RegExp(`^${info.name} draft is for`));
      }
    }
  });

  it('dispatches rules and views by the state’s mode', () => {
    for (const info of TURN_MODES) {
      const r = deal(info, Math.max(2, info.seats.min));
      if (!r.ok) throw new Error(r.error);
      const started = engineOf(r.value).reduce(r.value, { type: 'start', now: 0 }).state;
      expect(started.mode).toBe(info.id);
      const view = turnModeView(started, 0)!;
      expect(view).toMatchObject({ mode: info.id, seat: 0, turn: 0, status: 'drafting' });
      expect(view.table).toBeTruthy();
    }
  });
});
