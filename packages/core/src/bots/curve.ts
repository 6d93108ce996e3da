// The mana curve a bot aims for: shared by pick scoring (curve need) and deck building.

/** Curve slots: mana value 0-1, 2, 3, 4, 5, 6+. */
export const CURVE_SLOTS = 6;
/** The share of a 23-spell deck wanted in each curve slot. */
export const IDEAL_CURVE = [0.09, 0.26, 0.22, 0.17, 0.13, 0.13];

/** The curve slot of a mana value. */
export function curveSlot(cmc: number): number {
  return Math.max(0, Math.min(CURVE_SLOTS - 1, Math.floor(cmc) - 1));
}
