import type { AppContext } from '../../context';
import { type LoadedCube, loadCube } from '../cubes/store';
import { CachedBody } from './cached-body';

// Cube reads served from memory: each cube's row with its collaborators (what the permission policy
// needs) and the response bodies built from it, serialised and compressed once. A cube's entry is dropped
// by every event the server publishes about it (realtime.ts: saves, settings, collaborators, deletion,
// hiding), on this instance at once and on the others when the event arrives through the PostgreSQL
// adapter; REVALIDATE_MS bounds how long an entry lives should an event be lost. See ADR 0027.

/** How long a cube entry is trusted without an event (a safety net; events normally drop it first). */
export const REVALIDATE_MS = 30_000;
/** Bounds on memory: cube entries, and bytes of bodies across them. */
const MAX_CUBES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface CubeEntry {
  readonly cubeId: string;
  readonly row: Promise<LoadedCube | null>;
  readonly bodies: Map<string, Promise<CachedBody>>;
  readonly expires: number;
  bytes: number;
  /** Set when the entry was dropped: builds still running must not count or store into it. */
  dropped: boolean;
}

/** A cube as read through the cache, with the bodies of responses built from this very row. */
export interface CubeView {
  readonly cube: LoadedCube;
  /** The body stored under `key` for this cube entry, built by `build` on a miss (concurrent misses share it). */
  body(key: string, build: () => unknown | Promise<unknown>): Promise<CachedBody>;
}

export class CubeCache {
  private readonly entries = new Map<string, CubeEntry>();
  private totalBytes = 0;

  constructor(
    private readonly load: (cubeId: string) => Promise<LoadedCube | null>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cube (null when it does not exist) and its cached bodies. */
  async read(cubeId: string): Promise<CubeView | null> {
    const entry = this.entryOf(cubeId);
    const cube = await entry.row;
    if (!cube) return null;
    return { cube, body: (key, build) => this.bodyOf(entry, key, build) };
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
    if (found && found.expires > this.now()) {
      // Map order is the eviction order: a hit moves the entry to the young end.
      this.entries.delete(cubeId);
      this.entries.set(cubeId, found);
      return found;
    }
    if (found) this.drop(found);
    const entry: CubeEntry = {
      cubeId,
      row: this.load(cubeId),
      bodies: new Map(),
      expires: this.now() + REVALIDATE_MS,
      bytes: 0,
      dropped: false,
    };
    // A failed load is not kept.
    entry.row.then(
      (row) => row === null && this.entries.get(cubeId) === entry && this.drop(entry),
      () => this.entries.get(cubeId) === entry && this.drop(entry),
    );
    this.entries.set(cubeId, entry);
    this.evict();
    return entry;
  }

  private bodyOf(entry: CubeEntry, key: string, build: () => unknown): Promise<CachedBody> {
    let found = entry.bodies.get(key);
    if (!found) {
      const grow = (bytes: number) => {
        if (entry.dropped) return;
        entry.bytes += bytes;
        this.totalBytes += bytes;
        this.evict();
      };
      found = Promise.resolve()
        .then(build)
        .then((value) => {
          const body = CachedBody.ofJson(value, grow);
          grow(body.identity.length);
          return body;
        });
      found.catch(() => entry.bodies.get(key) === found && entry.bodies.delete(key));
      entry.bodies.set(key, found);
    }
    return found;
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

const caches = new WeakMap<AppContext, CubeCache>();

/** The app's cube cache, listening to the app's cube events from its first use. */
export function cubeCacheOf(ctx: AppContext): CubeCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const made = new CubeCache((id) => loadCube(ctx.database.db, id));
    ctx.realtime.onCubeEvent((cubeId) => made.invalidate(cubeId));
    caches.set(ctx, made);
    cache = made;
  }
  return cache;
}
