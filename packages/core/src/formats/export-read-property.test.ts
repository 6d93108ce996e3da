import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board, CardStatus, ColorCategory, Finish } from '../cube/types';
import { CARRIES } from './carries.test-support';
import { exportEntry } from './export-entry.test-support';
import { type ExportCube, FORMAT_IDS, parseList, writeList } from './index';

// Any cube we export reads back, in every format, to the same cards with what the format carries
// (CARRIES): random names, printings, boards, finishes, tags and notes, notes and tags holding commas,
// quotes, semicolons and line breaks (which CSV must quote).

const word = fc.stringMatching(/^[A-Z][a-z]{1,7}$/);
const name = fc
  .tuple(
    fc.array(word, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('', "'s", ',', '-Born'),
    fc.boolean(),
    word,
  )
  .map(([words, tail, split, back]) => {
    const front = words.join(' ') + (tail === ',' ? ', the Bold' : tail);
    return split ? `${front} // ${back}` : front;
  });
const text = fc.string({
  unit: fc.constantFrom('a', 'b', ' ', ',', ';', '"', '\n', '\\', 'é'),
  maxLength: 20,
});
const tag = fc.stringMatching(/^[a-z]{1,6}([,;\\][a-z]{1,6})?$/);
const entry = fc
  .record({
    name,
    board: fc.constantFrom<Board>('main', 'maybe'),
    printing: fc.option(
      fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{2}$/), fc.stringMatching(/^[1-9][0-9]{0,2}[a-z]?$/)),
    ),
    finish: fc.constantFrom<Finish>('nonfoil', 'foil', 'etched'),
    status: fc.constantFrom<CardStatus>('owned', 'not_owned', 'proxied'),
    tags: fc.uniqueArray(tag, { maxLength: 3 }),
    notes: text,
    colorCategory: fc.constantFrom<ColorCategory | null>(null, 'red', 'land'),
  })
  .map(({ printing, ...e }) =>
    exportEntry(e.name, { ...e, ...(printing ? { set: printing[0], collectorNumber: printing[1] } : {}) }),
  );
const cube = fc
  .array(entry, { minLength: 1, maxLength: 12 })
  .map((entries): ExportCube => ({ name: 'Random', entries }));

describe('any exported list reads back to the same cards', () => {
  for (const format of FORMAT_IDS) {
    it(format, () => {
      const { fields } = CARRIES[format];
      fc.assert(
        fc.property(cube, (c) => {
          const parsed = parseList(format, writeList(format, c));
          expect(parsed.problems.filter((p) => p.severity === 'error')).toEqual([]);
          expect(parsed.entries.map(fields).sort()).toEqual(c.entries.map(fields).sort());
        }),
        { numRuns: 150 },
      );
    });
  }
});
