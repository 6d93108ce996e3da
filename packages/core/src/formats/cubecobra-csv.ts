import type { Board, CardStatus, ColorCategory, Finish } from '../cube/types';
import type { ParseOptions } from './card-line';
import { readCsv, writeCsv } from './csv';
import { CUSTOM_DESIGN_COLUMN, customDesignCell, designFromCsvColumns } from './custom-design-csv';
import { joinTags, splitTags } from './tag-list';
import {
  type ExportCube,
  type ExportEntry,
  type ImportEntry,
  type ImportOverrides,
  MAX_COPIES_PER_LINE,
  type ParseProblem,
  type ParseResult,
} from './types';

/**
 * CubeCobra's export header, its 20 columns as CubeCobra writes them today (older exports lack `board`,
 * `Voucher` and `Artist`; readers match names case-insensitively, in any order).
 */
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
  'Voucher',
  'Artist',
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
    // CubeCobra's voucher flag (a card that stands for a voucher, not itself); we have no such entries.
    'false',
    e.custom?.artist || e.artist || '',
  ];
}

/**
 * Writes CubeCobra's CSV: header, then one record per entry, main board first. A cube with custom
 * cards gets one more column, after CubeCobra's, with each design in JSON (CubeCobra ignores it).
 */
export function writeCubeCobraCsv(cube: ExportCube): string {
  const ordered = [
    ...cube.entries.filter((e) => e.board === 'main'),
    ...cube.entries.filter((e) => e.board !== 'main'),
  ];
  if (!ordered.some((e) => e.custom)) return writeCsv([[...CUBECOBRA_COLUMNS], ...ordered.map(rowOf)]);
  return writeCsv([
    [...CUBECOBRA_COLUMNS, CUSTOM_DESIGN_COLUMN],
    ...ordered.map((e) => [...rowOf(e), customDesignCell(e)]),
  ]);
}

const BOARD_OUT: Record<string, string> = { main: 'mainboard', maybe: 'maybeboard' };
const MAIN_BOARD_WORDS = new Set(['main', 'mainboard', 'deck', 'maindeck', 'commander', 'companion', 'cube']);
const MAYBE_BOARD_WORDS = new Set(['sideboard', 'side', 'sb', 'considering']);

/** The board column: main and maybe under their CubeCobra words, anything else a named board's name. */
function boardOf(board: string, maybe: string): Board {
  const b = key(board);
  if (MAIN_BOARD_WORDS.has(b)) return 'main';
  if (b.startsWith('maybe') || MAYBE_BOARD_WORDS.has(b)) return 'maybe';
  if (b) return board.trim();
  return key(maybe) === 'true' ? 'maybe' : 'main';
}

/**
 * Column spellings of the CSV exports cubers bring (CubeCobra, ManaBox, Delver Lens, Dragon Shield,
 * Deckbox, TappedOut, mtg.wtf, Archidekt), by field, best first: a set code column wins over a set
 * (name) column, which some tools fill with the set's name. Header cells are compared by letters only.
 */
export const CSV_COLUMN_ALIASES = {
  name: ['name', 'cardname', 'card', 'title'],
  count: ['count', 'quantity', 'qty', 'amount'],
  set: ['setcode', 'editioncode', 'set', 'edition', 'expansion'],
  collectorNumber: ['collectornumber', 'number', 'cn', 'cardnumber', 'collectorno'],
  finish: ['finish', 'foil', 'printing'],
  board: ['board', 'section', 'zone'],
} as const;

const FINISH_WORDS: Record<string, Finish> = {
  foil: 'foil',
  true: 'foil',
  yes: 'foil',
  etched: 'etched',
  etchedfoil: 'etched',
  nonfoil: 'nonfoil',
  normal: 'nonfoil',
  false: 'nonfoil',
  no: 'nonfoil',
};

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

/** The index of the first header column spelled as one of `aliases`. */
function columnOf(col: ReadonlyMap<string, number>, aliases: readonly string[]): number | undefined {
  for (const a of aliases) {
    const i = col.get(a);
    if (i !== undefined) return i;
  }
  return undefined;
}

/**
 * Whether a set cell is a code (`m11`, `A25`, `plist`) rather than a set's name (`Ixalan`), which some
 * tools write there: the card data's set codes when given, else a short word in one case.
 */
function isSetCodeCell(cell: string, options: ParseOptions): boolean {
  if (options.isSetCode) return options.isSetCode(cell.toLowerCase());
  return (
    /^[A-Za-z0-9_]{2,6}$/.test(cell) &&
    (cell.length <= 4 || cell === cell.toUpperCase() || cell === cell.toLowerCase())
  );
}

/**
 * Reads a CubeCobra CSV export, or any card CSV with a header (column spellings in CSV_COLUMN_ALIASES,
 * any order, unknown columns ignored): a record is `count` entries (1 without a count column), with its
 * board, printing, finish, status, tags, notes and CubeCobra's fact and custom card columns.
 */
export function parseCubeCobraCsv(text: string, options: ParseOptions = {}): ParseResult {
  const { rows, problems } = readCsv(text);
  const out: ParseProblem[] = [...problems];
  const header = rows[0];
  if (!header) return { entries: [], problems: out };
  const col = new Map<string, number>();
  header.cells.forEach((h, i) => {
    if (!col.has(key(h))) col.set(key(h), i);
  });
  const at = (cells: string[], i: number | undefined) => (i === undefined ? '' : (cells[i] ?? '').trim());
  const nameAt = columnOf(col, CSV_COLUMN_ALIASES.name);
  if (nameAt === undefined) {
    out.push({
      line: header.line,
      message: 'The first line must be a header with a "name" column',
      severity: 'error',
    });
    return { entries: [], problems: out };
  }
  const countAt = columnOf(col, CSV_COLUMN_ALIASES.count);
  const setAt = columnOf(col, CSV_COLUMN_ALIASES.set);
  const numberAt = columnOf(col, CSV_COLUMN_ALIASES.collectorNumber);
  const finishAt = columnOf(col, CSV_COLUMN_ALIASES.finish);
  const boardAt = columnOf(col, CSV_COLUMN_ALIASES.board);
  const cell = (cells: string[], name: string) => at(cells, col.get(key(name)));
  const entries: ImportEntry[] = [];
  for (const { cells, line } of rows.slice(1)) {
    const name = at(cells, nameAt);
    if (!name) {
      out.push({ line, message: 'No card name in this record', severity: 'error' });
      continue;
    }
    const count = countAt === undefined ? 1 : countOf(at(cells, countAt), line, out);
    if (count === 0) continue;
    const entry: ImportEntry = {
      name,
      line,
      board: boardOf(at(cells, boardAt), cell(cells, 'maybeboard')),
    };
    const set = at(cells, setAt);
    if (set && isSetCodeCell(set, options)) entry.set = set.toLowerCase();
    else if (set) {
      out.push({
        line,
        message: `"${set}" is not a set code; the card's default printing is used`,
        severity: 'warning',
      });
    }
    const number = at(cells, numberAt);
    if (number && entry.set) entry.collectorNumber = number;
    const status = STATUS_IN.get(key(cell(cells, 'status')));
    if (status) entry.status = status;
    const finish = FINISH_WORDS[key(at(cells, finishAt))];
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
      const design = designFromCsvColumns((column) => cell(cells, column));
      if (design) {
        entry.custom = { line, fields: design.fields };
        for (const note of design.notes)
          out.push({ line, message: `Custom card ${design.fields.name}: ${note}`, severity: 'warning' });
      }
    }
    for (let n = 0; n < count; n++) entries.push(n === 0 ? entry : { ...entry });
  }
  return { entries, problems: out };
}

/** A record's count: a whole number from 0 (the record is skipped, with a warning) to MAX_COPIES_PER_LINE. */
function countOf(raw: string, line: number, out: ParseProblem[]): number {
  if (raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > MAX_COPIES_PER_LINE) {
    out.push({
      line,
      message: `"${raw}" is not a count (a whole number up to ${MAX_COPIES_PER_LINE}); read as 1`,
      severity: 'warning',
    });
    return 1;
  }
  if (n === 0) out.push({ line, message: 'A count of 0: this record was skipped', severity: 'warning' });
  return n;
}
