import type { Card } from '@cubewright/core/cards';

// index.html starts the cube list's request while the app's code is still loading, not once the modules
// have evaluated (ADR 0083; bench:cube-page measured 15 to 30 ms earlier with the code in the browser's
// cache, more when it is not). The script cannot import, so it builds the URL on its own; the app takes
// its answer only for the very URL its first request would have asked for, and otherwise asks as before.

/** The card facts record index.html read from IndexedDB: undefined when the read failed. */
type EarlyFacts = { version: string; cards: Card[]; slim?: string[] } | null | undefined;

declare global {
  interface Window {
    __cwEarly?: { url: string; res: Promise<Response> };
    __cwEarlyFacts?: Promise<EarlyFacts>;
  }
}

/**
 * The card facts index.html started reading from IndexedDB with the request (a 5,000-card cube's facts
 * were read ~100 ms after its answer had come, at load 15), or null when it did not or they were taken.
 */
export function takeEarlyFacts(): Promise<EarlyFacts> | null {
  const early = window.__cwEarlyFacts ?? null;
  window.__cwEarlyFacts = undefined;
  return early;
}

/**
 * The response of the request index.html started for `url`, or null (none, another URL, or taken). Only
 * the page's first cube request may take it: a later one (a refetch after a save) must ask anew.
 */
export function takeEarlyResponse(url: string): Promise<Response> | null {
  const early = window.__cwEarly;
  window.__cwEarly = undefined;
  if (!early || early.url !== url) return null;
  // For the e2e test: the list took the early answer (a CSP refusing the script would leave none).
  performance.mark('cube:early-request-taken');
  return early.res;
}
