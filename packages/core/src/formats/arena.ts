import type { Board } from '../cube/types';
import { formatCardLine, type ParseOptions, parseCardLine, runs, splitLines } from './card-line';
import { arenaName } from './names-out';
import { entriesOf } from './plain-text';
import type { ExportCube, ImportEntry, ParseProblem, ParseResult } from './types';

const SECTIONS: Record<string, Board | 'about'> = {
  deck: 'main',
  commander: 'main',
  companion: 'main',
  sideboard: 'maybe',
  maybeboard: 'maybe',
  about: 'about',
};

/** Reads an MTG Arena export: `Deck` / `Sideboard` sections (and `About` with `Name ...`), lines `1 Name (SET) 123`. */
export function parseArena(text: string, options: ParseOptions = {}): ParseResult {
  const entries: ImportEntry[] = [];
  const problems: ParseProblem[] = [];
  let section: Board | 'about' = 'main';
  let name: string | undefined;
  splitLines(text).forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (!t || t.startsWith('#') || t.startsWith('//')) return;
    const header = SECTIONS[t.toLowerCase()];
    if (header) {
      section = header;
      return;
    }
    if (section === 'about') {
      const m = /^name\s+(.+)$/i.exec(t);
      if (m) name = m[1]!.trim();
      return;
    }
    const parsed = parseCardLine(t, options);
    if ('error' in parsed) problems.push({ line, message: parsed.error, severity: 'error' });
    else entries.push(...entriesOf(parsed, line, section));
  });
  return { entries, problems, ...(name ? { name } : {}) };
}

/**
 * Writes an Arena export: `About`/`Name`, then `Deck` and, for the maybeboard, `Sideboard`. Names are
 * as Arena writes them: the front face of a double-faced or adventure card, `A // B` for split cards.
 */
export function writeArena(cube: ExportCube): string {
  const block = (board: Board) =>
    runs(
      cube.entries.filter((e) => e.board === board),
      (e) => `${e.name}\u0000${e.set ?? ''}\u0000${e.collectorNumber ?? ''}`,
    ).map(([e, n]) => formatCardLine(n, arenaName(e), e.set, e.collectorNumber));
  const out = ['About', `Name ${cube.name.replace(/\s+/g, ' ')}`, '', 'Deck', ...block('main')];
  const maybe = block('maybe');
  if (maybe.length) out.push('', 'Sideboard', ...maybe);
  return `${out.join('\n')}\n`;
}
