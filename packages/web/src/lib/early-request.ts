// index.html starts the cube list's request while the app's code is still loading: on a 5,000-card cube
// the request otherwise began only once the modules had evaluated (~250 ms after the HTML at load 13,
// bench:cube-page; ADR 0083). The script cannot import, so it builds the URL on its own; the app takes
// its answer only for the very URL it would have asked for, once, and otherwise asks as before.

declare global {
  interface Window {
    __cwEarly?: { url: string; res: Promise<Response> };
  }
}

/** The response of the request index.html started for `url`, or null (none, another URL, or taken). */
export function takeEarlyResponse(url: string): Promise<Response> | null {
  const early = window.__cwEarly;
  if (!early || early.url !== url) return null;
  window.__cwEarly = undefined;
  // For the e2e test: the list took the early answer (a CSP refusing the script would leave none).
  performance.mark('cube:early-request-taken');
  return early.res;
}
