import { GROUP_KEYS, type GroupKey, SORT_KEYS, type SortKey } from './grouping';
import { LIST_VIEWS, type ListOptions, type ListViewKind } from './list-toolbar';

// The list tab's view lives in the URL (`?view=curve&group=type&then=none&sort=mv&f=t:creature`), so a
// curator can link a filtered view and the back button walks through the views they looked at.

export const LIST_DEFAULTS: ListOptions = {
  view: 'table',
  groupBy: 'color',
  subBy: 'type',
  sortBy: 'name',
  board: 'main',
};

const BOARD_PARAM = /^(main|maybe|b-[a-z0-9]{4,32})$/;

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The list options a URL asks for; unknown or missing values fall back to the defaults. */
export function optionsFromParams(params: URLSearchParams): ListOptions {
  const then = params.get('then');
  return {
    view: pick<ListViewKind>(
      LIST_VIEWS.map(([v]) => v),
      params.get('view'),
      LIST_DEFAULTS.view,
    ),
    groupBy: pick<GroupKey>(GROUP_KEYS, params.get('group'), LIST_DEFAULTS.groupBy),
    subBy: then === 'none' ? null : pick<GroupKey>(GROUP_KEYS, then, LIST_DEFAULTS.subBy as GroupKey),
    sortBy: pick<SortKey>(SORT_KEYS, params.get('sort'), LIST_DEFAULTS.sortBy),
    // A board the cube does not have falls back to the main board where the list is drawn.
    board: BOARD_PARAM.test(params.get('board') ?? '') ? params.get('board')! : LIST_DEFAULTS.board,
  };
}

/** The URL parameters of some list options and filter text; defaults are left out to keep links short. */
export function paramsFrom(
  options: ListOptions,
  filter: string,
  base = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('view', options.view, LIST_DEFAULTS.view);
  set('group', options.groupBy, LIST_DEFAULTS.groupBy);
  set('then', options.subBy ?? 'none', LIST_DEFAULTS.subBy ?? 'none');
  set('sort', options.sortBy, LIST_DEFAULTS.sortBy);
  set('board', options.board, LIST_DEFAULTS.board);
  set('f', filter, '');
  return next;
}
