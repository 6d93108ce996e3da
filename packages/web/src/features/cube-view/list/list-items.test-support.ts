// Test helper: list items from a few card facts, without the card index.
import type { Card, Color } from '@cubewright/core/cards';
import { type CubeCard, DEFAULT_CARD_FIELDS } from '@cubewright/core/cube';
import { type ListItem, stubCard, toListItems } from './list-item';

/** A list item for table tests. */
export function item(
  name: string,
  facts: { cmc?: number; colors?: Color[]; typeLine?: string; rarity?: Card['rarity'] } = {},
  fields: Partial<CubeCard> = {},
): ListItem {
  const card = { ...stubCard(`name:${name.toLowerCase()}`, name), cmc: 0, typeLine: 'Creature', ...facts };
  const entry: CubeCard = {
    ...DEFAULT_CARD_FIELDS,
    id: `e-${name}`,
    cardId: card.id,
    name,
    addedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
  return toListItems([entry], { [card.id]: card })[0]!;
}
