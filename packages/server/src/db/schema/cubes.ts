import type { MetadataTotals } from '@cubewright/core/analytics';
import type {
  ActivityAction,
  CubeBoard,
  CubeDiff,
  CubeMetadata,
  DiffCounts,
  DraftFormats,
} from '@cubewright/core/cube';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Cubes and everything that hangs off one (spec section 3). Enumerated values (visibility, board,
// finish, status, role) are text checked by the protocol schemas, so adding a value needs no migration.

/** The rows community lists read: public and not hidden by a moderator (services/community/listed.ts). */
const listed = sql`visibility = 'public' and hidden_at is null`;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const cubes = pgTable(
  'cubes',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<'public' | 'private' | 'unlisted'>().notNull().default('public'),
    /** Target size. */
    size: integer('size').notNull(),
    /** Null means the default stock art (DEFAULT_COVER_IMAGE_URL). */
    coverImageUrl: text('cover_image_url'),
    createdBy: text('created_by').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    tags: text('tags').array().notNull().default([]),
    recommendedDraftFormat: text('recommended_draft_format'),
    metadata: jsonb('metadata').$type<CubeMetadata>().notNull(),
    cardCount: integer('card_count').notNull().default(0),
    /**
     * Counts of cube_follows and cube_likes rows, kept by triggers in the transaction that writes them
     * (migration 0010, ADR 0055), so community lists sort by them through an index.
     */
    followerCount: integer('follower_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /**
     * The sums `metadata` is derived from, so a save updates it by its changed entries (ADR 0055); null
     * until the first save after migration 0010 computes them from the whole list.
     */
    metadataTotals: jsonb('metadata_totals').$type<MetadataTotals>(),
    maybeCount: integer('maybe_count').notNull().default(0),
    /** Named boards besides main and maybe, in the curator's order (core/cube/boards.ts); [] for old rows. */
    boards: jsonb('boards').$type<CubeBoard[]>().notNull().default([]),
    /** Markdown; its history lives in cube_versions. */
    whitepaper: text('whitepaper').notNull().default(''),
    /** Number of the latest version; saves compare it with their base version. */
    version: integer('version').notNull().default(1),
    /** Set when a moderator hides the cube from community lists (it stays reachable by link). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenBy: text('hidden_by'),
    hiddenReason: text('hidden_reason'),
    /**
     * The cube this one was copied from ("Copy this cube"), so the copy can link back and propose its
     * differences to it; cleared when that cube is deleted.
     */
    copiedFrom: text('copied_from').references((): AnyPgColumn => cubes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('cubes_created_by_idx').on(t.createdBy, t.updatedAt),
    index('cubes_visibility_updated_idx').on(t.visibility, t.updatedAt),
    index('cubes_featured_idx').on(t.isFeatured, t.updatedAt),
    // Deleting a cube clears its copies' link to it; copies are few, so only they are indexed.
    index('cubes_copied_from_idx').on(t.copiedFrom).where(sql`${t.copiedFrom} is not null`),
    // One index per community sort over listed cubes only, each ending in the id so a keyset page
    // starts where the last one stopped (services/community/lists.ts, ADR 0055).
    index('cubes_listed_updated_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(listed),
    index('cubes_listed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(listed),
    index('cubes_listed_followers_idx')
      .on(t.followerCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(listed),
    index('cubes_listed_likes_idx')
      .on(t.likeCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(listed),
    index('cubes_listed_name_idx').on(sql`lower(${t.name})`, t.id).where(listed),
    index('cubes_listed_size_idx')
      .on(t.cardCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(listed),
    index('cubes_listed_featured_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${listed} and ${t.isFeatured}`),
    // Community search by text: trigrams of name, description and tags in one immutable expression
    // (the SQL function cube_search_text, migration 0016), so a search reads the cubes its words can
    // match instead of every listed cube (services/community/lists.ts, ADR 0061).
    index('cubes_listed_search_idx')
      .using('gin', sql`cube_search_text(${t.name}, ${t.description}, ${t.tags}) gin_trgm_ops`)
      .where(listed),
  ],
);

export const cubeCollaborators = pgTable(
  'cube_collaborators',
  {
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    role: text('role').$type<'editor'>().notNull().default('editor'),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cubeId, t.userId] }), index('cube_collaborators_user_idx').on(t.userId)],
);

/** One entry of a card list; the same card may appear in several rows. */
export const cubeCards = pgTable(
  'cube_cards',
  {
    id: text('id').primaryKey(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    /** Oracle id, or `name:` + normalised name (see core/cards). */
    cardId: text('card_id').notNull(),
    /** Name snapshot, so a list reads well even before the card index has loaded. */
    name: text('name').notNull(),
    printingId: text('printing_id'),
    /** `main`, `maybe`, or the id of one of the cube's extra boards (cubes.boards). */
    board: text('board').notNull().default('main'),
    finish: text('finish').$type<'nonfoil' | 'foil' | 'etched'>().notNull().default('nonfoil'),
    status: text('status')
      .$type<'owned' | 'not_owned' | 'ordered' | 'proxied' | 'borrowed'>()
      .notNull()
      .default('owned'),
    tags: text('tags').array().notNull().default([]),
    notes: text('notes').notNull().default(''),
    colorCategory: text('color_category').$type<
      'white' | 'blue' | 'black' | 'red' | 'green' | 'multicolor' | 'colorless' | 'land'
    >(),
    /** Overrides of the card's facts for this entry; null (and every row older than them) keeps the card's. */
    imageUrl: text('image_url'),
    manaValue: doublePrecision('mana_value'),
    typeLine: text('type_line'),
    rarity: text('rarity').$type<'common' | 'uncommon' | 'rare' | 'mythic' | 'special' | 'bonus'>(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // card_id: "which public cubes hold this card" (search, card pages) must not scan every list.
  // (cube, card) finds a card's copies in one cube: the trigger keeping card_cube_counts asks whether a
  // change added a card's first copy or removed its last (migration 0016).
  (t) => [index('cube_cards_cube_idx').on(t.cubeId, t.cardId), index('cube_cards_card_idx').on(t.cardId)],
);

/** Every saved batch: the diff from the previous version (invertible, so old versions can be rebuilt). */
export const cubeVersions = pgTable(
  'cube_versions',
  {
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    authorId: text('author_id'),
    summary: text('summary').notNull(),
    /** Kept beside the diff so version lists need not read diffs (which may hold a 10 MiB white paper). */
    counts: jsonb('counts').$type<DiffCounts>().notNull(),
    diff: jsonb('diff').$type<CubeDiff>().notNull(),
    createdAt: createdAt(),
  },
  // The primary key also guards against two saves claiming the same number.
  (t) => [
    primaryKey({ columns: [t.cubeId, t.number] }),
    // Trending reads the past week's edits by time (version 1 is the creation, not an edit).
    index('cube_versions_time_idx').on(t.createdAt, t.cubeId).where(sql`number > 1`),
  ],
);

export const cubeActivity = pgTable(
  'cube_activity',
  {
    id: text('id').primaryKey(),
    /** Insertion order: breaks ties between entries recorded in the same millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** Username snapshot for display. */
    username: text('username').notNull(),
    action: text('action').$type<ActivityAction>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    summary: text('summary').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cube_activity_cube_time_idx').on(t.cubeId, t.timestamp),
    index('cube_activity_cube_user_time_idx').on(t.cubeId, t.userId, t.timestamp),
  ],
);

/** A cube's jumpstart packets (named packs of cards from the cube); names are unique per cube, ignoring case. */
export const cubeJumpstartPackets = pgTable(
  'cube_jumpstart_packets',
  {
    id: text('id').primaryKey(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Cube card entry ids or card ids, in the curator's order. */
    cards: jsonb('cards').$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('cube_jumpstart_packets_cube_idx').on(t.cubeId, t.createdAt)],
);

/** A cube's draft formats (core/cube/draft-formats.ts), one row once somebody saved them. */
export const cubeDraftFormats = pgTable('cube_draft_formats', {
  cubeId: text('cube_id')
    .primaryKey()
    .references(() => cubes.id, { onDelete: 'cascade' }),
  formats: jsonb('formats').$type<DraftFormats>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The version of each cube's live room: bumped once per `cube:changed` event. It lives in the database
 * so that every server instance numbers one room's events in the same sequence.
 */
export const cubeLiveVersions = pgTable('cube_live_versions', {
  cubeId: text('cube_id')
    .primaryKey()
    .references(() => cubes.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Used by @socket.io/postgres-adapter for messages over NOTIFY's 8,000-byte limit (its default table
 * name and columns); it deletes old rows itself.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow(),
  payload: bytea('payload'),
});

/**
 * How many listed cubes (public, not hidden) hold each card on their main board: "cubes containing this
 * card" on search pages (services/card-search/cube-counts.ts). Kept by triggers on cube_cards and cubes
 * in the transaction of each change (migration 0016), so it costs the change, not a recount of every
 * listed cube's cards. A card that leaves every cube keeps its row at 0.
 */
export const cardCubeCounts = pgTable('card_cube_counts', {
  cardId: text('card_id').primaryKey(),
  cubes: integer('cubes').notNull(),
});
