import type { Result } from '@cubewright/core/draft';
import {
  createGlimpse,
  createGrid,
  createHousman,
  createMinesweeper,
  createRotisserie,
  createSilentAuction,
  createWinchester,
  engineOf,
  type TurnState,
  turnModeView,
} from '@cubewright/core/draft/modes';
import { describe, expect, it } from 'vitest';
import { describeMove, tableSections } from './turn-log';

// The log's sections are read from real mode tables (core's views after a real start), so a table
// whose shape changes under the log shows up here.

const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, cardId: `card-${i}` }));
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'human' as const }));

const base = (n = 2, size = 200) => ({ seed: 'log', seats: seats(n), cards: cards(size) });

function startedTable(r: Result<TurnState>) {
  if (!r.ok) throw new Error(r.error);
  const started = engineOf(r.value).reduce(r.value, { type: 'start', now: 0 }).state;
  return turnModeView(started, 0)!.table;
}

describe('turn-mode log sections', () => {
  it('cuts each mode table into labelled card groups', () => {
    const winchester = tableSections(startedTable(createWinchester({ ...base(), cardsPerSeat: 10 })));
    expect(winchester.map((s) => [s.label, s.cards.length])).toEqual([
      ['Pile 1', 1],
      ['Pile 2', 1],
      ['Pile 3', 1],
      ['Pile 4', 1],
    ]);
    const rotisserie = tableSections(startedTable(createRotisserie({ ...base(2, 20), picksPerSeat: 3 })));
    expect(rotisserie).toEqual([{ label: 'The cube', cards: cards(20), hidden: 0 }]);
    const housman = tableSections(startedTable(createHousman({ ...base(), rounds: 1 })));
    expect(housman.map((s) => [s.label, s.cards.length])).toEqual([
      ['Hand', 5],
      ['Row', 5],
    ]);
    const mines = tableSections(
      startedTable(createMinesweeper({ ...base(), grids: 1, width: 3, height: 3, picksPerSeat: 2 })),
    );
    expect(mines.map((s) => [s.label, s.cards.length, s.hidden])).toEqual([['Grid', 1, 8]]);
    const grid = tableSections(startedTable(createGrid({ ...base(), grids: 2 })));
    expect(grid.map((s) => [s.label, s.cards.length])).toEqual([['Grid', 9]]);
    // Modes added through the mode interface alone: a pack, and one card on the block.
    const glimpse = tableSections(
      startedTable(
        createGlimpse({ seed: 'log', seats: seats(2), packs: [[cards(5)], [cards(10).slice(5)]] }),
      ),
    );
    expect(glimpse.map((s) => [s.label, s.cards.length])).toEqual([['Pack', 5]]);
    const auction = tableSections(startedTable(createSilentAuction({ ...base(2, 4), budget: 10 })));
    expect(auction).toEqual([{ label: 'Lot', cards: [cards(1)[0]], hidden: 0 }]);
    const team = tableSections({ team: 0, teamPool: cards(2) });
    expect(team.map((s) => s.label)).toEqual(['Team pool']);
  });

  it('says each mode’s move in words', () => {
    expect(describeMove({ cardId: 'c1' })).toBe('picked a card');
    expect(describeMove({ take: false, pile: 0 })).toBe('passed pile 1');
    expect(describeMove({ take: true, pile: 2 })).toBe('took pile 3');
    expect(describeMove({ pile: 1 })).toBe('took pile 2');
    expect(describeMove({ claim: 'c1' })).toBe("claimed a card from the team's pool");
    expect(describeMove({ return: 'c1' })).toBe("returned a card to the team's pool");
    expect(describeMove({ done: true })).toBe('finished choosing');
    expect(describeMove({ line: 'column', index: 0 })).toBe('took column 1');
    expect(describeMove({ split: ['a', 'b'] })).toBe('split the pack (2 cards in pile 1)');
    expect(describeMove({ choose: 1 })).toBe('took pile 2');
    expect(describeMove({ give: 'a', take: 'b' })).toBe('swapped a card with the row');
    expect(describeMove({ cell: 4 })).toBe('took a face-up card');
  });
});
