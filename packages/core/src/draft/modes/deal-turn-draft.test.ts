import { describe, expect, it } from 'vitest';
import { entry } from '../../cube/cube-entries.test-support';
import { modeSettings, TURN_MODES } from './mode-infos';
import { dealTurnDraft } from './registry';
import { testSeats } from './turn-modes.test-support';

const cube = (n: number) => [
  ...Array.from({ length: n }, (_, i) => entry(`e${i}`, `Card ${i}`, { tags: i % 5 === 0 ? ['ramp'] : [] })),
  entry('m0', 'Maybe', { board: 'maybe' }),
];

const request = (
  mode: (typeof TURN_MODES)[number]['id'],
  settings: Record<string, number>,
  cards = 200,
  seats = 2,
) => ({
  mode,
  seed: 'deal',
  seats: testSeats(seats),
  settings,
  timer: null,
  cube: cube(cards),
});

describe('dealing a turn-based draft from a cube', () => {
  it('deals every mode from the main board with its default settings', () => {
    for (const info of TURN_MODES) {
      const small = {
        winston: { cardsPerSeat: 20 },
        winchester: { cardsPerSeat: 20 },
        rotisserie: { picksPerSeat: 20 },
        minesweeper: { grids: 2 },
        'team-sealed': { packsPerTeam: 4 },
      };
      const seats = Math.max(2, info.seats.min);
      const r = dealTurnDraft(request(info.id, small[info.id as keyof typeof small] ?? {}, 200, seats));
      expect(r.ok, `${info.id}: ${r.ok ? '' : r.error}`).toBe(true);
      if (!r.ok) continue;
      expect(r.value.mode).toBe(info.id);
      expect(JSON.stringify(r.value)).not.toContain('"m0"');
      // Cube tags travel with the cards, for the bots' synergy term.
      if (info.id === 'rotisserie') expect(JSON.stringify(r.value)).toContain('"tags":["ramp"]');
    }
  });

  it('refuses impossible combinations with a message for people', () => {
    expect(dealTurnDraft(request('winston', {}, 60))).toEqual({
      ok: false,
      error: 'Winston draft for 2 players needs 90 cards; the cube has 60.',
    });
    expect(dealTurnDraft(request('grid', {}, 200, 4))).toEqual({
      ok: false,
      error: 'Grid draft is for 2 to 3 players, got 4.',
    });
    expect(dealTurnDraft(request('rochester', {}, 60, 9))).toEqual({
      ok: false,
      error: 'Rochester draft is for 2 to 8 players, got 9.',
    });
    expect(dealTurnDraft(request('rochester', {}, 60))).toEqual({
      ok: false,
      error: 'This cube has 60 cards in its main board; 2 players × 3 packs × 15 cards need 90.',
    });
    expect(dealTurnDraft(request('solomon', { packs: 0 }))).toEqual({
      ok: false,
      error: 'Packs of eight must be a whole number from 1 to 60.',
    });
    expect(dealTurnDraft(request('team-sealed', { teams: 2 }, 500, 6 - 1))).toEqual({
      ok: false,
      error: '5 players do not split evenly into 2 teams; seat a multiple of 2.',
    });
    expect(dealTurnDraft(request('team-sealed', { teams: 3 }, 500, 4))).toEqual({
      ok: false,
      error: '4 players do not split evenly into 3 teams; seat a multiple of 3.',
    });
    expect(dealTurnDraft(request('team-sealed', { teams: 2 }, 200, 4))).toEqual({
      ok: false,
      error:
        'Team sealed with 2 teams × 8 packs × 15 cards needs 240 cards; the cube has 200 in its main board.',
    });
    expect(dealTurnDraft(request('team-sealed', { teams: 5 }, 500, 10))).toEqual({
      ok: false,
      error: 'Teams must be a whole number from 2 to 4.',
    });
  });

  it('fills defaults and refuses settings the mode does not have', () => {
    expect(modeSettings('winston', { piles: 4 })).toEqual({
      ok: true,
      value: { cardsPerSeat: 45, piles: 4 },
    });
    expect(modeSettings('grid', { piles: 4 })).toEqual({
      ok: false,
      error: 'Grid draft has no setting "piles".',
    });
  });
});
