import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  type Card,
  CardIndex,
  isObject,
  normalizeCard,
  normalizePrinting,
  type Printing,
} from '@cubewright/core/cards';
import { forEachBulkObject } from './bulk-file';
import type { CardSource } from './card-files';

/**
 * Streams the bulk files of a source into a card index. Later duplicates of a card id are dropped
 * (a `default_cards` file used as the card file lists each card once per printing).
 */
export async function loadCardIndex(source: Pick<CardSource, 'cards' | 'printings'>): Promise<CardIndex> {
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
  return new CardIndex(cards, prints);
}
