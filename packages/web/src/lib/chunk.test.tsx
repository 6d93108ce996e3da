import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allLoaded, chunk, lazyChunk, loadAll, useChunks } from './chunk';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

const inBoundary = (node: React.ReactNode) =>
  renderToStaticMarkup(<Suspense fallback={<i>loading</i>}>{node}</Suspense>);

describe('chunk', () => {
  it('starts its import once and remembers the module', async () => {
    let calls = 0;
    const c = chunk(async () => {
      calls++;
      return { default: Hello };
    });
    expect(c.loaded).toBeNull();
    const [a, b] = await Promise.all([c(), c()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(c.loaded?.default).toBe(Hello);
  });

  it('tries a failed import again', async () => {
    let calls = 0;
    const c = chunk(async () => {
      if (++calls === 1) throw new Error('offline');
      return { default: Hello };
    });
    await expect(c()).rejects.toThrow('offline');
    expect(c.loaded).toBeNull();
    await c();
    expect(calls).toBe(2);
    expect(c.loaded?.default).toBe(Hello);
  });
});

describe('lazyChunk', () => {
  it('suspends while its chunk has not loaded', () => {
    const Screen = lazyChunk(chunk(() => new Promise<{ default: typeof Hello }>(() => {})));
    expect(inBoundary(<Screen name="cube" />)).toBe('<i>loading</i>');
  });

  it('renders at once, without suspending, once its chunk has loaded', async () => {
    const c = chunk(async () => ({ default: Hello }));
    const Screen = lazyChunk(c);
    await c();
    expect(inBoundary(<Screen name="cube" />)).toBe('<p>hello cube</p>');
  });
});

const probed = chunk(async () => ({ default: Hello }));
const Probe = () => <p>{useChunks([probed]) ? 'ready' : 'waiting'}</p>;

describe('loadAll and useChunks', () => {
  /** A chunk whose import resolves or fails when told, counting its starts. */
  function held() {
    let settle: (ok: boolean) => void = () => {};
    const c = chunk(
      () =>
        new Promise<{ default: typeof Hello }>((resolve, reject) => {
          settle = (ok) => (ok ? resolve({ default: Hello }) : reject(new Error('offline')));
        }),
    );
    return { c, settle: (ok: boolean) => settle(ok) };
  }

  it('starts every load before any has finished, and waits for all, failed ones included', async () => {
    const a = held();
    const b = held();
    let done = false;
    const all = loadAll([a.c, b.c]).then(() => {
      done = true;
    });
    // Both imports were asked for at once: settling b first does not wait for a to finish.
    b.settle(false);
    await Promise.resolve();
    expect(done).toBe(false);
    a.settle(true);
    await all;
    expect(done).toBe(true);
    expect(a.c.loaded?.default).toBe(Hello);
    expect(b.c.loaded).toBeNull();
    expect(allLoaded([a.c, b.c])).toBe(false);
    expect(allLoaded([a.c])).toBe(true);
  });

  it('is true on the first render when the chunks have loaded, false before', async () => {
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>waiting</p>');
    await probed();
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>ready</p>');
  });
});
