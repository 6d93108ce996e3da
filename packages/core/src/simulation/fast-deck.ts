// Bot deck building on entry indices, the same rules as core/bots/deck.ts (best two colours by the
// value of their best playables, a splash of up to three strong cards when two fixing lands allow,
// a curve-aware choice of spells, on-colour nonbasic lands, basics by pips). The builder keeps its
// scratch arrays between decks: the simulator builds eight decks per draft.
import { CURVE_SLOTS, IDEAL_CURVE } from '../bots/curve';
import type { CompiledCube } from './compiled-cube';

export interface FastDeck {
  /** Colour bits of the deck (W=1, U=2, B=4, R=8, G=16) and the splash colour's bit (0: none). */
  mask: number;
  splash: number;
  /** Entry indices of the spells and nonbasic lands played. */
  main: number[];
  /** Basic lands by colour, WUBRG. */
  basics: number[];
}

const PAIRS: number[] = [];
for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) PAIRS.push((1 << a) | (1 << b));

function bitCount(m: number): number {
  let n = 0;
  for (let k = 0; k < 5; k++) if (m & (1 << k)) n++;
  return n;
}

/** Sorts `a[0..n)` by `value` descending, stable (insertion sort: pools are a few dozen cards). */
function sortByValue(a: Int32Array, n: number, value: Float64Array): void {
  for (let i = 1; i < n; i++) {
    const e = a[i]!;
    const v = value[e]!;
    let j = i - 1;
    while (j >= 0 && value[a[j]!]! < v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = e;
  }
}

export class FastDeckBuilder {
  private spells: Int32Array;
  private lands: Int32Array;
  private cand: Int32Array;
  private taken: Uint8Array;
  private readonly curve = new Int32Array(CURVE_SLOTS);
  private readonly target = new Float64Array(CURVE_SLOTS);
  /** The last deck built; overwritten by the next `build`. */
  readonly deck: FastDeck = { mask: 0, splash: 0, main: [], basics: [0, 0, 0, 0, 0] };

  constructor(
    private readonly cube: CompiledCube,
    maxPool: number,
    private readonly spellsWanted = 23,
    private readonly landsWanted = 17,
  ) {
    this.spells = new Int32Array(maxPool);
    this.lands = new Int32Array(maxPool);
    this.cand = new Int32Array(maxPool);
    this.taken = new Uint8Array(maxPool);
    for (let s = 0; s < CURVE_SLOTS; s++) this.target[s] = IDEAL_CURVE[s]! * spellsWanted;
  }

  /** Builds a deck from a pool of entry indices into `this.deck` and returns it. */
  build(pool: ArrayLike<number>): FastDeck {
    const { cube, spells, lands, cand } = this;
    const want = this.spellsWanted;
    const value = cube.value;
    let nS = 0;
    let nL = 0;
    for (let i = 0; i < pool.length; i++) {
      const e = pool[i]!;
      if (!cube.isLand[e]) spells[nS++] = e;
      else if (!cube.isBasic[e]) lands[nL++] = e;
    }
    sortByValue(spells, nS, value);
    let pair = PAIRS[0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const p of PAIRS) {
      let score = 0;
      let taken = 0;
      for (let i = 0; i < nS && taken < want; i++) {
        if ((cube.mask[spells[i]!]! & ~p) === 0) {
          score += value[spells[i]!]!;
          taken++;
        }
      }
      score -= (want - taken) * 1.5;
      if (score > bestScore) {
        bestScore = score;
        pair = p;
      }
    }
    let nC = 0;
    for (let i = 0; i < nS; i++) if ((cube.mask[spells[i]!]! & ~pair) === 0) cand[nC++] = spells[i]!;
    const cutoff = nC > 0 ? value[cand[Math.min(nC, want) - 1]!]! : 0;
    const splash = this.chooseSplash(nS, nL, pair, cutoff);
    if (splash) {
      let added = 0;
      for (let i = 0; i < nS && added < 3; i++) {
        const e = spells[i]!;
        if (cube.mask[e]! & splash && this.splashable(e, pair, splash) && value[e]! > cutoff + 0.5) {
          cand[nC++] = e;
          added++;
        }
      }
    }
    const deck = this.deck;
    deck.main.length = 0;
    const used = this.chooseSpells(nC, deck.main);
    const mask = used || pair;
    const need = Math.min(2, bitCount(mask));
    let nLandsIn = 0;
    for (let i = 0; i < nL; i++)
      if (bitCount(cube.produces[lands[i]!]! & mask) >= need) lands[nLandsIn++] = lands[i]!;
    sortByValue(lands, nLandsIn, value);
    const spellCount = deck.main.length;
    for (let i = 0; i < Math.min(nLandsIn, this.landsWanted, 8); i++) deck.main.push(lands[i]!);
    splitBasics(cube, deck.main, spellCount, mask, want + this.landsWanted - deck.main.length, deck.basics);
    deck.mask = mask;
    deck.splash = splash & used;
    return deck;
  }

  private splashable(e: number, pair: number, x: number): boolean {
    const k = 31 - Math.clz32(x);
    return (this.cube.mask[e]! & ~(pair | x)) === 0 && this.cube.pips[e * 5 + k]! <= 1;
  }

  private chooseSplash(nS: number, nL: number, pair: number, cutoff: number): number {
    const { cube, spells, lands } = this;
    let best = 0;
    let bestGain = 0;
    for (let k = 0; k < 5; k++) {
      const x = 1 << k;
      if (pair & x) continue;
      let sources = 0;
      for (let i = 0; i < nL; i++)
        if (cube.produces[lands[i]!]! & x && cube.produces[lands[i]!]! & pair) sources++;
      if (sources < 2) continue;
      // Spells are sorted best first, so the first three gains are the largest.
      let gain = 0;
      let counted = 0;
      for (let i = 0; i < nS && counted < 3; i++) {
        const e = spells[i]!;
        const g = cube.value[e]! - cutoff - 0.5;
        if (cube.mask[e]! & x && g > 0 && this.splashable(e, pair, x)) {
          gain += g;
          counted++;
        }
      }
      if (gain > bestGain) {
        bestGain = gain;
        best = x;
      }
    }
    return best;
  }

  /** Greedy by value, discounting a card whose curve slot is over its share; returns the colours used. */
  private chooseSpells(nC: number, out: number[]): number {
    const { cube, cand, taken, curve, target } = this;
    taken.fill(0, 0, nC);
    curve.fill(0);
    let used = 0;
    for (let round = 0; round < this.spellsWanted && round < nC; round++) {
      let bestIndex = -1;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < nC; i++) {
        if (taken[i]) continue;
        const e = cand[i]!;
        const slot = cube.slot[e]!;
        const over = curve[slot]! + 1 - target[slot]!;
        const score = cube.value[e]! - (over > 0 ? over * 0.25 : 0);
        if (score > bestScore) {
          bestScore = score;
          bestIndex = i;
        }
      }
      const e = cand[bestIndex]!;
      taken[bestIndex] = 1;
      out.push(e);
      curve[cube.slot[e]!]!++;
      used |= cube.mask[e]!;
    }
    return used;
  }
}

/** Basics per colour in proportion to the spells' pips (largest remainder), each used colour at least one. */
function splitBasics(
  cube: CompiledCube,
  main: number[],
  spellCount: number,
  mask: number,
  count: number,
  basics: number[],
): void {
  basics.fill(0);
  if (count <= 0 || mask === 0) return;
  const colors: number[] = [];
  for (let k = 0; k < 5; k++) if (mask & (1 << k)) colors.push(k);
  const pips = colors.map((k) => {
    let p = 0;
    for (let i = 0; i < spellCount; i++) p += cube.pips[main[i]! * 5 + k]!;
    return p;
  });
  const total = pips.reduce((s, p) => s + p, 0);
  const shares = colors.map((_, i) => (total > 0 ? (pips[i]! / total) * count : count / colors.length));
  const whole = shares.map((s, i) => Math.max(pips[i]! > 0 ? 1 : 0, Math.floor(s)));
  let left = count - whole.reduce((s, w) => s + w, 0);
  const order = shares.map((s, i) => [s - Math.floor(s), i] as const).sort((a, b) => b[0] - a[0]);
  for (let j = 0; left > 0; j = (j + 1) % order.length, left--) whole[order[j]![1]]!++;
  for (let j = whole.length - 1; left < 0; j = (j + whole.length - 1) % whole.length) {
    if (whole[j]! > 1) {
      whole[j]!--;
      left++;
    }
  }
  colors.forEach((k, i) => {
    basics[k] = whole[i]!;
  });
}

/** Builds a 23 + 17 deck (by default) from a pool of entry indices (a fresh result each call). */
export function buildFastDeck(
  cube: CompiledCube,
  pool: ArrayLike<number>,
  spellsWanted = 23,
  landsWanted = 17,
): FastDeck {
  const deck = new FastDeckBuilder(cube, Math.max(1, pool.length), spellsWanted, landsWanted).build(pool);
  return { ...deck, main: deck.main.slice(), basics: deck.basics.slice() };
}
