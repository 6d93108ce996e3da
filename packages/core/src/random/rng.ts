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

/** Four well-mixed state words from a seed and optional extra numbers (e.g. seat, pack, pick). */
export function seedWords(seed: string | number, ...parts: number[]): [number, number, number, number] {
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  let h = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) h = mix32(h ^ text.charCodeAt(i)) + i;
  for (const p of parts) h = mix32(h ^ (p | 0)) + 0x6d2b79f5;
  const a = mix32(h ^ 0x243f6a88);
  const b = mix32(a ^ 0x85a308d3);
  const c = mix32(b ^ 0x13198a2e);
  const d = mix32(c ^ 0x03707344);
  // sfc32 must not start from all zeros; the mixes make that astronomically unlikely, but be sure.
  return [a, b, c, d | 1];
}

/** A generator continuing from saved state words. */
export function restoreRng(words: readonly [number, number, number, number]): Rng {
  let [a, b, c, d] = words;
  const uint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  const rng: Rng = {
    uint32,
    next: () => uint32() / 4294967296,
    int: (n) => Math.floor((uint32() / 4294967296) * n),
    fork: () => restoreRng([uint32(), uint32(), uint32(), uint32() | 1]),
    snapshot: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
  return rng;
}

/** A generator for a seed; extra parts derive a stream for one sub-task (e.g. seat, pack, pick). */
export function createRng(seed: string | number, ...parts: number[]): Rng {
  const rng = restoreRng(seedWords(seed, ...parts));
  // Discard the first outputs: sfc32's earliest draws still echo the seed words.
  for (let i = 0; i < 12; i++) rng.uint32();
  return rng;
}
