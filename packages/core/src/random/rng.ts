// A small seeded PRNG (sfc32: four 32-bit words, fast, passes PractRand for our volumes).
// Everything random in the domain (packs, bots, simulations) takes one of these, never Math.random,
// so a seed printed by a failing test or stored with a draft reproduces the exact run.

/** A seeded random source; `fork` derives an independent stream so callers do not disturb each other. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An unsigned 32-bit integer. */
  uint32(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A new generator seeded from this one (advances this one by four draws). */
  fork(): Rng;
  /** The four state words, to persist and later `restoreRng`. */
  snapshot(): [number, number, number, number];
}

/** Mixes a 32-bit value so nearby inputs give unrelated outputs (murmur3's finaliser). */
function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

// Drafts derive one stream per auto-pick from the same seed string: remember the last string's hash.
let memoSeed: string | number | null = null;
let memoHash = 0;

function hashSeed(seed: string | number): number {
  if (seed === memoSeed) return memoHash;
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  let h = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) h = mix32(h ^ text.charCodeAt(i)) + i;
  memoSeed = seed;
  memoHash = h;
  return h;
}

/** Four well-mixed state words from a seed and optional extra numbers (e.g. seat, pack, pick). */
export function seedWords(seed: string | number, ...parts: number[]): [number, number, number, number] {
  let h = hashSeed(seed);
  for (const p of parts) h = mix32(h ^ (p | 0)) + 0x6d2b79f5;
  const a = mix32(h ^ 0x243f6a88);
  const b = mix32(a ^ 0x85a308d3);
  const c = mix32(b ^ 0x13198a2e);
  const d = mix32(c ^ 0x03707344);
  // sfc32 must not start from all zeros; the mixes make that astronomically unlikely, but be sure.
  return [a, b, c, d | 1];
}

// A class rather than closures: drafts create one generator per auto-pick, and a class keeps that cheap.
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(words: readonly [number, number, number, number]) {
    this.a = words[0];
    this.b = words[1];
    this.c = words[2];
    this.d = words[3];
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.uint32() / 4294967296;
  }

  int(n: number): number {
    return Math.floor((this.uint32() / 4294967296) * n);
  }

  fork(): Rng {
    return new Sfc32([this.uint32(), this.uint32(), this.uint32(), this.uint32() | 1]);
  }

  snapshot(): [number, number, number, number] {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}

/** A generator continuing from saved state words. */
export function restoreRng(words: readonly [number, number, number, number]): Rng {
  return new Sfc32(words);
}

/** A generator for a seed; extra parts derive a stream for one sub-task (e.g. seat, pack, pick). */
export function createRng(seed: string | number, ...parts: number[]): Rng {
  const rng = restoreRng(seedWords(seed, ...parts));
  // Discard the first outputs: sfc32's earliest draws still echo the seed words (the words are
  // already well mixed, so a few rounds suffice).
  for (let i = 0; i < 4; i++) rng.uint32();
  return rng;
}

/**
 * `createRng(seed, ...parts)`, seeded on first use: a bot draws only to break an exact tie, so most
 * picks never pay for seeding the stream they were handed.
 */
export class LazyRng implements Rng {
  private inner: Rng | null = null;
  private readonly parts: number[];

  constructor(
    private readonly seed: string | number,
    ...parts: number[]
  ) {
    this.parts = parts;
  }

  private get rng(): Rng {
    this.inner ??= createRng(this.seed, ...this.parts);
    return this.inner;
  }

  next(): number {
    return this.rng.next();
  }
  uint32(): number {
    return this.rng.uint32();
  }
  int(n: number): number {
    return this.rng.int(n);
  }
  fork(): Rng {
    return this.rng.fork();
  }
  snapshot(): [number, number, number, number] {
    return this.rng.snapshot();
  }
}
