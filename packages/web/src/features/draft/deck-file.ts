// A built deck as files: the core writers (MTGA, MTGO .dek, plain text, Cockatrice) fed from the pool
// screen's cards, with printings from the server. Only the deck page imports this (it carries writers).
import type { DraftCard } from '@cubewright/core/draft';
import { type DeckCard, type ExportDeck, writeDeck } from '@cubewright/core/formats';
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
  const line = (c: DraftCard): DeckCard => ({ name: nameOf(c, lookup), ...printings[c.id] });
  const lands = Object.entries(basics).flatMap(([color, n]) =>
    Array.from({ length: n }, () => ({ name: BASIC_NAMES[color] ?? color })),
  );
  return {
    name,
    main: [...sortPool(main, lookup).map(line), ...lands],
    side: sortPool(side, lookup).map(line),
  };
}

/** The deck as plain text: `N Name` lines, basics, then a blank line and the sideboard. */
export function deckText(
  main: readonly DraftCard[],
  side: readonly DraftCard[],
  basics: Record<string, number>,
  lookup: CardLookup,
): string {
  return writeDeck('txt', exportDeckOf('', main, side, basics, lookup));
}
