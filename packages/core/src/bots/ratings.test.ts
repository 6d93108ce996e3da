import { describe, expect, it } from 'vitest';
import { humanPicksOf } from '../draft/human-picks';
import { draftReducer } from '../draft/reducer';
import { testDraft } from '../draft/synthetic-draft.test-support';
import { applyPick, ELO_START, type EloRow, eloToValue, learnedValue } from './ratings';

describe('Elo ratings from picks', () => {
  it('moves the picked card up and the passed cards down, conserving the total', () => {
    const table = new Map<string, EloRow>();
    applyPick(table, 'a', ['b', 'c', 'd']);
    expect(table.get('a')!.elo).toBeGreaterThan(ELO_START);
    for (const id of ['b', 'c', 'd']) expect(table.get(id)!.elo).toBeLessThan(ELO_START);
    const total = [...table.values()].reduce((s, r) => s + r.elo, 0);
    expect(total).toBeCloseTo(4 * ELO_START, 6);
    expect(table.get('a')).toMatchObject({ picks: 1, comparisons: 3 });
    // An upset moves ratings more than an expected result.
    const before = table.get('b')!.elo;
    applyPick(table, 'b', ['a']);
    const upset = table.get('b')!.elo - before;
    const a = table.get('a')!.elo;
    applyPick(table, 'a', ['c']);
    expect(upset).toBeGreaterThan(table.get('a')!.elo - a);
  });

  it('blends learned values in as evidence grows', () => {
    expect(eloToValue(ELO_START + 1000)).toBe(5);
    expect(eloToValue(0)).toBe(0);
    const strong = { elo: 1700, picks: 10, comparisons: 0 };
    expect(learnedValue(2, strong)).toBe(2);
    expect(learnedValue(2, { ...strong, comparisons: 300 })).toBeGreaterThan(3.5);
  });

  it('reads human picks with the pack they were made from', () => {
    const initial = testDraft({ seats: 2, packs: 1, size: 3, kinds: ['human', 'bot'] });
    const started = draftReducer(initial, { type: 'start', now: 0 });
    const events = [...started.events];
    let state = started.state;
    for (let i = 0; i < 3 && state.status !== 'done'; i++) {
      const step = draftReducer(state, {
        type: 'pick',
        seat: 0,
        packNumber: 0,
        pickNumber: i,
        cardIndex: 0,
        now: 0,
      });
      events.push(...step.events);
      state = step.state;
    }
    expect(state.status).toBe('done');
    const picks = humanPicksOf(initial, events);
    expect(picks.map((p) => p.pack.length)).toEqual([3, 2, 1]);
    for (const p of picks) {
      expect(p.pack).toContain(p.picked);
      expect(p.seat).toBe(0);
    }
    expect(picks[1]!.pool).toEqual([picks[0]!.picked]);
  });
});
