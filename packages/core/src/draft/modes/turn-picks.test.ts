import { describe, expect, it } from 'vitest';
import { createGrid, grid } from './grid';
import { engineOf } from './registry';
import type { TurnEvent } from './turn-events';
import { moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';
import { chosenPicksOf } from './turn-picks';

describe('chosen picks of a turn-based draft', () => {
  it("counts each card of a grid's row or column as a pick, against the grid's other cards", () => {
    const created = createGrid({ seed: 'g', seats: testSeats(2), cards: testCards(40), grids: 2 });
    if (!created.ok) throw new Error(created.error);
    const initial = created.value;
    let run = runTurns(grid, initial, [{ type: 'start', now: 0 }]);
    const events: TurnEvent<unknown>[] = [...run.events];
    const firstGrid = run.state.grid.slice();
    for (const m of [
      { line: 'row', index: 0 },
      { line: 'column', index: 2 },
      { line: 'row', index: 1 },
    ] as const) {
      run = runTurns(grid, run.state, [moveOf(run.state, m)]);
      events.push(...run.events);
    }
    const picks = chosenPicksOf(engineOf(initial), initial, events);
    const first = picks.filter((p) => p.pick === 1 && p.seat === picks[0]!.seat);
    // The first move took row 0 (three cards), each a pick 1 against the six cards left in the grid.
    expect(first.map((p) => p.card.id)).toEqual(firstGrid.slice(0, 3).map((c) => c!.id));
    expect(first[0]!.left.map((c) => c.id).sort()).toEqual(
      firstGrid
        .slice(3)
        .map((c) => c!.id)
        .sort(),
    );
    // Three moves took 3 + 2 + 3 cards (the column lost its row-0 card) over both grids; a move played
    // for a seat (auto) is not a pick but still counts in its seat's numbering.
    expect(picks.length).toBeGreaterThanOrEqual(7);
    const auto = events.map((e) => (e.type === 'moved' && e.moveNumber === 0 ? { ...e, auto: true } : e));
    const chosen = chosenPicksOf(engineOf(initial), initial, auto);
    expect(chosen.some((p) => first.some((f) => f.card.id === p.card.id))).toBe(false);
    expect(chosen.length).toBe(picks.length - 3);
  });
});
