import type { Rarity } from '../cards/types';
import type { CardFields } from './types';

/** The override fields of an entry (null: the card's own fact applies). */
export type EntryOverrides = Pick<CardFields, 'imageUrl' | 'manaValue' | 'typeLine' | 'rarity'>;
export const OVERRIDE_FIELDS = ['imageUrl', 'manaValue', 'typeLine', 'rarity'] as const;

/** Whether the entry overrides any of its card's facts. */
export function hasOverrides(entry: Partial<EntryOverrides>): boolean {
  return OVERRIDE_FIELDS.some((key) => (entry[key] ?? null) !== null);
}

/**
 * A card's facts as this entry shows them: each override replaces the card's own value. Every reader of
 * an entry's mana value, type line or rarity (list views, sorting, grouping, analytics, exports) goes
 * through here, so an override counts the same everywhere. The input is returned unchanged when the
 * entry overrides nothing (no copy for the common case).
 */
export function withOverrides<T extends { cmc: number; typeLine: string; rarity: Rarity | null }>(
  card: T,
  entry: Partial<EntryOverrides>,
): T {
  const { manaValue, typeLine, rarity } = entry;
  if (manaValue == null && typeLine == null && rarity == null) return card;
  return {
    ...card,
    cmc: manaValue ?? card.cmc,
    typeLine: typeLine ?? card.typeLine,
    rarity: rarity ?? card.rarity,
  };
}
