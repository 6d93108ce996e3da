// The mana of a suggested deck: how many lands its curve wants and which basics, so that every colour
// it plays has sources in proportion to its symbols and even a one-card splash can be cast.
import { COLORS, type Color } from '../cards/types';
import { type DeckEntry, splitBasics } from './deck';

/** Lands in a 40-card deck: 16 for a low curve, 18 for a high one, 17 otherwise. */
export const MIN_LANDS = 16;
export const MAX_LANDS = 18;
/** Sources a colour needs before one of its cards is castable often enough to play. */
const MIN_SOURCES = 3;

/** The land count for spells of this mean mana value (limited players' rule of thumb). */
export function landsForCurve(spells: readonly DeckEntry[]): number {
  if (spells.length === 0) return 17;
  const mean = spells.reduce((s, e) => s + e.bot.cmc, 0) / spells.length;
  if (mean <= 2.5) return MIN_LANDS;
  if (mean >= 3.5) return MAX_LANDS;
  return 17;
}

/**
 * `count` basics for `spells` in `colours`: split by pips (largest remainder), then topped up so each
 * colour a spell needs has at least three sources counting the nonbasic `lands`, taken from the
 * colour with the most basics.
 */
export function basicsFor(
  spells: readonly DeckEntry[],
  colours: readonly Color[],
  lands: readonly DeckEntry[],
  count: number,
): Record<Color, number> {
  const basics = splitBasics(spells, colours, count);
  const needed = colours.filter((c) => spells.some((e) => (e.bot.pips[c] ?? 0) > 0));
  const sources = (c: Color) => basics[c] + lands.filter((l) => l.bot.produces.includes(c)).length;
  for (const c of needed) {
    while (sources(c) < MIN_SOURCES) {
      const donor = COLORS.filter((d) => d !== c && basics[d] > MIN_SOURCES).sort(
        (a, b) => basics[b] - basics[a],
      )[0];
      if (!donor) break;
      basics[donor]--;
      basics[c]++;
    }
  }
  return basics;
}
