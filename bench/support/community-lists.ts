// The community lists' server time at several public-cube counts (bench:fanout, ADR 0055): a fresh
// database per count, seeded in SQL, every list and sort asked through the app, each figure the median of
// 3 runs (a run: the median of 5 requests after a warm-up), then the ratio of the largest count's figure
// to the smallest's, which a list that reads only its page keeps near 1.
import { createTestApp } from '../../packages/server/test/harness';
import { seedCommunity } from './community-seed';
import { loadAverage, median } from './figures';

/** A page must answer well inside a page load's budget at any cube count (issue 29). */
export const LIST_TARGET_MS = 50;
/** The largest count's time over the smallest's. */
export const GROWTH_TARGET = 2;

const LISTS = [
  ['browse (updated)', '/api/community/browse'],
  ['browse (followers)', '/api/community/browse?sort=followers'],
  ['browse (likes)', '/api/community/browse?sort=likes'],
  ['browse (name)', '/api/community/browse?sort=name'],
  ['browse (size)', '/api/community/browse?sort=size'],
  ['browse (colors WU, 300-400 cards)', '/api/community/browse?colors=WU&minSize=300&maxSize=400'],
  ['browse (search "cube 4242")', '/api/community/browse?q=cube%204242'],
  ['latest', '/api/community/latest'],
  ['trending', '/api/community/trending'],
] as const;

type App = Awaited<ReturnType<typeof createTestApp>>;

async function timeOnce(t: App, url: string): Promise<{ ms: number; body: { nextCursor?: string | null } }> {
  const start = performance.now();
  const res = await t.app.inject({ method: 'GET', url });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { ms, body: res.json() };
}

/** Median of 3 runs of 5 requests each, after one warm-up. */
async function timeList(t: App, url: string): Promise<number> {
  await timeOnce(t, url);
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push((await timeOnce(t, url)).ms);
    runs.push(median(times));
  }
  return median(runs);
}

/** A page deep in the list: the cursor after 20 pages, so the keyset is tested, not only the first page. */
async function deepUrl(t: App, url: string): Promise<string | null> {
  let next: string | null | undefined = null;
  for (let page = 0; page < 20; page++) {
    const sep = url.includes('?') ? '&' : '?';
    const { body } = await timeOnce(t, next ? `${url}${sep}cursor=${encodeURIComponent(next)}` : url);
    next = body.nextCursor;
    if (!next) return null;
  }
  return `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(next!)}`;
}

/** Times every list at each count and prints each figure with its target and the growth ratio. */
export async function timeCommunityLists(counts: readonly number[]): Promise<void> {
  const figures = new Map<string, number[]>();
  const record = (label: string, ms: number) => figures.set(label, [...(figures.get(label) ?? []), ms]);
  for (const cubes of counts) {
    const t = await createTestApp();
    const seedStart = performance.now();
    const seeded = await seedCommunity(t.database.db, cubes);
    console.log(
      `\n${cubes} public cubes, ${seeded.follows} follows, ${seeded.likes} likes (seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s); load average ${loadAverage()}`,
    );
    for (const [label, url] of LISTS) {
      const ms = await timeList(t, url);
      record(label, ms);
      console.log(
        `${label} with ${cubes} public cubes: p50 ${ms.toFixed(1)} ms (target ${LIST_TARGET_MS} ms, ratio ${(ms / LIST_TARGET_MS).toFixed(2)})`,
      );
      if (label.startsWith('browse (') && !label.includes('search') && !label.includes('colors')) {
        const deep = await deepUrl(t, url);
        if (!deep) continue;
        const deepMs = await timeList(t, deep);
        record(`${label}, page 21`, deepMs);
        console.log(
          `${label}, page 21, with ${cubes} public cubes: p50 ${deepMs.toFixed(1)} ms (target ${LIST_TARGET_MS} ms, ratio ${(deepMs / LIST_TARGET_MS).toFixed(2)})`,
        );
      }
    }
    await t.close();
  }
  if (counts.length > 1) {
    const [small, large] = [counts[0]!, counts.at(-1)!];
    console.log(`\ngrowth from ${small} to ${large} public cubes (target under ${GROWTH_TARGET}):`);
    for (const [label, ms] of figures) {
      if (ms.length !== counts.length) continue;
      const ratio = ms.at(-1)! / ms[0]!;
      console.log(`${label}: ${large}/${small} ratio ${ratio.toFixed(2)} (target ${GROWTH_TARGET})`);
    }
  }
  console.log(`load average: ${loadAverage()}`);
}
