// `npm run bench:proxies`: a 540-card cube (a real list from CUBE_LISTS_DIR, its cards from the offline
// card file) drawn as print-and-play text proxies, nine to an A4 page with cut marks and bleed, the PDF
// stream read to its end. Three runs; prints the median, the target, their ratio and the load average.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { cubeFromBulk } from '../packages/core/src/bots/bulk-cube.test-support';
import { textProxyOf } from '../packages/core/src/print';
import { proxyDocument, renderProxySheets } from '../packages/server/src/services/print/proxy-pdf';
import { loadAverage, median } from './support/figures';

const CARDS = 540;
const RUNS = 3;
/** Seconds a 540-card cube may take (issue 32). */
const TARGET_S = 20;
const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const cubeDir = process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes';
if (!fs.existsSync(cardFile) || !fs.existsSync(cubeDir)) {
  console.log(`bench:proxies skipped: ${cardFile} or ${cubeDir} is missing`);
  process.exit(0);
}
const raw = JSON.parse(zlib.gunzipSync(fs.readFileSync(cardFile)).toString('utf8')) as unknown[];
// The biggest list, so 540 distinct real cards with their real rules text.
const list = fs
  .readdirSync(cubeDir)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => fs.readFileSync(`${cubeDir}/${f}`, 'utf8').split('\n'))
  .sort((a, b) => b.length - a.length)[0]!;
const cube = cubeFromBulk(list, raw);
const cards = [...cube.byId.values()]
  .slice(0, CARDS)
  .map((card) => ({ proxy: textProxyOf(card), tint: 'multi' as const }));
if (cards.length < CARDS) console.log(`only ${cards.length} cards resolved from the list`);

async function once(): Promise<{ seconds: number; bytes: number }> {
  const t0 = performance.now();
  const doc = proxyDocument('bench');
  let bytes = 0;
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', (c: Buffer) => {
      bytes += c.length;
    });
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  await renderProxySheets(doc, cards, { paper: 'a4', bleed: true, cutLines: true });
  await done;
  return { seconds: (performance.now() - t0) / 1000, bytes };
}

const runs: number[] = [];
let size = 0;
for (let i = 0; i < RUNS; i++) {
  const r = await once();
  runs.push(r.seconds);
  size = r.bytes;
}
const figure = median(runs);
console.log(
  `proxies: ${cards.length} cards, ${Math.ceil(cards.length / 9)} pages, ${(size / 1024).toFixed(0)} KiB; ` +
    `runs ${runs.map((s) => s.toFixed(2)).join(' / ')} s`,
);
console.log(
  `figure ${figure.toFixed(2)} s (median of ${RUNS}), target < ${TARGET_S} s, ratio ${(figure / TARGET_S).toFixed(3)}, ` +
    `load average ${loadAverage()}`,
);
