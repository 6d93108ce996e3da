// `npm run bench:prices`: what a cube's prices cost to compute (GET /api/cubes/:id/prices and the swaps'
// proposal, without the HTTP and the list read): cubeCost and cheapestSwaps over the offline card file
// and its 49,942 printings, for 180, 360 and 720 entries of the real lists in CUBE_LISTS_DIR, half of
// them with a chosen printing. The offline file has no prices, so each printing gets seeded Scryfall-like
// prices (about one in ten finishes unlisted). Prints the median of 15 runs per size, the target, the
// ratio per card between 720 and 180 entries (a cost that follows the cube, not the card data) and the
// load average. Ten untimed runs warm up first.
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { CardPrices, Printing } from '../packages/core/src/cards';
import { CardIndex, normalizeCards, normalizePrinting } from '../packages/core/src/cards';
import { DEFAULT_CARD_FIELDS } from '../packages/core/src/cube/types';
import { cheapestSwaps, cubeCost, type PriceLookup } from '../packages/core/src/prices';
import { createRng } from '../packages/core/src/random';
import { loadAverage, median } from './support/figures';

const SIZES = [180, 360, 720];
const RUNS = 15;
/** Milliseconds a 720-card cube's cost and swaps may take together (a list page waits for them). */
const TARGET_MS = 20;
const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const printingFile = process.env.CARD_PRINTINGS_FILE ?? '/work/shared/data/printings.json.gz';
const cubeDir = process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes';
if (![cardFile, printingFile, cubeDir].every((f) => fs.existsSync(f))) {
  console.log('bench:prices skipped: the offline card files or cube lists are missing');
  process.exit(0);
}
const read = (file: string) =>
  JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as unknown[];
const rng = createRng('bench:prices');
const price = () => (rng.int(10) === 0 ? null : Math.round(rng.next() * rng.next() * 5000) / 100);
const prices = (): CardPrices => ({
  usd: price(),
  usdFoil: price(),
  usdEtched: rng.int(5) === 0 ? price() : null,
  eur: price(),
  eurFoil: price(),
  tix: price(),
});
const printings = read(printingFile)
  .map((o) => normalizePrinting(o as Record<string, unknown>))
  .filter((p): p is Printing => p !== null)
  .map((p) => ({ ...p, prices: prices() }));
const index = new CardIndex(normalizeCards(read(cardFile)), printings);
const lookup: PriceLookup = {
  card: (id) => index.get(id),
  printing: (id) => index.printing(id),
  printingsOf: (id) => index.printingsOf(id),
};
const names = fs
  .readdirSync(cubeDir)
  .filter((f) => f.endsWith('.txt'))
  .flatMap((f) => fs.readFileSync(`${cubeDir}/${f}`, 'utf8').split('\n'));
const cards = [
  ...new Map(
    names
      .map((n) => index.lookup(n.trim()))
      .filter((c) => c !== null)
      .map((c) => [c.id, c]),
  ).values(),
];

function entries(n: number) {
  return cards.slice(0, n).map((card, i) => ({
    ...DEFAULT_CARD_FIELDS,
    id: `e${i}`,
    cardId: card.id,
    name: card.name,
    addedAt: '2026-01-01',
    printingId: i % 2 === 0 ? (index.printingsOf(card.id).at(-1)?.id ?? null) : null,
    finish: (['nonfoil', 'nonfoil', 'foil', 'etched'] as const)[i % 4]!,
  }));
}

// Warm-up (compiled code, settled heap) before any timing: the first sizes would otherwise pay for it.
for (let r = 0; r < 10; r++) {
  const list = entries(SIZES.at(-1)!);
  cubeCost(list, lookup);
  cheapestSwaps(list, lookup, 'usd');
}

const results: { n: number; ms: number; cpuMs: number; swaps: number }[] = [];
for (const n of SIZES) {
  const list = entries(n);
  const runs: number[] = [];
  const cpu: number[] = [];
  let swaps = 0;
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    cubeCost(list, lookup);
    swaps = cheapestSwaps(list, lookup, 'usd').swaps.length;
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    runs.push(performance.now() - t0);
  }
  const ms = median(runs);
  results.push({ n: list.length, ms, cpuMs: median(cpu), swaps });
  // CPU time beside wall time: on a shared, loaded machine the wall time is mostly waiting for a core.
  console.log(
    `prices: ${list.length} entries, ${swaps} swaps proposed: median ${ms.toFixed(2)} ms wall, ` +
      `${median(cpu).toFixed(2)} ms CPU over ${RUNS} runs`,
  );
}
const last = results.at(-1)!;
const first = results[0]!;
const perCard = last.ms / last.n / (first.ms / first.n);
console.log(
  `prices: ${last.n} entries ${last.ms.toFixed(2)} ms wall (${last.cpuMs.toFixed(2)} ms CPU), target ${TARGET_MS} ms, ` +
    `ratio ${(last.ms / TARGET_MS).toFixed(2)} wall, ${(last.cpuMs / TARGET_MS).toFixed(2)} CPU; ` +
    `per-card cost ${last.n} vs ${first.n} entries x${perCard.toFixed(2)}; ` +
    `${index.size} cards, ${index.printingCount} printings; load average ${loadAverage()}`,
);
