import { type ComponentType, createElement, lazy, useState } from 'react';

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
