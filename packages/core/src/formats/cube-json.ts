import { z } from 'zod';
import { CARD_STATUSES, COLOR_CATEGORIES, FINISHES } from '../cube/types';
import { designFromJson } from './custom-design';
import type { ExportCube, ImportEntry, ParseProblem, ParseResult } from './types';

/** Marks our own JSON export, so detection and readers know what they hold. */
export const CUBE_JSON_FORMAT = 'cubewright-cube';

const jsonCardSchema = z.object({
  name: z.string().trim().min(1),
  cardId: z.string().min(1).optional(),
  // `main`, `maybe`, or the name of one of the cube's named boards.
  board: z.string().trim().min(1).max(100).default('main'),
  printingId: z.string().min(1).nullish(),
  set: z.string().min(1).nullish(),
  collectorNumber: z.string().min(1).nullish(),
  finish: z.enum(FINISHES).optional(),
  status: z.enum(CARD_STATUSES).optional(),
  tags: z.array(z.string()).optional(),
  notes: z.string().optional(),
  colorCategory: z.enum(COLOR_CATEGORIES).nullish(),
  // The entry's overrides; checked by the importer like any other list's (a bad one is a warning).
  imageUrl: z.string().nullish(),
  manaValue: z.number().nullish(),
  typeLine: z.string().nullish(),
  rarity: z.string().nullish(),
  // Checked field by field by the importer, so a bad design is reported with its field.
  custom: z.unknown().optional(),
});

const jsonCubeSchema = z.object({
  name: z.string().optional(),
  /** The cube's named boards in order (so empty ones come back too). */
  boards: z.array(z.string()).max(100).optional(),
  cards: z.array(z.unknown()),
});

// Cards are written one per line, so the n-th `"name":` after `"cards"` is on the n-th card's line.
function cardLines(text: string): number[] {
  const start = text.indexOf('"cards"');
  const lines: number[] = [];
  let line = 1 + (text.slice(0, Math.max(start, 0)).match(/\n/g)?.length ?? 0);
  for (const m of text.slice(Math.max(start, 0)).matchAll(/\n|"name"\s*:/g)) {
    if (m[0] === '\n') line++;
    else lines.push(line);
  }
  return lines;
}

function withoutNulls<T extends object>(o: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v != null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

/** Reads our JSON export (or a bare array of its card objects); invalid cards are reported and skipped. */
export function parseCubeJson(text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    return {
      entries: [],
      problems: [{ line: 1, message: `Not valid JSON: ${(err as Error).message}`, severity: 'error' }],
    };
  }
  const cube = jsonCubeSchema.safeParse(Array.isArray(data) ? { cards: data } : data);
  if (!cube.success) {
    return {
      entries: [],
      problems: [{ line: 1, message: 'The JSON has no "cards" list', severity: 'error' }],
    };
  }
  const lines = cardLines(text);
  const entries: ImportEntry[] = [];
  const problems: ParseProblem[] = [];
  cube.data.cards.forEach((raw, i) => {
    const line = lines[i] ?? 1;
    const card = jsonCardSchema.safeParse(raw);
    if (!card.success) {
      const issue = card.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      problems.push({
        line,
        message: `Card ${i + 1}: ${where}${issue?.message ?? 'invalid'}`,
        severity: 'error',
      });
      return;
    }
    const {
      printingId,
      set,
      collectorNumber,
      colorCategory,
      custom,
      imageUrl,
      manaValue,
      typeLine,
      rarity,
      ...rest
    } = card.data;
    const entry: ImportEntry = { ...rest, line };
    const overrides = withoutNulls({ imageUrl, manaValue, typeLine, rarity });
    if (Object.keys(overrides).length) entry.overrides = overrides;
    const fields = designFromJson(custom);
    if (fields) entry.custom = { line, fields };
    if (printingId) entry.printingId = printingId;
    if (set) entry.set = set.toLowerCase();
    if (collectorNumber) entry.collectorNumber = collectorNumber;
    if (colorCategory !== undefined) entry.colorCategory = colorCategory;
    entries.push(entry);
  });
  const name = cube.data.name?.trim();
  const boards = cube.data.boards?.map((b) => b.trim()).filter(Boolean);
  return { entries, problems, ...(name ? { name } : {}), ...(boards?.length ? { boards } : {}) };
}

/** Writes every field of every entry, every board (named boards by name), one card object per line. */
export function writeCubeJson(cube: ExportCube): string {
  const cards = cube.entries.map((e) =>
    JSON.stringify({
      name: e.name,
      ...(e.cardId ? { cardId: e.cardId } : {}),
      board: e.board,
      printingId: e.printingId ?? null,
      set: e.set ?? null,
      collectorNumber: e.collectorNumber ?? null,
      finish: e.finish,
      status: e.status,
      tags: e.tags,
      notes: e.notes,
      colorCategory: e.colorCategory,
      imageUrl: e.overrides?.imageUrl ?? null,
      manaValue: e.overrides?.manaValue ?? null,
      typeLine: e.overrides?.typeLine ?? null,
      rarity: e.overrides?.rarity ?? null,
      // A custom card's design travels with the list, so the file is complete without this server.
      ...(e.custom ? { custom: e.custom } : {}),
    }),
  );
  const boards = cube.boards?.length ? `"boards":${JSON.stringify(cube.boards)},` : '';
  const head = `{"format":${JSON.stringify(CUBE_JSON_FORMAT)},"version":1,"name":${JSON.stringify(cube.name)},"description":${JSON.stringify(cube.description ?? '')},${boards}`;
  return `${head}\n"cards":[\n${cards.join(',\n')}\n]}\n`;
}
