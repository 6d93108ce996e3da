import type { SimulationReport } from '@cubewright/core/simulation';
import { describe, expect, it } from 'vitest';
import { loadRecentRuns, RECENT_LIMIT, saveRecentRun } from './recent-runs';

function memory(quota = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > quota) throw new Error('QuotaExceededError');
      items.set(k, v);
    },
  };
}
const run = (seed: string) => ({
  cubeId: 'c1',
  savedAt: '2026-01-01T00:00:00Z',
  elapsedMs: 10,
  report: { seed, cards: [] } as unknown as SimulationReport,
});

describe('recent simulation runs', () => {
  it('keeps the newest few, newest first', () => {
    const s = memory();
    for (const seed of ['a', 'b', 'c', 'd']) saveRecentRun(run(seed), s);
    expect(loadRecentRuns(s).map((r) => r.report.seed)).toEqual(['d', 'c', 'b'].slice(0, RECENT_LIMIT));
  });

  it('drops older runs when storage is full, and survives junk', () => {
    const s = memory(JSON.stringify([run('x')]).length + 5);
    saveRecentRun(run('a'), s);
    expect(saveRecentRun(run('b'), s).map((r) => r.report.seed)).toEqual(['b']);
    const junk = { getItem: () => '{not json' };
    expect(loadRecentRuns(junk)).toEqual([]);
  });
});
