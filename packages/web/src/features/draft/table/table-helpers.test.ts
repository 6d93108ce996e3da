import { describe, expect, it } from 'vitest';
import { formatPatch, formValuesOf, settingsBodyOf, settingsProblem } from '../draft-settings-fields';
import { gridDetail } from './grid-table';
import type { ModeView } from './table-api';
import { cardIdsIn } from './table-api';
import { teamSealedDetail, teamSealedHeadline } from './team-sealed-screen';
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
  spectators: false,
  reveal: 'table',
};

describe('table screen helpers', () => {
  it('finds every card a table shows, however the mode nests them', () => {
    const c = (id: string) => ({ id: `d${id}`, cardId: id });
    const table = { grid: [c('a'), null, c('b')], piles: [[c('c')], []], pile: null, stackSize: 3 };
    expect(cardIdsIn([[c('p')], table])).toEqual(['p', 'a', 'b', 'c']);
  });

  it("Grid's banner names who picks next in plain English, with the viewer as 'you'", () => {
    const view = {
      seat: 1,
      seats: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cy' }],
      table: { gridNumber: 0, grids: 6, toPick: [0, 2, 1] },
    } as unknown as ModeView<'grid'>;
    expect(gridDetail(view)).toBe('Grid 1 of 6. Next to pick: Cy, then you.');
    expect(gridDetail({ ...view, table: { ...view.table, toPick: [0] } })).toBe('Grid 1 of 6.');
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
    const team = { ...values, format: 'team-sealed', seats: 6, modeSettings: { teams: 4 } };
    expect(settingsProblem(team)).toBe('6 players do not split evenly into 4 teams; seat a multiple of 4.');
    expect(settingsProblem({ ...team, modeSettings: {} })).toBeNull();
  });

  it('a Supreme draft is sent with its pack count and size, and read back from saved settings', () => {
    const supreme = { ...values, ...formatPatch('supreme', values), seats: 4, packs: 6 };
    expect(settingsBodyOf(supreme)).toMatchObject({ format: 'supreme', packs: 6, cardsPerPack: 15 });
    expect(settingsProblem(supreme)).toBeNull();
    const saved = formValuesOf({
      formatKind: 'supreme',
      formatName: 'Supreme draft',
      seats: 4,
      packs: 6,
      cardsPerPack: 15,
      timerSeconds: null,
      bots: true,
    });
    expect(saved).toMatchObject({ format: 'supreme', packs: 6, size: 15 });
  });

  it('a mode may run a clock of hours per turn, sent as turnHours and read back from the settings', () => {
    const rotisserie = { ...values, ...formatPatch('rotisserie', values), seats: 2, timer: 'h24' };
    expect(settingsBodyOf(rotisserie)).toMatchObject({ format: 'rotisserie', turnHours: 24 });
    expect(settingsBodyOf(rotisserie)).not.toHaveProperty('timerSeconds');
    expect(formatPatch('booster', rotisserie)).toMatchObject({ timer: 'off' });
    const saved = formValuesOf({
      formatKind: 'mode',
      mode: 'rotisserie',
      modeSettings: { picksPerSeat: 5 },
      formatName: 'Rotisserie draft',
      seats: 2,
      packs: 0,
      cardsPerPack: 0,
      timerSeconds: 24 * 3600,
      bots: false,
    });
    expect(saved).toMatchObject({ format: 'rotisserie', timer: 'h24', modeSettings: { picksPerSeat: 5 } });
    expect(settingsBodyOf({ ...values, timer: '60' })).toMatchObject({ timerSeconds: 60 });
  });

  it('team sealed: the banner names who is still choosing', () => {
    const seat = (name: string) => ({ name, kind: 'human' as const, present: true, poolSize: 0, pool: null });
    const view = (done: boolean[], me = 0): ModeView<'team-sealed'> => ({
      mode: 'team-sealed',
      seat: me,
      status: 'drafting',
      turn: 0,
      moveNumber: 3,
      // The engine's view says whether this member may move (core's turnViewFor); the screens read it.
      mayMove: !done[me],
      deadline: null,
      pool: [],
      seats: [seat('Ann'), seat('Bo'), seat('Cy'), seat('Di')],
      table: {
        team: 0,
        teams: [
          [0, 1],
          [2, 3],
        ],
        teamPool: [{ id: 'd1', cardId: 'x' }],
        done,
      },
    });
    const open = view([false, false, true, false], 1);
    expect(teamSealedHeadline(open)).toBe("Choose your share of your team's pool");
    expect(teamSealedDetail(open)).toBe(
      'Team 1 (Ann, you) shares 1 card unclaimed. Still choosing: Ann, you, Di.',
    );
    const finished = view([false, true, true, false], 1);
    expect(teamSealedHeadline(finished)).toBe('You are done; waiting for Ann, Di');
  });
});
