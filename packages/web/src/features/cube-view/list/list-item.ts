import type { Card, Printing } from '@cubewright/core/cards';
import { type CubeCard, withOverrides } from '@cubewright/core/cube';
import type { EntryRecord, FilterEntry } from '@cubewright/core/filter';
import type { CardMetricsResponse } from '@cubewright/core/protocol';
import { expandCard } from '@cubewright/core/protocol/cube-wire';

/**
 * One cube entry with the card facts the views need (a stub when the card index lacks the card). The
 * entry's overrides are already applied: `card` carries its mana value, type line and rarity, `imageUri`
 * its image, so every view, sort and grouping shows what the curator set.
 */
export interface ListItem {
  /** The entry, with its record in the cube's events once the list joined them (joinRecords). */
  entry: FilterEntry;
  card: Card;
  printing: Printing | null;
  /** The image to draw: the entry's override, else the chosen printing's (null: the card's own). */
  imageUri: string | null;
}

/**
 * A card with only a name, for entries whose card data is unknown (so every entry still shows): the
 * compact form's expansion of a card sent with nothing but its name, so both keep one list of empty fields.
 */
export function stubCard(id: string, name: string): Card {
  return expandCard(id, { name, layout: 'normal', cmc: 0, typeLine: '' });
}

/** Joins entries with their card data and chosen printings. */
export function toListItems(
  entries: readonly CubeCard[],
  cardData: Record<string, Card>,
  printings: Record<string, Printing> = {},
): ListItem[] {
  return entries.map((entry) => {
    const printing = entry.printingId ? (printings[entry.printingId] ?? null) : null;
    return {
      entry,
      card: withOverrides(cardData[entry.cardId] ?? stubCard(entry.cardId, entry.name), entry),
      printing,
      imageUri: entry.imageUrl ?? printing?.imageUri ?? null,
    };
  });
}

const NO_RECORD: EntryRecord = { decks: 0, winRate: null, ata: null, mainRate: null };

/**
 * The items with each entry's card metrics (for `wr`, `decks`, `ata` and `mainrate` terms and sorts); a
 * card no person picked and no recorded deck held gets 0 decks and no rates.
 */
export function joinRecords(
  items: readonly ListItem[],
  metrics: Pick<CardMetricsResponse, 'cards'>,
): ListItem[] {
  const byCard = new Map<string, EntryRecord>();
  for (const c of metrics.cards) {
    byCard.set(c.cardId, {
      decks: c.mainDecks,
      winRate: c.rawMatchWinRate,
      ata: c.ata,
      mainRate: c.mainRate,
    });
  }
  return items.map((item) => ({
    ...item,
    entry: { ...item.entry, records: byCard.get(item.entry.cardId) ?? NO_RECORD },
  }));
}
