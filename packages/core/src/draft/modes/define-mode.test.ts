import { describe, expect, it } from 'vitest';
import { defineMode } from './define-mode';
import { gridMode } from './grid';
import { TURN_MODES } from './mode-infos';
import { anyTurnViewSchema, engineOf, TURN_MODE_LIST } from './registry';
import type { TurnEvent } from './turn-events';
import { createTurnDraft, testCards, testSeats } from './turn-modes.test-support';
import { winstonMode } from './winston';

function winstonTable() {
  const r = createTurnDraft({
    mode: 'winston',
    seed: 'def',
    seats: testSeats(2),
    cards: testCards(20),
    cardsPerSeat: 5,
  });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('defineMode: one value per mode, an engine that checks what it is handed', () => {
  it('lists every mode once, its info from its own module', () => {
    expect(new Set(TURN_MODE_LIST.map((m) => m.id)).size).toBe(TURN_MODE_LIST.length);
    expect(TURN_MODES.map((m) => m.id)).toEqual(TURN_MODE_LIST.map((m) => m.id));
    expect(winstonMode.info.settings.map((s) => s.key)).toEqual(['cardsPerSeat', 'piles']);
  });

  it('refuses a mode whose info and rules disagree on a pick timer per seat', () => {
    const { id, engine, viewOf, watchOf, viewSchema, ...spec } = winstonMode;
    expect(() => defineMode({ ...spec, info: { ...spec.info, pickTimer: true } })).toThrow(
      'The winston mode’s info and rules disagree',
    );
    expect(() => defineMode({ ...spec, rules: { ...spec.rules, seatClocks: true } })).toThrow(
      'The winston mode’s info and rules disagree',
    );
  });

  it('refuses a move its schema refuses, with the schema’s words, before the rules see it', () => {
    const s = engineOf(winstonTable()).reduce(winstonTable(), { type: 'start', now: 0 }).state;
    const r = engineOf(s).reduce(s, {
      type: 'move',
      seat: 0,
      moveNumber: 0,
      move: { take: 'yes', pile: 0 },
      now: 0,
    });
    expect(r.state).toBe(s);
    expect(r.events).toEqual([
      { type: 'error', seat: 0, code: 'bad_move', message: 'Say whether you take the pile' },
    ]);
  });

  it('will not fold another mode’s state, nor a stored move that no longer parses', () => {
    const s = winstonTable();
    expect(() => gridMode.engine.fold(s, [])).toThrow('A winston draft was handed to the grid rules.');
    const bad: TurnEvent<unknown>[] = [
      { type: 'started', seat: null },
      { type: 'moved', seat: 0, moveNumber: 0, move: { line: 'row', index: 0 }, auto: false },
    ];
    expect(() => winstonMode.engine.fold(s, bad)).toThrow(/stored winston move no longer parses/);
  });

  it('checks settings and seats before dealing, and fills in defaults', () => {
    const deal = { seed: 'd', seats: testSeats(2), timer: null, cube: [] };
    expect(winstonMode.engine.create({ ...deal, settings: { piles: 9 } })).toEqual({
      ok: false,
      error: 'Piles must be a whole number from 2 to 5.',
    });
    expect(winstonMode.engine.create({ ...deal, seats: testSeats(4), settings: {} })).toEqual({
      ok: false,
      error: 'Winston draft is for 2 to 3 players, got 4.',
    });
    expect(winstonMode.engine.create({ ...deal, settings: {} })).toEqual({
      ok: false,
      error: 'Winston draft for 2 players needs 90 cards; the cube has 0.',
    });
  });

  it('parses a seat view into its mode’s own type by the literal `mode`', () => {
    const s = engineOf(winstonTable()).reduce(winstonTable(), { type: 'start', now: 0 }).state;
    const wire = JSON.parse(JSON.stringify(engineOf(s).view(s, 0)));
    const parsed = anyTurnViewSchema.parse(wire);
    expect(parsed.mode).toBe('winston');
    if (parsed.mode === 'winston') expect(parsed.table.pile).toHaveLength(1);
    expect(anyTurnViewSchema.safeParse({ ...wire, mode: 'checkers' }).success).toBe(false);
  });
});
