import { parseArena, writeArena } from './arena';
import type { ParseOptions } from './card-line';
import { parseCockatriceCod, writeCockatriceCod } from './cockatrice-cod';
import { parseCubeJson, writeCubeJson } from './cube-json';
import { parseCubeCobraCsv, writeCubeCobraCsv } from './cubecobra-csv';
import { parseDraftmancer, writeDraftmancer } from './draftmancer';
import { parseDck, writeForgeDck, writeXmageDck } from './forge-xmage-dck';
import { parseMtgoDek, writeMtgoDek } from './mtgo-dek';
import { parsePlainText, writePlainText } from './plain-text';
import type { ExportCube, FormatId, ParseResult } from './types';

/** What people see and what a download needs for each format. */
export interface FormatInfo {
  id: FormatId;
  label: string;
  extension: string;
  contentType: string;
  /** What the format cannot carry, said plainly in the export menu. */
  carries: string;
}

/** Every format, in the order menus list them. */
export const FORMATS: readonly FormatInfo[] = [
  {
    id: 'txt',
    label: 'Plain text',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, finish (*F*, *E*), tags (#tag), maybeboard',
  },
  {
    id: 'csv',
    label: 'CubeCobra CSV',
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    carries: 'everything but printing ids',
  },
  {
    id: 'dek',
    label: 'MTGO (.dek)',
    extension: 'dek',
    contentType: 'application/xml; charset=utf-8',
    carries: 'names, printings (in attributes MTGO ignores), maybeboard as sideboard',
  },
  {
    id: 'arena',
    label: 'MTG Arena',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, maybeboard as sideboard',
  },
  {
    id: 'cod',
    label: 'Cockatrice (.cod)',
    extension: 'cod',
    contentType: 'application/xml; charset=utf-8',
    carries: 'names, printings, maybeboard as sideboard',
  },
  {
    id: 'dck',
    label: 'Forge (.dck)',
    extension: 'dck',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, maybeboard as sideboard',
  },
  {
    id: 'xmage',
    label: 'XMage (.dck)',
    extension: 'dck',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, maybeboard as sideboard',
  },
  {
    id: 'draftmancer',
    label: 'Draftmancer',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, foil, custom cards, maybeboard (as a slot packs never draw from)',
  },
  {
    id: 'json',
    label: 'Cubewright JSON',
    extension: 'json',
    contentType: 'application/json; charset=utf-8',
    carries: 'everything',
  },
];

/** Formats that carry a cube's named boards (by name); the others list the main board and maybeboard only. */
export const NAMED_BOARD_FORMATS: readonly FormatId[] = ['csv', 'json'];

/** The description of one format. */
export function formatInfo(id: FormatId): FormatInfo {
  return FORMATS.find((f) => f.id === id)!;
}

const PARSERS: Record<FormatId, (text: string, options: ParseOptions) => ParseResult> = {
  txt: parsePlainText,
  csv: parseCubeCobraCsv,
  dek: parseMtgoDek,
  arena: parseArena,
  cod: parseCockatriceCod,
  dck: parseDck,
  xmage: parseDck,
  draftmancer: parseDraftmancer,
  json: parseCubeJson,
};

const WRITERS: Record<FormatId, (cube: ExportCube) => string> = {
  txt: writePlainText,
  csv: writeCubeCobraCsv,
  dek: writeMtgoDek,
  arena: writeArena,
  cod: writeCockatriceCod,
  dck: writeForgeDck,
  xmage: writeXmageDck,
  draftmancer: writeDraftmancer,
  json: writeCubeJson,
};

/**
 * Parses a list in the given format. Never throws: an internal failure comes back as a problem on line 1.
 * `options.isCardName` (from the card index) settles lines a name could be read two ways.
 */
export function parseList(format: FormatId, text: string, options: ParseOptions = {}): ParseResult {
  try {
    return PARSERS[format](text, options);
  } catch (err) {
    return {
      entries: [],
      problems: [
        { line: 1, message: `Could not read this file: ${(err as Error).message}`, severity: 'error' },
      ],
    };
  }
}

/** Writes a cube in the given format. */
export function writeList(format: FormatId, cube: ExportCube): string {
  return WRITERS[format](cube);
}
