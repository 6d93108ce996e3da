import { describe, expect, it } from 'vitest';
import type { TermNode } from './ast';
import { emptyBits } from './bitset';
import { parseQuery } from './parse';
import { TermCache, termKey } from './term-cache';

const term = (q: string): TermNode => {
  const parsed = parseQuery(q);
  if (!parsed.ok || parsed.ast.type !== 'term') throw new Error(q);
  return parsed.ast;
};

describe('termKey', () => {
  it('is the same for the same term whatever its alias or place in the query', () => {
    expect(termKey(term('t:creature'))).toBe(termKey(term('type:creature')));
    const second = parseQuery('c:r t:creature');
    if (!second.ok || second.ast.type !== 'and') throw new Error('c:r t:creature');
    expect(termKey(second.ast.children[1] as TermNode)).toBe(termKey(term('t:creature')));
  });

  it('tells apart what a field builds differently: operator, value, quotes, regex', () => {
    const keys = ['t:elf', 't=elf', 't!=elf', 't:elves', 'kw:1', 'kw:"1"', 'o:draw', 'o:/draw/'].map((q) =>
      termKey(term(q)),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('TermCache', () => {
  const bits = (bytes: number) => emptyBits((bytes / 4) * 32);

  it('keeps sets up to its byte budget, dropping the least recently used first', () => {
    const cache = new TermCache(4 * 100);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, bits(100));
    expect(cache.size).toEqual({ entries: 4, bytes: 400 });
    expect(cache.get('a')).toBeDefined(); // now the most recently used
    cache.set('e', bits(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toEqual({ entries: 4, bytes: 400 });
  });

  it('replaces a key without counting it twice, and does not keep a set larger than the budget', () => {
    const cache = new TermCache(400);
    cache.set('a', bits(100));
    cache.set('a', bits(200));
    expect(cache.size).toEqual({ entries: 1, bytes: 200 });
    cache.set('huge', bits(800));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 200 });
  });

  it('forgets everything on clear', () => {
    const cache = new TermCache();
    cache.set('a', bits(100));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
