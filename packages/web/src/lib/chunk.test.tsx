import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chunk, lazyChunk } from './chunk';

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
