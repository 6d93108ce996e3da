// A summary of a drafter's pool that pick scoring reads: how strongly it leans to each colour, its
// curve so far, and which creature types and tags it collects.
import type { Color } from '../cards/types';
import type { BotCard } from './traits';

/** Curve slots: mana value 0-1, 2, 3, 4, 5, 6+. */
export const CURVE_SLOTS = 6;
/** The share of a 23-spell deck wanted in each curve slot. */
export const IDEAL_CURVE = [0.09, 0.26, 0.22, 0.17, 0.13, 0.13];
/** Pool size at which a bot is fully committed to its colours. */
export const COMMITTED_AT = 10;
const CURVE_WEIGHT = 0.08;

export function curveSlot(cmc: number): number {
  return Math.max(0, Math.min(CURVE_SLOTS - 1, Math.floor(cmc) - 1));
}

export interface PoolProfile {
  size: number;
  /** 0 for an empty pool, rising to 1 by pick COMMITTED_AT: how much colours matter. */
  commitment: number;
  /** How much the pool wants one more card in each curve slot, clamped to ±0.3 (value units). */
  curveNeed: number[];
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
export class PoolTally implements PoolProfile {
  size = 0;
  commitment = 0;
  curveNeed = new Array<number>(CURVE_SLOTS).fill(0);
  strength: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  curve = new Array<number>(CURVE_SLOTS).fill(0);
  spells = 0;
  subtypes = new Map<string, number>();
  tags = new Map<string, number>();
  private weight: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };

  constructor() {
    this.refresh();
  }

  add(c: BotCard, tags: readonly string[] | undefined): void {
    this.size++;
    // Good cards pull harder than filler; a gold card splits its pull across its colours.
    const pull = (0.5 + c.value / 2) / Math.max(1, c.colors.length);
    for (const col of c.colors) this.weight[col] += pull;
    if (!c.isLand) {
      this.curve[c.slot]!++;
      this.spells++;
    }
    for (const t of c.subtypes) this.subtypes.set(t, (this.subtypes.get(t) ?? 0) + 1);
    if (tags) for (const t of tags) this.tags.set(t, (this.tags.get(t) ?? 0) + 1);
    this.refresh();
  }

  /** The profile of everything added so far: the tally itself, updated in place by `add`. */
  profile(): PoolProfile {
    return this;
  }

  private refresh(): void {
    const w = this.weight;
    const top = Math.max(w.W, w.U, w.B, w.R, w.G);
    const st = this.strength;
    // Unrolled: this runs after every pick of every bot.
    st.W = top > 0 ? w.W / top : 0;
    st.U = top > 0 ? w.U / top : 0;
    st.B = top > 0 ? w.B / top : 0;
    st.R = top > 0 ? w.R / top : 0;
    st.G = top > 0 ? w.G / top : 0;
    this.commitment = Math.min(1, this.size / COMMITTED_AT);
    // Expected count per slot for a deck of this pool's size, minus what the pool already has.
    const base = Math.max(8, this.spells + 1);
    for (let slot = 0; slot < CURVE_SLOTS; slot++) {
      const need = CURVE_WEIGHT * (IDEAL_CURVE[slot]! * base - this.curve[slot]!);
      this.curveNeed[slot] = Math.max(-0.3, Math.min(0.3, need));
    }
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
