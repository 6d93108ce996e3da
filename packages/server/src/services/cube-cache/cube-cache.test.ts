import { ManualClock } from '@cubewright/core/clock';
import type { CubeCard } from '@cubewright/core/cube';
import { describe, expect, it } from 'vitest';
import type { LoadedCube } from '../cubes/store';
import { CubeCache, REVALIDATE_MS } from './cube-cache';
import type { CubeReadModelView } from './read-model';

// The cache's own rules, over a loader that counts its calls and can be held open (the database part is
// covered by routes/cube-io/cached-reads.test.ts).

function harness() {
  let version = 1;
  let loads = 0;
  let cardLoads = 0;
  let hold: Promise<void> | null = null;
  const clock = new ManualClock(0);
  const cache = new CubeCache(
    async (id) => {
      loads++;
      const seen = version;
      await hold;
      return { id, version: seen } as unknown as LoadedCube;
    },
    clock,
    {
      cards: async () => {
        cardLoads++;
        return [{ cardId: `card-of-v${version}` } as unknown as CubeCard];
      },
      usernames: async () => new Map(),
    },
  );
  return {
    cache,
    loads: () => loads,
    cardLoads: () => cardLoads,
    save: () => version++,
    holdLoads: () => {
      let release!: () => void;
      hold = new Promise((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
    advance: (ms: number) => clock.advance(ms),
  };
}

describe('CubeCache', () => {
  it('loads a cube once and builds each body once until the cube is invalidated', async () => {
    const h = harness();
    let builds = 0;
    const build = () => ({ n: ++builds });
    const first = await h.cache.read('c1');
    const again = await h.cache.read('c1');
    expect(h.loads()).toBe(1);
    expect((await first!.body('k', build)).identity.toString()).toBe('{"n":1}');
    expect((await again!.body('k', build)).identity.toString()).toBe('{"n":1}');
    h.save();
    h.cache.invalidate('c1');
    const fresh = await h.cache.read('c1');
    expect(fresh!.cube.version).toBe(2);
    expect((await fresh!.body('k', build)).identity.toString()).toBe('{"n":2}');
    expect(h.loads()).toBe(2);
  });

  it('never keeps a load that was in flight when the cube changed', async () => {
    const h = harness();
    const release = h.holdLoads();
    const stale = h.cache.read('c1');
    h.save();
    h.cache.invalidate('c1');
    release();
    expect((await stale)!.cube.version).toBe(1);
    expect((await h.cache.read('c1'))!.cube.version).toBe(2);
  });

  it('reads the cube again after REVALIDATE_MS, keeping its bodies only when the row is the same', async () => {
    const h = harness();
    let builds = 0;
    const build = () => ({ n: ++builds });
    await (await h.cache.read('c1'))!.body('k', build);
    h.advance(REVALIDATE_MS - 1);
    await h.cache.read('c1');
    expect(h.loads()).toBe(1);
    h.advance(1);
    const same = (await h.cache.read('c1'))!;
    expect(h.loads()).toBe(2);
    expect((await same.body('k', build)).identity.toString()).toBe('{"n":1}');
    expect(h.cache.stats().bytes).toBe('{"n":1}'.length);
    // A change whose event was lost: the next read after the expiry sees it and builds again.
    h.save();
    h.advance(REVALIDATE_MS);
    const changed = (await h.cache.read('c1'))!;
    expect(changed.cube.version).toBe(2);
    expect((await changed.body('k', build)).identity.toString()).toBe('{"n":2}');

    const none = new CubeCache(async () => null, new ManualClock(0));
    expect(await none.read('gone')).toBeNull();
    expect(none.stats().cubes).toBe(0);
  });

  it('derives every form from one read model per version and card-data stamp', async () => {
    const h = harness();
    // Destructured, as the app's derivations do.
    const formOf =
      (label: string) =>
      async ({ stamp, cards }: CubeReadModelView) => ({
        label,
        stamp,
        cards: (await cards()).map((c) => c.cardId),
      });
    const view = (await h.cache.read('c1', 's1'))!;
    const [a, b] = await Promise.all([view.body('a', formOf('a')), view.body('b', formOf('b'))]);
    expect(JSON.parse(a.identity.toString())).toEqual({ label: 'a', stamp: 's1', cards: ['card-of-v1'] });
    expect(JSON.parse(b.identity.toString()).cards).toEqual(['card-of-v1']);
    expect(h.cardLoads()).toBe(1);
    expect(await (await h.cache.read('c1', 's1'))!.body('a', formOf('again'))).toBe(a);
    // New card data: a new model, its forms derived again over the same card list, the old bytes uncounted.
    const restamped = await (await h.cache.read('c1', 's2'))!.body('a', formOf('a'));
    expect(JSON.parse(restamped.identity.toString()).stamp).toBe('s2');
    expect(h.cardLoads()).toBe(1);
    expect(h.cache.stats().bytes).toBe(restamped.identity.length);
    // A new version: a new model, the card list read again.
    h.save();
    h.cache.invalidate('c1');
    const saved = await (await h.cache.read('c1', 's2'))!.body('a', formOf('a'));
    expect(JSON.parse(saved.identity.toString()).cards).toEqual(['card-of-v2']);
    expect(h.cardLoads()).toBe(2);
  });

  it('counts the bytes a derived value holds, as it grows, across an adopted model and when dropped', async () => {
    const h = harness();
    let grow!: (bytes: number) => void;
    const derive = (_model: CubeReadModelView, hold: (bytes: number) => void) => {
      hold(100);
      grow = hold;
      return 'facts';
    };
    const view = (await h.cache.read('c1'))!;
    expect(await view.memo('f', derive)).toBe('facts');
    expect(await view.memo('f', () => 'again')).toBe('facts');
    expect(h.cache.stats().bytes).toBe(100);
    grow(50);
    expect(h.cache.stats().bytes).toBe(150);
    // A failed derivation counts nothing, and is tried again.
    const failed = view.memo('g', (_m, hold) => {
      hold(7);
      throw new Error('no');
    });
    await expect(failed).rejects.toThrow('no');
    expect(h.cache.stats().bytes).toBe(150);
    // The row read again after the expiry, the same: the new model takes the value and its count over,
    // and what the value grows by later is counted there.
    h.advance(REVALIDATE_MS);
    const same = (await h.cache.read('c1'))!;
    expect(await same.memo('f', () => 'rebuilt')).toBe('facts');
    expect(h.cache.stats().bytes).toBe(150);
    grow(10);
    expect(h.cache.stats().bytes).toBe(160);
    h.cache.invalidate('c1');
    expect(h.cache.stats()).toEqual({ cubes: 0, bytes: 0 });
    grow(10);
    expect(h.cache.stats().bytes).toBe(0);
  });

  it('compresses a body once per encoding and counts its bytes', async () => {
    const h = harness();
    const view = (await h.cache.read('c1'))!;
    const body = await view.body('k', () => ({ text: 'x'.repeat(5000) }));
    const br = await body.bytes('br');
    expect(await body.bytes('br')).toBe(br);
    expect(br.length).toBeLessThan(100);
    expect(h.cache.stats().bytes).toBe(body.identity.length + br.length);
    h.cache.invalidate('c1');
    expect(h.cache.stats()).toEqual({ cubes: 0, bytes: 0 });
  });
});
