import type { Finish } from '../cube/types';
import { MAX_COPIES_PER_LINE } from './types';

/** A card line split into its parts: count, name and, where written, printing, finish and tags. */
export interface CardLine {
  count: number;
  name: string;
  set?: string;
  collectorNumber?: string;
  finish?: Finish;
  tags?: string[];
}

/** What a reader may know besides the text: whether a string is a card name (from the card index). */
export interface ParseOptions {
  /** True when `name` is a card's name; lets `1996 World Champion` stay one card, not 1,996 copies. */
  isCardName?: (name: string) => boolean;
}

/** Splits text into lines, accepting \n, \r\n and \r, and dropping a byte order mark. */
export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

// "4 Name", "4x Name", "4 x Name": a count is digits followed by white space (or an x and white space).
const COUNT = /^(\d+)(?:\s*[xX])?\s+(\S.*)$/;
// "Name (SET) 123", "Name (SET)", "Name [SET] 123", "Name [SET]"; a collector number may hold letters and '-'.
const PRINTING = /^(.*?)\s+[([]([A-Za-z0-9_]{2,8})[)\]](?:\s+([A-Za-z0-9★*-]+))?$/;
// Moxfield and Archidekt mark finishes after the printing: *F* foil, *E* etched.
const FINISH_MARK = /\s+\*([FEfe])\*$/;
const FINISH_OF: Record<string, Finish> = { f: 'foil', e: 'etched' };
// Tags come last, each `#tag` (Moxfield writes `#!tag` for its global tags); a tag runs to the next ` #`.
const TAGS = /\s+#!?\S.*$/;

/** The `#tag` words at the end of a line, and the text before them. */
function splitTags(text: string): { text: string; tags: string[] } {
  const m = TAGS.exec(text);
  if (!m) return { text, tags: [] };
  const tags = m[0]
    .split(/\s+#/)
    .map((t) => t.replace(/^!/, '').trim())
    .filter(Boolean);
  return { text: text.slice(0, m.index), tags };
}

/**
 * Reads `4 Name`, `4x Name`, `Name (SET) 123 *F* #tag`, `Name [SET]`; an error when there is no name left
 * or the count is 0. When `isCardName` is given and the whole text (or the text with its count) is a
 * card's name, that reading wins: `1996 World Champion`, `Hazmat Suit (Used)`.
 */
export function parseCardLine(raw: string, options: ParseOptions = {}): CardLine | { error: string } {
  const { text: body, tags } = splitTags(raw.trim());
  let text = body.trim();
  const line: CardLine = { count: 1, name: text };
  const finish = FINISH_MARK.exec(text);
  if (finish) {
    line.finish = FINISH_OF[finish[1]!.toLowerCase()];
    text = text.slice(0, finish.index);
  }
  if (tags.length) line.tags = tags;
  const known = options.isCardName;
  let rest = text;
  const counted = COUNT.exec(text);
  if (counted && !known?.(withoutPrinting(text))) {
    const count = Number(counted[1]);
    if (count === 0) return { error: 'A count of 0 adds nothing' };
    if (count > MAX_COPIES_PER_LINE) return { error: `At most ${MAX_COPIES_PER_LINE} copies per line` };
    line.count = count;
    rest = counted[2]!.trim();
  }
  line.name = rest;
  const printed = PRINTING.exec(rest);
  if (printed && !known?.(rest)) {
    line.name = printed[1]!.trim();
    line.set = printed[2]!.toLowerCase();
    if (printed[3]) line.collectorNumber = printed[3];
  }
  if (!line.name) return { error: 'No card name on this line' };
  return line;
}

/** The text without a trailing `(SET) 123` (when that leaves a name). */
function withoutPrinting(text: string): string {
  return PRINTING.exec(text)?.[1]?.trim() || text;
}

const FINISH_OUT: Partial<Record<Finish, string>> = { foil: ' *F*', etched: ' *E*' };

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

/** `formatCardLine` plus the finish (`*F*`, `*E*`) and `#tag`s, for plain text lists. */
export function formatRichCardLine(
  count: number,
  entry: {
    name: string;
    set?: string | null;
    collectorNumber?: string | null;
    finish?: Finish;
    tags?: readonly string[];
  },
): string {
  const tags = (entry.tags ?? []).map((t) => ` #${t}`).join('');
  const finish = entry.finish ? (FINISH_OUT[entry.finish] ?? '') : '';
  return `${formatCardLine(count, entry.name, entry.set, entry.collectorNumber)}${finish}${tags}`;
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
