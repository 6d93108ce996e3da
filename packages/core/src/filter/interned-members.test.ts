import { describe, expect, it } from 'vitest';
import { InternTable } from './intern';
import { internedHolding } from './interned-members';

describe('internedHolding', () => {
  it('marks the lists holding a member as a whole (not as part of a longer one), and learns lists added later', () => {
    const table = new InternTable<readonly string[]>();
    table.intern('war m21', () => ['war', 'm21']);
    table.intern('m21', () => ['m21']);
    table.intern('wars', () => ['wars']);
    expect([...internedHolding(table, 'war')]).toEqual([1, 2, 2]);
    expect([...internedHolding(table, 'm21')]).toEqual([1, 1, 2]);
    expect([...internedHolding(table, 'zzz')]).toEqual([2, 2, 2]);
    table.intern('war war', () => ['war', 'war']);
    expect([...internedHolding(table, 'war')]).toEqual([1, 2, 2, 1]);
  });
});
