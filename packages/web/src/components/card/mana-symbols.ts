// What each card symbol ({2}, {W/U}, {G/P}, {T}, loyalty [+1], ...) looks like and how it reads aloud.
// One model feeds the React symbol, the custom-card frame and its PNG drawing, so they never disagree.

/** Fill colours of the mana colours and of generic/colourless symbols. */
const SYMBOL_FILLS = {
  W: '#f8f4d8',
  U: '#a9cbe6',
  B: '#b5aca6',
  R: '#eb9a7c',
  G: '#98c18f',
  C: '#cfcac5',
} as const;

const COLOR_NAMES: Record<string, string> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colorless',
};

/** Symbols that are not mana: drawn as a picture, read as a word. */
const SPECIAL_NAMES: Record<string, string> = {
  T: 'tap',
  Q: 'untap',
  E: 'energy',
  S: 'snow',
  P: 'Phyrexian',
  X: 'X',
  Y: 'Y',
  Z: 'Z',
  '½': 'half generic',
  '∞': 'infinite generic',
  CHAOS: 'chaos',
  PW: 'planeswalker',
  A: 'acorn',
  TK: 'ticket',
};

/** What the inside of a symbol's circle shows. */
export type Glyph =
  | { kind: 'text'; text: string }
  | { kind: 'tap' }
  | { kind: 'untap' }
  | { kind: 'energy' }
  | { kind: 'snow' }
  | { kind: 'phyrexian' };

export interface SymbolShape {
  /** The symbol as written, without braces, upper case: `2`, `W/U`, `G/P`. */
  symbol: string;
  /** One fill, or two for a hybrid (first half top-left). */
  fills: string[];
  /** One glyph, or one per half for a hybrid. */
  glyphs: Glyph[];
  /** What a screen reader says: `2 generic`, `white or blue`, `Phyrexian green`. */
  label: string;
}

function nameOf(part: string): string {
  if (/^\d+$/.test(part)) return `${part} generic`;
  return COLOR_NAMES[part] ?? SPECIAL_NAMES[part] ?? part;
}

function glyphOf(part: string): Glyph {
  if (part === 'T') return { kind: 'tap' };
  if (part === 'Q') return { kind: 'untap' };
  if (part === 'E') return { kind: 'energy' };
  if (part === 'S') return { kind: 'snow' };
  if (part === 'P') return { kind: 'phyrexian' };
  return { kind: 'text', text: part };
}

function fillOf(part: string): string {
  return SYMBOL_FILLS[part as keyof typeof SYMBOL_FILLS] ?? SYMBOL_FILLS.C;
}

/** How one symbol (without braces, e.g. `W/U`, `2/W`, `G/P`, `W/U/P`, `T`) is drawn and read. */
export function symbolShape(raw: string): SymbolShape {
  const symbol = raw.toUpperCase();
  const parts = symbol.split('/');
  const phyrexian = parts.length > 1 && parts[parts.length - 1] === 'P';
  const halves = phyrexian ? parts.slice(0, -1) : parts;
  if (halves.length === 2) {
    const [a, b] = halves as [string, string];
    return {
      symbol,
      fills: [fillOf(a), fillOf(b)],
      glyphs: phyrexian ? [{ kind: 'phyrexian' }, { kind: 'phyrexian' }] : [glyphOf(a), glyphOf(b)],
      label: `${phyrexian ? 'Phyrexian ' : ''}${nameOf(a)} or ${nameOf(b)}`,
    };
  }
  const part = halves[0] ?? symbol;
  // Energy and the tap symbols are dark circles in print; everything else takes its colour's fill.
  const dark = part === 'T' || part === 'Q' || part === 'E';
  return {
    symbol,
    fills: [dark ? '#2b2b2b' : fillOf(part)],
    glyphs: [phyrexian ? { kind: 'phyrexian' } : glyphOf(part)],
    label: phyrexian ? `Phyrexian ${nameOf(part)}` : nameOf(part),
  };
}

/** The symbols of a cost like `{2}{W}{W}` (upper case, no braces); ` // ` between faces is dropped. */
export function costSymbols(cost: string): string[] {
  return [...cost.matchAll(/\{([^}\s]{1,8})\}/g)].map((m) => m[1]!.toUpperCase());
}

/** What a screen reader says for a whole cost: `{2}{W}{W}` -> `2 generic, white, white`. */
export function costLabel(cost: string): string {
  return costSymbols(cost)
    .map((s) => symbolShape(s).label)
    .join(', ');
}

/** A run of rules text: plain text, a braced symbol, or a planeswalker loyalty cost. */
export type TextRun = { text: string } | { symbol: string } | { loyalty: string };

// A loyalty cost opens a planeswalker ability: `[+1]:`, `[−2]:` (U+2212, as Oracle text writes it),
// `[0]:`, `[-X]:`. Only at the start of a line, so a bracket elsewhere in the text stays text.
const LOYALTY = /^\[([+−-]?(?:\d+|X))\](?=:)/;

/** Splits one line of rules text into plain runs, `{X}` symbols and a leading loyalty cost. */
export function textRuns(line: string): TextRun[] {
  const runs: TextRun[] = [];
  let rest = line;
  const loyalty = LOYALTY.exec(rest);
  if (loyalty) {
    runs.push({ loyalty: loyalty[1]!.replace('-', '−') });
    rest = rest.slice(loyalty[0].length);
  }
  for (const part of rest.split(/(\{[^}\s]{1,8}\})/)) {
    if (part === '') continue;
    runs.push(/^\{[^}]+\}$/.test(part) ? { symbol: part.slice(1, -1).toUpperCase() } : { text: part });
  }
  return runs;
}

/** What a screen reader says for a loyalty cost: `+1` -> `plus 1 loyalty`, `−2` -> `minus 2 loyalty`. */
export function loyaltyLabel(value: string): string {
  if (value.startsWith('+')) return `plus ${value.slice(1)} loyalty`;
  if (value.startsWith('−')) return `minus ${value.slice(1)} loyalty`;
  return `${value} loyalty`;
}
