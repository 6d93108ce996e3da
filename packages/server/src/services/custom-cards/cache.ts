import { type CustomCard, type CustomCardAsCard, customCardToCard } from '@cubewright/core/custom-cards';
import { gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customCards } from '../../db/schema';
import { usernamesOf } from '../cubes/users';
import type { WithClock, WithDatabase, WithLog } from '../deps';

// Cube lookups are synchronous (cardLookupOf), so custom cards live in memory beside the card index:
// loaded when the routes register, updated by every write through this instance. The map is keyed by
// the app's database rather than a module singleton so that several test apps can run in one process.

const caches = new WeakMap<Database, Map<string, CustomCard>>();
// Counts changes to the cache, so caches of responses that carry custom card facts can key on it.
const stamps = new WeakMap<Database, number>();
const bump = (ctx: WithDatabase) => stamps.set(ctx.database, (stamps.get(ctx.database) ?? 0) + 1);

/** A number that changes whenever a custom card of this app changes. */
export function customCardStamp(ctx: WithDatabase): number {
  return stamps.get(ctx.database) ?? 0;
}

export type CustomCardRow = typeof customCards.$inferSelect;

/** The API shape of a stored row. */
export function customCardOf(row: CustomCardRow, ownerName: string | null): CustomCard {
  return {
    id: row.id,
    ownerId: row.ownerId,
    ownerName,
    visibility: row.visibility,
    fields: row.fields,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The in-memory custom cards of this app (empty until `loadCustomCardCache` ran). */
export function customCardCache(ctx: WithDatabase): Map<string, CustomCard> {
  let cache = caches.get(ctx.database);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.database, cache);
  }
  return cache;
}

/**
 * Reads custom cards (deleted ones too: they are frozen copies in cubes) into the cache: all of them,
 * or those changed since `since` (other instances' writes, picked up by the periodic refresh).
 */
export async function loadCustomCardCache(ctx: WithDatabase, since?: Date): Promise<void> {
  const query = ctx.database.db.select().from(customCards);
  const rows = since ? await query.where(gte(customCards.updatedAt, since)) : await query;
  const names = await usernamesOf(ctx.database.db, new Set(rows.map((r) => r.ownerId)));
  const cache = customCardCache(ctx);
  for (const row of rows) {
    // The refresh re-reads an overlap of rows it already holds: only a real change moves the stamp.
    if (cache.get(row.id)?.updatedAt !== row.updatedAt.toISOString()) bump(ctx);
    cache.set(row.id, customCardOf(row, names.get(row.ownerId) ?? null));
  }
}

/** Puts fresh rows (read or written by this instance) into the cache. */
export function remember(ctx: WithDatabase, cards: CustomCard[]): void {
  const cache = customCardCache(ctx);
  for (const c of cards) cache.set(c.id, c);
  bump(ctx);
}

// Cached objects are replaced, never mutated, on writes: the Card made from one can be kept with it.
const asCards = new WeakMap<CustomCard, CustomCardAsCard>();

/** The Card of a cached custom card, built once per version. */
export function cardOfCustom(custom: CustomCard): CustomCardAsCard {
  let card = asCards.get(custom);
  if (!card) {
    card = customCardToCard(custom);
    asCards.set(custom, card);
  }
  return card;
}

/** How often an instance reads the custom cards other instances changed. */
export const CACHE_REFRESH_MS = 15_000;

/** Keeps the cache in step with other instances' writes; returns the function that stops it. */
export function startCacheRefresh(ctx: WithDatabase & WithLog & WithClock): () => void {
  const { clock } = ctx;
  let since = clock.now();
  let running = false;
  const timer = clock.setInterval(() => {
    if (running) return;
    running = true;
    // A little overlap, so a write committed while the previous read ran is not missed.
    const from = new Date(since - CACHE_REFRESH_MS);
    since = clock.now();
    loadCustomCardCache(ctx, from)
      .catch((err) => ctx.log.warn({ err }, 'custom card cache refresh failed'))
      .finally(() => {
        running = false;
      });
  }, CACHE_REFRESH_MS);
  timer.unref();
  return () => clock.clear(timer);
}
