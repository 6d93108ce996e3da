import type { Board } from '../cube/types';
import {
  type CardLine,
  formatRichCardLine,
  type ParseOptions,
  parseCardLine,
  runs,
  splitLines,
} from './card-line';
import { isMtgoDraftLog, parseMtgoDraftLog } from './mtgo-draft-log';
import { isComment, sectionBoard } from './sections';
import type { ExportCube, ImportEntry, ParseProblem, ParseResult } from './types';

/** Expands a read card line into one entry per copy (on the board the line names, else `board`). */
export function entriesOf(parsed: CardLine, line: number, board: Board): ImportEntry[] {
  const entry: ImportEntry = { name: parsed.name, line, board: parsed.board ?? board };
  if (parsed.set) entry.set = parsed.set;
  if (parsed.collectorNumber) entry.collectorNumber = parsed.collectorNumber;
  if (parsed.finish) entry.finish = parsed.finish;
  if (parsed.tags) entry.tags = parsed.tags;
  return Array.from({ length: parsed.count }, () => ({ ...entry }));
}

// MTGO and Moxfield text exports mark sideboard cards line by line: `SB: 1 Sol Ring`.
const SIDEBOARD_PREFIX = /^SB:\s*/i;
const COUNTED = /^(SB:\s*)?\d+\s*[xX]?\s+\S/;

/**
 * The index of a title line (a Jumpstart packet's `Goblins 2`): the first line, without a count, when
 * every other card line has one and the card index (when given) does not know it as a card.
 */
function titleLine(lines: readonly string[], options: ParseOptions): number {
  const cardLines = lines
    .map((l, i) => [l.trim(), i] as const)
    .filter(([t]) => t && !isComment(t) && !sectionBoard(t));
  const [first, ...rest] = cardLines;
  if (!first || rest.length < 2 || COUNTED.test(first[0])) return -1;
  if (!rest.every(([t]) => COUNTED.test(t))) return -1;
  if (options.isCardName?.(first[0])) return -1;
  return first[1];
}

/**
 * Reads a plain list: one card a line, optional counts, printings, `*F*`/`*E*` finishes and `#tags`,
 * `#`/`//` comments, section headers, `SB:` lines (the maybeboard), a title line above counted lines.
 * An MTGO draft log is read as the drafter's picks.
 */
export function parsePlainText(text: string, options: ParseOptions = {}): ParseResult {
  const lines = splitLines(text);
  if (isMtgoDraftLog(lines)) return parseMtgoDraftLog(text);
  const entries: ImportEntry[] = [];
  const problems: ParseProblem[] = [];
  let board: Board = 'main';
  const title = titleLine(lines, options);
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim() || i === title) return;
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
  const name = title >= 0 ? lines[title]!.trim() : undefined;
  return { entries, problems, ...(name ? { name } : {}) };
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
