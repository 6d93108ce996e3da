// Mana costs as symbol multisets, so `m:2ww` can mean "costs at least {2}{W}{W}" (containment).
import { manaSymbols } from '../cards/mana';

/** Symbol -> count; generic mana is summed under `#` so `{3}` contains `{2}`. */
export type SymbolCounts = Map<string, number>;

const PART_ORDER = '0123456789WUBRGCSP';
const PLAIN = /^[WUBRGCSXYZ]$/;
const COLORED = /^[WUBRG]$/;

/** A symbol's canonical spelling: upper case, hybrid parts in a fixed order (`{U/W}` = `{W/U}`). */
function canonicalSymbol(symbol: string): string {
  const parts = symbol.toUpperCase().split('/');
  if (parts.length < 2) return parts[0]!;
  const rank = (p: string) => (/^\d+$/.test(p) ? -1 : PART_ORDER.indexOf(p));
  return parts.sort((a, b) => rank(a) - rank(b)).join('/');
}

function add(counts: SymbolCounts, symbol: string): void {
  if (/^\d+$/.test(symbol)) {
    // {0} is kept as its own symbol so `m={0}` still means "costs exactly zero".
    if (Number(symbol) === 0) counts.set('0', (counts.get('0') ?? 0) + 1);
    else counts.set('#', (counts.get('#') ?? 0) + Number(symbol));
    return;
  }
  const canon = canonicalSymbol(symbol);
  counts.set(canon, (counts.get(canon) ?? 0) + 1);
}

/** The symbol multiset of a printed cost (`{2}{W/U}` or split `A // B`). */
export function costCounts(cost: string): SymbolCounts {
  const counts: SymbolCounts = new Map();
  for (const sym of manaSymbols(cost)) add(counts, sym);
  return counts;
}

/** Parses a query cost (`2ww`, `{2/G}{g}`, `{W/P}`, `10x`); null when it is not a cost. */
export function parseQueryCost(text: string): SymbolCounts | null {
  const counts: SymbolCounts = new Map();
  const src = text.toUpperCase();
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '{') {
      const end = src.indexOf('}', i);
      if (end < 0) return null;
      const sym = src.slice(i + 1, end);
      const parts = sym.split('/');
      if (!sym || !parts.every((p) => /^\d+$/.test(p) || PLAIN.test(p) || p === 'P' || p === 'H'))
        return null;
      add(counts, sym);
      i = end + 1;
    } else if (/\d/.test(ch)) {
      let end = i;
      while (end < src.length && /\d/.test(src[end]!)) end++;
      add(counts, src.slice(i, end));
      i = end;
    } else if (PLAIN.test(ch)) {
      add(counts, ch);
      i++;
    } else {
      return null;
    }
  }
  return counts.size > 0 ? counts : null;
}

/** True when `outer` has at least as many of every symbol as `inner`. */
export function containsCost(outer: SymbolCounts, inner: SymbolCounts): boolean {
  for (const [sym, n] of inner) if ((outer.get(sym) ?? 0) < n) return false;
  return true;
}

/** Facts about a cost's symbols used by `is:hybrid`, `is:phyrexian`, `is:twobrid` and `is:gold`. */
export interface CostFlags {
  hybrid: boolean;
  phyrexian: boolean;
  twobrid: boolean;
  /** Needs two or more colours: distinct colours among single-colour and Phyrexian symbols. */
  gold: boolean;
}

/** Reads the symbol flags of a symbol multiset. */
export function costFlags(counts: SymbolCounts): CostFlags {
  let hybrid = false;
  let phyrexian = false;
  let twobrid = false;
  const required = new Set<string>();
  for (const sym of counts.keys()) {
    const parts = sym.split('/');
    const hasP = parts.includes('P');
    const rest = parts.filter((p) => p !== 'P');
    if (hasP) phyrexian = true;
    if (rest.length > 1) hybrid = true;
    if (rest.length > 1 && /^\d+$/.test(rest[0]!)) twobrid = true;
    if (rest.length === 1 && COLORED.test(rest[0]!)) required.add(rest[0]!);
  }
  return { hybrid, phyrexian, twobrid, gold: required.size >= 2 };
}
