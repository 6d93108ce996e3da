import type { Board } from '../cube/types';
import { runs } from './card-line';
import { countOf } from './mtgo-dek';
import type { ExportCube, ImportEntry, ParseResult } from './types';
import { scanXml, XML_DECLARATION, xmlElement } from './xml';

/** Reads a Cockatrice .cod deck: `<zone name="main|side"><card number name [setShortName collectorNumber]/>`. */
export function parseCockatriceCod(text: string): ParseResult {
  const { elements, problems } = scanXml(text);
  const entries: ImportEntry[] = [];
  let zone: Board | 'tokens' = 'main';
  let name: string | undefined;
  for (const el of elements) {
    if (el.name === 'deckname') name = el.text.trim() || undefined;
    if (el.name === 'zone') {
      const z = (el.attrs.name ?? '').toLowerCase();
      // Cockatrice keeps the tokens a deck makes in their own zone: they are not cards of the cube.
      zone = z === 'main' ? 'main' : z === 'tokens' ? 'tokens' : 'maybe';
      if (zone === 'tokens') {
        problems.push({
          line: el.line,
          message: 'Zone "tokens" lists the tokens the deck makes; its cards were skipped',
          severity: 'warning',
        });
      } else if (z !== 'main' && z !== 'side') {
        problems.push({ line: el.line, message: `Zone "${z}" read as the maybeboard`, severity: 'warning' });
      }
    }
    if (el.name !== 'card') continue;
    if (zone === 'tokens' && el.path.includes('zone')) continue;
    const cardName = el.attrs.name?.trim();
    if (!cardName) {
      problems.push({ line: el.line, message: 'A card element has no name', severity: 'error' });
      continue;
    }
    const entry: ImportEntry = {
      name: cardName,
      line: el.line,
      board: el.path.includes('zone') ? (zone as Board) : 'main',
    };
    if (el.attrs.setShortName) entry.set = el.attrs.setShortName.toLowerCase();
    if (el.attrs.collectorNumber) entry.collectorNumber = el.attrs.collectorNumber;
    const count = countOf(el.attrs.number, el.line, problems);
    for (let i = 0; i < count; i++) entries.push({ ...entry });
  }
  if (!elements.some((e) => e.name === 'cockatrice_deck') && problems.length === 0) {
    problems.push({
      line: 1,
      message: 'This is not a Cockatrice deck (no <cockatrice_deck>)',
      severity: 'error',
    });
  }
  return { entries, problems, ...(name ? { name } : {}) };
}

/** Writes a Cockatrice .cod deck with the cube's name, the main zone and the maybeboard as the side zone. */
export function writeCockatriceCod(cube: ExportCube): string {
  const zone = (board: Board, zoneName: string) => {
    const cards = runs(
      cube.entries.filter((e) => e.board === board),
      (e) => `${e.name}\u0000${e.set ?? ''}\u0000${e.collectorNumber ?? ''}`,
    ).map(([e, n]) => {
      const attrs: Record<string, string | number> = { number: n, name: e.name };
      if (e.set) attrs.setShortName = e.set.toUpperCase();
      if (e.set && e.collectorNumber) attrs.collectorNumber = e.collectorNumber;
      return xmlElement('card', attrs, undefined, '    ');
    });
    return cards.length ? [xmlElement('zone', { name: zoneName }, cards, '  ')] : [];
  };
  const body = [
    xmlElement('deckname', {}, cube.name, '  '),
    xmlElement('comments', {}, cube.description ?? '', '  '),
    ...zone('main', 'main'),
    ...zone('maybe', 'side'),
  ];
  return `${XML_DECLARATION}\n${xmlElement('cockatrice_deck', { version: 1 }, body)}\n`;
}
