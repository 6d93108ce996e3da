import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { ListOptions } from './list-toolbar';
import { optionsFromParams, paramsFrom } from './list-url';

/** How long typing must pause before the filter counts as one committed step of history. */
const FILTER_COMMIT_MS = 1000;

/** Marks history entries this hook wrote, so it does not read its own writes back. */
const WRITTEN = { listView: true };

interface ListState {
  options: ListOptions;
  filter: string;
}

const stateOf = (params: URLSearchParams): ListState => ({
  options: optionsFromParams(params),
  filter: params.get('f') ?? '',
});

/** Runs `fn` after the next frame is painted. */
function afterPaint(fn: () => void) {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * The list options and filter text, kept in the URL.
 *
 * Speed: a URL change re-renders the whole app under the router (shell, sidebar, cube page); measured
 * on a 720-card cube that roughly doubled the time of a grouping switch. So the list renders from its
 * own state at once, and the URL is written after the frame is painted. The URL is read back only
 * when it changed from outside: Back/Forward, or a link to other parameters.
 *
 * Back/Forward are read from the browser's popstate, not from the router's location: the router commits
 * a new location in a transition, and while the list re-renders under keystrokes those transitions wait.
 * Typing then Back folded the pushes and the pop into one commit whose location key equalled the one
 * already rendered, so a key-based read saw no change and the list kept the typed filter (seen at high
 * load in CI; reproduced with CPU throttling in e2e/list-url.spec.ts; ADR 0088).
 *
 * History: every view, grouping or sort change pushes an entry, so Back undoes it. The filter is
 * typed a character at a time; a push per keystroke would make Back step through "t", "t:", "t:c"...
 * So the first keystroke of a burst pushes one entry (Back returns to the list as it was before
 * typing) and the rest of the burst replaces that entry, keeping the URL current and shareable
 * while typing. A burst ends after FILTER_COMMIT_MS without a keystroke; the next keystroke pushes
 * again. (Replacing while typing and pushing on commit would instead overwrite the entry of the
 * unfiltered list, and Back could not get there.)
 */
export function useListUrlState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [state, setState] = useState(() => stateOf(params));
  // The latest state, for writes made from event handlers (no side effects inside a state updater).
  const current = useRef(state);
  current.current = state;
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(typing.current ?? undefined), []);

  /** Bumped by Back/Forward: a URL write still waiting for its frame must not undo the pop. */
  const pops = useRef(0);
  const adopt = useCallback((next: ListState) => {
    current.current = next;
    // Equal values keep the same object, so the list is not grouped again for nothing.
    setState((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
  }, []);

  useEffect(() => {
    const onPop = () => {
      pops.current++;
      clearTimeout(typing.current ?? undefined);
      typing.current = null;
      adopt(stateOf(new URLSearchParams(window.location.search)));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [adopt]);

  // A link to other parameters of this page (a push or replace this hook did not write).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (key) is the trigger
  useEffect(() => {
    const ours = (location.state as typeof WRITTEN | null)?.listView === true;
    if (ours || navigationType === 'POP') return;
    adopt(stateOf(params));
  }, [location.key]);

  const update = useCallback(
    (patch: Partial<ListState>, replace: boolean) => {
      const next = { ...current.current, ...patch };
      current.current = next;
      setState(next);
      const at = pops.current;
      afterPaint(() => {
        if (pops.current !== at) return;
        setParams((prev) => paramsFrom(next.options, next.filter, prev), { replace, state: WRITTEN });
      });
    },
    [setParams],
  );
  const setOptions = useCallback((options: ListOptions) => update({ options }, false), [update]);
  const setFilter = useCallback(
    (filter: string) => {
      const inBurst = typing.current !== null;
      clearTimeout(typing.current ?? undefined);
      typing.current = setTimeout(() => {
        typing.current = null;
      }, FILTER_COMMIT_MS);
      update({ filter }, inBurst);
    },
    [update],
  );
  return { options: state.options, setOptions, filter: state.filter, setFilter };
}
