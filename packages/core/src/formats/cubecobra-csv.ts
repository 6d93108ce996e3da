import type { Board, CardStatus, ColorCategory, Finish } from '../cube/types';
import { readCsv, writeCsv } from './csv';
import { designFromCsv } from './custom-design';
import { joinTags, splitTags } from './tag-list';
import type {
  ExportCube,
  ExportEntry,
  ImportEntry,
  ImportOverrides,
  ParseProblem,
  ParseResult,
} from './types';

/** CubeCobra's export header (older exports lack the last columns; readers match names case-insensitively). */
export const CUBECOBRA_COLUMNS = [
  'name',
  'CMC',
  'Type',
  'Color',
  'Set',
  'Collector Number',
  'Rarity',
  'Color Category',
  'status',
  'Finish',
  'board',
  'maybeboard',
  'image URL',
  'image Back URL',
  'tags',
  'Notes',
  'MTGO ID',
  'Custom',
] as const;

const STATUS_OUT: Record<CardStatus, string> = {
  owned: 'Owned',
  not_owned: 'Not Owned',
  ordered: 'Ordered',
  proxied: 'Proxied',
  borrowed: 'Borrowed',
};
const FINISH_OUT: Record<Finish, string> = { nonfoil: 'Non-foil', foil: 'Foil', etched: 'Etched' };
const CATEGORY_OUT: Record<ColorCategory, string> = {
  white: 'White',
  blue: 'Blue',
  black: 'Black',
  red: 'Red',
  green: 'Green',
  multicolor: 'Multicolored',
  colorless: 'Colorless',
  land: 'Lands',
};

const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
const STATUS_IN = new Map<string, CardStatus>(
  Object.entries(STATUS_OUT).map(([k, v]) => [key(v), k as CardStatus]),
);
STATUS_IN.set('premiumowned', 'owned');
const FINISH_IN = new Map<string, Finish>([
  ['nonfoil', 'nonfoil'],
  ['foil', 'foil'],
  ['etched', 'etched'],
]);
const CATEGORY_IN = new Map<string, ColorCategory>([
  ...Object.entries(CATEGORY_OUT).map(([k, v]) => [key(v), k as ColorCategory] as const),
  ...Object.keys(CATEGORY_OUT).map((k) => [k, k as ColorCategory] as const),
  ['w', 'white'],
  ['u', 'blue'],
  ['b', 'black'],
  ['r', 'red'],
  ['g', 'green'],
  ['m', 'multicolor'],
  ['gold', 'multicolor'],
  ['hybrid', 'multicolor'],
  ['c', 'colorless'],
  ['l', 'land'],
]);

function rowOf(e: ExportEntry): string[] {
  return [
    e.name,
    e.cmc == null ? '' : String(e.cmc),
    e.typeLine ?? '',
    (e.colors ?? []).join(''),
    e.set ? e.set.toLowerCase() : '',
    e.collectorNumber ?? '',
    e.rarity ?? '',
    e.colorCategory ? CATEGORY_OUT[e.colorCategory] : '',
    STATUS_OUT[e.status],
    FINISH_OUT[e.finish],
    BOARD_OUT[e.board] ?? e.board,
    e.board === 'maybe' ? 'true' : 'false',
    e.imageUrl ?? '',
    e.imageBackUrl ?? '',
    joinTags(e.tags),
    e.notes,
    '',
    e.custom || e.cardId?.startsWith('custom:') ? 'true' : 'false',
  ];
}

/** Writes CubeCobra's CSV: header, then one record per entry, main board first. */
export function writeCubeCobraCsv(cube: ExportCube): string {
  const ordered = [
    ...cube.entries.filter((e) => e.board === 'main'),
    ...cube.entries.filter((e) => e.board !== 'main'),
  ];
  return writeCsv([[...CUBECOBRA_COLUMNS], ...ordered.map(rowOf)]);
}

const BOARD_OUT: Record<string, string> = { main: 'mainboard', maybe: 'maybeboard' };

/** The board column: main and maybe under their CubeCobra words, anything else a named board's name. */
function boardOf(board: string, maybe: string): Board {
  const b = key(board);
  if (b === 'main' || b === 'mainboard') return 'main';
  if (b.startsWith('maybe') || b === 'sideboard' || b === 'considering') return 'maybe';
  if (b) return board.trim();
  return key(maybe) === 'true' ? 'maybe' : 'main';
}

/**
 * The card facts a record states (CubeCobra writes an entry's overrides in these columns); the importer
 * keeps the ones that differ from the card.
 */
function factsOf(cell: (column: string) => string): ImportOverrides | null {
  const facts: ImportOverrides = {};
  const cmc = cell('CMC');
  if (cmc && Number.isFinite(Number(cmc))) facts.manaValue = Number(cmc);
  const type = cell('Type');
  if (type) facts.typeLine = type;
  const rarity = cell('Rarity').toLowerCase();
  if (rarity) facts.rarity = rarity;
  const image = cell('image URL');
  if (image) facts.imageUrl = image;
  return Object.keys(facts).length ? facts : null;
}

/** Reads a CubeCobra CSV export (any column order; unknown columns ignored); each record is one entry. */
export function parseCubeCobraCsv(text: string): ParseResult {
  const { rows, problems } = readCsv(text);
  const out: ParseProblem[] = [...problems];
  const header = rows[0];
  if (!header) return { entries: [], problems: out };
  const col = new Map(header.cells.map((h, i) => [key(h), i]));
  if (!col.has('name')) {
    out.push({
      line: header.line,
      message: 'The first line must be a header with a "name" column',
      severity: 'error',
    });
    return { entries: [], problems: out };
  }
  const cell = (cells: string[], name: string) => {
    const i = col.get(key(name));
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const entries: ImportEntry[] = [];
  for (const { cells, line } of rows.slice(1)) {
    const name = cell(cells, 'name');
    if (!name) {
      out.push({ line, message: 'No card name in this record', severity: 'error' });
      continue;
    }
    const entry: ImportEntry = {
      name,
      line,
      board: boardOf(cell(cells, 'board'), cell(cells, 'maybeboard')),
    };
    const set = cell(cells, 'Set');
    if (set) entry.set = set.toLowerCase();
    const number = cell(cells, 'Collector Number');
    if (number) entry.collectorNumber = number;
    const status = STATUS_IN.get(key(cell(cells, 'status')));
    if (status) entry.status = status;
    const finish = FINISH_IN.get(key(cell(cells, 'Finish')));
    if (finish) entry.finish = finish;
    const category = CATEGORY_IN.get(key(cell(cells, 'Color Category')));
    if (category) entry.colorCategory = category;
    const overrides = factsOf((column) => cell(cells, column));
    if (overrides) entry.overrides = overrides;
    const tags = splitTags(cell(cells, 'tags'));
    if (tags.length) entry.tags = tags;
    const i = col.get('notes');
    const notes = i === undefined ? '' : (cells[i] ?? '');
    if (notes) entry.notes = notes;
    if (key(cell(cells, 'Custom')) === 'true') {
      const fields = designFromCsv((column) => cell(cells, column));
      if (fields) entry.custom = { line, fields };
    }
    entries.push(entry);
  }
  return { entries, problems: out };
}
