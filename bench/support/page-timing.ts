/// <reference lib="dom" />
// (This file runs in the page: it needs the DOM types, which the other benches must not see.)
// What bench:cube-page reads inside the page. Each function runs in Chromium (page.addInitScript or
// page.evaluate), so it may use only what it is given: no imports, no closures over this module.

/** Elements that count as a drawn card: list views, editor rows, and the analytics' first figure. */
export const CARD_SELECTOR = '[data-card], [data-entry], [data-testid="average-mv"]';

declare global {
  interface Window {
    __cw: { firstCard: number | null; appCard: number | null; longTaskEnds: number[] };
    /** The bench's binding (context.exposeFunction), told when the first card is painted. */
    __cwFirstCardSeen?: () => void;
  }
}

/** The picture of a list's last visit that index.html draws over the page (ADR 0089): its cards show. */
export const PICTURE_SELECTOR = '[data-card-snapshot]';

/**
 * Installed before any page script: records when the first card is painted (the frame after it
 * enters the DOM), whether the app drew it or it is in the picture of the list's last visit, and when
 * the app's own first card is painted; and the end of every long task (over 50 ms), from which time to
 * interactive follows.
 */
export function installTimers({ selector, pictureSelector }: { selector: string; pictureSelector: string }) {
  window.__cw = { firstCard: null, appCard: null, longTaskEnds: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__cw.longTaskEnds.push(e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const painted = (done: (at: number) => void) =>
    requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0));
  let sawAny = false;
  const seen = new MutationObserver(() => {
    if (!sawAny && document.querySelector(`${selector}, ${pictureSelector}`)) {
      sawAny = true;
      painted((at) => {
        window.__cw.firstCard = at;
        window.__cwFirstCardSeen?.();
      });
    }
    if (!document.querySelector(selector)) return;
    seen.disconnect();
    painted((at) => {
      window.__cw.appCard = at;
    });
  });
  seen.observe(document, { childList: true, subtree: true });
}

/**
 * Time to interactive as Lighthouse defines it, simplified: the later of the first card, the end of
 * the last long task and the end of the last script or API response (the live socket left out).
 */
export function readTimes(origin: string) {
  const loads = performance
    .getEntriesByType('resource')
    .filter(
      (e) =>
        e.name.startsWith(origin) &&
        !e.name.includes('/socket.io/') &&
        ['script', 'fetch', 'xmlhttprequest', 'link'].includes(
          (e as PerformanceResourceTiming).initiatorType,
        ),
    )
    .map((e) => (e as PerformanceResourceTiming).responseEnd);
  const first = window.__cw.firstCard;
  // The timeline of the load, for finding where the time goes (CUBE_PAGE_TIMELINE=1).
  const timeline = [
    ...performance
      .getEntriesByType('resource')
      .filter((e) => e.name.startsWith(origin) && !e.name.includes('/socket.io/'))
      .map((e) => ({
        at: e.startTime,
        what: `${e.name.slice(origin.length).split('?')[0]} ${Math.round(e.startTime)}-${Math.round((e as PerformanceResourceTiming).responseEnd)} (${Math.round((e as PerformanceResourceTiming).transferSize / 1024)} KB)`,
      })),
    ...window.__cw.longTaskEnds.map((end) => ({ at: end, what: `long task ending ${Math.round(end)}` })),
    // The app's own marks (the list's render start, the early request taken, ...).
    ...performance
      .getEntriesByType('mark')
      .map((e) => ({ at: e.startTime, what: `mark ${e.name} ${Math.round(e.startTime)}` })),
    ...(first === null ? [] : [{ at: first, what: `first card ${Math.round(first)}` }]),
    ...performance.getEntriesByType('navigation').map((e) => ({
      at: 0,
      what: `document 0-${Math.round((e as PerformanceNavigationTiming).responseEnd)}`,
    })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((e) => e.what);
  return {
    timeline,
    firstCard: first,
    appCard: window.__cw.appCard,
    pictured: performance.getEntriesByName('cube-list:snapshot-drawn').length > 0,
    interactive: first === null ? null : Math.max(first, ...window.__cw.longTaskEnds, ...loads),
  };
}

/**
 * Runs `act` (a change the user makes with one click or select) and returns the milliseconds until
 * `done()` holds and the frame after it is painted.
 */
export async function timeSwitch(args: { kind: 'button' | 'select'; label: string; value: string }) {
  const started = performance.now();
  if (args.kind === 'button') {
    const button = [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')].find(
      (b) => b.textContent?.trim() === args.label,
    );
    if (!button) throw new Error(`no ${args.label} button`);
    button.click();
  } else {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === args.label);
    const select = label ? document.getElementById(label.htmlFor) : null;
    if (!(select instanceof HTMLSelectElement)) throw new Error(`no ${args.label} select`);
    select.value = args.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  // A select's change renders synchronously (a discrete event); a view button waits for its view.
  const done = () =>
    args.kind === 'select' ||
    (document.querySelector('button[aria-pressed="true"]')?.textContent?.trim() === args.label &&
      document.querySelector('main [data-card], main [data-testid="curve-view"]') !== null);
  while (!done()) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - started;
}

/**
 * Clicks Save in the editor and returns how long after the server's answer (the response's last
 * byte) the "Saved version" notice was painted.
 */
export async function timeSave() {
  const save = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Save');
  if (!save) throw new Error('no Save button');
  const shown = new Promise<number>((resolve) => {
    const watch = new MutationObserver(() => {
      if (!document.body.textContent?.includes('Saved version')) return;
      watch.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  save.click();
  const painted = await shown;
  const answer = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.endsWith('/changes'))
    .at(-1) as PerformanceResourceTiming | undefined;
  if (!answer) throw new Error('no POST /changes seen');
  return { afterAnswer: painted - answer.responseEnd, server: answer.responseEnd - answer.requestStart };
}
