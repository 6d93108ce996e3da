// Sets of card positions as bit arrays (one bit per card of a search index): 4 KB for 32k cards, so a
// term's matches can be kept and combined with AND/OR/NOT a word (32 cards) at a time. Every operation
// returns a new array and leaves its inputs alone: cached sets are shared between queries.

/** Bit i of word i >>> 5 is set when the card at position i is in the set. */
export type Bits = Uint32Array;

/** An empty set over `n` cards. */
export function emptyBits(n: number): Bits {
  return new Uint32Array((n + 31) >>> 5);
}

/** The set of all `n` cards (the bits past `n` stay clear, so counts and complements stay right). */
export function allBits(n: number): Bits {
  const out = emptyBits(n).fill(0xffffffff);
  if (n % 32 !== 0) out[out.length - 1] = (1 << (n % 32)) - 1;
  return out;
}

export function setBit(bits: Bits, i: number): void {
  bits[i >>> 5]! |= 1 << (i & 31);
}

export function hasBit(bits: Bits, i: number): boolean {
  return (bits[i >>> 5]! & (1 << (i & 31))) !== 0;
}

/** a AND b. */
export function andBits(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! & b[w]!;
  return out;
}

/** a OR b. */
export function orBits(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! | b[w]!;
  return out;
}

/** a AND NOT b: with `a` the set of all cards, the complement of b. */
export function andNotBits(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! & ~b[w]!;
  return out;
}

/** How many cards the set holds. */
export function countBits(bits: Bits): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    // Population count by halves (SWAR): no loop per bit.
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/** Calls `visit` with each position in the set, ascending. */
export function forEachBit(bits: Bits, visit: (i: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      visit((w << 5) + 31 - Math.clz32(low));
      x ^= low;
    }
  }
}

/** True when the set holds no card. */
export function isEmptyBits(bits: Bits): boolean {
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) return false;
  return true;
}
