import type { Board } from '../cube/types';
import { runs } from './card-line';
import type { ExportCube, ImportEntry, ParseProblem, ParseResult } from './types';
import { MAX_COPIES_PER_LINE } from './types';
import { scanXml, XML_DECLARATION, xmlElement } from './xml';

/** Reads the count attribute of a deck file line; problems for anything but a whole number from 1. */
export function countOf(value: string | undefined, line: number, problems: ParseProblem[]): number {
  const n = value === undefined || value.trim() === '' ? 1 : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_COPIES_PER_LINE) {
    problems.push({ line, message: `"${value}" is not a card count`, severity: 'error' });
    return 0;
  }
  return n;
}

/** Reads an MTGO .dek file: `<Cards Quantity Sideboard Name CatID>` elements; the sideboard is the maybeboard. */
export function parseMtgoDek(text: string): ParseResult {
  const { elements, problems } = scanXml(text);
  const entries: ImportEntry[] = [];
  for (const el of elements) {
    if (el.name !== 'Cards') continue;
    const name = el.attrs.Name?.trim();
    if (!name) {
      problems.push({ line: el.line, message: 'A Cards element has no Name', severity: 'error' });
      continue;
    }
    const board: Board = el.attrs.Sideboard?.toLowerCase() === 'true' ? 'maybe' : 'main';
    const count = countOf(el.attrs.Quantity, el.line, problems);
    for (let i = 0; i < count; i++) entries.push({ name, line: el.line, board });
  }
  if (!elements.some((e) => e.name === 'Deck') && problems.length === 0) {
    problems.push({
      line: 1,
      message: 'This is not an MTGO .dek file (no <Deck> element)',
      severity: 'error',
    });
  }
  return { entries, problems };
}

/** Writes an MTGO .dek file (CatID 0: we do not know MTGO catalogue ids). */
export function writeMtgoDek(cube: ExportCube): string {
  const cards = (['main', 'maybe'] as const).flatMap((board) =>
    runs(
      cube.entries.filter((e) => e.board === board),
      (e) => e.name,
    ).map(([e, n]) =>
      xmlElement(
        'Cards',
        {
          CatID: 0,
          Quantity: n,
          Sideboard: board === 'maybe' ? 'true' : 'false',
          Name: e.name,
          Annotation: 0,
        },
        undefined,
        '  ',
      ),
    ),
  );
  const deck = xmlElement(
    'Deck',
    {
      'xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    },
    ['  <NetDeckID>0</NetDeckID>', '  <PreconstructedDeckID>0</PreconstructedDeckID>', ...cards],
  );
  return `${XML_DECLARATION}\n${deck}\n`;
}
