import { z } from 'zod';
import type { ColorDistribution, Count, ManaCurve } from '../analytics/breakdowns';
import type { KeywordRow } from '../analytics/keywords';
import type { TokenRow } from '../analytics/tokens';
import type { Card, Printing } from '../cards/types';
import { type ACTIVITY_ACTIONS, ACTIVITY_PAGE_SIZE } from '../cube/activity';
import type { CubeBoard } from '../cube/boards';
import { type ChangeConflict, cardOpsSchema, tagSchema } from '../cube/changes';
import type { CubeDiff } from '../cube/diff';
import type { DiffCounts } from '../cube/diff-apply';
import { imageUrlSchema } from '../cube/image-url-schema';
import {
  COVER_URL_MAX_LENGTH,
  CUBE_DESCRIPTION_MAX_LENGTH,
  CUBE_NAME_MAX_LENGTH,
  CUBE_TAGS_MAX,
  CUBE_TARGET_SIZE_MAX,
  LIMIT_MESSAGES,
  RECOMMENDED_FORMAT_MAX_LENGTH,
  VERSION_SUMMARY_MAX_LENGTH,
} from '../cube/limits';
import type { CubeRole } from '../cube/policy';
import {
  COLLABORATOR_ROLES,
  type CubeCard,
  type CubeMetadata,
  VISIBILITIES,
  type Visibility,
} from '../cube/types';
import { DEFAULT_CUBE_SIZE } from './list-options';

/*
 * `XBody` types are what a client sends, `XRequest` what the server has after parsing (defaults filled).
 *
 * The cube HTTP API (server: packages/server/src/routes/cubes). Errors are `{ error, code, details? }`
 * (apiErrorSchema): 400 invalid input (`code: 'validation'` or `'bad_request'`), 401 signed out (the spec's
 * "User must be authenticated to ..." messages), 403 not allowed ("You do not have permission to edit this
 * cube", "Only the cube owner can ..."), 404 "Cube not found" (also for a cube the caller may not see),
 * 409 a stale save (details: ConflictDetails; for settings, SettingsConflictDetails).
 *
 * Cubes
 *   GET    /api/cubes?q&tag&featured&owner&sort&limit&offset  -> CubeListResponse (public cubes only)
 *   GET    /api/cubes/mine                                     -> MyCubesResponse (owned + collaborating)
 *   GET    /api/cubes/mine/activity                            -> ActivityListResponse (latest 10 over them)
 *   POST   /api/cubes              CreateCubeBody              -> 201 CubeResponse
 *   GET    /api/cubes/:id                                      -> CubeWithCardsResponse
 *   PATCH  /api/cubes/:id          UpdateCubeBody              -> CubeResponse
 *   DELETE /api/cubes/:id                                      -> 204 (owner only)
 *   POST   /api/cubes/:id/clone    CloneCubeBody               -> 201 CubeResponse (a new cube of one's own)
 *   GET    /api/cubes/:id/analytics                            -> CubeAnalyticsResponse (main board)
 * Card list and versions
 *   POST   /api/cubes/:id/changes?cards  ChangesBody           -> SaveResponse (one new version)
 *   GET    /api/cubes/:id/versions?before&limit                -> VersionListResponse (newest first)
 *   GET    /api/cubes/:id/versions/:n                          -> VersionResponse (the cube as it was)
 *   GET    /api/cubes/:id/compare?from&to                      -> CompareResponse (diff between versions)
 *   POST   /api/cubes/:id/versions/:n/revert  RevertBody       -> SaveResponse (a new version)
 *   GET    /api/cubes/:id/whitepaper                           -> WhitepaperResponse
 *   PUT    /api/cubes/:id/whitepaper  WhitepaperBody           -> SaveResponse (a new version)
 * Activity
 *   GET    /api/cubes/:id/activity?userId&limit                -> ActivityListResponse (newest first)
 *   GET    /api/cubes/:id/activity/stats                       -> ActivityStatsResponse (last 30 days)
 * Collaborators
 *   GET    /api/cubes/:id/collaborators                        -> CollaboratorsResponse
 *   POST   /api/cubes/:id/collaborators  AddCollaboratorBody   -> 201 CollaboratorResponse (owner only)
 *   PATCH  /api/cubes/:id/collaborators/:userId  UpdateRoleBody -> CollaboratorResponse (owner only)
 *   DELETE /api/cubes/:id/collaborators/:userId                -> 204 (owner only)
 *   POST   /api/cubes/:id/leave                                -> 204 (a collaborator leaves)
 */

const nameSchema = z
  .string()
  .trim()
  .min(1, LIMIT_MESSAGES.nameRequired)
  .max(CUBE_NAME_MAX_LENGTH, LIMIT_MESSAGES.nameTooLong);
const descriptionSchema = z.string().max(CUBE_DESCRIPTION_MAX_LENGTH, LIMIT_MESSAGES.descriptionTooLong);
const sizeSchema = z
  .number({ error: LIMIT_MESSAGES.sizeOutOfRange })
  .int(LIMIT_MESSAGES.sizeOutOfRange)
  .min(1, LIMIT_MESSAGES.sizeOutOfRange)
  .max(CUBE_TARGET_SIZE_MAX, LIMIT_MESSAGES.sizeOutOfRange);
const cubeTagsSchema = z
  .array(tagSchema)
  .max(CUBE_TAGS_MAX, LIMIT_MESSAGES.cubeTagsTooMany)
  .transform((tags) => [...new Set(tags)]);
const coverSchema = imageUrlSchema('The cover image URL', COVER_URL_MAX_LENGTH).nullable();
const formatSchema = z
  .string()
  .trim()
  .max(RECOMMENDED_FORMAT_MAX_LENGTH, LIMIT_MESSAGES.formatTooLong)
  .transform((s) => s || null)
  .nullable();

export { DEFAULT_CUBE_SIZE };

/** POST /api/cubes. Only the name is required. */
export const createCubeBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  visibility: z.enum(VISIBILITIES).default('public'),
  size: sizeSchema.default(DEFAULT_CUBE_SIZE),
  coverImageUrl: coverSchema.default(null),
  tags: cubeTagsSchema.default([]),
  recommendedDraftFormat: formatSchema.default(null),
});
export type CreateCubeBody = z.input<typeof createCubeBodySchema>;
export type CreateCubeRequest = z.output<typeof createCubeBodySchema>;

/**
 * PATCH /api/cubes/:id: any subset of the settings, with the `settingsVersion` of the cube they were
 * edited from (a stale one answers 409, details: SettingsConflictDetails). `isFeatured` is for admins and
 * moderators only and needs no version (toggling a flag cannot undo someone's edit).
 */
export const updateCubeBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    visibility: z.enum(VISIBILITIES),
    size: sizeSchema,
    coverImageUrl: coverSchema,
    tags: cubeTagsSchema,
    recommendedDraftFormat: formatSchema,
    isFeatured: z.boolean(),
    settingsVersion: z.string().min(1).max(64),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).some((k) => k !== 'settingsVersion'), 'There are no settings to change')
  .refine(
    (body) => body.settingsVersion !== undefined || Object.keys(body).every((k) => k === 'isFeatured'),
    {
      path: ['settingsVersion'],
      message:
        'settingsVersion is required: send the settingsVersion of the cube as you loaded it, so that a change someone else saved meanwhile is not overwritten',
    },
  );
export type UpdateCubeBody = z.input<typeof updateCubeBodySchema>;
export type UpdateCubeRequest = z.output<typeof updateCubeBodySchema>;

/** POST /api/cubes/:id/clone: the copy's name (default "<name> (copy)"); it starts private. */
export const cloneCubeBodySchema = z.object({ name: nameSchema.optional() }).strict();
export type CloneCubeBody = z.input<typeof cloneCubeBodySchema>;
export type CloneCubeRequest = z.output<typeof cloneCubeBodySchema>;

/** POST /api/cubes/:id/changes: one batch, saved as one version; `baseVersion` is the version edited. */
export const changesBodySchema = z.object({
  baseVersion: z.number().int().min(0),
  ops: cardOpsSchema,
  summary: z.string().trim().max(VERSION_SUMMARY_MAX_LENGTH, LIMIT_MESSAGES.summaryTooLong).optional(),
  /** Also publish the batch's changes as a changelog post on the cube's blog (issue 18). */
  changelog: z.boolean().optional(),
});
export type ChangesBody = z.input<typeof changesBodySchema>;
export type ChangesRequest = z.output<typeof changesBodySchema>;

/** POST /api/cubes/:id/versions/:n/revert. Without baseVersion the revert applies to whatever is current. */
export const revertBodySchema = z.object({ baseVersion: z.number().int().min(0).optional() }).strict();
export type RevertBody = z.input<typeof revertBodySchema>;
export type RevertRequest = z.output<typeof revertBodySchema>;

/** PUT /api/cubes/:id/whitepaper: markdown, at most WHITEPAPER_MAX_BYTES in UTF-8 (checked by the server). */
export const whitepaperBodySchema = z.object({
  content: z.string(),
  baseVersion: z.number().int().min(0),
});
export type WhitepaperBody = z.input<typeof whitepaperBodySchema>;
export type WhitepaperRequest = z.output<typeof whitepaperBodySchema>;

/** POST /api/cubes/:id/collaborators: `user` is a username or an e-mail address. */
export const addCollaboratorBodySchema = z.object({
  user: z.string().trim().min(1, 'Enter a username or e-mail address').max(320),
  role: z.enum(COLLABORATOR_ROLES).default('editor'),
});
export type AddCollaboratorBody = z.input<typeof addCollaboratorBodySchema>;
export type AddCollaboratorRequest = z.output<typeof addCollaboratorBodySchema>;

/** PATCH /api/cubes/:id/collaborators/:userId. */
export const updateRoleBodySchema = z.object({ role: z.enum(COLLABORATOR_ROLES) });
export type UpdateRoleBody = z.input<typeof updateRoleBodySchema>;
export type UpdateRoleRequest = z.output<typeof updateRoleBodySchema>;

const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/cubes: public cubes, newest change first unless sorted otherwise. */
export const cubeListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(100).optional(),
  featured: boolQuery.optional(),
  owner: z.string().trim().max(100).optional(),
  sort: z.enum(['updated', 'created', 'name']).default('updated'),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type CubeListQuery = z.input<typeof cubeListQuerySchema>;
export type CubeListRequest = z.output<typeof cubeListQuerySchema>;

export const cubeIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const versionParamsSchema = cubeIdParamsSchema.extend({ n: z.coerce.number().int().min(1) });
export const collaboratorParamsSchema = cubeIdParamsSchema.extend({ userId: z.string().min(1).max(200) });
export const versionListQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const compareQuerySchema = z.object({
  from: z.coerce.number().int().min(0),
  to: z.coerce.number().int().min(0),
});
export const activityQuerySchema = z.object({
  userId: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE).optional(),
});
/** `have`: a card-data version, `~`, and a CardIdBloom of the card ids the caller holds facts for. */
export const CARD_FACTS_HINT = /^([A-Za-z0-9.]{1,64})~([A-Za-z0-9_-]{2,5462})$/;
export const cubeQuerySchema = z.object({
  /** `false` leaves out cardData and printings (the list of entries is always sent). */
  cardData: boolQuery.default(true),
  /**
   * The card facts the caller already holds (ADR 0039): facts of cards in the filter are left out of
   * cardData when the version is the server's current one (otherwise all are sent).
   */
  have: z
    .string()
    .regex(CARD_FACTS_HINT, 'have must be a card-data version, "~" and a base64url card filter')
    .optional(),
  /**
   * `compact`: the web's own form (ADR 0044, protocol/cube-wire.ts): what the browser can rebuild is left
   * out. Absent: the documented plain form.
   */
  form: z.enum(['compact']).optional(),
  /**
   * `slim` (with `form=compact` and a `have` of the current version; ADR 0046): the facts added leave out
   * HEAVY_CARD_FIELDS where the card has an image, and the response carries `facts: 'slim'`.
   */
  facts: z.enum(['slim']).optional(),
  /**
   * With `facts=slim` and a `have` of the current version (ADR 0083): the caller holds a fact of every card
   * of this cube version, so when it is the cube's current version no fact is sent (custom cards aside).
   */
  heldCube: z.coerce.number().int().min(1).optional(),
});

// Responses: plain types (the server builds them; the web reads them).

export interface UserRef {
  id: string;
  username: string;
}

/** A cube as lists show it. `coverImageUrl` is never empty: the default art stands in when unset. */
export interface CubeSummary {
  id: string;
  name: string;
  description: string;
  visibility: Visibility;
  size: number;
  coverImageUrl: string;
  hasCustomCover: boolean;
  createdBy: string;
  owner: UserRef;
  isFeatured: boolean;
  tags: string[];
  recommendedDraftFormat: string | null;
  metadata: CubeMetadata;
  /** Main-board and maybeboard entry counts. */
  cardCount: number;
  maybeCount: number;
  /** The latest version number (1 = created). Send it back as baseVersion when saving. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Collaborator {
  userId: string;
  username: string;
  role: (typeof COLLABORATOR_ROLES)[number];
  addedAt: string;
}

/** Why a cube is hidden, as its owner and editors see it on the cube page. */
export interface CubeHiddenNotice {
  hiddenAt: string;
  reason: string;
}

/** What the caller may do, from the core policy, so the UI shows only working buttons. */
export interface CubePermissions {
  role: CubeRole | null;
  canEdit: boolean;
  canManageCollaborators: boolean;
  canDelete: boolean;
  canFeature: boolean;
  canLeave: boolean;
}

export interface CubeDetail extends CubeSummary {
  /** The version of the settings, sent back with a PATCH (it changes whenever any setting but isFeatured does). */
  settingsVersion: string;
  collaborators: Collaborator[];
  /** Named boards besides the main board and the maybeboard, in the curator's order. */
  boards: CubeBoard[];
  /**
   * The cube this one was copied from, while it exists. Only its id: whether its name and list may be
   * read is for that cube's own endpoints to decide, per reader.
   */
  copiedFrom?: string | null;
  permissions: CubePermissions;
  /** Set for the owner and editors when a moderator hid the cube from community lists. */
  hidden?: CubeHiddenNotice | null;
}

export interface CubeResponse {
  cube: CubeDetail;
}
export interface CubeWithCardsResponse extends CubeResponse {
  cards: CubeCard[];
  /** Card data by cardId for every entry the card index knows (absent when ?cardData=false). */
  cardData: Record<string, Card>;
  /** Printings chosen by entries, by printing id. */
  printings: Record<string, Printing>;
  /**
   * The card-data version the facts in cardData belong to (with card data): a browser keeps facts under
   * it and names it in `have` (ADR 0039). Custom cards' facts are always sent and not to be kept.
   */
  cardDataVersion?: string;
  /**
   * With `have`: card ids of entries the card index does not know (their facts are absent for that
   * reason, not because the filter named them), so the browser asks only for a filter's false positives.
   */
  unknownCardIds?: string[];
  /** `slim` (asked for with `facts=slim`, ADR 0046): the facts here that `canSlim` lack the heavy fields. */
  facts?: 'slim';
}
export interface CubeListResponse {
  cubes: CubeSummary[];
  total: number;
}
export interface MyCubesResponse {
  /**
   * Owned and collaborated cubes, newest change first; `role` tells which; `boards` are the cube's named
   * boards (the import form offers them as a target).
   */
  cubes: (CubeSummary & { role: CubeRole; boards: CubeBoard[] })[];
}

export interface VersionSummary {
  number: number;
  author: UserRef | null;
  createdAt: string;
  summary: string;
  counts: DiffCounts;
}
export interface VersionListResponse {
  versions: VersionSummary[];
}
export interface VersionResponse {
  version: VersionSummary;
  /** The change this version made to the previous one. */
  diff: CubeDiff;
  /** The card list and white paper as they were at this version. */
  cards: CubeCard[];
  whitepaper: string;
}
export interface CompareResponse {
  from: number;
  to: number;
  diff: CubeDiff;
}

/** The answer to a save (changes, revert, white paper). */
export interface SaveResponse {
  version: VersionSummary;
  diff: CubeDiff;
  /** True when the save was based on an older version and merged with changes saved meanwhile. */
  merged: boolean;
  cube: CubeSummary;
  /** The card list after the save. */
  cards: CubeCard[];
}

/**
 * The answer to `POST /api/cubes/:id/changes?cards=false`: a SaveResponse without the card list (the
 * editor applies `diff` to the list it holds, so a one-card save does not send the whole cube back).
 */
export type SavedChange = Omit<SaveResponse, 'cards'>;

/** POST /api/cubes/:id/changes?cards=false: answer without the card list. */
export const changesQuerySchema = z.object({
  cards: z.enum(['true', 'false'], { error: 'cards must be true or false' }).optional(),
});

/** `details` of a 409 answer to a settings PATCH: the cube as it is now, to compare with what was edited. */
export interface SettingsConflictDetails {
  settingsVersion: string;
  cube: CubeDetail;
}

/** `details` of a 409 answer to a save. */
export interface ConflictDetails {
  currentVersion: number;
  conflicts: ChangeConflict[];
}

export interface WhitepaperResponse {
  content: string;
  version: number;
}

export interface ActivityEntry {
  id: string;
  cubeId: string;
  /** Set on the dashboard's cross-cube list. */
  cubeName?: string;
  userId: string;
  username: string;
  action: (typeof ACTIVITY_ACTIONS)[number];
  details: Record<string, unknown>;
  summary: string;
  timestamp: string;
  createdAt: string;
}
export interface ActivityListResponse {
  entries: ActivityEntry[];
}
export interface ActivityStatsResponse {
  since: string;
  total: number;
  byAction: Partial<Record<(typeof ACTIVITY_ACTIONS)[number], number>>;
  byUser: { userId: string; username: string; count: number }[];
}

export interface CollaboratorsResponse {
  collaborators: Collaborator[];
}
export interface CollaboratorResponse {
  collaborator: Collaborator;
}

export interface CubeAnalyticsResponse {
  metadata: CubeMetadata;
  curve: ManaCurve;
  colors: ColorDistribution;
  types: Count[];
  rarities: Count[];
  /** Main-board entries the card index does not know (left out of curve, colours and types). */
  unknownCards: number;
  /** Cards per keyword (Scryfall's `keywords`) by colour category, most common first. */
  keywords: KeywordRow[];
  /** The tokens and emblems the main board's cards make, read from their rules text. */
  tokens: TokenRow[];
}
