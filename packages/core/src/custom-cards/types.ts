import type { Color, Rarity } from '../cards/types';

/** Who may see a custom card: everybody, or only its owner (and the cubes it was put in). */
export type CustomCardVisibility = 'public' | 'private';
export const CUSTOM_CARD_VISIBILITIES: readonly CustomCardVisibility[] = ['public', 'private'];

/** Supertypes and card types a type line may use; subtypes are free words. */
export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World', 'Ongoing', 'Elite', 'Host'] as const;
export const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
  'Conspiracy',
  'Dungeon',
  'Phenomenon',
  'Plane',
  'Scheme',
  'Vanguard',
] as const;

export const CUSTOM_RARITIES: readonly Rarity[] = ['common', 'uncommon', 'rare', 'mythic', 'special'];

/** One face of a custom card as its designer typed it (text is plain text, never HTML). */
export interface CustomCardFace {
  name: string;
  /** Canonical braced cost, e.g. `{2}{W/U}{W/P}`; empty for lands and costless cards. */
  manaCost: string;
  /** A colour indicator overriding the colours of the cost; null = derived from the cost. */
  colorIndicator: Color[] | null;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  rulesText: string;
  flavorText: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  /** https URL of the art box image, or null. */
  artUrl: string | null;
}

/** Everything a designer edits: the front face, rarity, artist and an optional back face. */
export interface CustomCardFields extends CustomCardFace {
  rarity: Rarity;
  artist: string;
  back: CustomCardFace | null;
}

/** A stored custom card as the API returns it. */
export interface CustomCard {
  id: string;
  ownerId: string;
  ownerName: string | null;
  visibility: CustomCardVisibility;
  fields: CustomCardFields;
  /** Set when the owner deleted it: cubes that use it keep this frozen copy. */
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Card ids of custom cards are `custom:` + the custom card's id. */
export const CUSTOM_CARD_ID_PREFIX = 'custom:';

/** The card id cubes store for a custom card. */
export const customCardIdOf = (id: string) => `${CUSTOM_CARD_ID_PREFIX}${id}`;

/** The custom card id inside a card id, or null for ordinary cards. */
export function customIdOfCardId(cardId: string): string | null {
  return cardId.startsWith(CUSTOM_CARD_ID_PREFIX) ? cardId.slice(CUSTOM_CARD_ID_PREFIX.length) : null;
}

/** A blank face, the starting point of the editor. */
export function emptyFace(): CustomCardFace {
  return {
    name: '',
    manaCost: '',
    colorIndicator: null,
    supertypes: [],
    types: [],
    subtypes: [],
    rulesText: '',
    flavorText: '',
    power: null,
    toughness: null,
    loyalty: null,
    defense: null,
    artUrl: null,
  };
}

/** Blank fields for a new card. */
export function emptyFields(): CustomCardFields {
  return { ...emptyFace(), rarity: 'common', artist: '', back: null };
}
