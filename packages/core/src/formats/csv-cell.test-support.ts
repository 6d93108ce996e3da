import { readCsv } from './csv';

/**
 * The cell under `column` in the first row whose first cell is `name`, read as CSV (a custom card's
 * row carries its design as JSON, commas and all, so a plain split of the line would miscount).
 */
export function csvCell(text: string, name: string, column: string): string | undefined {
  const [header, ...rows] = readCsv(text).rows.map((r) => r.cells);
  const row = rows.find((cells) => cells[0] === name);
  return header && row ? row[header.indexOf(column)] : undefined;
}
