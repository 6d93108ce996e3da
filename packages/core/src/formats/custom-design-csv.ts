import type { CustomCardFields } from '../custom-cards/types';
import { emptyFields } from '../custom-cards/types';
import { costFromManaValue, designFromJson, rarityOf, splitTypeLine } from './custom-design';
import { repairDraftmancerDesign } from './custom-design-repair';
import type { ExportEntry } from './types';

// A custom card travels in our CSV as in our JSON: CubeCobra's columns say what CubeCobra shows (type,
// mana value, colours, rarity, artist), and a `Custom Design` column after CubeCobra's 20 carries the
// whole design as JSON, so the CSV brings it back exactly. A row from another tool marked Custom has
// only the columns; it is read from them and brought within our designer's rules with a warning per
// change, as Draftmancer's custom cards are (a creature without power and toughness reads as ?/?).

/** The column our CSV adds after CubeCobra's for custom cards (written only when the cube has one). */
export const CUSTOM_DESIGN_COLUMN = 'Custom Design';

/** The `Custom Design` cell of an entry: its design as JSON, or empty for ordinary cards. */
export function customDesignCell(entry: ExportEntry): string {
  return entry.custom ? JSON.stringify(entry.custom) : '';
}

/** The design from CubeCobra-style columns (a type and some cost are needed), or null. */
function designFromColumns(cell: (column: string) => string): CustomCardFields | null {
  const name = cell('name');
  const typeLine = cell('Type');
  const cost = cell('Mana Cost');
  const cmc = cell('CMC');
  if (!name || !typeLine || (!cost && !/^\d+(\.\d+)?$/.test(cmc))) return null;
  return {
    ...emptyFields(),
    name,
    manaCost: cost || costFromManaValue(Number(cmc), cell('Color')),
    ...splitTypeLine(typeLine),
    rulesText: cell('Oracle Text'),
    power: cell('Power') || null,
    toughness: cell('Toughness') || null,
    loyalty: cell('Loyalty') || null,
    rarity: rarityOf(cell('Rarity')),
    artist: cell('Artist'),
  };
}

/**
 * The design of a CSV row marked Custom (`cell` returns '' for a missing column): our `Custom Design`
 * JSON when the row has it, else the columns, repaired, with what was changed. Null when there is none.
 */
export function designFromCsvColumns(
  cell: (column: string) => string,
): { fields: CustomCardFields; notes: string[] } | null {
  const json = cell(CUSTOM_DESIGN_COLUMN);
  const notes: string[] = [];
  if (json) {
    const fields = designFromJson(parsedOrNull(json));
    if (fields) return { fields, notes };
    notes.push(
      `the ${CUSTOM_DESIGN_COLUMN} cell is not a design in JSON; the card was read from the other columns`,
    );
  }
  const fields = designFromColumns(cell);
  if (!fields) return null;
  const repaired = repairDraftmancerDesign(fields);
  return { fields: repaired.fields, notes: [...notes, ...repaired.notes] };
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
