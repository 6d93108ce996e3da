import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes up to two letters', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('jane mary doe')).toBe('JM');
    expect(initials('drafter')).toBe('DR');
    expect(initials('x')).toBe('X');
  });
  it('splits usernames on separators', () => {
    expect(initials('cube_master')).toBe('CM');
    expect(initials('cube-master')).toBe('CM');
  });
  it('falls back to the e-mail, then to "?"', () => {
    expect(initials('', 'ann.lee@example.com')).toBe('AL');
    expect(initials(null, null)).toBe('?');
    expect(initials('  ', '')).toBe('?');
    expect(initials('!!!')).toBe('?');
  });
  it('never returns more than 2 characters', () => {
    for (const name of ['a b c d', 'Élodie Ünal', 'abcdef', '12 34'])
      expect(initials(name).length).toBeLessThanOrEqual(2);
    expect(initials('Élodie Ünal')).toBe('ÉÜ');
  });
});
