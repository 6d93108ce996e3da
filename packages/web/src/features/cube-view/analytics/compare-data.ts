// Shapes a cube as GET /api/cubes/:id returns it into what core's compareCubes takes: its main board,
// each entry with its name and (when the card data knows the card) the facts the breakdowns count.
import type { CompareEntry } from '@cubewright/core/analytics';
import { withOverrides } from '@cubewright/core/cube';
import type { CubeWithCardsResponse } from '@cubewright/core/protocol';

export function compareEntriesOf(
  cube: Pick<CubeWithCardsResponse, 'cards' | 'cardData' | 'printings'>,
): CompareEntry[] {
  return cube.cards
    .filter((entry) => entry.board === 'main')
    .map((entry) => {
      const card = cube.cardData[entry.cardId];
      const printing = entry.printingId ? cube.printings[entry.printingId] : undefined;
      return {
        name: card?.name ?? entry.name,
        facts: card
          ? withOverrides(
              {
                cmc: card.cmc,
                colors: card.colors,
                typeLine: card.typeLine,
                rarity: printing?.rarity ?? card.rarity,
                colorCategory: entry.colorCategory,
              },
              entry,
            )
          : null,
      };
    });
}
