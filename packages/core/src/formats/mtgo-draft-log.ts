import { splitLines } from './card-line';
import type { ImportEntry, ParseProblem, ParseResult } from './types';

// MTGO writes a draft log as text: `Event #: 123`, `Time:`, `Players:` (the drafter marked `-->`),
// `------ SET ------` for each pack's set, then per pick `Pack 1 pick 1:` and the cards shown, the one
// taken marked `-->`. The shown cards are not the drafter's: only the picks are.

const EVENT = /^Event\s*#\s*:\s*(.*)$/i;
const PICK_HEADER = /^Pack\s+\d+\s+pick\s+\d+\s*:/i;
const TAKEN = /^-->\s*(.+)$/;

/** True when the text is an MTGO draft log (its event line and at least one pick header). */
export function isMtgoDraftLog(lines: readonly string[]): boolean {
  const first = lines.find((l) => l.trim());
  return !!first && EVENT.test(first.trim()) && lines.some((l) => PICK_HEADER.test(l.trim()));
}

/** Reads an MTGO draft log's picks (the `-->` line of each `Pack N pick M:` block) as a main-board list. */
export function parseMtgoDraftLog(text: string): ParseResult {
  const entries: ImportEntry[] = [];
  const problems: ParseProblem[] = [];
  let event = '';
  let inPick = false;
  let shown = 0;
  let pickHeaders = 0;
  splitLines(text).forEach((raw, i) => {
    const t = raw.trim();
    const ev = EVENT.exec(t);
    if (ev) event = ev[1]!.trim();
    if (PICK_HEADER.test(t)) {
      inPick = true;
      pickHeaders++;
      return;
    }
    if (!t) {
      inPick = false;
      return;
    }
    if (!inPick) return;
    const taken = TAKEN.exec(t);
    if (taken) entries.push({ name: taken[1]!.trim(), line: i + 1, board: 'main' });
    else shown++;
  });
  problems.push({
    line: 1,
    message: `An MTGO draft log: the drafter's ${entries.length} picks were read (of ${pickHeaders} picks; the ${shown} cards passed are not)`,
    severity: 'warning',
  });
  return { entries, problems, name: event ? `MTGO draft ${event}` : 'MTGO draft' };
}
