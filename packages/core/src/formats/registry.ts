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

export { FORMATS, type FormatInfo, formatInfo, NAMED_BOARD_FORMATS } from './format-list';

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
