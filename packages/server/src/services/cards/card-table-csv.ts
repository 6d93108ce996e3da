// The card tables' rows as CSV for PostgreSQL's COPY (the same text for PGlite and PostgreSQL): a COPY
// of parsed text is about a quarter of the work of the same rows as INSERT parameters, and the text is
// made off the server's thread (card-copy-worker.ts).
import type { Card, Printing } from '@cubewright/core/cards';

export const CARD_COLUMNS =
  'id, oracle_id, name, normalized_name, layout, mana_cost, cmc, type_line, colors, rarity, data';
export const PRINTING_COLUMNS =
  'id, card_id, name, set, set_name, collector_number, rarity, released_at, image_uri, position';

/** A CSV field: null is an unquoted empty field (NULL in COPY), any string is quoted ("" is empty). */
function field(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `"${value.replaceAll('"', '""')}"`;
}

/** A text[] literal: each element quoted, backslashes and quotes escaped. */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** One `cards` row (CARD_COLUMNS), newline-terminated. */
export function cardCsvLine(c: Card): string {
  return `${[
    field(c.id),
    field(c.oracleId),
    field(c.name),
    field(c.normalizedName),
    field(c.layout),
    field(c.manaCost),
    String(c.cmc),
    field(c.typeLine),
    field(textArray(c.colors)),
    field(c.rarity),
    field(JSON.stringify(c)),
  ].join(',')}\n`;
}

/** One `printings` row (PRINTING_COLUMNS); `position` keeps the file's order. */
export function printingCsvLine(p: Printing, position: number): string {
  return `${[
    field(p.id),
    field(p.cardId),
    field(p.name),
    field(p.set),
    field(p.setName),
    field(p.collectorNumber),
    field(p.rarity),
    field(p.releasedAt),
    field(p.imageUri),
    String(position),
  ].join(',')}\n`;
}
