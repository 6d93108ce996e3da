import { describe, expect, it } from 'vitest';
import { applyJsonDelta, emptyJsonDelta, jsonDelta } from './json-delta';

// The structural delta a turn-based mode's table travels as (ADR 0063): applying the delta of two
// views to the first gives the second, for any change; an unchanged view gives an empty delta; a grown
// list sends only what was appended.

const table = {
  mode: 'winston',
  seat: 0,
  moveNumber: 3,
  turn: 1,
  pool: [{ id: 'a', cardId: 'x' }],
  table: { piles: [[{ id: 'b', cardId: 'y' }], []], looking: 0, deck: 40 },
  seats: [
    { name: 'Ann', poolSize: 1 },
    { name: 'Bo', poolSize: 2 },
  ],
  deadline: null as number | null,
};

describe('jsonDelta', () => {
  it('is empty between equal views', () => {
    expect(emptyJsonDelta(jsonDelta(table, structuredClone(table)))).toBe(true);
  });

  it('rebuilds the second view from the first for changes of every kind', () => {
    const next = structuredClone(table) as Record<string, unknown> & typeof table;
    next.moveNumber = 4;
    next.turn = 0;
    next.pool.push({ id: 'b', cardId: 'y' });
    next.table.piles = [[], [{ id: 'c', cardId: 'z' }]];
    next.table.looking = 1;
    next.seats[0]!.poolSize = 2;
    next.deadline = 1234;
    delete (next as Record<string, unknown>).mode;
    (next as Record<string, unknown>).extra = { at: [1, 2] };
    const delta = jsonDelta(table, next);
    expect(applyJsonDelta(table, delta)).toEqual(next);
    // The pool only grew: its new card alone travels.
    expect(delta.sub?.pool).toEqual({ push: [{ id: 'b', cardId: 'y' }] });
    expect(delta.drop).toEqual(['mode']);
    // The first view is left as it was.
    expect(table.pool).toHaveLength(1);
  });

  it('drops a key that became undefined (absent on the wire), and sends one that was undefined', () => {
    const next = { ...table, deadline: undefined, turn: undefined };
    const delta = jsonDelta({ ...table, looking: undefined }, { ...next, looking: 2 });
    expect(delta.drop?.sort()).toEqual(['deadline', 'turn']);
    expect(delta.set).toEqual({ looking: 2 });
    const wire = JSON.parse(JSON.stringify(delta));
    expect(applyJsonDelta(JSON.parse(JSON.stringify(table)), wire)).toEqual(
      JSON.parse(JSON.stringify({ ...next, looking: 2 })),
    );
  });

  it('sends a shrunk or reordered list whole', () => {
    const next = { ...table, pool: [] };
    const delta = jsonDelta(table, next);
    expect(delta.set).toEqual({ pool: [] });
    expect(applyJsonDelta(table, delta)).toEqual(next);
  });
});
