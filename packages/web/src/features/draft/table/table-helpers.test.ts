import { describe, expect, it } from 'vitest';
import { formatPatch, settingsProblem } from '../draft-settings-fields';
import { cardIdsIn } from './table-api';
import { clockText } from './turn-clock';

const values = {
  format: 'booster',
  modeSettings: {},
  seats: 8,
  packs: 3,
  size: 15,
  timer: 'off',
  bots: true,
  logsPrivate: false,
};

describe('table screen helpers', () => {
  it('finds every card a table shows, however the mode nests them', () => {
    const c = (id: string) => ({ id: `d${id}`, cardId: id });
    const table = { grid: [c('a'), null, c('b')], piles: [[c('c')], []], pile: null, stackSize: 3 };
    expect(cardIdsIn([[c('p')], table])).toEqual(['p', 'a', 'b', 'c']);
  });

  it('reads a turn clock in seconds, minutes or hours', () => {
    expect(clockText(42.2)).toBe('43s');
    expect(clockText(185)).toBe('3m 05s');
    expect(clockText(26 * 3600 + 600)).toBe('26h 10m');
    expect(clockText(-5)).toBe('0s');
  });

  it('choosing a mode seats a table it can play and refuses one it cannot, in the server words', () => {
    const winston = { ...values, ...formatPatch('winston', values) };
    expect(winston).toMatchObject({
      format: 'winston',
      seats: 3,
      modeSettings: { cardsPerSeat: 45, piles: 3 },
    });
    expect(settingsProblem(winston)).toBeNull();
    expect(settingsProblem({ ...winston, seats: 8 })).toBe('Winston draft is for 2 to 3 players, got 8.');
    expect(formatPatch('booster', winston)).toEqual({ format: 'booster', modeSettings: {} });
    expect(settingsProblem(values)).toBeNull();
  });
});
