import type { Board } from '../cube/types';
import {
  type CardLine,
  formatRichCardLine,
  type ParseOptions,
  parseCardLine,
  runs,
  splitLines,
} from './card-line';
import { isComment, sectionBoard } from './sections';
import type { ExportCube, ImportEntry, ParseProblem, ParseResult } from './types';

/** Expands a read card line into one entry per copy. */
export function entriesOf(parsed: CardLine, line: number, board: Board): ImportEntry[] {
  const entry: ImportEntry = { name: parsed.name, line, board };
  if (parsed.set) entry.set = parsed.set;
  if (parsed.collectorNumber) entry.collectorNumber = parsed.collectorNumber;
  if (parsed.finish) entry.finish = parsed.finish;
  if (parsed.tags) entry.tags = parsed.tags;
  return Array.from({ length: parsed.count }, () => ({ ...entry }));
}

// MTGO and Moxfield text exports mark sideboard cards line by line: `SB: 1 Sol Ring`.
const SIDEBOARD_PREFIX = /^SB:\s*/i;

/**
 * Reads a plain list: one card a line, optional counts, printings, `*F*`/`*E*` finishes and `#tags`,
 * `#`/`//` comments, section headers, `SB:` lines (the maybeboard).
 */
export function parsePlainText(text: string, options: ParseOptions = {}): ParseResult {
  const entries: ImportEntry[] = [];
  const problems: ParseProblem[] = [];
  let board: Board = 'main';
  splitLines(text).forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    const section = sectionBoard(raw);
    if (section) {
      board = section;
      return;
    }
    if (isComment(raw)) return;
    const sideboard = SIDEBOARD_PREFIX.exec(raw.trim());
    const parsed = parseCardLine(sideboard ? raw.trim().slice(sideboard[0].length) : raw, options);
    if ('error' in parsed) problems.push({ line, message: parsed.error, severity: 'error' });
    else entries.push(...entriesOf(parsed, line, sideboard ? 'maybe' : board));
  });
  return { entries, problems };
}

/** Writes one line per card (copies counted), with its printing, finish and tags; the maybeboard under `# Maybeboard`. */
export function writePlainText(cube: ExportCube): string {
  const block = (board: Board) =>
    runs(
      cube.entries.filter((e) => e.board === board),
      (e) => JSON.stringify([e.name, e.set ?? '', e.collectorNumber ?? '', e.finish, e.tags]),
    ).map(([e, n]) => formatRichCardLine(n, e));
  const main = block('main');
  const maybe = block('maybe');
  const out = [...main];
  if (maybe.length) out.push('', '# Maybeboard', ...maybe);
  return `${out.join('\n')}\n`;
}
