import type { ParseProblem } from './types';

/** One CSV record with the line it starts on (a quoted field may span lines). */
export interface CsvRow {
  cells: string[];
  line: number;
}

/**
 * An RFC 4180 reader: quoted fields may hold commas, quotes (doubled) and line breaks; \n, \r\n and \r
 * all end a record. Lenient where files in the wild are sloppy (a stray quote inside an unquoted
 * field is kept as text); an unterminated quote is reported with the line it opened on.
 */
export function readCsv(text: string): { rows: CsvRow[]; problems: ParseProblem[] } {
  const src = text.replace(/^\uFEFF/, '');
  const rows: CsvRow[] = [];
  const problems: ParseProblem[] = [];
  let cells: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    cells.push(field);
    cells = cells.map(unescapeFormula);
    // A blank line is no record.
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ cells, line: rowLine });
    cells = [];
    field = '';
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '"' && field === '') {
      const openedOn = line;
      i++;
      let closed = false;
      while (i < src.length) {
        const c = src[i]!;
        if (c === '"') {
          if (src[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          closed = true;
          break;
        }
        if (c === '\n' || (c === '\r' && src[i + 1] !== '\n')) line++;
        field += c;
        i++;
      }
      if (!closed) {
        problems.push({ line: openedOn, message: 'A quoted field is never closed', severity: 'error' });
      }
      // Text between a closing quote and the next separator is kept, as spreadsheets do.
      while (i < src.length && src[i] !== ',' && src[i] !== '\n' && src[i] !== '\r') field += src[i++];
      continue;
    }
    if (ch === ',') {
      cells.push(field);
      field = '';
      i++;
      continue;
    }
    if (ch === '\n' || ch === '\r') {
      endRow();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line++;
      rowLine = line;
      continue;
    }
    field += ch;
    i++;
  }
  if (field !== '' || cells.length > 0) endRow();
  return { rows, problems };
}

// A cell starting with = + - @ (or a tab or carriage return) is a formula to spreadsheets: a list with
// `=HYPERLINK(...)` in its notes would run it when opened. Such cells are written with a leading single
// quote, as spreadsheet exports do, and the reader takes that quote off again. Cells that already start
// with quotes before such a character get one more, so every text comes back exactly.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

/** The cell as written to a spreadsheet: a leading `'` when it would otherwise start a formula. */
export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of `escapeFormula`. */
export function unescapeFormula(value: string): string {
  return ESCAPED_FORMULA.test(value) ? value.slice(1) : value;
}

/** Quotes a field when it holds a separator, a quote, a line break or edge spaces (RFC 4180); escapes formulas. */
export function csvField(raw: string): string {
  const value = escapeFormula(raw);
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Writes records as CSV with CRLF line ends, every field quoted as needed. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
