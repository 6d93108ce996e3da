import { describe, expect, it } from 'vitest';
import { rowRange } from './use-row-window';

/** Bottoms of rows of the given heights. */
const endsOf = (heights: number[]) => {
  let y = 0;
  return Float64Array.from(heights, (h) => (y += h));
};

describe('rowRange', () => {
  // A group header (40 px) then card rows (30 px), as the cube list's table.
  const ends = endsOf([40, 30, 30, 30, 30, 30, 30, 30, 30, 30]);

  it('draws the rows that meet the view, and no more without overscan', () => {
    expect(rowRange(ends, 0, 100, 0)).toEqual([0, 3]); // 0-40, 40-70, 70-100 and the row starting at 100
    expect(rowRange(ends, 45, 30, 0)).toEqual([1, 2]);
  });

  it('adds the overscan on each side, within the list', () => {
    expect(rowRange(ends, 100, 60, 2)).toEqual([1, 7]);
    expect(rowRange(ends, 0, 60, 12)).toEqual([0, 9]);
  });

  it('keeps the last rows when scrolled to the end, and draws none of an empty list', () => {
    expect(rowRange(ends, 250, 100, 0)).toEqual([8, 9]);
    const [first, last] = rowRange(new Float64Array(0), 0, 500, 12);
    expect(last).toBeLessThan(first);
  });
});
