import type { Board } from '../cube/types';
import { runs } from './card-line';
import { mtgoName } from './names-out';
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
    const entry: ImportEntry = { name, line: el.line, board };
    // Our own attributes (MTGO ignores attributes it does not know): the printing MTGO's CatID cannot say.
    const set = el.attrs.Set?.trim().toLowerCase();
    if (set) entry.set = set;
    const number = el.attrs.CollectorNumber?.trim();
    if (set && number) entry.collectorNumber = number;
    for (let i = 0; i < count; i++) entries.push({ ...entry });
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

/**
 * Writes an MTGO .dek file. We do not know MTGO catalogue ids, so CatID is left out rather than
 * written as 0 (no card); names are MTGO's (`Fire/Ice`, front faces), and the printing travels in
 * `Set` / `CollectorNumber` attributes that MTGO ignores and our reader takes back.
 */
export function writeMtgoDek(cube: ExportCube): string {
  const cards = (['main', 'maybe'] as const).flatMap((board) =>
    runs(
      cube.entries.filter((e) => e.board === board),
      (e) => `${e.name}\u0000${e.set ?? ''}\u0000${e.collectorNumber ?? ''}`,
    ).map(([e, n]) => {
      const attrs: Record<string, string | number> = {
        Quantity: n,
        Sideboard: board === 'maybe' ? 'true' : 'false',
        Name: mtgoName(e),
        Annotation: 0,
      };
      if (e.set) attrs.Set = e.set.toUpperCase();
      if (e.set && e.collectorNumber) attrs.CollectorNumber = e.collectorNumber;
      return xmlElement('Cards', attrs, undefined, '  ');
    }),
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
