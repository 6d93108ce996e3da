import { describe, expect, it } from 'vitest';
import {
  browseParams,
  nextSearchState,
  rangeLabel,
  readSearchState,
  searchHref,
  writeSearchState,
} from './search-state';

describe('search page URL state', () => {
  it('reads defaults from an empty query and writes nothing back', () => {
    const state = readSearchState(new URLSearchParams(''));
    expect(state).toMatchObject({ q: '', tab: 'cards', page: 1, order: 'name', dir: 'asc', sort: 'updated' });
    expect(writeSearchState(state).toString()).toBe('');
  });

  it('round-trips a full state and drops malformed values', () => {
    const params = new URLSearchParams(
      'q=t%3Acreature+mv%3C%3D2&tab=cubes&page=3&order=mv&dir=desc&sort=followers&colors=gxr&minSize=360',
    );
    const state = readSearchState(params);
    expect(state).toMatchObject({
      q: 't:creature mv<=2',
      tab: 'cubes',
      page: 3,
      order: 'mv',
      dir: 'desc',
      sort: 'followers',
      colors: 'GR',
      minSize: '360',
    });
    expect(readSearchState(writeSearchState(state))).toEqual(state);
    const bad = readSearchState(new URLSearchParams('tab=decks&page=-2&order=price&dir=up&sort=x'));
    expect(bad).toMatchObject({ tab: 'cards', page: 1, order: 'name', dir: 'asc', sort: 'updated' });
  });

  it('starts again from page 1 when the query, tab or order changes, not when paging', () => {
    const at3 = readSearchState(new URLSearchParams('q=bolt&page=3'));
    expect(nextSearchState(at3, { q: 'shock' }).page).toBe(1);
    expect(nextSearchState(at3, { order: 'mv' }).page).toBe(1);
    expect(nextSearchState(at3, { q: 'bolt' }).page).toBe(3);
    expect(nextSearchState(at3, { page: 4 }).page).toBe(4);
  });

  it('links examples to the search page', () => {
    expect(searchHref('c:rg t:creature')).toBe('/search?q=c%3Arg+t%3Acreature');
    expect(searchHref('vintage', 'cubes')).toBe('/search?q=vintage&tab=cubes');
  });

  it('builds the community browse request for the cubes tab', () => {
    const state = readSearchState(new URLSearchParams('q=+pauper+&tab=cubes&tags=a,b&colors=ub'));
    expect(browseParams(state)).toEqual({
      q: 'pauper',
      sort: 'updated',
      tags: 'a,b',
      colors: 'UB',
      minSize: undefined,
      maxSize: undefined,
    });
  });

  it('labels the range of a page of results', () => {
    expect(rangeLabel(1, 60, 60, 1234)).toBe('Showing 1–60 of 1,234 cards');
    expect(rangeLabel(21, 60, 34, 1234)).toBe('Showing 1,201–1,234 of 1,234 cards');
    expect(rangeLabel(1, 60, 0, 0)).toBe('No cards match');
    expect(rangeLabel(9, 60, 0, 1)).toBe('1 card matches');
  });
});
