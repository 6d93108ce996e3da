import type { Board, Finish } from '../cube/types';
import { MAX_COPIES_PER_LINE } from './types';

/** A card line split into its parts: count, name and, where written, printing, finish, tags and board. */
export interface CardLine {
  count: number;
  name: string;
  set?: string;
  collectorNumber?: string;
  finish?: Finish;
  tags?: string[];
  /** The board the line itself names (an Archidekt `[Maybeboard]` category); else its section's. */
  board?: Board;
}

/** What a reader may know besides the text: whether a string is a card name (from the card index). */
export interface ParseOptions {
  /** True when `name` is a card's name; lets `1996 World Champion` stay one card, not 1,996 copies. */
  isCardName?: (name: string) => boolean;
  /** True when `code` (lower-case) is a set the card data knows; tells `[M11]` (a set) from `[Ramp]` (a tag). */
  isSetCode?: (code: string) => boolean;
}

/** Splits text into lines, accepting \n, \r\n and \r, and dropping a byte order mark. */
export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

// "4 Name", "4x Name", "4 x Name": a count is digits followed by white space (or an x and white space).
const COUNT = /^(\d+)(?:\s*[xX])?\s+(\S.*)$/;
// "Name (SET) 123", "Name (SET)", "Name [SET] 123", "Name [SET]"; a collector number may hold letters and '-'.
const PRINTING = /^(.*?)\s+[([]([A-Za-z0-9_]{2,8})[)\]](?:\s+([A-Za-z0-9★*-]+))?$/;
// Moxfield's `Name () 92`: a printing with no set, which names nothing.
const EMPTY_PRINTING = /\s+\(\s*\)(?:\s+[A-Za-z0-9★*-]+)?$/;
// Marks after the printing: Moxfield and Archidekt's *F* foil, *E* etched, *CMDR* commander (in the cube).
const MARK = /\s+\*(F|E|CMDR)\*$/i;
const FINISH_OF: Record<string, Finish> = { f: 'foil', e: 'etched', foil: 'foil', etched: 'etched' };
// A bracketed group at the end: mtg.wtf's `[M11]`, `[A25:141]`, `[4ed/208]`, `[foil]`; Archidekt's categories.
const BRACKET = /\s+\[([^[\]]*)\]$/;
// mtg.wtf's printing in brackets: a set code, then `:` or `/` and a collector number.
const BRACKET_PRINTING = /^([A-Za-z0-9_]{2,8})(?:[:/]([A-Za-z0-9★*-]+))?$/;
// MythicHub writes the collector number after `#`, then an optional finish: `(SET) #1052 etched`.
const HASH_NUMBER = /(\s[([][A-Za-z0-9_]{2,8}[)\]])\s+#(\d[A-Za-z0-9★*-]*)(?:\s+(foil|etched))?(?=\s|$)/i;
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
 * Whether a bracketed word alone (`[M11]`) is a set code rather than a category (`[Ramp]`): the card
 * index knows its sets; without it, set codes are written in capitals and digits (`M11`, `4ED`).
 */
function isSetCode(code: string, options: ParseOptions): boolean {
  if (options.isSetCode) return options.isSetCode(code.toLowerCase());
  return /^[A-Z0-9]+$/.test(code) && /[A-Z]/.test(code);
}

/** Archidekt's categories as board words: a `Maybeboard` or `Sideboard` category files the card there. */
const CATEGORY_BOARD: Record<string, Board> = {
  maybeboard: 'maybe',
  sideboard: 'maybe',
  considering: 'maybe',
  commander: 'main',
};

/** Reads the marks and bracketed groups at the end of a line into `line`; returns the text before them. */
function readTrailing(text: string, line: CardLine, options: ParseOptions): string {
  const groups: string[] = [];
  for (;;) {
    const mark = MARK.exec(text);
    if (mark) {
      const m = mark[1]!.toLowerCase();
      if (m !== 'cmdr') line.finish = FINISH_OF[m];
      text = text.slice(0, mark.index);
      continue;
    }
    const group = BRACKET.exec(text);
    // `Name [SET] 123` is a printing the PRINTING pattern reads; only trailing groups are taken here.
    if (!group) break;
    groups.unshift(group[1]!.trim());
    text = text.slice(0, group.index);
  }
  const tags: string[] = [];
  // After a `(SET) 123` printing, bracketed words are Archidekt's categories; alone, a set code is mtg.wtf's.
  const printed = PRINTING.test(text.trim());
  for (const g of groups) {
    const finish = FINISH_OF[g.toLowerCase()];
    const printing = printed ? null : BRACKET_PRINTING.exec(g);
    if (finish) line.finish = finish;
    else if (printing && !line.set && (printing[2] || isSetCode(printing[1]!, options))) {
      line.set = printing[1]!.toLowerCase();
      if (printing[2]) line.collectorNumber = printing[2];
    } else {
      // Archidekt: `[Ramp,Removal{noDeck}]`; the braces are its own flags.
      for (const raw of g.split(',')) {
        const tag = raw.replace(/\{[^}]*\}/g, '').trim();
        const board = CATEGORY_BOARD[tag.toLowerCase()];
        if (board) line.board = board;
        else if (tag) tags.push(tag);
      }
    }
  }
  if (tags.length) line.tags = [...(line.tags ?? []), ...tags];
  return text;
}

/**
 * Reads `4 Name`, `4x Name`, `Name (SET) 123 *F* #tag`, `Name [SET]`, Moxfield and Archidekt's
 * `1 Name (ema) 218 *F* *CMDR* [Category]`, `3 Name () 92`, mtg.wtf's `Name [A25:141] [foil]` and
 * MythicHub's `Name (SET) #1052 etched`; an error when there is no name left or the count is 0. When
 * `isCardName` is given and the whole text (or the text with its count) is a card's name, that reading
 * wins: `1996 World Champion`, `Hazmat Suit (Used)`.
 */
export function parseCardLine(raw: string, options: ParseOptions = {}): CardLine | { error: string } {
  const line: CardLine = { count: 1, name: '' };
  let source = raw.trim();
  const hashed = HASH_NUMBER.exec(source);
  if (hashed) {
    if (hashed[3]) line.finish = FINISH_OF[hashed[3].toLowerCase()];
    source = `${source.slice(0, hashed.index)}${hashed[1]} ${hashed[2]}${source.slice(hashed.index + hashed[0].length)}`;
  }
  const { text: body, tags } = splitTags(source);
  if (tags.length) line.tags = tags;
  let text = readTrailing(body.trim(), line, options).trim();
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
  text = rest.replace(EMPTY_PRINTING, '');
  line.name = text;
  const printed = PRINTING.exec(text);
  if (printed && !known?.(text)) {
    line.name = printed[1]!.trim();
    line.set = printed[2]!.toLowerCase();
    if (printed[3]) line.collectorNumber = printed[3];
    else delete line.collectorNumber;
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
