import { describe, expect, it } from 'vitest';
import { replaceCounts, replaceNeedsConfirmation } from './replace-import';

const main = (...names: string[]) => names.map((name) => ({ name, board: 'main' as const }));

describe('replace import counts', () => {
  it('matches copies one for one by name and board', () => {
    const cube = [...main('Opt', 'Opt', 'Ponder', 'Shock'), { name: 'Brainstorm', board: 'maybe' as const }];
    expect(replaceCounts(cube, main('opt', 'Ponder', 'Lightning Bolt', 'Brainstorm'))).toEqual({
      current: 5,
      removed: 3,
      added: 2,
      kept: 2,
    });
    expect(replaceCounts(cube, cube)).toEqual({ current: 5, removed: 0, added: 0, kept: 5 });
    expect(replaceCounts(cube, [])).toMatchObject({ removed: 5, added: 0 });
  });

  it('asks for a confirmation past a tenth of the cube or 20 cards', () => {
    const counts = (current: number, removed: number) => ({ current, removed, added: 0, kept: 0 });
    expect(replaceNeedsConfirmation(counts(540, 20))).toBe(false);
    expect(replaceNeedsConfirmation(counts(540, 21))).toBe(true);
    expect(replaceNeedsConfirmation(counts(100, 10))).toBe(false);
    expect(replaceNeedsConfirmation(counts(100, 11))).toBe(true);
    expect(replaceNeedsConfirmation(counts(0, 0))).toBe(false);
  });
});
