import { type KeptLists, SNAPSHOTS_KEY, VIEWER_KEY } from '../../../lib/list-snapshot';

// The list's side of lib/list-snapshot.ts: the page as drawn when a list paints, kept for its next visit.

/** Lists kept: a curator's few cubes. */
const KEEP = 4;
/** A page bigger than this is not kept (localStorage holds about 5 MB per origin in all). */
const MAX_CHARS = 400_000;

function read(viewer: string): KeptLists['entries'] {
  try {
    const kept = JSON.parse(localStorage.getItem(SNAPSHOTS_KEY) ?? 'null') as KeptLists | null;
    return kept?.viewer === viewer && Array.isArray(kept.entries) ? kept.entries : [];
  } catch {
    return [];
  }
}

/**
 * The element's markup as it shows: a control's current value is a property, which markup leaves out
 * (a select would show its first option, a filter box its placeholder), so a copy carries it as attributes.
 */
function markupOf(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  const shown = root.querySelectorAll('select, input, textarea');
  copy.querySelectorAll('select, input, textarea').forEach((el, i) => {
    const from = shown[i];
    if (el instanceof HTMLSelectElement && from instanceof HTMLSelectElement)
      for (const [j, option] of [...el.options].entries())
        option.toggleAttribute('selected', j === from.selectedIndex);
    else if (el instanceof HTMLInputElement && from instanceof HTMLInputElement) {
      // A secret typed anywhere on the page (a dialog's password) is never written to storage.
      if (from.type !== 'password') el.setAttribute('value', from.value);
      else el.removeAttribute('value');
      el.toggleAttribute('checked', from.checked);
    } else if (el instanceof HTMLTextAreaElement && from instanceof HTMLTextAreaElement)
      el.textContent = from.value;
  });
  return copy.innerHTML;
}

/**
 * Keeps the page as drawn now for `url` (a list's path and query), once the browser is idle. Only a page
 * that shows a card is kept, and only for the viewer the session last named.
 */
export function keepListSnapshot(url: string): void {
  const keep = () => {
    const root = document.getElementById('root');
    if (!root || `${location.pathname}${location.search}` !== url) return;
    const html = markupOf(root);
    if (html.length > MAX_CHARS || !html.includes('data-card')) return;
    try {
      const viewer = localStorage.getItem(VIEWER_KEY);
      if (viewer === null) return;
      const entries = [
        { url, width: innerWidth, html },
        ...read(viewer).filter((e) => e.url !== url || e.width !== innerWidth),
      ].slice(0, KEEP);
      localStorage.setItem(SNAPSHOTS_KEY, JSON.stringify({ viewer, entries } satisfies KeptLists));
    } catch {
      // Full storage: the next load draws from scratch, as before.
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(keep, { timeout: 2_000 });
  else setTimeout(keep, 500);
}
