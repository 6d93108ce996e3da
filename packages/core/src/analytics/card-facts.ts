import type { Color } from '../cards/types';
import { frontTypeLine } from '../cube/color-category';
import type { ColorCategory } from '../cube/types';

/** What analytics needs to know about one card of a cube (a Card fits; the printing may set rarity). */
export interface AnalyticsCard {
  cmc: number;
  colors: readonly Color[];
  typeLine: string;
  rarity: string | null;
  /** The entry's colour-category override, if any. */
  colorCategory?: ColorCategory | null;
}

/** Type groups in display order; a card counts under the first that matches (see typeBucketOf). */
export const TYPE_BUCKETS = [
  'Creature',
  'Planeswalker',
  'Battle',
  'Instant',
  'Sorcery',
  'Artifact',
  'Enchantment',
  'Land',
  'Other',
] as const;
export type TypeBucket = (typeof TYPE_BUCKETS)[number];

// Lands first (an artifact land or Dryad Arbor is drafted as a land), then permanents a drafter counts
// as threats, then spells, then the remaining permanent types.
const PRECEDENCE: TypeBucket[] = [
  'Land',
  'Creature',
  'Planeswalker',
  'Battle',
  'Instant',
  'Sorcery',
  'Artifact',
  'Enchantment',
];

// Compiled once: a 5,000-card import asks for two buckets a card (bench:import).
const PRECEDENCE_PATTERNS = PRECEDENCE.map((type) => [type, new RegExp(`\\b${type}\\b`)] as const);

/** The one type group a card is counted under, from its front face's type line. */
export function typeBucketOf(typeLine: string): TypeBucket {
  const front = frontTypeLine(typeLine);
  return PRECEDENCE_PATTERNS.find(([, pattern]) => pattern.test(front))?.[0] ?? 'Other';
}

/** Whether the card counts as a land (lands are left out of curves and average mana value). */
export function isLand(card: Pick<AnalyticsCard, 'typeLine'>): boolean {
  return typeBucketOf(card.typeLine) === 'Land';
}

/** Mana value columns of a curve: 0 to 6, then 7+. */
export const CURVE_BUCKETS = ['0', '1', '2', '3', '4', '5', '6', '7+'] as const;

/** The curve column of a mana value (fractions round down, so {½} counts as 0). */
export function curveBucketIndex(cmc: number): number {
  return Math.min(Math.max(Math.floor(cmc), 0), CURVE_BUCKETS.length - 1);
}

/** Rarities in display order; `unknown` collects cards whose rarity the card data lacks. */
export const RARITY_ORDER = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus', 'unknown'] as const;
