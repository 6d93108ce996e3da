// Colour sets as WUBRG bit masks, and the words a query may use for them.
import type { Color } from '../cards/types';

const BIT: Record<Color, number> = { W: 1, U: 2, B: 4, R: 8, G: 16 };

/** The bit mask of a colour list. */
export function colorMask(colors: readonly Color[]): number {
  let mask = 0;
  for (const c of colors) mask |= BIT[c];
  return mask;
}

/** Number of colours in a mask. */
export function colorCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Colour names, guilds, shards, wedges, Strixhaven colleges and the four-colour nicknames. */
const COLOR_NAMES: Record<string, string> = {
  white: 'w',
  blue: 'u',
  black: 'b',
  red: 'r',
  green: 'g',
  azorius: 'wu',
  dimir: 'ub',
  rakdos: 'br',
  gruul: 'rg',
  selesnya: 'gw',
  orzhov: 'wb',
  izzet: 'ur',
  golgari: 'bg',
  boros: 'rw',
  simic: 'gu',
  bant: 'gwu',
  esper: 'wub',
  grixis: 'ubr',
  jund: 'brg',
  naya: 'rgw',
  abzan: 'wbg',
  jeskai: 'urw',
  sultai: 'bgu',
  mardu: 'rwb',
  temur: 'gur',
  silverquill: 'wb',
  prismari: 'ur',
  witherbloom: 'bg',
  lorehold: 'rw',
  quandrix: 'gu',
  chaos: 'ubrg',
  aggression: 'wbrg',
  altruism: 'wurg',
  growth: 'wubg',
  artifice: 'wubr',
  rainbow: 'wubrg',
};

/** What a colour value in a query means. */
export type ColorValue =
  | { kind: 'set'; mask: number }
  | { kind: 'count'; count: number }
  | { kind: 'multi' }
  | { kind: 'colorless' };

/** Parses `w`, `ur`, `blue`, `azorius`, `c`/`colorless`, `m`/`multicolor` or a count; null if none fits. */
export function parseColorValue(raw: string): ColorValue | null {
  const text = raw.toLowerCase();
  if (/^\d+$/.test(text)) return { kind: 'count', count: Number(text) };
  if (text === 'm' || text === 'multi' || text === 'multicolor' || text === 'multicolored') {
    return { kind: 'multi' };
  }
  if (text === 'c' || text === 'colorless' || text === 'colourless') return { kind: 'colorless' };
  const letters = COLOR_NAMES[text] ?? text;
  if (!/^[wubrg]+$/.test(letters)) return null;
  return { kind: 'set', mask: colorMask([...letters.toUpperCase()] as Color[]) };
}
