import { ManualClock } from '@cubewright/core/clock';
import { describe, expect, it } from 'vitest';
import { CubeCountCache } from './cube-count-cache';

/** A counts table the test changes, and every question asked of it (undefined: the whole table). */
function table(initial: Record<string, number>) {
  const state = { counts: { ...initial }, asked: [] as (readonly string[] | undefined)[] };
  const query = async (ids?: readonly string[]) => {
    state.asked.push(ids);
    const entries = Object.entries(state.counts).filter(([id, n]) => n > 0 && (!ids || ids.includes(id)));
    return Object.fromEntries(entries);
  };
  return { state, query };
}

describe('CubeCountCache', () => {
  it('answers every page from the whole table once loaded, without another query', async () => {
    const { state, query } = table({ bolt: 2, shock: 1 });
    const cache = new CubeCountCache(query, new ManualClock());
    await cache.load();
    expect(cache.complete).toBe(true);
    expect(await cache.countsOf(['bolt', 'shock', 'unused'])).toEqual({ bolt: 2, shock: 1 });
    expect(await cache.countsOf(['unused'])).toEqual({});
    expect(state.asked).toEqual([undefined]);
  });

  it('counts at once after a cube event, and loads the whole table again after the delay', async () => {
    const { state, query } = table({ bolt: 2 });
    const clock = new ManualClock();
    const cache = new CubeCountCache(query, clock, 20);
    await cache.load();
    state.counts.bolt = 3;
    cache.clear();
    cache.clear(); // a burst of events: one reload
    expect(cache.complete).toBe(false);
    expect(await cache.countsOf(['bolt'])).toEqual({ bolt: 3 });
    expect(state.asked).toEqual([undefined, ['bolt']]);
    await clock.advanceAsync(19);
    expect(cache.complete).toBe(false);
    await clock.advanceAsync(1);
    expect(cache.complete).toBe(true);
    expect(state.asked).toEqual([undefined, ['bolt'], undefined]);
    state.counts.bolt = 9; // behind the cache's back: no event, so the loaded table stands
    expect(await cache.countsOf(['bolt'])).toEqual({ bolt: 3 });
    cache.close();
  });

  it('drops a whole table that was being read when a cube event came', async () => {
    const { state, query } = table({ bolt: 1 });
    let release = () => {};
    const slow = async (ids?: readonly string[]) => {
      if (!ids) await new Promise<void>((r) => (release = r));
      return query(ids);
    };
    const cache = new CubeCountCache(slow, new ManualClock(), 60_000);
    const loading = cache.load();
    cache.clear();
    state.counts.bolt = 0;
    release();
    await loading;
    expect(cache.complete).toBe(false);
    expect(await cache.countsOf(['bolt'])).toEqual({});
    cache.close();
  });
});
