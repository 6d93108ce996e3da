import { describe, expect, it } from 'vitest';
import { LIST_DEFAULTS, optionsFromParams, paramsFrom } from './list-url';

describe('list options in the URL', () => {
  it('reads a linked view', () => {
    const params = new URLSearchParams('view=curve&group=type&sort=mv&f=t:creature&board=b-tokens01');
    expect(optionsFromParams(params)).toEqual({
      view: 'curve',
      groupBy: 'type',
      subBy: 'type',
      sortBy: 'mv',
      board: 'b-tokens01',
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(optionsFromParams(new URLSearchParams())).toEqual(LIST_DEFAULTS);
    expect(optionsFromParams(new URLSearchParams('view=gallery&group=<script>&sort=1&board=x'))).toEqual(
      LIST_DEFAULTS,
    );
  });

  it('keeps "then by nothing" apart from the default second grouping', () => {
    expect(optionsFromParams(new URLSearchParams('then=none')).subBy).toBeNull();
    expect(optionsFromParams(new URLSearchParams('then=rarity')).subBy).toBe('rarity');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(paramsFrom(LIST_DEFAULTS, '').toString()).toBe('');
    const options = {
      view: 'spoiler',
      groupBy: 'mv',
      subBy: null,
      sortBy: 'rarity',
      board: 'maybe',
    } as const;
    const params = paramsFrom(options, 'mv<=2');
    expect(params.toString()).toBe('view=spoiler&group=mv&then=none&sort=rarity&board=maybe&f=mv%3C%3D2');
    expect(optionsFromParams(params)).toEqual(options);
  });

  it('keeps parameters it does not own', () => {
    expect(paramsFrom(LIST_DEFAULTS, 'x', new URLSearchParams('other=1&view=curve')).toString()).toBe(
      'other=1&f=x',
    );
  });
});
