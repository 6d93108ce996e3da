// A built deck as the core writers (MTGA, MTGO .dek, plain text, Cockatrice) take it, from the pool
// screen's cards, with printings from the server; deck-downloads.tsx writes the files.
import type { DraftCard } from '@cubewright/core/draft';
import type { DeckCard, ExportDeck } from '@cubewright/core/formats';
import type { DraftPrintings } from '@cubewright/core/protocol';
import { BASIC_NAMES, type CardLookup, nameOf, sortPool } from './pool';

/**
 * The deck as the export writers take it: main cards sorted as shown, then the basics, and the
 * sideboard; each card with its printing when the server knew one (MTGA and Cockatrice carry it).
 */
export function exportDeckOf(
  name: string,
  main: readonly DraftCard[],
  side: readonly DraftCard[],
  basics: Record<string, number>,
  lookup: CardLookup,
  printings: DraftPrintings = {},
): ExportDeck {
  const line = (c: DraftCard): DeckCard => {
    // The layout tells the MTGA and MTGO writers to name a double-faced card by its front face.
    const layout = lookup(c.cardId)?.layout;
    return { name: nameOf(c, lookup), ...(layout ? { layout } : {}), ...printings[c.id] };
  };
  const lands = Object.entries(basics).flatMap(([color, n]) =>
    Array.from({ length: n }, () => ({ name: BASIC_NAMES[color] ?? color })),
  );
  return {
    name,
    main: [...sortPool(main, lookup).map(line), ...lands],
    side: sortPool(side, lookup).map(line),
  };
}
