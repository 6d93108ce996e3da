// A summary of a drafter's pool that pick scoring reads: how strongly it leans to each colour, its
// curve so far, and which creature types and tags it collects.
import { COLORS, type Color } from '../cards/types';
import type { BotCard } from './traits';

/** Curve slots: mana value 0-1, 2, 3, 4, 5, 6+. */
export const CURVE_SLOTS = 6;
/** The share of a 23-spell deck wanted in each curve slot. */
export const IDEAL_CURVE = [0.09, 0.26, 0.22, 0.17, 0.13, 0.13];

export function curveSlot(cmc: number): number {
  return Math.max(0, Math.min(CURVE_SLOTS - 1, Math.floor(cmc) - 1));
}

export interface PoolProfile {
  size: number;
  /** Colour strength in [0, 1]: this colour's weight over the strongest colour's weight. */
  strength: Record<Color, number>;
  curve: number[];
  spells: number;
  subtypes: Map<string, number>;
  tags: Map<string, number>;
}

/** Profiles a pool; `tagsOf` gives each pool card's cube tags (index-aligned with `cards`). */
export function profilePool(
  cards: readonly BotCard[],
  tagsOf: (i: number) => readonly string[] | undefined,
): PoolProfile {
  const weight: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  const curve = new Array<number>(CURVE_SLOTS).fill(0);
  const subtypes = new Map<string, number>();
  const tags = new Map<string, number>();
  let spells = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    // Good cards pull harder than filler; a gold card splits its pull across its colours.
    const pull = (0.5 + c.value / 2) / Math.max(1, c.colors.length);
    for (const col of c.colors) weight[col] += pull;
    if (!c.isLand) {
      curve[curveSlot(c.cmc)]!++;
      spells++;
    }
    for (const t of c.subtypes) subtypes.set(t, (subtypes.get(t) ?? 0) + 1);
    for (const t of tagsOf(i) ?? []) tags.set(t, (tags.get(t) ?? 0) + 1);
  }
  const top = Math.max(...COLORS.map((c) => weight[c]));
  const strength = { W: 0, U: 0, B: 0, R: 0, G: 0 } as Record<Color, number>;
  if (top > 0) for (const c of COLORS) strength[c] = weight[c] / top;
  return { size: cards.length, strength, curve, spells, subtypes, tags };
}
