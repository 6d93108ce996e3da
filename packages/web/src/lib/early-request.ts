// index.html starts the cube list's request while the app's code is still loading, not once the modules
// have evaluated (ADR 0083; bench:cube-page measured 15 to 30 ms earlier with the code in the browser's
// cache, more when it is not). The script cannot import, so it builds the URL on its own; the app takes
// its answer only for the very URL its first request would have asked for, and otherwise asks as before.

declare global {
  interface Window {
    __cwEarly?: { url: string; res: Promise<Response> };
  }
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
