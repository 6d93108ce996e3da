import { describe, expect, it } from 'vitest';
import { InternTable } from './intern';
import { internedContaining, type ValueText } from './interned-text';

const listText: ValueText<readonly string[]> = (list) =>
  list.some((code) => code.includes(' ')) ? null : ` ${list.join(' ')} `;

function table(lists: string[][]): InternTable<readonly string[]> {
  const t = new InternTable<readonly string[]>();
  for (const list of lists) t.intern(list.join(','), () => list);
  return t;
}

describe('internedContaining', () => {
  it('marks each value 1 when its text holds the needle, 2 when not, matching the one-by-one test', () => {
    const t = table([['war', 'm21'], ['warx'], [], ['m21', 'war'], ['xwar']]);
    const memo = internedContaining(t, listText, ' war ');
    expect(Array.from(memo!)).toEqual([1, 2, 2, 1, 2]);
    expect(Array.from(memo!).map((m) => m === 1)).toEqual(t.values.map((list) => list.includes('war')));
  });

  it('leaves values without a text unknown (0), for the one-by-one test', () => {
    const t = table([['war'], ['a war']]);
    expect(Array.from(internedContaining(t, listText, ' war ')!)).toEqual([1, 0]);
  });

  it('covers values added to the table after the first search', () => {
    const t = table([['m21']]);
    expect(Array.from(internedContaining(t, listText, ' war ')!)).toEqual([2]);
    t.intern('war', () => ['war']);
    expect(Array.from(internedContaining(t, listText, ' war ')!)).toEqual([2, 1]);
  });

  it('finds no match across two values, every value for an empty needle, and refuses the separator', () => {
    const t = new InternTable<string>();
    for (const s of ['ab', 'cd', '']) t.intern(s, () => s);
    const self: ValueText<string> = (s) => s;
    expect(Array.from(internedContaining(t, self, 'bc')!)).toEqual([2, 2, 2]);
    expect(Array.from(internedContaining(t, self, 'd')!)).toEqual([2, 1, 2]);
    expect(Array.from(internedContaining(t, self, '')!)).toEqual([1, 1, 1]);
    expect(internedContaining(t, self, 'b\nc')).toBeNull();
  });
});
