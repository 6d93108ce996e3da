import type { z } from 'zod';
import type { cardFieldsSchema, cubeCardSchema, cubeMetadataSchema } from './card-schemas';

// The cube's constants and types, without zod at run time: the cube list page imports these, and
// evaluating the schemas (card-schemas.ts) cost its first card several ms (bench:cube-page).

/** Who may see a cube: anyone (listed), only its people (private), anyone with the link (never listed). */
export const VISIBILITIES = ['public', 'private', 'unlisted'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Collaborator roles; the spec knows only `editor`, kept as a list so a role can be added in one place. */
export const COLLABORATOR_ROLES = ['editor'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/** `main` is the cube itself; `maybe` is the maybeboard (the spec's "considering"); both always exist. */
export const BOARDS = ['main', 'maybe'] as const;
export type FixedBoard = (typeof BOARDS)[number];
/** A board id: `main`, `maybe`, or one of the cube's extra boards (see boards.ts). */
export type Board = string;

export * from './card-enums';

export type CardFields = z.infer<typeof cardFieldsSchema>;
/**
 * One entry of a cube's card list. `id` identifies the entry (the same card may appear twice);
 * `cardId` is the card (oracle id, or `name:` + normalised name), `name` a snapshot for display.
 */
export type CubeCard = z.infer<typeof cubeCardSchema>;
/** Summary numbers kept on the cube for lists and headers (spec section 3). */
export type CubeMetadata = z.infer<typeof cubeMetadataSchema>;

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

/** Shown when a cube has no cover of its own: Scryfall art crop of a classic card. */
export const DEFAULT_COVER_IMAGE_URL =
  'https://cards.scryfall.io/art_crop/front/d/5/d573ef03-4730-45aa-93dd-e45ac1dbaf4a.jpg';

/** The metadata of a cube with no cards. */
export const EMPTY_CUBE_METADATA: CubeMetadata = {
  colors: [],
  averageCmc: 0,
  totalCards: 0,
  cardsByRarity: {},
  cardsByType: {},
};
