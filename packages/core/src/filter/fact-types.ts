// The shape of a card's search facts, apart from facts.ts (which computes them): the intern tables and
// columns describe facts, and facts.ts uses those, so the types sit where both can read them.
import type { Card } from '../cards/types';
import type { CostFlags, SymbolCounts } from './mana-cost';

/** One face's searchable facts; single-faced cards have one face made from the card itself. */
export interface FaceFacts {
  /** Lower-case face name, as printed (for `~` in oracle text). */
  name: string;
  type: string;
  text: string;
  rawText: string;
  rawName: string;
  rawType: string;
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  defense: number | null;
}

// Fields a scan reads most come first, so they share the object's first cache line.
export interface CardFacts {
  card: Card;
  /** Normalised full name (`a // b`, diacritics stripped). */
  name: string;
  /** Normalised face names, for exact matches on one face. */
  faceNames: string[];
  faces: FaceFacts[];
  /** Lower-case type line and oracle text of all faces joined, for fast substring tests. */
  type: string;
  text: string;
  frontType: string;
  colors: number;
  identity: number;
  cost: SymbolCounts;
  costFlags: CostFlags;
  keywords: string[];
  printings: string[];
  /** Rank in RARITY_ORDER, -1 when unknown. */
  rarity: number;
  /** Copied off the card so matchers read one object shape. */
  cmc: number;
  layout: string;
  /** Ids of the card's type line, front type line, keyword list, cost, printings and faces' stats. */
  typeId: number;
  frontTypeId: number;
  keywordsId: number;
  costId: number;
  printingsId: number;
  statsId: number;
  /** Ids of the card's legalities code and lower-case artist ('' when the data has none). */
  legalityId: number;
  artistId: number;
  /** Id of the card's printings' release dates (yyyymmdd numbers) in DATE_LISTS. */
  datesId: number;
  /** Id of `layout` in LAYOUTS: `is:mdfc` and `layout:` become column terms, not a read of every card. */
  layoutId: number;
  /** Scryfall's reprint flag: 1, 0, or -1 when unknown. */
  reprint: number;
  /** Lower-case watermark, '' for none. */
  watermark: string;
  /** Character-pair signature of `text` (see bigrams.ts). */
  textPairs: Int32Array;
}
