import { describe, expect, it } from 'vitest';
import { winRateText } from './record-stats-panel';
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
  it('never shows a win rate without its count and interval', () => {
    expect(winRateText({ winRate: 0.5, matches: 10, interval: [0.2366, 0.7634] })).toBe(
      '50.0% (10 matches, 95%: 23.7%–76.3%)',
    );
    expect(winRateText({ winRate: null, matches: 0, interval: null })).toBe('no matches');
  });
});
