import type { CubeCard } from '@cubewright/core/cube';
import type { LoadedCube } from '../cubes/store';
import { CachedBody } from './cached-body';

// The one representation of a cube that every read of it is derived from (issue 29, ADR 0082): the cube row
// at one version with its card list and the usernames it shows, read once, under one card-data stamp
// (card-stamp.ts). Each response form (the detail JSON plain or compact, with or without card facts, the
// public v1 bodies, record statistics) is derived from it on first demand and kept beside it as a
// CachedBody, which in turn keeps its br and gzip encodings. A new cube version is a new model (the cube
// cache drops the entry on the cube's event); a new card-data stamp is a new model over the same row and
// card list. Body keys therefore name only the form, never the version or the stamp.

/** How the model reads what the row does not carry (the database, in the app). */
export interface ReadModelLoaders {
  cards(cubeId: string): Promise<CubeCard[]>;
  /** Usernames of the cube's owner and collaborators. */
  usernames(cube: LoadedCube): Promise<Map<string, string>>;
}

/** What a body is derived from. */
export interface CubeReadModelView {
  readonly cube: LoadedCube;
  /** The card-data stamp the model's bodies were derived under. */
  readonly stamp: string;
  /** The cube's card list at this version (one query per version, shared by every form). */
  cards(): Promise<CubeCard[]>;
  /** Usernames of the owner and collaborators (one query per version). */
  usernames(): Promise<Map<string, string>>;
}

/**
 * A value other than a body derived from a model on first demand (concurrent first demands share it).
 * `hold` is told of the bytes the value keeps, when made and as it grows (list facts fill in lazily), so
 * the cache's bound on memory covers derived values as it covers bodies.
 */
export type Derive<T> = (model: CubeReadModelView, hold: (bytes: number) => void) => T | Promise<T>;

/** The bytes a derived value holds, counted by whichever model keeps it now (`adopt` moves it). */
class Holding {
  bytes = 0;
  constructor(public owner: CubeReadModel) {}
  readonly add = (bytes: number) => {
    this.bytes += bytes;
    this.owner.count(bytes);
  };
}

/** What the row-level parts of a model are: shared by the models of one row under any stamp. */
export interface RowParts {
  cards: Promise<CubeCard[]> | null;
  usernames: Promise<Map<string, string>> | null;
}

export class CubeReadModel implements CubeReadModelView {
  readonly bodies = new Map<string, Promise<CachedBody>>();
  /**
   * Values derived from the model that are not bodies but what bodies are assembled from per request (the
   * list's facts, for a hinted read): kept as long as the model, so a request never parses a body back.
   */
  private readonly derived = new Map<string, Promise<unknown>>();
  private readonly holdings = new Map<string, Holding>();
  /** The bodies derived so far, for readers that must not wait (`ready`). */
  private readonly made = new Map<string, CachedBody>();

  constructor(
    readonly cube: LoadedCube,
    readonly stamp: string,
    private readonly parts: RowParts,
    private readonly loaders: ReadModelLoaders,
    /** Told of bytes added to a body of this model, so the cache can keep its total bounded. */
    private readonly grow: (bytes: number) => void,
  ) {}

  // Arrow properties, not methods: derivations destructure them from the model.
  readonly cards = (): Promise<CubeCard[]> => {
    if (!this.parts.cards) {
      const loading = this.loaders.cards(this.cube.id);
      // A failed read is not kept: the next body tries again.
      loading.catch(() => {
        if (this.parts.cards === loading) this.parts.cards = null;
      });
      this.parts.cards = loading;
    }
    return this.parts.cards;
  };

  readonly usernames = (): Promise<Map<string, string>> => {
    if (!this.parts.usernames) {
      const loading = this.loaders.usernames(this.cube);
      loading.catch(() => {
        if (this.parts.usernames === loading) this.parts.usernames = null;
      });
      this.parts.usernames = loading;
    }
    return this.parts.usernames;
  };

  /** The body of `form`, derived by `derive` on first demand (concurrent first demands share it). */
  body(form: string, derive: (model: CubeReadModelView) => unknown): Promise<CachedBody> {
    let found = this.bodies.get(form);
    if (!found) {
      const made = Promise.resolve(this)
        .then(derive)
        .then((value) => {
          const body = CachedBody.ofJson(value, this.grow);
          this.grow(body.identity.length);
          if (this.bodies.get(form) === made) this.made.set(form, body);
          return body;
        });
      made.catch(() => this.bodies.get(form) === made && this.bodies.delete(form));
      this.bodies.set(form, made);
      found = made;
    }
    return found;
  }

  /** The value `derive` makes of this model, made once per model under `name`. */
  memo<T>(name: string, derive: Derive<T>): Promise<T> {
    let found = this.derived.get(name) as Promise<T> | undefined;
    if (!found) {
      const holding = new Holding(this);
      const made = Promise.resolve(this).then((model) => derive(model, holding.add));
      made.catch(() => {
        if (this.derived.get(name) !== made) return;
        this.derived.delete(name);
        this.holdings.delete(name);
        this.count(-holding.bytes);
      });
      this.derived.set(name, made);
      this.holdings.set(name, holding);
      found = made;
    }
    return found;
  }

  /** Counts bytes held by this model's derived values (negative when one is let go). */
  count(bytes: number): void {
    if (bytes !== 0) this.grow(bytes);
  }

  /** The body of `form` when it is derived already, else null (`body` derives it). */
  ready(form: string): CachedBody | null {
    return this.made.get(form) ?? null;
  }

  /** Takes over `other`'s bodies (a model of an equal row under the same stamp), re-counting their bytes here. */
  adopt(other: CubeReadModel): void {
    if (other.stamp !== this.stamp) return;
    for (const [name, value] of other.derived) {
      if (this.derived.has(name)) continue;
      this.derived.set(name, value);
      const holding = other.holdings.get(name);
      if (!holding) continue;
      holding.owner = this;
      this.holdings.set(name, holding);
      this.count(holding.bytes);
    }
    for (const [form, body] of other.bodies) {
      if (this.bodies.has(form)) continue;
      this.bodies.set(form, body);
      body.then(
        (b) => {
          if (this.bodies.get(form) === body) this.made.set(form, b);
          b.onGrow = this.grow;
          this.grow(b.size());
        },
        () => {},
      );
    }
  }
}
