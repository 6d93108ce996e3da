import type { CardFields } from './types';

// Apart from types.ts (zod schemas) so that readers needing only the defaults, such as the web's
// compact cube form on every page's first load, do not bring zod with them (bench:bundle).

/** Defaults for a new entry's editable fields. */
export const DEFAULT_CARD_FIELDS: CardFields = {
  printingId: null,
  board: 'main',
  finish: 'nonfoil',
  status: 'owned',
  tags: [],
  notes: '',
  colorCategory: null,
  imageUrl: null,
  manaValue: null,
  typeLine: null,
  rarity: null,
};
