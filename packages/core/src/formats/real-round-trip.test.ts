// Every format, written and read back, over a real 540-card cube and 2,000 random printings (seeded),
// resolved against the card data as an import does. What each format carries must come back exactly.
// Skipped with a notice when the data is absent, unless REQUIRE_DATA=1 (then it fails).
import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { cardsByName, cubeFromList } from '../bots/bulk-cube.test-support';
import { CardIndex } from '../cards/card-index';
import { normalizePrinting } from '../cards/normalize';
import type { Card, Printing } from '../cards/types';
import type { Board, Finish } from '../cube/types';
import { createRng } from '../random';
import { parseList, writeList } from './registry';
import { type ExportCube, type ExportEntry, FORMAT_IDS, type FormatId, type ImportEntry } from './types';

const CARDS_FILE = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const PRINTINGS_FILE = process.env.CARD_PRINTINGS_FILE ?? '/work/shared/data/printings.json.gz';
const CUBE_FILE = `${process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes'}/ArenaChromaticCubeJune2021.txt`;
const missing = [CARDS_FILE, PRINTINGS_FILE, CUBE_FILE].filter((f) => !fs.existsSync(f));
if (missing.length && process.env.REQUIRE_DATA === '1') {
  throw new Error(`REQUIRE_DATA=1 but the card data is missing: ${missing.join(', ')}`);
}
if (missing.length) console.warn(`⚠ skipping real-data round trips: ${missing.join(', ')} missing`);

const PRINTING_SAMPLE = 2000;
const TAGS = ['ramp', 'removal', 'card draw', 'x-2', 'Überschall'];
const gz = (file: string) => JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as unknown[];

/** What one format carries, as the fields of a resolved entry that must survive its round trip. */
interface Carries {
  printing: boolean;
  /** Finishes it can say; others come back as non-foil. */
  finishes: readonly Finish[];
  tags: boolean;
  /** Status, notes and colour category. */
  details: boolean;
  /** XMage: an entry without a printing comes back with its card's default printing. */
  defaultPrinting?: boolean;
}

// The documentation of what each format carries (names, counts and both boards: all of them).
const CARRIES: Record<FormatId, Carries> = {
  txt: { printing: true, finishes: ['foil', 'etched'], tags: true, details: false },
  csv: { printing: true, finishes: ['foil', 'etched'], tags: true, details: true },
  dek: { printing: true, finishes: [], tags: false, details: false },
  arena: { printing: true, finishes: [], tags: false, details: false },
  cod: { printing: true, finishes: [], tags: false, details: false },
  dck: { printing: true, finishes: [], tags: false, details: false },
  xmage: { printing: true, finishes: [], tags: false, details: false, defaultPrinting: true },
  draftmancer: { printing: true, finishes: ['foil'], tags: false, details: false },
  json: { printing: true, finishes: ['foil', 'etched'], tags: true, details: true },
};

function load() {
  const rawCards = gz(CARDS_FILE);
  const lines = fs.readFileSync(CUBE_FILE, 'utf8').split('\n');
  const rng = createRng('formats-real-round-trip');
  const allPrintings = gz(PRINTINGS_FILE)
    .map((p) => normalizePrinting(p as Record<string, unknown>))
    .filter((p): p is Printing => p !== null);
  const sample: Printing[] = [];
  const taken = new Set<number>();
  while (sample.length < PRINTING_SAMPLE) {
    const i = rng.int(allPrintings.length);
    if (!taken.has(i)) {
      taken.add(i);
      sample.push(allPrintings[i]!);
    }
  }
  const wanted = new Set([
    ...lines.map((l) =>
      l
        .trim()
        .replace(/ \/\/\/ /g, ' // ')
        .toLowerCase(),
    ),
    ...sample.map((p) => p.name.toLowerCase()),
  ]);
  const byName = cardsByName(rawCards, wanted);
  const cards = [...new Map([...byName.values()].map((c) => [c.id, c])).values()];
  const wantedCards = new Set(cards.map((c) => c.id));
  // Every printing of the cards in play, so a set and number resolve as they would on a server.
  const index = new CardIndex(
    cards,
    allPrintings.filter((p) => wanted.has(p.name.toLowerCase()) || wantedCards.has(p.cardId)),
  );
  const cube = cubeFromList(lines, byName);
  return { index, rng, sample, cube };
}

function exportCubeOf(data: ReturnType<typeof load>): ExportCube {
  const { index, rng, sample, cube } = data;
  const pick = <T>(list: readonly T[]) => list[rng.int(list.length)]!;
  const entry = (card: Card, board: Board, printing: Printing | null): ExportEntry => ({
    name: card.name,
    cardId: card.id,
    board,
    printingId: printing?.id ?? null,
    set: printing?.set ?? null,
    collectorNumber: printing?.collectorNumber ?? null,
    finish: pick(['nonfoil', 'nonfoil', 'foil', 'etched'] as const),
    status: pick(['owned', 'not_owned', 'proxied'] as const),
    tags: rng.int(3) === 0 ? [pick(TAGS), pick(TAGS)].filter((t, i, a) => a.indexOf(t) === i) : [],
    notes: rng.int(5) === 0 ? pick(['-1 next update', '+ keep', '=SUM(A1)', 'plain note']) : '',
    colorCategory: rng.int(4) === 0 ? pick(['white', 'land', 'multicolor'] as const) : null,
    layout: card.layout,
    defaultSet: card.set,
    defaultCollectorNumber: card.collectorNumber,
  });
  const entries: ExportEntry[] = cube.entries.map((e, i) =>
    entry(index.get(e.cardId)!, i % 9 === 0 ? 'maybe' : 'main', null),
  );
  for (const p of sample) {
    // The sample's own printing, linked to its card by the index (a few fixture printings name no card).
    const printing = index.printing(p.id);
    const card = printing && index.get(printing.cardId);
    if (card) entries.push(entry(card, rng.int(6) === 0 ? 'maybe' : 'main', printing));
  }
  return { name: 'Real cube', entries };
}

/** The printing an entry means: its id, else its set and number among its card's printings. */
function printingIdOf(index: CardIndex, cardId: string, set?: string | null, number?: string | null) {
  if (!set) return null;
  const found = index
    .printingsOf(cardId)
    .find((p) => p.set === set && (!number || p.collectorNumber === number));
  return found?.id ?? null;
}

function expectedKey(index: CardIndex, e: ExportEntry, carries: Carries): string {
  let printing = carries.printing ? (e.printingId ?? null) : null;
  if (!printing && carries.defaultPrinting)
    printing = printingIdOf(index, e.cardId!, e.defaultSet, e.defaultCollectorNumber);
  const finish = carries.finishes.includes(e.finish) ? e.finish : 'nonfoil';
  return JSON.stringify([
    e.cardId,
    e.board,
    printing,
    finish,
    carries.tags ? e.tags : [],
    carries.details ? [e.status, e.notes, e.colorCategory] : [],
  ]);
}

function readKey(index: CardIndex, e: ImportEntry, carries: Carries): string {
  const card = (e.cardId && index.get(e.cardId)) || index.lookup(e.name);
  const cardId = card?.id ?? `unresolved:${e.name}`;
  const printing = e.printingId ?? printingIdOf(index, cardId, e.set, e.collectorNumber);
  return JSON.stringify([
    cardId,
    e.board,
    printing,
    e.finish ?? 'nonfoil',
    e.tags ?? [],
    carries.details ? [e.status ?? 'owned', e.notes ?? '', e.colorCategory ?? null] : [],
  ]);
}

describe(
  'real cube round trips (540 cards + 2,000 printings)',
  needs({ 'card data': missing.length === 0 }),
  () => {
    const data = missing.length ? null : load();
    const cube = data ? exportCubeOf(data) : { name: '', entries: [] };

    it('builds the cube from the real list and the sample', () => {
      expect(data!.cube.missing).toEqual([]);
      expect(data!.cube.entries).toHaveLength(540);
      // Nearly every sampled printing names a card of the data (reversible "X // X" printings may not).
      expect(cube.entries.length).toBeGreaterThan(540 + PRINTING_SAMPLE * 0.98);
      expect(cube.entries.some((e) => e.layout === 'transform')).toBe(true);
      expect(cube.entries.some((e) => e.layout === 'split')).toBe(true);
    });

    it('Arena and MTGO name multi-face cards as those programs do', () => {
      const { index } = data!;
      const split = (name: string) => index.lookup(name)?.layout === 'split';
      const arenaNames = writeList('arena', cube)
        .split('\n')
        .filter((l) => / \/\/ /.test(l))
        .map((l) => l.replace(/^\d+ /, '').replace(/ \(\w+\) \S+$/, ''));
      expect(arenaNames.length).toBeGreaterThan(0);
      expect(arenaNames.filter((n) => !split(n))).toEqual([]);
      const dek = writeList('dek', cube);
      expect(dek).not.toContain(' // ');
      expect(dek).not.toContain('CatID');
      expect(dek).toMatch(/Name="[^"]+\/[^"]+"/);
    });

    for (const format of FORMAT_IDS) {
      it(`${format} gives back what it carries`, () => {
        const { index } = data!;
        const carries = CARRIES[format];
        const text = writeList(format, cube);
        const parsed = parseList(format, text, { isCardName: (name) => index.lookup(name) !== null });
        expect(parsed.problems.filter((p) => p.severity === 'error')).toEqual([]);
        const back = parsed.entries.map((e) => readKey(index, e, carries)).sort();
        const expected = cube.entries.map((e) => expectedKey(index, e, carries)).sort();
        const diff = (a: string[], b: string[]) => {
          const rest = [...b];
          return a.filter((k) => {
            const i = rest.indexOf(k);
            if (i < 0) return true;
            rest.splice(i, 1);
            return false;
          });
        };
        expect({ lost: diff(expected, back).slice(0, 5), extra: diff(back, expected).slice(0, 5) }).toEqual({
          lost: [],
          extra: [],
        });
        expect(back).toHaveLength(expected.length);
      });
    }
  },
);
