import type { Board } from '../cube/types';
import { formatCardLine, type ParseOptions, parseCardLine, runs, splitLines } from './card-line';
import { arenaName } from './names-out';
import { entriesOf } from './plain-text';
import { sectionBoard } from './sections';
import type { ExportCube, ImportEntry, ParseProblem, ParseResult } from './types';

/**
 * Reads an MTG Arena export: `Deck` / `Sideboard` / `Commander` / `Companion` sections (and `About` with
 * `Name ...`), lines `1 Name (SET) 123`. Arena lists the companion in its own section and again in the
 * sideboard (where the rules keep it): it is one card, counted once, on the main board.
 */
export function parseArena(text: string, options: ParseOptions = {}): ParseResult {
  const entries: ImportEntry[] = [];
  const problems: ParseProblem[] = [];
  let section: Board | 'about' | 'companion' = 'main';
  let name: string | undefined;
  // The companion's copies not yet met again in the sideboard, by name, with the line they came from.
  const companions = new Map<string, { left: number; line: number }>();
  splitLines(text).forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (!t || t.startsWith('#') || t.startsWith('//')) return;
    const word = t.toLowerCase().replace(/:$/, '');
    if (word === 'about' || word === 'companion') {
      section = word;
      return;
    }
    const header = sectionBoard(t);
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
    if ('error' in parsed) {
      problems.push({ line, message: parsed.error, severity: 'error' });
      return;
    }
    const key = parsed.name.toLowerCase();
    if (section === 'companion') {
      companions.set(key, { left: parsed.count, line });
      entries.push(...entriesOf(parsed, line, 'main'));
      return;
    }
    const companion = section === 'maybe' ? companions.get(key) : undefined;
    if (companion && companion.left > 0) {
      const again = Math.min(companion.left, parsed.count);
      companion.left -= again;
      parsed.count -= again;
      problems.push({
        line,
        message: `${parsed.name} is the companion of line ${companion.line}: counted once, on the main board`,
        severity: 'warning',
      });
      if (parsed.count === 0) return;
    }
    entries.push(...entriesOf(parsed, line, section));
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
