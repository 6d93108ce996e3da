import { describe, expect, it } from 'vitest';
import { modeSeatsProblem, modeSettings, TURN_MODES } from './mode-infos';
import { TURN_MODE_LIST } from './registry';

// The setup and lobby pages check a table with the zod-free infos (ADR 0078); the server deals with the
// engines. The two must answer alike, or the form would accept a table the server refuses.

describe('the modes’ infos, without their engines', () => {
  it('say why a table cannot be seated in the engines’ own words, for every mode and seat count', () => {
    for (const [i, mode] of TURN_MODE_LIST.entries()) {
      const info = TURN_MODES[i]!;
      for (let seats = 1; seats <= 17; seats++)
        expect(modeSeatsProblem(info.id, seats, {}), `${info.id} with ${seats}`).toBe(
          mode.engine.seatsProblem(seats, {}),
        );
    }
  });

  it('hold team sealed to teams of two or more that split the table evenly', () => {
    expect(modeSeatsProblem('team-sealed', 6, { teams: 2 })).toBeNull();
    expect(modeSeatsProblem('team-sealed', 6, { teams: 4 })).toBe(
      '6 players do not split evenly into 4 teams; seat a multiple of 4.',
    );
    expect(modeSeatsProblem('team-sealed', 6, { teams: 3 })).toBeNull();
    expect(modeSeatsProblem('team-sealed', 4, { teams: 4 })).toBe(
      '4 teams need at least 8 players (two per team).',
    );
    expect(modeSeatsProblem('team-sealed', 3, {})).toBe('Team sealed draft is for 4 to 16 players, got 3.');
  });

  it('fill in default settings and name a bad one', () => {
    expect(modeSettings('winston', {})).toEqual({ ok: true, value: { cardsPerSeat: 45, piles: 3 } });
    expect(modeSettings('winston', { piles: 9 })).toEqual({
      ok: false,
      error: 'Piles must be a whole number from 2 to 5.',
    });
    expect(modeSettings('winston', { packs: 3 })).toEqual({
      ok: false,
      error: 'Winston draft has no setting "packs".',
    });
    expect(modeSettings('nonsense', {})).toEqual({ ok: false, error: 'There is no draft mode "nonsense".' });
    expect(modeSeatsProblem('nonsense', 2, {})).toBeNull();
  });

  it('mark the one mode whose timer runs per seat', () => {
    expect(TURN_MODES.filter((m) => m.pickTimer).map((m) => m.id)).toEqual(['glimpse']);
  });
});
