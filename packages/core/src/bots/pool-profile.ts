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

/**
 * Running totals of a pool, so a bot adds each pick once instead of re-reading its whole pool every
 * pick (the difference between hundreds and thousands of simulated drafts per second).
 */
export class PoolTally {
  size = 0;
  private weight: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  private curve = new Array<number>(CURVE_SLOTS).fill(0);
  private spells = 0;
  private subtypes = new Map<string, number>();
  private tags = new Map<string, number>();

  add(c: BotCard, tags: readonly string[] | undefined): void {
    this.size++;
    // Good cards pull harder than filler; a gold card splits its pull across its colours.
    const pull = (0.5 + c.value / 2) / Math.max(1, c.colors.length);
    for (const col of c.colors) this.weight[col] += pull;
    if (!c.isLand) {
      this.curve[curveSlot(c.cmc)]!++;
      this.spells++;
    }
    for (const t of c.subtypes) this.subtypes.set(t, (this.subtypes.get(t) ?? 0) + 1);
    if (tags) for (const t of tags) this.tags.set(t, (this.tags.get(t) ?? 0) + 1);
  }

  /** The profile of everything added so far (shares the tally's maps: read it before adding more). */
  profile(): PoolProfile {
    const w = this.weight;
    const top = Math.max(w.W, w.U, w.B, w.R, w.G);
    const strength = { W: 0, U: 0, B: 0, R: 0, G: 0 } as Record<Color, number>;
    if (top > 0) for (const c of COLORS) strength[c] = w[c] / top;
    return {
      size: this.size,
      strength,
      curve: this.curve,
      spells: this.spells,
      subtypes: this.subtypes,
      tags: this.tags,
    };
  }
}

/** Profiles a pool; `tagsOf` gives each pool card's cube tags (index-aligned with `cards`). */
export function profilePool(
  cards: readonly BotCard[],
  tagsOf: (i: number) => readonly string[] | undefined,
): PoolProfile {
  const tally = new PoolTally();
  for (let i = 0; i < cards.length; i++) tally.add(cards[i]!, tagsOf(i));
  return tally.profile();
}
