import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listDifference } from './list-difference';
import type { Board } from './types';

const entry = (name: string, board: Board = 'main', id = name) => ({ id, name, board });
const keys = (list: readonly { name: string; board?: Board }[]) =>
  list.map((e) => `${e.board ?? 'main'}:${e.name.toLowerCase()}`).sort();

describe('the difference between a cube and another list', () => {
  it('cuts what the list lacks and adds what the cube lacks, copy for copy, by board', () => {
    const cube = [
      entry('Opt', 'main', 'a'),
      entry('Opt', 'main', 'b'),
      entry('Ponder'),
      entry('Shock', 'maybe'),
    ];
    const list = [{ name: 'opt' }, { name: 'Lightning Bolt' }, { name: 'Shock', board: 'main' as const }];
    const { cuts, adds, kept } = listDifference(cube, list);
    // The second Opt is the one cut; Shock moves boards as a cut from the maybeboard and an add.
    expect(cuts.map((c) => c.id)).toEqual(['b', 'Ponder', 'Shock']);
    expect(adds.map((a) => a.name)).toEqual(['Lightning Bolt', 'Shock']);
    expect(kept).toBe(1);
  });

  it('finds nothing between a list and itself', () => {
    const cube = [entry('Opt'), entry('Opt', 'main', 'x'), entry('Forest', 'maybe')];
    expect(listDifference(cube, cube)).toEqual({ cuts: [], adds: [], kept: 3 });
  });

  it('turns the cube into the list when its cuts are cut and its adds added', () => {
    const name = fc.constantFrom('Opt', 'opt', 'Ponder', 'Shock', 'Island');
    const board = fc.constantFrom<Board>('main', 'maybe');
    const list = fc.array(fc.record({ name, board }), { maxLength: 12 });
    fc.assert(
      fc.property(list, list, (cubeCards, incoming) => {
        const cube = cubeCards.map((c, i) => ({ ...c, id: `e${i}` }));
        const { cuts, adds, kept } = listDifference(cube, incoming);
        const after = [...cube.filter((c) => !cuts.includes(c)), ...adds];
        expect(keys(after)).toEqual(keys(incoming));
        expect(kept + adds.length).toBe(incoming.length);
        expect(kept + cuts.length).toBe(cube.length);
      }),
    );
  });
});
