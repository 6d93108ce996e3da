import { describe, expect, it } from 'vitest';
import { requiredLiteral } from './regex-literal';

describe('requiredLiteral', () => {
  it.each([
    ['deals \\d damage', ' damage'],
    ['Draw a Card', 'draw a card'],
    ['^flying$', 'flying'],
    ['tokens? ', 'token'],
    ['ab*c', 'a'],
    ['x+y', 'y'],
    ['a.b', 'a'],
    ['fly|haste', ''],
    ['(draw) a card', ''],
    ['[abc]de', ''],
    ['x{2}', ''],
    ['\\bdies\\b', 'dies'],
    ['', ''],
  ])('%s -> %s', (source, literal) => {
    expect(requiredLiteral(source)).toBe(literal);
  });

  it('is a necessary condition: wherever the regex matches, the lower-cased text holds the literal', () => {
    const texts = ['Deals 3 damage.', 'DRAW A CARD', 'Create two tokens', 'ıI İi ſS'];
    for (const source of ['deals \\d damage', 'draw a card', 'tokens? ', 'i', 's', 'a+b?']) {
      const re = new RegExp(source, 'im');
      const lit = requiredLiteral(source);
      for (const t of texts) if (re.test(t)) expect(t.toLowerCase()).toContain(lit);
    }
  });
});
