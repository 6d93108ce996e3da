// Every seat's pool as running totals in typed arrays (colour weight, curve, features), reset per
// draft instead of reallocated, and the bot's pick score read straight from them. The terms match
// core/bots/pick-score.ts (colour fit growing with commitment, curve need, fixing, synergy).
import { COMMITTED_AT, CURVE_SLOTS, IDEAL_CURVE } from '../bots/pool-profile';
import type { CompiledCube } from './compiled-cube';

const COLOUR_WEIGHT = 1.4;
const FIXING_WEIGHT = 1;
const CURVE_WEIGHT = 0.08;

export class SeatPools {
  readonly pool: Int32Array;
  readonly size: Int32Array;
  private readonly weight: Float64Array;
  private readonly curve: Int32Array;
  private readonly spells: Int32Array;
  private readonly featCount: Float64Array;
  private readonly featTotal: Int32Array;
  private readonly nf: number;
  // Scratch for the seat being scored: strength per colour and curve need per slot.
  private readonly strength = new Float64Array(5);
  private readonly need = new Float64Array(CURVE_SLOTS);
  private commit = 0;
  private scoringSeat = 0;

  constructor(
    private readonly cube: CompiledCube,
    readonly seats: number,
    readonly maxPool: number,
  ) {
    this.pool = new Int32Array(seats * maxPool);
    this.size = new Int32Array(seats);
    this.weight = new Float64Array(seats * 5);
    this.curve = new Int32Array(seats * CURVE_SLOTS);
    this.spells = new Int32Array(seats);
    this.nf = cube.featureNames.length;
    this.featCount = new Float64Array(seats * Math.max(1, this.nf));
    this.featTotal = new Int32Array(seats);
  }

  reset(): void {
    this.size.fill(0);
    this.weight.fill(0);
    this.curve.fill(0);
    this.spells.fill(0);
    this.featCount.fill(0);
    this.featTotal.fill(0);
  }

  /** Adds entry `e` to seat `s`'s pool. */
  add(s: number, e: number): void {
    const c = this.cube;
    this.pool[s * this.maxPool + this.size[s]!] = e;
    this.size[s]!++;
    const n = c.colorCount[e]!;
    if (n > 0) {
      // Good cards pull harder than filler; a gold card splits its pull across its colours.
      const pull = (0.5 + c.value[e]! / 2) / n;
      const m = c.mask[e]!;
      for (let k = 0; k < 5; k++) if (m & (1 << k)) this.weight[s * 5 + k]! += pull;
    }
    if (!c.isLand[e]) {
      this.curve[s * CURVE_SLOTS + c.slot[e]!]!++;
      this.spells[s]!++;
    }
    for (let f = c.featStart[e]!; f < c.featStart[e + 1]!; f++) {
      this.featCount[s * this.nf + c.features[f]!]! += c.featureWeight[c.features[f]!]!;
      this.featTotal[s]!++;
    }
  }

  /** Prepares scoring for seat `s` (strengths and curve needs); call before `score`. */
  focus(s: number): void {
    this.scoringSeat = s;
    const w = this.weight;
    const o = s * 5;
    const top = Math.max(w[o]!, w[o + 1]!, w[o + 2]!, w[o + 3]!, w[o + 4]!);
    for (let k = 0; k < 5; k++) this.strength[k] = top > 0 ? w[o + k]! / top : 0;
    this.commit = Math.min(1, this.size[s]! / COMMITTED_AT);
    const base = Math.max(8, this.spells[s]! + 1);
    for (let slot = 0; slot < CURVE_SLOTS; slot++) {
      const need = CURVE_WEIGHT * (IDEAL_CURVE[slot]! * base - this.curve[s * CURVE_SLOTS + slot]!);
      this.need[slot] = need > 0.3 ? 0.3 : Math.max(need, -0.3);
    }
  }

  /** The focused seat's pick score for entry `e`. */
  score(e: number): number {
    const c = this.cube;
    const commit = this.commit;
    const st = this.strength;
    if (c.isLand[e]) {
      const p = c.produces[e]!;
      let matched = 0;
      for (let k = 0; k < 5; k++) if (p & (1 << k) && st[k]! >= 0.35) matched++;
      let fix: number;
      if (c.produceCount[e]! < 2) fix = matched > 0 ? 0 : -0.5;
      else fix = matched >= 2 ? 0.3 + FIXING_WEIGHT * commit : matched === 1 ? 0.1 : -0.5 * commit;
      return c.value[e]! + fix;
    }
    let fit = 0.4;
    const m = c.mask[e]!;
    if (m !== 0) {
      let weakest = 1;
      for (let k = 0; k < 5; k++) if (m & (1 << k) && st[k]! < weakest) weakest = st[k]!;
      fit = weakest * 2 - 1;
    }
    let v = c.value[e]! + COLOUR_WEIGHT * commit * fit + commit * this.need[c.slot[e]!]!;
    const s = this.scoringSeat;
    if (this.featTotal[s]! > 0) {
      let shared = 0;
      const o = s * this.nf;
      for (let f = c.featStart[e]!; f < c.featStart[e + 1]!; f++)
        shared += this.featCount[o + c.features[f]!]!;
      v += Math.min(shared, 0.3);
    }
    return v;
  }
}
