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

/**
 * A card lookup by card id that answers with the card as the cube's main-board entries override it
 * (through `withOverrides`), for readers that know a card only by its id: bots, sample and P1P1 packs,
 * the simulator. Built once per cube or draft, not per pick: cards no entry overrides go straight to
 * `lookup`, and a cube without overrides gets `lookup` itself back. Two copies of one card with
 * different overrides read as the first copy's (a card id names one card to these readers).
 */
export function overriddenLookup<T extends { cmc: number; typeLine: string; rarity: Rarity | null }>(
  entries: readonly (Partial<EntryOverrides> & { cardId: string; board?: string })[],
  lookup: (cardId: string) => T | undefined,
): (cardId: string) => T | undefined {
  const overridden = new Map<string, T>();
  for (const entry of entries) {
    if ((entry.board ?? 'main') !== 'main' || overridden.has(entry.cardId) || !hasOverrides(entry)) continue;
    const card = lookup(entry.cardId);
    if (card) overridden.set(entry.cardId, withOverrides(card, entry));
  }
  if (overridden.size === 0) return lookup;
  return (cardId) => overridden.get(cardId) ?? lookup(cardId);
}
