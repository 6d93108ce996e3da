import type { Color } from '../cards/types';

// The cost editor accepts braced symbols (`{2}{W/U}{W/P}`) and the shorthand people type (`2WU`,
// `2 W/U W/P`); both are normalised to the braced form cards are stored and compared in.

const COLOR_LETTERS = 'WUBRG';
/** Hybrid pairs in the order printed cards use (allied, then enemy). */
const HYBRID_PAIRS = ['W/U', 'W/B', 'U/B', 'U/R', 'B/R', 'B/G', 'R/G', 'R/W', 'G/W', 'G/U'];
/** The largest generic number a cost may carry. */
export const GENERIC_MAX = 20;
/** The most symbols one cost may have. */
export const COST_SYMBOLS_MAX = 16;

export type ParsedCost = { ok: true; cost: string; symbols: string[] } | { ok: false; error: string };

/** The canonical form of one symbol without braces, or null when it is not a mana symbol. */
export function canonicalSymbol(raw: string): string | null {
  const s = raw.trim().toUpperCase();
  if (/^\d+$/.test(s)) return Number(s) <= GENERIC_MAX ? String(Number(s)) : null;
  if (/^[WUBRGCXYZS]$/.test(s)) return s;
  const parts = s.split('/');
  if (parts.length === 2) {
    const [a, b] = parts as [string, string];
    if (COLOR_LETTERS.includes(a) && b === 'P') return `${a}/P`;
    if ((a === '2' || a === 'C') && COLOR_LETTERS.includes(b) && b.length === 1) return `${a}/${b}`;
    return hybridPair(a, b);
  }
  if (parts.length === 3 && parts[2] === 'P') {
    const pair = hybridPair(parts[0]!, parts[1]!);
    return pair ? `${pair}/P` : null;
  }
  return null;
}

function hybridPair(a: string, b: string): string | null {
  if (a === b || a.length !== 1 || b.length !== 1) return null;
  if (!COLOR_LETTERS.includes(a) || !COLOR_LETTERS.includes(b)) return null;
  return HYBRID_PAIRS.find((p) => p === `${a}/${b}` || p === `${b}/${a}`) ?? null;
}

/** Splits shorthand outside braces: numbers stay whole, `W/U`-like groups stay together, spaces separate. */
function shorthandTokens(text: string): string[] {
  return text.match(/\d\/[A-Za-z]|\d+|[A-Za-z](?:\/[A-Za-z0-9])+|\S/g) ?? [];
}

/** Parses what a person typed as a mana cost into its canonical braced form, or says what is wrong. */
export function parseManaCost(input: string): ParsedCost {
  const symbols: string[] = [];
  const text = input.trim();
  let rest = text;
  while (rest.length > 0) {
    let raw: string;
    if (rest.startsWith('{')) {
      const end = rest.indexOf('}');
      if (end < 0) return { ok: false, error: 'A mana symbol is missing its closing brace "}"' };
      raw = rest.slice(1, end);
      rest = rest.slice(end + 1).trimStart();
    } else {
      const next = rest.indexOf('{');
      const chunk = next < 0 ? rest : rest.slice(0, next);
      rest = next < 0 ? '' : rest.slice(next);
      const tokens = shorthandTokens(chunk);
      for (const t of tokens) {
        const sym = canonicalSymbol(t);
        if (!sym) return { ok: false, error: unknownSymbol(t) };
        symbols.push(sym);
      }
      continue;
    }
    const sym = canonicalSymbol(raw);
    if (!sym) return { ok: false, error: unknownSymbol(raw) };
    symbols.push(sym);
  }
  if (symbols.length > COST_SYMBOLS_MAX) {
    return { ok: false, error: `A mana cost has at most ${COST_SYMBOLS_MAX} symbols` };
  }
  return {
    ok: true,
    cost: orderCost(symbols)
      .map((s) => `{${s}}`)
      .join(''),
    symbols: orderCost(symbols),
  };
}

function unknownSymbol(raw: string): string {
  if (/^\d+$/.test(raw.trim())) return `Generic mana is at most ${GENERIC_MAX} (got ${raw.trim()})`;
  return `"${raw}" is not a mana symbol (use numbers, W U B R G, C, X, S, hybrid like W/U or 2/W, phyrexian like W/P)`;
}

// Printed costs put X first, then generic, then snow and colourless, then coloured symbols in the order typed.
function rank(sym: string): number {
  if (/^[XYZ]$/.test(sym)) return 0;
  if (/^\d+$/.test(sym)) return 1;
  if (sym === 'S' || sym === 'C') return 2;
  return 3;
}

function orderCost(symbols: string[]): string[] {
  return symbols
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map((x) => x.s);
}

/** The colours a cost's symbols carry, in WUBRG order (`{2/W}` is white, `{C}` and `{S}` none). */
export function colorsOfCost(cost: string): Color[] {
  const found = new Set<string>();
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) {
    for (const part of m[1]!.toUpperCase().split('/')) if (COLOR_LETTERS.includes(part)) found.add(part);
  }
  return (COLOR_LETTERS.split('') as Color[]).filter((c) => found.has(c));
}

/** Colours of mana symbols in rules text (for colour identity). */
export function colorsInText(text: string): Color[] {
  return colorsOfCost((text.match(/\{[^}\s]{1,5}\}/g) ?? []).join(''));
}
