import type { CardPrices } from './prices';

/** Colour letters in WUBRG order. */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

export type Rarity = 'common' | 'uncommon' | 'rare' | 'mythic' | 'special' | 'bonus';

/** One face of a multi-face card (split halves, DFC sides, adventure, flip). */
export interface CardFace {
  name: string;
  manaCost: string;
  typeLine: string;
  oracleText: string;
  colors: Color[];
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  imageUri: string | null;
}

/**
 * A card (oracle-level: one per distinct card name), normalised from Scryfall's bulk format.
 * `id` is the key everything else refers to: the Scryfall oracle id when known,
 * else `name:` + the normalised name (the offline fixture lacks most oracle ids).
 */
export interface Card {
  id: string;
  oracleId: string | null;
  name: string;
  /** Lower-case, diacritics stripped, `///` folded to `//`, single spaces: the lookup key. */
  normalizedName: string;
  layout: string;
  manaCost: string;
  cmc: number;
  typeLine: string;
  oracleText: string;
  colors: Color[];
  colorIdentity: Color[];
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  keywords: string[];
  faces: CardFace[];
  rarity: Rarity | null;
  /** Default printing: Scryfall printing id, set code and collector number. */
  scryfallId: string | null;
  set: string | null;
  collectorNumber: string | null;
  releasedAt: string | null;
  imageUri: string | null;
  /** Lower-case set codes the card was printed in. */
  printings: string[];
  // Facts only Scryfall's own bulk files carry (absent or null: the loaded data does not say); the
  // search reports a missing fact instead of matching nothing (filter/coverage.ts).
  /** Format legalities as a code string, one character per format (cards/legalities.ts). */
  legalities?: string | null;
  /** Illustrator of the default printing (shared string). */
  artist?: string | null;
  /** The default printing is a reprint (Scryfall's `reprint`). */
  reprint?: boolean | null;
  /** Watermark of the default printing (`orzhov`, `phyrexian`, ...). */
  watermark?: string | null;
  /** EDHREC popularity rank (1 = most played). */
  edhrecRank?: number | null;
  /**
   * Release dates of the card's printings (its own and the loaded printings'), oldest first: `year` and
   * `date` match when any printing does, as on Scryfall. Set by CardIndex; absent: `releasedAt` only.
   */
  releaseDates?: string[];
  /** Prices of the default printing (Scryfall bulk data); null or absent: the file has none. */
  prices?: CardPrices | null;
}

/** One printing (a "version" of a card in a cube): a Scryfall printing id with its set and art. */
export interface Printing {
  id: string;
  cardId: string;
  name: string;
  set: string;
  setName: string;
  collectorNumber: string;
  rarity: Rarity | null;
  releasedAt: string | null;
  imageUri: string | null;
  /** Scryfall `illustration_id`: printings sharing it share their art (for `unique:art`). */
  illustrationId?: string | null;
  /** This printing's own prices; null or absent: the file has none. */
  prices?: CardPrices | null;
}
