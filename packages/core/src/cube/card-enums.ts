// The values an entry's fields take, apart from types.ts: the schemas (card-schemas.ts) are built from
// them, and types.ts infers its types from the schemas, so neither imports the other in a circle.

export const FINISHES = ['nonfoil', 'foil', 'etched'] as const;
export type Finish = (typeof FINISHES)[number];

/** Whether the curator physically has the card (a paper cube is assembled over time). */
export const CARD_STATUSES = ['owned', 'not_owned', 'ordered', 'proxied', 'borrowed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** The colour group a card is listed under; a card entry may override the computed one. */
export const COLOR_CATEGORIES = [
  'white',
  'blue',
  'black',
  'red',
  'green',
  'multicolor',
  'colorless',
  'land',
] as const;
export type ColorCategory = (typeof COLOR_CATEGORIES)[number];

/** Rarities a curator may set on an entry (the card data's own, in display order). */
export const ENTRY_RARITIES = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'] as const;
export type EntryRarity = (typeof ENTRY_RARITIES)[number];
