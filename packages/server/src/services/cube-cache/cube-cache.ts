import type { Clock } from '@cubewright/core/clock';
import type { Database } from '../../db/client';
import { type LoadedCube, loadCards, loadCube } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import { userIdsOf } from '../cubes/views';
import type { WithClock, WithDatabase } from '../deps';
import type { CachedBody } from './cached-body';
import {
  CubeReadModel,
  type CubeReadModelView,
  type Derive,
  type ReadModelLoaders,
  type RowParts,
} from './read-model';

// Cube reads served from memory: each cube's row with its collaborators (what the permission policy
// needs) and its read model (read-model.ts: the card list and usernames read once, every response form
// derived from them and kept serialised and compressed beside them). A cube's entry is dropped by every
// event the server publishes about it (realtime.ts: saves, settings, collaborators, deletion, hiding), on
// this instance at once and on the others when the event arrives through the PostgreSQL adapter. An event
// can be lost (an instance killed between its commit and its NOTIFY), so an entry is also read again after
// REVALIDATE_MS; its model is kept when the row read is the same. See ADR 0027 and ADR 0082.

/** How long a cube entry is trusted without an event (a safety net; events normally drop it first). */
export const REVALIDATE_MS = 10_000;
/** Bounds on memory: cube entries, and bytes of bodies across them. */
const MAX_CUBES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface CubeEntry {
  readonly cubeId: string;
  readonly row: Promise<LoadedCube | null>;
  /** The row once read (undefined until then), for the hit path that must not wait (`peek`). */
  loaded: LoadedCube | null | undefined;
  /** The card list and usernames of this row, shared by its models under any card-data stamp. */
  parts: RowParts;
  /** The read model under the latest card-data stamp asked for (null until the first read). */
  model: CubeReadModel | null;
  readonly expires: number;
  /** The expired entry this one replaced without an event: its model stands if the row did not change. */
  previous: CubeEntry | null;
  bytes: number;
  /** Set when the entry was dropped: builds still running must not count or store into it. */
  dropped: boolean;
}

/** A cube as read through the cache, with the bodies of responses derived from its read model. */
export interface CubeView {
  readonly cube: LoadedCube;
  /**
   * The body of `form` for this cube version and card-data stamp, derived from the read model by `derive`
   * on a miss (concurrent misses share it). `form` names the response's shape only.
   */
  body(form: string, derive: (model: CubeReadModelView) => unknown): Promise<CachedBody>;
  /** The body of `form` when it is derived already, else null. */
  ready(form: string): CachedBody | null;
  /** A value derived from the read model once per version and card-data stamp (not a body; read-model.ts). */
  memo<T>(name: string, derive: Derive<T>): Promise<T>;
}

const viewOf = (cube: LoadedCube, model: CubeReadModel): CubeView => ({
  cube,
  body: (form, derive) => model.body(form, derive),
  ready: (form) => model.ready(form),
  memo: (name, derive) => model.memo(name, derive),
});

const noParts = (): ReadModelLoaders => ({
  cards: async () => [],
  usernames: async () => new Map(),
});

export class CubeCache {
  private readonly entries = new Map<string, CubeEntry>();
  private totalBytes = 0;

  constructor(
    private readonly load: (cubeId: string) => Promise<LoadedCube | null>,
    private readonly clock: Clock,
    private readonly loaders: ReadModelLoaders = noParts(),
  ) {}

  /** The cube (null when it does not exist) and the bodies of its read model under card-data `stamp`. */
  async read(cubeId: string, stamp = ''): Promise<CubeView | null> {
    const entry = this.entryOf(cubeId);
    const cube = await entry.row;
    if (!cube) return null;
    if (entry.previous) await this.inherit(entry, cube);
    return viewOf(cube, this.modelOf(entry, cube, stamp));
  }

  /**
   * The cube and its read model when both are in memory, current and under `stamp`, else null: what `read`
   * would give at once, without a promise (a cached read's hit path; ADR 0082). Counts as a use.
   */
  peek(cubeId: string, stamp: string): CubeView | null {
    const entry = this.entries.get(cubeId);
    if (!entry?.loaded || entry.previous || entry.model?.stamp !== stamp) return null;
    if (entry.expires <= this.clock.now()) return null;
    this.entries.delete(cubeId);
    this.entries.set(cubeId, entry);
    return viewOf(entry.loaded, entry.model);
  }

  /** The entry's model under `stamp`: a new stamp makes a new model over the same row parts. */
  private modelOf(entry: CubeEntry, cube: LoadedCube, stamp: string): CubeReadModel {
    if (entry.model?.stamp === stamp) return entry.model;
    const model: CubeReadModel = new CubeReadModel(cube, stamp, entry.parts, this.loaders, (bytes) => {
      if (entry.model === model) this.grow(entry, bytes);
    });
    // The bodies of the model replaced no longer count (readers holding them keep them until they finish).
    if (entry.model && !entry.dropped) {
      this.totalBytes -= entry.bytes;
      entry.bytes = 0;
    }
    if (!entry.dropped) entry.model = model;
    return model;
  }

  /** Takes over an expired entry's row parts and model when the cube row read again is the same. */
  private async inherit(entry: CubeEntry, cube: LoadedCube): Promise<void> {
    const previous = entry.previous;
    entry.previous = null;
    if (!previous || entry.dropped) return;
    const before = await previous.row.catch(() => null);
    if (!before || JSON.stringify(before) !== JSON.stringify(cube)) return;
    if (entry.dropped || entry.model) return;
    entry.parts = previous.parts;
    if (previous.model) this.modelOf(entry, cube, previous.model.stamp).adopt(previous.model);
  }

  /**
   * The cube read through the cache, made sure current first: when the cached row's version or update time
   * is not the one `current` reads (an event lost to a killed instance, or not arrived yet), the entry is
   * dropped and the cube read again. For readers who build writes on what they read (editors).
   */
  async readCurrent(
    cubeId: string,
    stamp: string,
    current: (cubeId: string) => Promise<{ version: number; updatedAt: Date } | null>,
  ): Promise<CubeView | null> {
    const [view, now] = await Promise.all([this.read(cubeId, stamp), current(cubeId)]);
    if (!view || !now) return now || view ? this.readAgain(cubeId, stamp) : null;
    const held = view.cube;
    if (held.version === now.version && held.updatedAt.getTime() === now.updatedAt.getTime()) return view;
    return this.readAgain(cubeId, stamp);
  }

  private readAgain(cubeId: string, stamp: string): Promise<CubeView | null> {
    this.invalidate(cubeId);
    return this.read(cubeId, stamp);
  }

  /** Drops what is cached of a cube: the next read loads it again. */
  invalidate(cubeId: string): void {
    const entry = this.entries.get(cubeId);
    if (entry) this.drop(entry);
  }

  /** Cubes held and bytes of bodies, for tests and metrics. */
  stats(): { cubes: number; bytes: number } {
    return { cubes: this.entries.size, bytes: this.totalBytes };
  }

  private entryOf(cubeId: string): CubeEntry {
    const found = this.entries.get(cubeId);
    if (found && found.expires > this.clock.now()) {
      // Map order is the eviction order: a hit moves the entry to the young end.
      this.entries.delete(cubeId);
      this.entries.set(cubeId, found);
      return found;
    }
    if (found) this.drop(found);
    const entry: CubeEntry = {
      cubeId,
      row: this.load(cubeId),
      loaded: undefined,
      parts: { cards: null, usernames: null },
      model: null,
      expires: this.clock.now() + REVALIDATE_MS,
      bytes: 0,
      dropped: false,
      previous: found ?? null,
    };
    // A failed load is not kept.
    entry.row.then(
      (row) => {
        entry.loaded = row;
        if (row === null && this.entries.get(cubeId) === entry) this.drop(entry);
      },
      () => this.entries.get(cubeId) === entry && this.drop(entry),
    );
    this.entries.set(cubeId, entry);
    this.evict();
    return entry;
  }

  private grow(entry: CubeEntry, bytes: number): void {
    if (entry.dropped) return;
    entry.bytes += bytes;
    this.totalBytes += bytes;
    this.evict();
  }

  private drop(entry: CubeEntry): void {
    if (entry.dropped) return;
    entry.dropped = true;
    this.totalBytes -= entry.bytes;
    if (this.entries.get(entry.cubeId) === entry) this.entries.delete(entry.cubeId);
  }

  private evict(): void {
    for (const oldest of this.entries.values()) {
      if (this.entries.size <= MAX_CUBES && this.totalBytes <= MAX_BYTES) return;
      this.drop(oldest);
    }
  }
}

/**
 * What the cube cache uses: the database to read cubes, and the cube events of every instance (realtime's
 * onCubeEvent, named by shape so this module does not import the transport) to drop them.
 */
export type CubeCacheDeps = WithDatabase &
  WithClock & {
    realtime: { onCubeEvent(listener: (cubeId: string) => void): void };
  };

const caches = new WeakMap<Database, CubeCache>();

/** The app's cube cache, listening to the app's cube events from its first use. */
export function cubeCacheOf(ctx: CubeCacheDeps): CubeCache {
  let cache = caches.get(ctx.database);
  if (!cache) {
    const db = ctx.database.db;
    const made = new CubeCache((id) => loadCube(db, id), ctx.clock, {
      cards: (id) => loadCards(db, id),
      usernames: (cube) => usernamesOf(db, userIdsOf(cube)),
    });
    ctx.realtime.onCubeEvent((cubeId) => made.invalidate(cubeId));
    caches.set(ctx.database, made);
    cache = made;
  }
  return cache;
}
