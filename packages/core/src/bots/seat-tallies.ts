// How much a bot wants a card given its pool: the one pick-score implementation, used by the live
// draft engine's bots (picker.ts) and by the simulator (simulation/fast-draft.ts). Pools are running
// totals in typed arrays (colour weight, curve, synergy features), one block per seat, so adding a
// pick and scoring a card read numbers by index instead of objects by id.
//
// The terms, all in value units: colour fit grows with commitment (pool size), a small curve need,
// fixing for lands that make the pool's colours, and a small synergy bonus for creature types and
// tags already in the pool.
import type { Rng } from '../random/rng';
import { CURVE_SLOTS, IDEAL_CURVE } from './curve';
import type { ScoreTable } from './score-table';

/** Pool size at which a bot is fully committed to its colours. */
export const COMMITTED_AT = 10;

const CURVE_WEIGHT = 0.08;
const COLOUR_WEIGHT = 1.4;
const FIXING_WEIGHT = 1;
const MAX_SYNERGY = 0.3;

export class SeatTallies {
  readonly size: Int32Array;
  private readonly weight: Float64Array;
  private readonly curve: Int32Array;
  private readonly spells: Int32Array;
  private featCount: Float64Array;
  private readonly featTotal: Int32Array;
  /** Feature ids per seat block of `featCount`; grows with the table's features. */
  private nf: number;
  // Scratch for the seat being scored: strength per colour and curve need per slot.
  private readonly strength = new Float64Array(5);
  private readonly need = new Float64Array(CURVE_SLOTS);
  private commit = 0;
  private scoringSeat = 0;

  constructor(
    private readonly table: ScoreTable,
    readonly seats: number,
  ) {
    this.size = new Int32Array(seats);
    this.weight = new Float64Array(seats * 5);
    this.curve = new Int32Array(seats * CURVE_SLOTS);
    this.spells = new Int32Array(seats);
    this.nf = Math.max(1, table.featureCount);
    this.featCount = new Float64Array(seats * this.nf);
    this.featTotal = new Int32Array(seats);
  }

  /** Empties every seat's pool. */
  reset(): void {
    this.size.fill(0);
    this.weight.fill(0);
    this.curve.fill(0);
    this.spells.fill(0);
    this.featCount.fill(0);
    this.featTotal.fill(0);
  }

  /** Makes room for features the table gained since (live tables grow as new cards arrive). */
  private fitFeatures(): void {
    const nf = this.table.featureCount;
    if (nf <= this.nf) return;
    const wider = Math.max(nf, this.nf * 2);
    const next = new Float64Array(this.seats * wider);
    for (let s = 0; s < this.seats; s++)
      next.set(this.featCount.subarray(s * this.nf, (s + 1) * this.nf), s * wider);
    this.featCount = next;
    this.nf = wider;
  }

  /** Adds row `e` to seat `s`'s pool. */
  add(s: number, e: number): void {
    const c = this.table;
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
    const end = c.featStart[e + 1]!;
    if (end > c.featStart[e]!) this.fitFeatures();
    for (let f = c.featStart[e]!; f < end; f++) {
      this.featCount[s * this.nf + c.features[f]!]! += c.featureWeight[c.features[f]!]!;
      this.featTotal[s]!++;
    }
  }

  /** Prepares scoring for seat `s` (strengths and curve needs); call before `score`. */
  focus(s: number): void {
    this.fitFeatures();
    this.scoringSeat = s;
    const w = this.weight;
    const o = s * 5;
    const top = Math.max(w[o]!, w[o + 1]!, w[o + 2]!, w[o + 3]!, w[o + 4]!);
    for (let k = 0; k < 5; k++) this.strength[k] = top > 0 ? w[o + k]! / top : 0;
    this.commit = Math.min(1, this.size[s]! / COMMITTED_AT);
    // Expected count per slot for a deck of this pool's size, minus what the pool already has.
    const base = Math.max(8, this.spells[s]! + 1);
    for (let slot = 0; slot < CURVE_SLOTS; slot++) {
      const need = CURVE_WEIGHT * (IDEAL_CURVE[slot]! * base - this.curve[s * CURVE_SLOTS + slot]!);
      this.need[slot] = need > 0.3 ? 0.3 : Math.max(need, -0.3);
    }
  }

  /** The focused seat's pick score for row `e`. */
  score(e: number): number {
    const c = this.table;
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
    // Colourless cards fit every deck: a bit better than a neutral colour.
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
      v += Math.min(shared, MAX_SYNERGY);
    }
    return v;
  }

  /**
   * Position in `rows[0..count)` of the focused seat's best card. Exact ties go to `rng`, drawn
   * only when there is a tie (a reservoir choice in pack order: uniform without building a list).
   */
  best(rows: ArrayLike<number>, count: number, rng: Rng): number {
    let bestScore = Number.NEGATIVE_INFINITY;
    let bestAt = 0;
    let ties = 0;
    for (let i = 0; i < count; i++) {
      const v = this.score(rows[i]!);
      if (v > bestScore + 1e-9) {
        bestScore = v;
        bestAt = i;
        ties = 1;
      } else if (v > bestScore - 1e-9) {
        ties++;
        if (rng.int(ties) === 0) bestAt = i;
      }
    }
    return bestAt;
  }
}
