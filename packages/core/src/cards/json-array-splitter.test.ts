import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonArraySplitter } from './json-array-splitter';

function splitAll(chunks: string[]) {
  const s = new JsonArraySplitter();
  const out = chunks.flatMap((c) => s.push(c));
  return { objects: out.map((t) => JSON.parse(t)), done: s.done };
}

describe('JsonArraySplitter', () => {
  it('cuts elements out of one chunk, strings with braces, quotes and escapes included', () => {
    const objs = [{ a: '{"}' }, { b: [1, { c: '\\' }] }, { d: 'x\\"]' }];
    expect(splitAll([JSON.stringify(objs)])).toEqual({ objects: objs, done: true });
  });

  it('gives the same elements wherever the text is cut (Scryfall writes one object per line)', () => {
    const objArb = fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.array(fc.string())));
    fc.assert(
      fc.property(fc.array(objArb, { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 8 }), (objs, cuts) => {
        const text = `[\n${objs.map((o) => JSON.stringify(o)).join(',\n')}\n]\n`;
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((p, i, all) => text.slice(p, all[i + 1] ?? text.length));
        expect(splitAll(chunks)).toEqual({ objects: objs, done: true });
      }),
    );
  });

  it('refuses text that is not an array of objects, and reports a truncated array', () => {
    expect(() => splitAll(['{"data": []}'])).toThrow(/JSON array/);
    expect(() => splitAll(['[1, 2]'])).toThrow(/card objects/);
    expect(splitAll(['[{"a": 1}, {"b"'])).toEqual({ objects: [{ a: 1 }], done: false });
  });
});
