// Font sizes for a text card (a card whose image cannot load) that scale with the card's width
// (`cqi`: the card is a size container) and shrink a line until its longest word fits, so a name
// wraps at its spaces and never in the middle of a word ("Monoskelio n" on a phone).

export interface FitRule {
  /** The size the text wants, as CSS (cqi units, clamped to readable bounds). */
  preferred: string;
  /** Width of an average character of the font, in em: bold names are wider than type lines. */
  charEm: number;
}

export const NAME_FIT: FitRule = { preferred: 'clamp(9px, 8.5cqi, 16px)', charEm: 0.64 };
export const TYPE_FIT: FitRule = { preferred: 'clamp(7px, 6.5cqi, 12px)', charEm: 0.58 };

/** The longest run of characters `text` cannot break inside (its longest word). */
export function longestWord(text: string): number {
  return Math.max(1, ...text.split(/\s+/).map((w) => w.length));
}

/**
 * The CSS font size for `text`: the rule's size, or smaller when the longest word would not fit the
 * card's width (100cqi) at that size.
 */
export function fittedSize(text: string, rule: FitRule): string {
  const fit = 100 / (longestWord(text) * rule.charEm);
  return `min(${rule.preferred}, ${fit.toFixed(2)}cqi)`;
}
