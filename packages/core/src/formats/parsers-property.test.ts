import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFormat, FORMAT_IDS, joinTags, parseList, readCsv, splitTags, writeCsv } from './index';

// Parsers face whatever a user pastes: none may throw, and every problem must point at a real line.
const hostile = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc
    .array(
      fc.constantFrom(
        '<',
        '>',
        '"',
        "'",
        '&',
        '&#x;',
        '&#99999999;',
        '[',
        ']',
        ',',
        ';',
        '\n',
        '\r',
        '\r\n',
        '//',
        '#',
        'SB:',
        '1 ',
        'x ',
        '(SET) 1',
        '<Cards Name="',
        '<zone name="main">',
        '<card',
        '/>',
        '[Main]',
        '[Settings]',
        '[CustomCards]',
        '[common {"collation":"striped"}]',
        '[Rares(1)]',
        '*F*',
        ' #tag',
        '+F',
        '<zone name="tokens">',
        '{',
        '}',
        '"cards":[',
        'name,CMC\n',
        'Opt',
        '0 ',
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join('')),
);

describe('parsers never throw', () => {
  it('on arbitrary text, in every format', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const lineCount = text.split(/\r\n|\r|\n/).length;
        for (const format of [...FORMAT_IDS, detectFormat(text)]) {
          const r = parseList(format, text);
          for (const p of r.problems) {
            expect(p.line).toBeGreaterThanOrEqual(1);
            expect(p.line).toBeLessThanOrEqual(lineCount);
            expect(p.message).not.toMatch(/^Could not read this file/);
          }
          for (const e of r.entries) expect(e.name.trim()).not.toBe('');
        }
      }),
      { numRuns: 400 },
    );
  });

  it('CSV records round-trip any cell text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 20 }), { minLength: 2, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          const { rows: back, problems } = readCsv(writeCsv(rows));
          expect(problems).toEqual([]);
          expect(back.map((r) => r.cells)).toEqual(rows);
        },
      ),
    );
  });

  it('tags with any characters survive the ; separated field', () => {
    const tag = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 10 })
      .filter((t) => t.trim() === t && t !== '');
    fc.assert(
      fc.property(fc.array(tag, { maxLength: 6 }), (tags) => {
        expect(splitTags(joinTags(tags))).toEqual(tags);
      }),
    );
  });
});
