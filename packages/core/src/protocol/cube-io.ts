import { z } from 'zod';
import { boardIdSchema } from '../cube/board-schemas';
import { CUBE_NAME_MAX_LENGTH, LIMIT_MESSAGES } from '../cube/limits';
import type { EntryOverrides } from '../cube/overrides';
import type { ReplaceCounts } from '../cube/replace-import';
import {
  BOARDS,
  type CardStatus,
  type ColorCategory,
  type Finish,
  VISIBILITIES,
  type Visibility,
} from '../cube/types';
import { FORMAT_IDS, type FormatId, type ParseProblem } from '../formats/types';

/*
 * Import, export and the public read API (server: packages/server/src/routes/cube-io).
 *
 *   POST /api/cubes/:id/import   ImportBody      -> ImportResponse (canEdit; `preview: true` writes nothing)
 *   POST /api/cubes/import-new   ImportNewBody   -> 201 ImportResponse with `cubeId` (preview: 200, no cube)
 *   GET  /api/cubes/:id/export?format=           -> the file (canView), Content-Disposition attachment
 *   GET  /api/cubes/:id/export/:format           -> the same, path style (CORS open)
 *   GET  /api/v1/cubes/:id                       -> PublicCubeResponse (canView; CORS open, ETag)
 *   GET  /api/v1/cubes/:id/cards                 -> PublicCardsResponse (canView; CORS open, ETag)
 * An import whose file has errors, or names that do not resolve and are not overridden, answers 400
 * (`code: 'parse_error'` / `'unresolved'`, details: the ImportResponse of a preview) and changes nothing.
 * So does a list that resolves to no cards (`'empty_list'`: a replace never empties a cube) and a file
 * that is not a card list at all (`'unreadable'`: most of its lines are no card name we know).
 */

/** Pasted or uploaded text: the request limit is 12 MiB; this leaves room for JSON escaping. */
export const IMPORT_TEXT_MAX_CHARS = 8 * 1024 * 1024;

const formatSchema = z.enum(FORMAT_IDS, { error: `Format must be one of ${FORMAT_IDS.join(', ')}` });

/** What the person chose for a line that did not resolve: another card name, or `null` to skip it. */
export const importOverridesSchema = z.record(
  z.string().regex(/^\d+$/, 'Override keys are line numbers'),
  z.string().trim().min(1).max(200).nullable(),
);

const importCommon = {
  /** Left out: detected from `fileName` and the text. */
  format: formatSchema.optional(),
  text: z.string().max(IMPORT_TEXT_MAX_CHARS, 'The file is too large (8 MiB of text at most)'),
  fileName: z.string().max(255).optional(),
  /** Put every card on this board, whatever the file says (a new cube has only main and maybe). */
  board: z.enum(BOARDS).optional(),
  preview: z.boolean().default(false),
  overrides: importOverridesSchema.default({}),
};

/** POST /api/cubes/:id/import. `replace` empties the cube first (only `board` when one is given). */
export const importBodySchema = z.object({
  ...importCommon,
  /** Put every card on this board of the cube (main, maybe or a named board), whatever the file says. */
  board: boardIdSchema.optional(),
  mode: z.enum(['add', 'replace']).default('add'),
});
export type ImportBody = z.input<typeof importBodySchema>;
export type ImportRequest = z.output<typeof importBodySchema>;

/** POST /api/cubes/import-new: the cube is named `name`, else after the file's own name, else the file name. */
export const importNewBodySchema = z.object({
  ...importCommon,
  name: z.string().trim().max(CUBE_NAME_MAX_LENGTH, LIMIT_MESSAGES.nameTooLong).optional(),
  visibility: z.enum(VISIBILITIES).default('private'),
});
export type ImportNewBody = z.input<typeof importNewBodySchema>;
export type ImportNewRequest = z.output<typeof importNewBodySchema>;

export const exportQuerySchema = z.object({ format: formatSchema.default('txt') });
export const exportParamsSchema = z.object({ id: z.string().min(1).max(64), format: formatSchema });

/** A line whose name did not resolve, with the closest card names to offer instead. */
export interface UnresolvedLine {
  line: number;
  name: string;
  /** Copies the line stands for. */
  count: number;
  suggestions: string[];
}

/** The outcome of an import or its preview. */
export interface ImportResponse {
  preview: boolean;
  format: FormatId;
  /** Why `format` was used: the person's choice, or what detection saw in the file and its name. */
  formatReason?: string;
  /**
   * Set when the list was detected (not chosen) and another reader finds far more of its cards: the
   * preview offers to read it that way.
   */
  betterFormat?: { format: FormatId; resolved: number; detectedResolved: number; lines: number };
  /** The list's own name, when the format carries one. */
  listName: string | null;
  /** `other`: entries on the cube's extra boards (named boards). */
  counts: {
    main: number;
    maybe: number;
    other?: number;
    total: number;
    unresolved: number;
    printingsMatched: number;
  };
  unresolved: UnresolvedLine[];
  problems: ParseProblem[];
  /** Set when cards were written. */
  cubeId?: string;
  version?: number;
  /** How many entries the import removed (replace mode). */
  removed?: number;
  /** Replace mode: what the replace takes away and brings, by card (the web asks first past a bound). */
  replace?: ReplaceCounts;
}

/** A cube in the public read API. */
export interface PublicCube {
  id: string;
  name: string;
  description: string;
  visibility: Visibility;
  owner: { id: string; username: string };
  tags: string[];
  size: number;
  cardCount: number;
  maybeCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface PublicCubeResponse {
  cube: PublicCube;
}
/** One entry in the public read API, with the facts of its card and printing. */
export interface PublicCard {
  id: string;
  cardId: string;
  name: string;
  /** `main`, `maybe` or the id of one of the cube's extra boards. */
  board: string;
  printingId: string | null;
  set: string | null;
  collectorNumber: string | null;
  finish: Finish;
  status: CardStatus;
  tags: string[];
  notes: string;
  colorCategory: ColorCategory | null;
  cmc: number | null;
  typeLine: string | null;
  colors: string[];
  rarity: string | null;
  imageUrl: string | null;
  /** The entry's own overrides (null: none); cmc, typeLine, rarity and imageUrl above already apply them. */
  overrides: EntryOverrides;
}
export interface PublicCardsResponse {
  cubeId: string;
  version: number;
  cards: PublicCard[];
}

const sheetFlags = {
  paper: z.enum(['a4', 'letter']).default('a4'),
  cutLines: z.enum(['0', '1']).default('1'),
  bleed: z.enum(['0', '1']).default('0'),
  /** '1': each card's image where it can be fetched from Scryfall, its text proxy where not. */
  images: z.enum(['0', '1']).default('0'),
};

/** Print-and-play proxies: paper, cut marks and bleed (flags as `1` / `0`), and which board (default main). */
export const proxyQuerySchema = z.object({
  ...sheetFlags,
  board: boardIdSchema.default('main'),
  /** '1': the tokens and emblems the board's cards make, one proxy each, instead of the cards. */
  tokens: z.enum(['0', '1']).default('0'),
});

/** Most cards one deck's proxies may hold: a deck and its sideboard, with room to spare. */
export const DECK_PROXIES_MAX = 250;

/**
 * POST /api/proxies.pdf: the proxies of a deck or a draft's pool, by card name (a copy per name given),
 * with the sheet options of the cube's proxies.
 */
export const deckProxiesBodySchema = z
  .object({
    ...sheetFlags,
    title: z.string().trim().min(1, 'Name the deck').max(200, 'A deck name can be at most 200 characters'),
    names: z
      .array(z.string().trim().min(1).max(200))
      .min(1, 'A deck needs at least one card')
      .max(DECK_PROXIES_MAX, `At most ${DECK_PROXIES_MAX} cards go in one deck's proxies`),
  })
  .strict();
export type DeckProxiesBody = z.input<typeof deckProxiesBodySchema>;
