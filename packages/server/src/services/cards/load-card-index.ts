import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  type Card,
  CardIndex,
  isObject,
  normalizeCard,
  normalizePrinting,
  type Printing,
} from '@cubewright/core/cards';
import { factsOf } from '@cubewright/core/filter';
import { forEachBulkObject } from './bulk-file';
import type { CardSource } from './card-files';

const FACTS_SLICE = 250;

/**
 * Streams the bulk files of a source into a card index. Later duplicates of a card id are dropped
 * (a `default_cards` file used as the card file lists each card once per printing).
 */
export async function loadCardIndex(
  source: Pick<CardSource, 'cards' | 'printings'>,
  { searchFacts = true }: { searchFacts?: boolean } = {},
): Promise<CardIndex> {
  const cards: Card[] = [];
  const seen = new Set<string>();
  await forEachBulkObject(source.cards, (obj) => {
    const card = isObject(obj) ? normalizeCard(obj) : null;
    if (card && !seen.has(card.id)) {
      seen.add(card.id);
      cards.push(card);
    }
  });
  const prints: Printing[] = [];
  if (source.printings) {
    await forEachBulkObject(source.printings, (obj) => {
      const printing = isObject(obj) ? normalizePrinting(obj) : null;
      if (printing) prints.push(printing);
    });
  }
  // Building the index is one synchronous stretch; let queued requests through first.
  await yieldToLoop();
  // The index adds every loaded printing's set and release date to its card, which `s:` and `year`
  // search, so the facts are built from the linked cards, after it.
  const index = new CardIndex(cards, prints);
  // The card-table copy (card-copy-worker.ts) needs the linked cards only, not their search facts.
  if (!searchFacts) return index;
  // Each card's search facts (cached on the card) are most of what the first search on a new index
  // would compute in one synchronous stretch of seconds; built here in slices, requests go on meanwhile.
  for (let i = 0; i < cards.length; i += FACTS_SLICE) {
    for (const card of cards.slice(i, i + FACTS_SLICE)) factsOf(card);
    await yieldToLoop();
  }
  return index;
}
