// Bot deck building on entry indices, the same rules as core/bots/deck.ts (best two colours by the
// value of their best playables, a splash of up to three strong cards when two fixing lands allow,
// a curve-aware choice of spells, on-colour nonbasic lands, basics by pips) without object churn.
import { IDEAL_CURVE } from '../bots/pool-profile';
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

/** Builds a 23 + 17 deck (by default) from a pool of entry indices. */
export function buildFastDeck(
  cube: CompiledCube,
  pool: ArrayLike<number>,
  spellsWanted = 23,
  landsWanted = 17,
): FastDeck {
  const value = cube.value;
  const spells: number[] = [];
  const lands: number[] = [];
  for (let i = 0; i < pool.length; i++) {
    const e = pool[i]!;
    if (!cube.isLand[e]) spells.push(e);
    else if (!cube.isBasic[e]) lands.push(e);
  }
  spells.sort((a, b) => value[b]! - value[a]!);
  let pair = PAIRS[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const p of PAIRS) {
    let score = 0;
    let taken = 0;
    for (let i = 0; i < spells.length && taken < spellsWanted; i++) {
      if ((cube.mask[spells[i]!]! & ~p) === 0) {
        score += value[spells[i]!]!;
        taken++;
      }
    }
    score -= (spellsWanted - taken) * 1.5;
    if (score > bestScore) {
      bestScore = score;
      pair = p;
    }
  }
  const onPair = spells.filter((e) => (cube.mask[e]! & ~pair) === 0);
  const cutoff = onPair.length > 0 ? value[onPair[Math.min(onPair.length, spellsWanted) - 1]!]! : 0;
  const splash = chooseSplash(cube, spells, lands, pair, cutoff);
  const candidates = onPair.slice();
  if (splash) {
    let added = 0;
    for (const e of spells) {
      if (added >= 3) break;
      if (cube.mask[e]! & splash && splashable(cube, e, pair, splash) && value[e]! > cutoff + 0.5) {
        candidates.push(e);
        added++;
      }
    }
  }
  const chosen = chooseSpells(cube, candidates, spellsWanted);
  let used = 0;
  for (const e of chosen) used |= cube.mask[e]!;
  const mask = used || pair;
  const need = Math.min(2, bitCount(mask));
  const landsIn = lands
    .filter((l) => bitCount(cube.produces[l]! & mask) >= need)
    .sort((a, b) => value[b]! - value[a]!)
    .slice(0, Math.min(landsWanted, 8));
  const basics = splitBasics(cube, chosen, mask, spellsWanted + landsWanted - chosen.length - landsIn.length);
  return { mask, splash: splash & used, main: chosen.concat(landsIn), basics };
}

function splashable(cube: CompiledCube, e: number, pair: number, x: number): boolean {
  const k = 31 - Math.clz32(x);
  return (cube.mask[e]! & ~(pair | x)) === 0 && cube.pips[e * 5 + k]! <= 1;
}

function chooseSplash(
  cube: CompiledCube,
  spells: number[],
  lands: number[],
  pair: number,
  cutoff: number,
): number {
  let best = 0;
  let bestGain = 0;
  for (let k = 0; k < 5; k++) {
    const x = 1 << k;
    if (pair & x) continue;
    let sources = 0;
    for (const l of lands) if (cube.produces[l]! & x && cube.produces[l]! & pair) sources++;
    if (sources < 2) continue;
    const gains: number[] = [];
    for (const e of spells)
      if (cube.mask[e]! & x && splashable(cube, e, pair, x) && cube.value[e]! - cutoff - 0.5 > 0)
        gains.push(cube.value[e]! - cutoff - 0.5);
    // `spells` is sorted best first, so the first three gains are the largest.
    const gain = (gains[0] ?? 0) + (gains[1] ?? 0) + (gains[2] ?? 0);
    if (gain > bestGain) {
      bestGain = gain;
      best = x;
    }
  }
  return best;
}

function chooseSpells(cube: CompiledCube, candidates: number[], want: number): number[] {
  const left = candidates.slice();
  const chosen: number[] = [];
  const curve = [0, 0, 0, 0, 0, 0];
  while (chosen.length < want && left.length > 0) {
    let bestIndex = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < left.length; i++) {
      const slot = cube.slot[left[i]!]!;
      const over = curve[slot]! + 1 - IDEAL_CURVE[slot]! * want;
      const score = cube.value[left[i]!]! - (over > 0 ? over * 0.25 : 0);
      if (score > bestScore) {
        bestScore = score;
        bestIndex = i;
      }
    }
    const e = left[bestIndex]!;
    left[bestIndex] = left[left.length - 1]!;
    left.pop();
    chosen.push(e);
    curve[cube.slot[e]!]!++;
  }
  return chosen;
}

function splitBasics(cube: CompiledCube, spells: number[], mask: number, count: number): number[] {
  const basics = [0, 0, 0, 0, 0];
  if (count <= 0 || mask === 0) return basics;
  const colors: number[] = [];
  for (let k = 0; k < 5; k++) if (mask & (1 << k)) colors.push(k);
  const pips = colors.map((k) => spells.reduce((s, e) => s + cube.pips[e * 5 + k]!, 0));
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
  return basics;
}
