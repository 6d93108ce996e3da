import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dataRuleIssues,
  keyProblem,
  MAX_STRING_BYTES,
  storableDocumentSchema,
  withDataRules,
} from './data-rules';

describe('data rules (spec section 5)', () => {
  it.each(['a.b', 'a#b', 'a$b', 'a/b', 'a[b', 'a]b', 'tab\there', 'nul\u0000', 'del\u007f', ''])(
    'refuses the key %j',
    (key) => {
      expect(keyProblem(key)).not.toBeNull();
    },
  );

  it.each(['name', 'Cube Name', 'über-card', 'a_b-c', '0', 'emoji 🐉'])('accepts the key %j', (key) => {
    expect(keyProblem(key)).toBeNull();
  });

  it('refuses undefined, functions and NaN wherever they sit, with their path', () => {
    const issues = dataRuleIssues({ a: undefined, b: [1, () => 1], c: { d: Number.NaN }, ok: 'x', n: null });
    expect(issues).toEqual([
      { path: ['a'], message: 'Undefined values are not allowed' },
      { path: ['b', 1], message: 'Functions are not allowed' },
      { path: ['c', 'd'], message: 'NaN is not allowed' },
    ]);
  });

  it('accepts a string of exactly 10 MiB and refuses one byte more, counting UTF-8 bytes', () => {
    expect(dataRuleIssues('a'.repeat(MAX_STRING_BYTES))).toEqual([]);
    expect(dataRuleIssues('a'.repeat(MAX_STRING_BYTES + 1))).toHaveLength(1);
    // 'é' is two bytes: half as many characters already reach the limit.
    expect(dataRuleIssues('é'.repeat(MAX_STRING_BYTES / 2 + 1))).toHaveLength(1);
  });

  it('reports bad keys nested in arrays and objects', () => {
    expect(dataRuleIssues({ list: [{ 'x.y': 1 }] })[0]?.path).toEqual(['list', 0, 'x.y']);
  });

  it('works as a zod refinement with messages at the right path', () => {
    const schema = withDataRules(z.object({ meta: z.record(z.string(), z.unknown()) }));
    const bad = schema.safeParse({ meta: { a$b: 1 } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['meta', 'a$b']);
    expect(bad.error?.issues[0]?.message).toContain('must not contain');
    expect(storableDocumentSchema.safeParse({ fine: { nested: [1, 'two', true, null] } }).success).toBe(true);
  });
});
