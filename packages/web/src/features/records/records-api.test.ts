import { describe, expect, it } from 'vitest';
import { percent, playersFromLines } from './records-api';

describe('records-api', () => {
  it('reads one player a line, @ linking a user', () => {
    expect(playersFromLines(' Ann \n\n@ben\nCarol Smith')).toEqual([
      { name: 'Ann' },
      { name: 'ben', username: 'ben' },
      { name: 'Carol Smith' },
    ]);
  });
  it('shows percentages with one decimal', () => {
    expect(percent(0.33)).toBe('33.0%');
    expect(percent(2 / 3)).toBe('66.7%');
  });
});
