import type { Board } from '../cube/types';
import { formatCardLine, parseCardLine, runs, splitLines } from './card-line';
import { isComment, sectionBoard } from './sections';
import type { ExportCube, ImportEntry, ParseProblem, ParseResult } from './types';

/** Expands a read card line into one entry per copy. */
export function entriesOf(
  parsed: { count: number; name: string; set?: string; collectorNumber?: string },
  line: number,
  board: Board,
): ImportEntry[] {
  const entry: ImportEntry = { name: parsed.name, line, board };
  if (parsed.set) entry.set = parsed.set;
  if (parsed.collectorNumber) entry.collectorNumber = parsed.collectorNumber;
  return Array.from({ length: parsed.count }, () => ({ ...entry }));
}

/** Reads a plain list: one card a line, optional counts and printings, `#`/`//` comments, section headers. */
export function parsePlainText(text: string): ParseResult {
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
    const parsed = parseCardLine(raw);
    if ('error' in parsed) problems.push({ line, message: parsed.error, severity: 'error' });
    else entries.push(...entriesOf(parsed, line, board));
  });
  return { entries, problems };
}

/** Writes one line per card (copies counted), with its printing; the maybeboard under `# Maybeboard`. */
export function writePlainText(cube: ExportCube): string {
  const block = (board: Board) =>
    runs(
      cube.entries.filter((e) => e.board === board),
      (e) => `${e.name}\u0000${e.set ?? ''}\u0000${e.collectorNumber ?? ''}`,
    ).map(([e, n]) => (e.set ? formatCardLine(n, e.name, e.set, e.collectorNumber) : `${n} ${e.name}`));
  const main = block('main');
  const maybe = block('maybe');
  const out = [...main];
  if (maybe.length) out.push('', '# Maybeboard', ...maybe);
  return `${out.join('\n')}\n`;
}
