import { dateOf } from '@cubewright/core/clock';
import { eq } from 'drizzle-orm';
import { appMeta } from '../../db/schema';
import type { WithCards, WithClock, WithConfig, WithDatabase, WithLifecycle, WithLog } from '../deps';
import { cacheSourceOf, cardCacheDir } from './card-files';
import type { CardService } from './card-service';
import { readManifest, syncBulkFiles } from './scryfall-download';

/** The card sync reads and writes the database, reloads the card index, and stops when the app drains. */
type SyncDeps = WithDatabase & WithCards & WithConfig & WithLifecycle & WithLog & WithClock;

// Card data kept current while the server runs (CARDS_SYNC_HOURS). One instance at a time runs the
// periodic `cards-sync` job (a singleton row in the jobs table): it brings its DATA_DIR/cards up to date
// from Scryfall, reloads its index and records the bulk file's `updated_at` in app_meta. Every instance
// watches that record; one that sees a version its folder does not hold syncs its own folder (instances
// need not share a disk) and reloads. Reloads build the new index aside and swap it in (CardService).

export const CARDS_SYNC_JOB = 'cards-sync';
const VERSION_KEY = 'card_data_version';

/** The `updated_at` of the oracle cards file in this instance's cache folder, or null. */
function localVersion(dir: string): string | null {
  return readManifest(dir).oracle_cards?.updatedAt ?? null;
}

/** The version the last sync on any instance recorded. */
export async function publishedVersion(ctx: SyncDeps): Promise<string | null> {
  const [row] = await ctx.database.db.select().from(appMeta).where(eq(appMeta.key, VERSION_KEY));
  const value = row?.value as { updatedAt?: unknown } | undefined;
  return typeof value?.updatedAt === 'string' ? value.updatedAt : null;
}

/**
 * Whether this instance keeps its card data current: a sync interval is set, the data comes from the
 * sync cache (a pinned CARD_DATA_FILE is never replaced) and the data folder is on disk.
 */
export function syncsCards(ctx: SyncDeps): boolean {
  return ctx.config.cardsSyncHours > 0 && !ctx.config.cardDataFile && cardCacheDir(ctx.config) !== null;
}

/**
 * Brings the cache folder up to date and reloads the index when the folder now holds another version
 * than the one loaded. Returns the folder's version.
 */
export async function syncAndReload(ctx: SyncDeps, loaded: { version: string | null }) {
  const dir = cardCacheDir(ctx.config);
  if (!dir) return null;
  await syncBulkFiles({ apiUrl: ctx.config.scryfallApiUrl, dir, signal: ctx.lifecycle.signal });
  const version = localVersion(dir);
  const source = cacheSourceOf(dir);
  if (source && version !== loaded.version) {
    await ctx.cards.reload(source);
    loaded.version = version;
  }
  return version;
}

/** Per card service: the version its card index was loaded from (set at start, moved by reloads). */
const loadedVersions = new WeakMap<CardService, { version: string | null }>();
function loadedOf(ctx: SyncDeps) {
  let loaded = loadedVersions.get(ctx.cards);
  if (!loaded) {
    const dir = cardCacheDir(ctx.config);
    loaded = { version: dir ? localVersion(dir) : null };
    loadedVersions.set(ctx.cards, loaded);
  }
  return loaded;
}

/** The periodic job: sync, reload, publish the version for the other instances, run again in N hours. */
export async function runCardsSync(ctx: SyncDeps): Promise<Date | undefined> {
  if (!syncsCards(ctx)) return undefined;
  const version = await syncAndReload(ctx, loadedOf(ctx));
  if (version && version !== (await publishedVersion(ctx))) {
    const value = { updatedAt: version };
    await ctx.database.db
      .insert(appMeta)
      .values({ key: VERSION_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: dateOf(ctx.clock) } });
    ctx.log.info({ version }, 'card data version published');
  }
  return new Date(ctx.clock.now() + ctx.config.cardsSyncHours * 3_600_000);
}

/**
 * Checks once whether another instance published a version this one does not hold, and if so syncs and
 * reloads. Never throws (a failed check is logged and tried again at the next tick).
 */
export async function checkCardVersion(ctx: SyncDeps): Promise<void> {
  try {
    const published = await publishedVersion(ctx);
    const loaded = loadedOf(ctx);
    if (published && published !== loaded.version) await syncAndReload(ctx, loaded);
  } catch (err) {
    if (!ctx.lifecycle.draining) ctx.log.error({ err }, 'card data version check failed');
  }
}

/** Runs checkCardVersion every `everyMs` until the returned stop function is called. */
export function watchCardVersion(ctx: SyncDeps, everyMs = 60_000): () => Promise<void> {
  loadedOf(ctx);
  let running: Promise<void> | null = null;
  const timer = ctx.clock
    .setInterval(() => {
      running ??= checkCardVersion(ctx).finally(() => {
        running = null;
      });
    }, everyMs)
    .unref();
  return async () => {
    ctx.clock.clear(timer);
    await running;
  };
}
