// Parsing of a pasted card list ("2 Lightning Bolt", "1x Counterspell", "Opt (XLN) 65") into names
// and counts. Pure so the dialog and the tests share it.

/** Copies one line may ask for; a typo like "400 Island" should not add 400 cards silently. */
export const PASTE_COUNT_MAX = 99;

export interface PastedLine {
  /** 1-based line number in the pasted text. */
  line: number;
  raw: string;
  count: number;
  name: string;
}

// At most three digits: "1996 World Champion" is a card name, not 1,996 copies.
const COUNT = /^(\d{1,3})\s*x?\s+(.+)$/i;
// A set code in parentheses and anything after it (collector number, foil marker) is dropped:
// the printing is chosen in the editor afterwards.
const SET_SUFFIX = /\s*[([][A-Za-z0-9]{2,6}[)\]].*$/;
const FOIL_MARK = /\s+\*[A-Za-z]+\*\s*$/;
const SECTION = /^(sideboard|maybeboard|deck|commander|companion|main ?board)\s*:?$/i;

/** Parses one line, or null for blank lines, comments and section headers. */
export function parsePastedLine(raw: string, line: number): PastedLine | null {
  let text = raw.trim();
  if (!text || text.startsWith('#') || text.startsWith('//') || SECTION.test(text)) return null;
  let count = 1;
  const m = COUNT.exec(text);
  if (m) {
    count = Math.min(Number(m[1]), PASTE_COUNT_MAX);
    text = m[2]!;
  }
  text = text.replace(FOIL_MARK, '').replace(SET_SUFFIX, '').trim();
  if (!text || count < 1) return null;
  return { line, raw: raw.trim(), count, name: text };
}

/** Parses a pasted list, one card per line. */
export function parsePastedList(text: string): PastedLine[] {
  const out: PastedLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const parsed = parsePastedLine(raw, i + 1);
    if (parsed) out.push(parsed);
  });
  return out;
}

/** The distinct names of the lines (first spelling kept), for a single resolve call. */
export function distinctNames(lines: readonly PastedLine[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const l of lines) {
    const key = l.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(l.name);
  }
  return names;
}
