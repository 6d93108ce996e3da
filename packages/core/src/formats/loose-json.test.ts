import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLooseJson, readLooseJson } from './loose-json';

describe('loose JSON (what Draftmancer accepts)', () => {
  it('reads trailing commas and # // /* */ comments', () => {
    const text = `[
      # a comment line
      { "name": "A", "colors": ["W", "U",], }, // after
      /* block */ { "n": -1.5e2, "t": true, "f": false, "z": null, "s": "a # not a comment \\u00e9\\n" },
    ]`;
    const read = parseLooseJson(text);
    expect(read).toMatchObject({ ok: true });
    expect(read.ok && read.value).toEqual([
      { name: 'A', colors: ['W', 'U'] },
      { n: -150, t: true, f: false, z: null, s: 'a # not a comment é\n' },
    ]);
  });

  it('says where a value ends and where top-level items start', () => {
    const text = '[ {"a":1},\n {"b":2} ]\n[MainSlot]';
    const read = readLooseJson(text);
    expect(read.ok && read.end).toBe(text.indexOf(']\n') + 1);
    expect(read.ok && read.itemStarts).toEqual([2, text.indexOf('{"b"')]);
  });

  it('refuses broken JSON with the offset of the problem', () => {
    expect(parseLooseJson('{"a": 1 "b": 2}')).toMatchObject({ ok: false, offset: 8 });
    expect(parseLooseJson('[1, 2')).toMatchObject({ ok: false, error: 'Missing "]"' });
    expect(parseLooseJson('{"a": "x}')).toMatchObject({ ok: false });
    expect(parseLooseJson('[1] x')).toMatchObject({ ok: false, error: 'Text after the JSON value' });
    expect(parseLooseJson('['.repeat(500))).toMatchObject({ ok: false, error: 'Nested too deeply' });
  });

  it('reads any strict JSON exactly as JSON.parse does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value, null, 1);
        expect(parseLooseJson(text)).toMatchObject({ ok: true, value: JSON.parse(text) });
      }),
    );
  });

  it('never throws on hostile text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const read = parseLooseJson(text);
        expect(typeof read.ok).toBe('boolean');
      }),
    );
  });

  it('keeps a "__proto__" key as data', () => {
    const read = parseLooseJson('{"__proto__": {"polluted": 1}}');
    expect(read.ok && Object.keys(read.value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
