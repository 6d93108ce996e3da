import type { Board } from '../cube/types';
import { type ParseOptions, parseCardLine, runs, splitLines } from './card-line';
import { entriesOf } from './plain-text';
import { sectionBoard } from './sections';
import type { ExportCube, ExportEntry, ImportEntry, ParseProblem, ParseResult } from './types';

// Forge:  [metadata] Name=...  [Main] / [Sideboard]  "1 Lightning Bolt|M11|[149]" (after the set, an
//         art index "|1" and/or a collector number in brackets "|[149]"; the number pins the printing).
// XMage:  NAME:...  "1 [M11:149] Lightning Bolt", "SB: 1 [M11:149] Lightning Bolt", LAYOUT lines.
const XMAGE_CARD = /^(\d+)\s+\[([^\]:\s]*):([^\]]*)\]\s+(.+)$/;

function readLine(
  t: string,
  line: number,
  board: Board,
  problems: ParseProblem[],
  options: ParseOptions,
): ImportEntry[] {
  const xmage = XMAGE_CARD.exec(t);
  if (xmage) {
    const count = Number(xmage[1]);
    const set = xmage[2]!.toLowerCase();
    const parsed = { count, name: xmage[4]!.trim(), ...(set ? { set } : {}) };
    if (xmage[3]) Object.assign(parsed, { collectorNumber: xmage[3] });
    if (count < 1) {
      problems.push({ line, message: 'A count of 0 adds nothing', severity: 'error' });
      return [];
    }
    return entriesOf(parsed, line, board);
  }
  const [cardPart, setPart, ...more] = t.split('|');
  const parsed = parseCardLine(cardPart!, options);
  if ('error' in parsed) {
    problems.push({ line, message: parsed.error, severity: 'error' });
    return [];
  }
  if (setPart?.trim()) {
    parsed.set = setPart.trim().toLowerCase();
    // An art index alone ("|2") cannot be told apart from other arts without Forge's own data.
    const number = more.map((p) => /^\[(.+)\]$/.exec(p.trim())?.[1]).find(Boolean);
    if (number) parsed.collectorNumber = number;
  }
  return entriesOf(parsed, line, board);
}

// Forge's sections of settings, not cards: a quest opponent's `[duel]`, `[quest]` and `[shop]` hold
// `Key=Value` lines (its name, difficulty, description), as `[metadata]` does.
const SETTINGS_SECTIONS = new Set(['metadata', 'duel', 'quest', 'shop']);
// XMage's header lines: the deck's name, its author, the deck editor's layout.
const XMAGE_HEADER = /^(NAME|AUTHOR|LAYOUT(?:\s+\w+)?)\s*:(.*)$/;

/** Reads a Forge or XMage .dck file; sideboard cards go to the maybeboard. */
export function parseDck(text: string, options: ParseOptions = {}): ParseResult {
  const entries: ImportEntry[] = [];
  const problems: ParseProblem[] = [];
  let board: Board = 'main';
  let section = 'main';
  let name: string | undefined;
  splitLines(text).forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (!t || t.startsWith('#') || t.startsWith('//')) return;
    const bracket = /^\[([^\]]+)\]$/.exec(t);
    if (bracket) {
      section = bracket[1]!.toLowerCase();
      board = sectionBoard(t) ?? board;
      if (!sectionBoard(t) && !SETTINGS_SECTIONS.has(section)) {
        problems.push({
          line,
          message: `Section [${bracket[1]}] read into the ${board} board`,
          severity: 'warning',
        });
      }
      return;
    }
    if (SETTINGS_SECTIONS.has(section)) {
      const m = /^name\s*=\s*(.+)$/i.exec(t);
      if (m) name = m[1]!.trim();
      else if (!/^[^=]+=/.test(t))
        problems.push({
          line,
          message: `Not a Key=Value line of [${section}]; skipped`,
          severity: 'warning',
        });
      return;
    }
    const header = XMAGE_HEADER.exec(t);
    if (header) {
      if (header[1] === 'NAME') name = header[2]!.trim() || name;
      return;
    }
    const sb = /^SB:\s*(.*)$/i.exec(t);
    entries.push(...readLine(sb ? sb[1]! : t, line, sb ? 'maybe' : board, problems, options));
  });
  return { entries, problems, ...(name ? { name } : {}) };
}

const grouped = (cube: ExportCube, board: Board) =>
  runs(
    cube.entries.filter((e) => e.board === board),
    (e) => `${e.name}\u0000${e.set ?? ''}\u0000${e.collectorNumber ?? ''}`,
  );

/** Writes a Forge .dck: metadata name, `[Main]` and `[Sideboard]` (the maybeboard), `N Name|SET|[123]`. */
export function writeForgeDck(cube: ExportCube): string {
  const printing = (e: ExportEntry) =>
    e.set ? `|${e.set.toUpperCase()}${e.collectorNumber ? `|[${e.collectorNumber}]` : ''}` : '';
  const lines = (board: Board) => grouped(cube, board).map(([e, n]) => `${n} ${e.name}${printing(e)}`);
  const out = ['[metadata]', `Name=${cube.name.replace(/\s+/g, ' ')}`, '[Main]', ...lines('main')];
  const maybe = lines('maybe');
  if (maybe.length) out.push('[Sideboard]', ...maybe);
  return `${out.join('\n')}\n`;
}

/**
 * Writes an XMage .dck: `NAME:`, `N [SET:123] Name`, and `SB:` lines for the maybeboard. XMage reads
 * only lines with a set and number, so an entry without a chosen printing gets its card's default one
 * (and, without that either, a bare `N Name` line that our reader takes and XMage skips).
 */
export function writeXmageDck(cube: ExportCube): string {
  const line = (e: ExportEntry, n: number) => {
    const [set, number] =
      e.set && e.collectorNumber ? [e.set, e.collectorNumber] : [e.defaultSet, e.defaultCollectorNumber];
    return set && number ? `${n} [${set.toUpperCase()}:${number}] ${e.name}` : `${n} ${e.name}`;
  };
  const lines = (board: Board, prefix: string) => grouped(cube, board).map(([e, n]) => prefix + line(e, n));
  const out = [`NAME:${cube.name.replace(/\s+/g, ' ')}`, ...lines('main', ''), ...lines('maybe', 'SB: ')];
  return `${out.join('\n')}\n`;
}
