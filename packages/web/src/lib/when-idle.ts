/**
 * Runs `fn` once the page is idle, or after `timeoutMs` at the latest; returns a function that cancels
 * it. For work a page wants soon but not before its first paint: opening the live socket (and the
 * schemas its first message loads) while a 720-card cube page was still evaluating its code and
 * drawing its first rows took main-thread time from the first card (bench:cube-page).
 */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1);
  return () => clearTimeout(id);
}
