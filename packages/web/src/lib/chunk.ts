import { type ComponentType, createElement, lazy, startTransition, useEffect, useState } from 'react';

// Code-split screens that render without suspending once their chunk has loaded. React.lazy suspends on
// its first render even when the chunk is already in memory, and React holds back the content of a
// Suspense boundary until 300 ms after its fallback appeared: with the cube page and its tab both lazy,
// that was two such waits (~600 ms) between the cube's answer and the first card (bench:cube-page,
// ADR 0029), with the main thread idle.

/** A dynamic import started at most once, remembering its module when it has loaded. */
export interface Chunk<M> {
  (): Promise<M>;
  /** The module, once loaded. */
  loaded: M | null;
}

export function chunk<M>(load: () => Promise<M>): Chunk<M> {
  let pending: Promise<M> | null = null;
  const get = (() => {
    pending ??= load().then(
      (m) => {
        get.loaded = m;
        return m;
      },
      (e: unknown) => {
        // A failed load (a deploy replaced the chunk, the network dropped) may be tried again.
        pending = null;
        throw e;
      },
    );
    return pending;
  }) as Chunk<M>;
  get.loaded = null;
  return get;
}

/**
 * The chunk's default export as a component: rendered directly when the chunk has loaded, otherwise
 * through React.lazy (suspending to the nearest boundary). Which one is decided once per mount, so a
 * mounted screen never changes element type (and loses its state) when the chunk arrives.
 */
export function lazyChunk<P extends object>(c: Chunk<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(c);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level, as React.lazy is
  return function ChunkComponent(props: P) {
    const [Loaded] = useState(() => c.loaded?.default ?? null);
    return createElement(Loaded ?? Lazy, props);
  };
}

/** Whether every chunk has loaded. */
export const allLoaded = (chunks: readonly Chunk<unknown>[]) => chunks.every((c) => c.loaded !== null);

/** Starts every chunk's load at once; resolves when all have loaded or failed. */
export function loadAll(chunks: readonly Chunk<unknown>[]): Promise<void> {
  return Promise.allSettled(chunks.map((c) => c())).then(() => {});
}

/**
 * Whether every chunk has loaded, starting all their loads at once (when `start` is true: a screen may
 * hold them back until its first content has painted). Components of chunks rendered by
 * lazyChunk only once this is true mount without suspending. Left to React.lazy, siblings in one Suspense
 * boundary load one after the other (React renders the next sibling only after the one before resolved),
 * and each reveal waits for the boundary's 300 ms fallback throttle: the analytics tab's sections loaded in
 * a chain and fetched their data ~600 ms after its numbers had painted (bench:cube-page).
 *
 * The switch to true renders in a transition, so the chunks' (possibly long) first render is sliced and
 * input stays answered. A failed load also turns it true: lazyChunk then tries again through React.lazy,
 * which throws to the nearest error boundary.
 */
export function useChunks(chunks: readonly Chunk<unknown>[], start = true): boolean {
  const [ready, setReady] = useState(() => allLoaded(chunks));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chunks are module-level constants
  useEffect(() => {
    if (ready || !start) return;
    let mounted = true;
    const done = () => {
      if (mounted) startTransition(() => setReady(true));
    };
    void loadAll(chunks).then(done);
    return () => {
      mounted = false;
    };
  }, [ready, start]);
  return ready;
}
