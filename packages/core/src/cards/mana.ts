// Mana cost helpers shared by normalisation (the fixture lacks some `cmc`) and the UI (symbol badges).

/** Splits a cost like `{2}{W/U}{W/P}` into its symbols without braces: `['2', 'W/U', 'W/P']`. */
export function manaSymbols(cost: string): string[] {
  return [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!.toUpperCase());
}

/** Mana value of one cost (no ` // `): X/Y/Z count 0, `{2/W}` counts 2, hybrid and phyrexian count 1. */
export function manaValueOf(cost: string): number {
  let total = 0;
  for (const sym of manaSymbols(cost)) {
    if (/^\d+(\.\d+)?$/.test(sym)) total += Number(sym);
    else if (sym === '½' || sym === 'H' || sym.startsWith('H')) total += 0.5;
    else if (/^[XYZ]$/.test(sym)) total += 0;
    else if (/^\d+\//.test(sym)) total += Number(sym.split('/')[0]);
    else total += 1;
  }
  return total;
}
