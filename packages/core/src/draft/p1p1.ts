// "Pack 1, Pick 1" (issue 18): the first pack of a cube's default format for a seed, and the daily one
// the featured page shows. Both are pure functions of their inputs, so a link (cube and seed) reopens
// the same pack, and every visitor on one UTC day gets the same daily cube and seed.
import type { DraftFormats } from '../cube/draft-formats';
import { createRng } from '../random';
import { fail, ok, type Result } from './result';
import { type SampleCube, samplePack } from './sample-pack';
import type { DraftCard } from './types';

/** Seeds are whole numbers from 1 to 2^31 - 1 (they read well in a URL). */
export const P1P1_MAX_SEED = 2 ** 31 - 1;

export const isP1P1Seed = (n: number) => Number.isInteger(n) && n >= 1 && n <= P1P1_MAX_SEED;

/** The first seat's first pack of the cube's default format, or why the cube cannot deal one. */
export function p1p1Pack(
  cube: SampleCube,
  format: DraftFormats['default'],
  seed: number,
): Result<DraftCard[]> {
  if (!isP1P1Seed(seed)) return fail(`The seed must be a whole number from 1 to ${P1P1_MAX_SEED}`);
  const dealt = samplePack(cube, format, seed);
  return dealt.ok ? ok(dealt.value.pack) : dealt;
}

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The daily P1P1 of a UTC day: a cube drawn from the featured ones and a seed, both from the day alone
 * (the ids are sorted first, so the order the database returns them in does not matter).
 */
export function dailyP1P1(
  day: string,
  featuredCubeIds: readonly string[],
): { cubeId: string; seed: number } | null {
  if (featuredCubeIds.length === 0) return null;
  const ids = [...new Set(featuredCubeIds)].sort();
  const rng = createRng(`p1p1:${day}`);
  const cubeId = ids[rng.int(ids.length)]!;
  return { cubeId, seed: 1 + rng.int(P1P1_MAX_SEED) };
}
