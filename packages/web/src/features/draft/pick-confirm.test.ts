import { describe, expect, it } from 'vitest';
import { pressCard } from './pick-confirm';

describe('tap to confirm a pick', () => {
  it('picks at once when no confirm is asked for (a mouse, by default)', () => {
    expect(pressCard(null, 'a', false)).toEqual({ selected: null, pick: 'a' });
    expect(pressCard('b', 'a', false)).toEqual({ selected: null, pick: 'a' });
  });

  it('selects on the first tap and picks on a second tap of the same card', () => {
    const first = pressCard(null, 'a', true);
    expect(first).toEqual({ selected: 'a', pick: null });
    expect(pressCard(first.selected, 'a', true)).toEqual({ selected: null, pick: 'a' });
  });

  it('a tap on another card moves the selection and picks nothing', () => {
    expect(pressCard('a', 'b', true)).toEqual({ selected: 'b', pick: null });
  });
});
