import { useEffect, useRef, useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type To } from 'react-router';

// The app routes with React Router's declarative router over this history, not its data router: the data
// router (createBrowserRouter) cost 16 KB gzip of every page's first load, for one feature the app used,
// useBlocker (ADR 0074). This history gives that feature back: a blocker sees every navigation inside the
// app before it happens, links and navigate() (push/replace) as well as the browser's back and forward.

/** The one active blocker (the list editor's unsaved-changes guard); null when none. */
interface Blocker {
  /** Whether leaving `from` for `to` (pathnames) waits for an answer. */
  blocks(from: string, to: string): boolean;
  /** The navigation was held: `proceed` makes it. */
  held(proceed: () => void): void;
}

let blocker: Blocker | null = null;
/** Set while a held navigation proceeds, so the blocker lets that one through. */
let proceeding = false;

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

const base: BrowserHistory = createBrowserHistory({ v5Compat: true });
/** Where the router is: the history entry's index and pathname, as of its last update. */
const current = { idx: historyIndex(), pathname: window.location.pathname };
/** Set while undoing a held back/forward: the pop that undoes it is not the router's to see either. */
let undoing = false;

function historyIndex(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

const pathnameOf = (to: To) => base.createURL(to).pathname;

function guard(to: To, go: () => void) {
  if (!blocker || proceeding || !blocker.blocks(current.pathname, pathnameOf(to))) return go();
  blocker.held(go);
}

// Registered before the router's own history listener (which is added when the router mounts), so a back
// or forward the blocker holds is undone before the router sees it: the page and its state stay.
window.addEventListener('popstate', (event) => {
  if (undoing) {
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  const to = window.location.pathname;
  const next = historyIndex();
  if (!blocker || proceeding || current.idx === null || next === null) return;
  if (!blocker.blocks(current.pathname, to)) return;
  event.stopImmediatePropagation();
  const delta = next - current.idx;
  undoing = true;
  window.history.go(-delta);
  blocker.held(() => window.history.go(delta));
});

/** The browser history the router reads, with navigations inside the app held by the active blocker. */
export const appHistory: BrowserHistory = {
  get action() {
    return base.action;
  },
  get location() {
    return base.location;
  },
  listen: (listener) =>
    base.listen((update) => {
      current.idx = historyIndex();
      current.pathname = update.location.pathname;
      proceeding = false;
      listener(update);
    }),
  createHref: (to) => base.createHref(to),
  createURL: (to) => base.createURL(to),
  encodeLocation: (to) => base.encodeLocation(to),
  push: (to, state) => guard(to, () => base.push(to, state)),
  replace: (to, state) => guard(to, () => base.replace(to, state)),
  go: (n) => base.go(n),
};

/** What useNavigationBlocker returns: a navigation held, waiting for proceed or reset, or none. */
export type BlockerState = { state: 'blocked'; proceed(): void; reset(): void } | { state: 'unblocked' };

/**
 * Holds navigations inside the app for which `blocks(from, to)` (pathnames) is true, as React Router's
 * useBlocker does with its data router. One blocker is active at a time, the last mounted.
 */
export function useNavigationBlocker(blocks: (from: string, to: string) => boolean): BlockerState {
  const [held, setHeld] = useState<(() => void) | null>(null);
  const latest = useRef(blocks);
  latest.current = blocks;
  useEffect(() => {
    const own: Blocker = { blocks: (from, to) => latest.current(from, to), held: (go) => setHeld(() => go) };
    blocker = own;
    return () => {
      if (blocker === own) blocker = null;
    };
  }, []);
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      proceeding = true;
      held();
    },
    reset: () => setHeld(null),
  };
}
