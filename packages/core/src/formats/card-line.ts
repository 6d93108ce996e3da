import { MAX_COPIES_PER_LINE } from './types';

/** A card line split into its parts: count, name and, where written, set and collector number. */
export interface CardLine {
  count: number;
  name: string;
  set?: string;
  collectorNumber?: string;
}

/** Splits text into lines, accepting \n, \r\n and \r, and dropping a byte order mark. */
export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

const COUNT = /^(\d+)\s*[xX]?\s+(.*)$/;
// "Name (SET) 123", "Name (SET)", "Name [SET] 123", "Name [SET]"; a collector number may hold letters and '-'.
const PRINTING = /^(.*?)\s+[([]([A-Za-z0-9_]{2,8})[)\]](?:\s+([A-Za-z0-9★*-]+))?(?:\s+\*[A-Z]+\*)?$/;

/** Reads `4 Name`, `4x Name`, `Name (SET) 123`, `Name [SET]`; null when there is no name left or the count is 0. */
export function parseCardLine(raw: string): CardLine | { error: string } {
  let text = raw.trim();
  let count = 1;
  const counted = COUNT.exec(text);
  if (counted) {
    count = Number(counted[1]);
    text = counted[2]!.trim();
    if (count === 0) return { error: 'A count of 0 adds nothing' };
    if (count > MAX_COPIES_PER_LINE) return { error: `At most ${MAX_COPIES_PER_LINE} copies per line` };
  }
  const line: CardLine = { count, name: text };
  const printed = PRINTING.exec(text);
  if (printed) {
    line.name = printed[1]!.trim();
    line.set = printed[2]!.toLowerCase();
    if (printed[3]) line.collectorNumber = printed[3];
  }
  if (!line.name) return { error: 'No card name on this line' };
  return line;
}

/** Writes `count Name (SET) number`, leaving out the printing parts that are unknown. */
export function formatCardLine(
  count: number,
  name: string,
  set?: string | null,
  number?: string | null,
): string {
  const printing = set ? ` (${set.toUpperCase()})${number ? ` ${number}` : ''}` : '';
  return `${count} ${name}${printing}`;
}

/** Consecutive equal items folded into [item, count] pairs, so writers can print `3 Island` once. */
export function runs<T>(items: readonly T[], key: (item: T) => string): [T, number][] {
  const out: [T, number][] = [];
  let last = '';
  for (const item of items) {
    const k = key(item);
    const prev = out[out.length - 1];
    if (prev && k === last) prev[1]++;
    else out.push([item, 1]);
    last = k;
  }
  return out;
}
