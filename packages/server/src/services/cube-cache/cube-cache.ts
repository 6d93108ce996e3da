import type { Clock } from '@cubewright/core/clock';
import type { Database } from '../../db/client';
import { type LoadedCube, loadCube } from '../cubes/store';
import type { WithClock, WithDatabase } from '../deps';
import { CachedBody } from './cached-body';

// Cube reads served from memory: each cube's row with its collaborators (what the permission policy
// needs) and the response bodies built from it, serialised and compressed once. A cube's entry is dropped
// by every event the server publishes about it (realtime.ts: saves, settings, collaborators, deletion,
// hiding), on this instance at once and on the others when the event arrives through the PostgreSQL
// adapter. An event can be lost (an instance killed between its commit and its NOTIFY), so an entry is
// also read again after REVALIDATE_MS; its bodies are kept when the row read is the same. See ADR 0027.

/** How long a cube entry is trusted without an event (a safety net; events normally drop it first). */
export const REVALIDATE_MS = 10_000;
/** Bounds on memory: cube entries, and bytes of bodies across them. */
const MAX_CUBES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface CubeEntry {
  readonly cubeId: string;
  readonly row: Promise<LoadedCube | null>;
  readonly bodies: Map<string, Promise<CachedBody>>;
  readonly expires: number;
  /** The expired entry this one replaced without an event: its bodies stand if the row did not change. */
  previous: CubeEntry | null;
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
    private readonly clock: Clock,
  ) {}

  /** The cube (null when it does not exist) and its cached bodies. */
  async read(cubeId: string): Promise<CubeView | null> {
    const entry = this.entryOf(cubeId);
    const cube = await entry.row;
    if (!cube) return null;
    if (entry.previous) await this.inherit(entry, cube);
    return { cube, body: (key, build) => this.bodyOf(entry, key, build) };
  }

  /** Takes over an expired entry's bodies when the cube row read again is the same. */
  private async inherit(entry: CubeEntry, cube: LoadedCube): Promise<void> {
    const previous = entry.previous;
    entry.previous = null;
    if (!previous || entry.dropped) return;
    const before = await previous.row.catch(() => null);
    if (!before || JSON.stringify(before) !== JSON.stringify(cube)) return;
    for (const [key, body] of previous.bodies) {
      if (entry.bodies.has(key)) continue;
      entry.bodies.set(key, body);
      body.then(
        (b) => {
          b.onGrow = (bytes) => this.grow(entry, bytes);
          b.current = () => this.stands(entry);
          this.grow(entry, b.size());
        },
        () => {},
      );
    }
  }

  /**
   * The cube read through the cache, made sure current first: when the cached row's version or update time
   * is not the one `current` reads (an event lost to a killed instance, or not arrived yet), the entry is
   * dropped and the cube read again. For readers who build writes on what they read (editors).
   */
  async readCurrent(
    cubeId: string,
    current: (cubeId: string) => Promise<{ version: number; updatedAt: Date } | null>,
  ): Promise<CubeView | null> {
    const [view, now] = await Promise.all([this.read(cubeId), current(cubeId)]);
    if (!view || !now) return now || view ? this.readAgain(cubeId) : null;
    const held = view.cube;
    if (held.version === now.version && held.updatedAt.getTime() === now.updatedAt.getTime()) return view;
    return this.readAgain(cubeId);
  }

  private readAgain(cubeId: string): Promise<CubeView | null> {
    this.invalidate(cubeId);
    return this.read(cubeId);
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
      bodies: new Map(),
      expires: this.clock.now() + REVALIDATE_MS,
      bytes: 0,
      dropped: false,
      previous: found ?? null,
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
      const grow = (bytes: number) => this.grow(entry, bytes);
      found = Promise.resolve()
        .then(build)
        .then((value) => {
          const body = CachedBody.ofJson(value, grow);
          body.current = () => this.stands(entry);
          grow(body.identity.length);
          return body;
        });
      found.catch(() => entry.bodies.get(key) === found && entry.bodies.delete(key));
      entry.bodies.set(key, found);
    }
    return found;
  }

  /** True while `entry` is the cube's entry, not dropped and not due for its re-read. */
  private stands(entry: CubeEntry): boolean {
    return !entry.dropped && entry.previous === null && entry.expires > this.clock.now();
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
    const made = new CubeCache((id) => loadCube(ctx.database.db, id), ctx.clock);
    ctx.realtime.onCubeEvent((cubeId) => made.invalidate(cubeId));
    caches.set(ctx.database, made);
    cache = made;
  }
  return cache;
}
