import { describe, expect, it } from 'vitest';
import { CARRIES } from './carries.test-support';
import { exportEntry as entry } from './export-entry.test-support';
import type { ExportCube } from './index';
import { FORMAT_IDS, parseList, writeList } from './index';

// Names, tags and notes with every character that broke list formats before: quotes, commas,
// semicolons, line breaks, XML specials, accents, split-card slashes.
const CUBE: ExportCube = {
  name: 'Vintage "Pauper" Cube, <v2> & co',
  description: 'Line one\nline two',
  entries: [
    entry('Lightning Bolt', {
      set: 'm11',
      collectorNumber: '149',
      printingId: 'p-bolt',
      cardId: 'c-bolt',
      tags: ['burn', 'a;b', 'quote "x"', 'back\\slash'],
      notes: 'Cuts, "quotes";\nand a new line',
      finish: 'foil',
      status: 'proxied',
      colorCategory: 'red',
    }),
    entry('Lightning Bolt', { set: 'm11', collectorNumber: '149', printingId: 'p-bolt', cardId: 'c-bolt' }),
    entry('Fire // Ice', { tags: ['split, card'], colorCategory: 'multicolor' }),
    entry("Lim-Dûl's Vault", { status: 'not_owned', finish: 'etched' }),
    entry('Counterspell', { board: 'maybe', set: 'ema', collectorNumber: '43', notes: '  spaced  ' }),
    entry('1996 World Champion', { board: 'maybe' }),
  ],
};

describe('every format round-trips what it can carry', () => {
  for (const format of FORMAT_IDS) {
    it(format, () => {
      const text = writeList(format, CUBE);
      const parsed = parseList(format, text);
      expect(parsed.problems.filter((p) => p.severity === 'error')).toEqual([]);
      const { fields, maybe } = CARRIES[format];
      const expected = CUBE.entries.filter((e) => maybe || e.board === 'main').map(fields);
      expect(parsed.entries.map(fields).sort()).toEqual(expected.sort());
      for (const e of parsed.entries) expect(e.line).toBeGreaterThan(0);
    });
  }

  it('json keeps printing and card ids and the cube name', () => {
    const parsed = parseList('json', writeList('json', CUBE));
    expect(parsed.name).toBe(CUBE.name);
    expect(parsed.entries[0]).toMatchObject({ printingId: 'p-bolt', cardId: 'c-bolt', line: 3 });
    expect(parsed.entries.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('cockatrice, forge, xmage and arena keep the cube name', () => {
    for (const format of ['cod', 'dck', 'xmage', 'arena'] as const) {
      expect(parseList(format, writeList(format, CUBE)).name).toBe(CUBE.name);
    }
  });

  it('an empty cube writes and reads back as empty', () => {
    for (const format of FORMAT_IDS) {
      const parsed = parseList(format, writeList(format, { name: 'Empty', entries: [] }));
      expect(parsed.entries).toEqual([]);
      expect(parsed.problems.filter((p) => p.severity === 'error')).toEqual([]);
    }
  });
});
