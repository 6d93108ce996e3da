// Deck from a photo (issue 30, ADR 0072): how many cards of a photographed deck the reader gets right,
// and how long one photo takes. The photos are made here (test/deck-photo.ts): real cards of a real
// cube drawn by the custom card renderer, 15 to a table, turned, blurred and under uneven light. Each is
// read in Chromium by the app's own reader (tesseract.js in a web worker, files served locally) and
// matched to the cube's names by the same function the server uses. Prints, per photo and in all, the
// cards read correctly / cards in the photo, the wrong reads, and the seconds per photo, with targets,
// ratios and the load average. PHOTOS=n reads fewer or more photos (default 4); PHOTO_DIR=dir keeps the
// photos and the lines read from them, to look at.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Card } from '../packages/core/src/cards/types';
import { matchCardTitles } from '../packages/core/src/records/card-titles';
import { chromiumLaunchOptions, findChromium } from '../test/chromium';
import { type PhotoScene, readDeckPhoto, startDeckPhotoPage, takeDeckPhoto } from '../test/deck-photo';
import { loadAverage, median } from './support/figures';
import { loadRealCube } from './support/real-cube';

const CARDS_PER_PHOTO = 15;
const PHOTOS = Number(process.env.PHOTOS ?? 4);
const ACCURACY_TARGET = 0.9;
const SECONDS_TARGET = 20;
const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes'];

// Worse light, focus and angle photo by photo.
const SCENES: Omit<PhotoScene, 'seed'>[] = [
  { columns: 5, cardWidth: 380, maxAngle: 2, blur: 0.4, shade: 0.4 },
  { columns: 5, cardWidth: 380, maxAngle: 4, blur: 0.8, shade: 0.7 },
  { columns: 5, cardWidth: 340, maxAngle: 5, blur: 1, shade: 0.9 },
  { columns: 4, cardWidth: 420, maxAngle: 6, blur: 1.2, shade: 1 },
];

const executable = findChromium();
if (!executable) {
  console.log('bench:photo-deck skipped: no Chromium (set CHROMIUM_PATH)');
  process.exit(0);
}
const { entries, byId } = loadRealCube('bench:photo-deck');
const cubeNames = entries.map((e) => e.name);
const cards = entries.map((e) => byId.get(e.cardId)).filter((c): c is Card => !!c);

/** A fixed shuffle (LCG), so every run photographs the same decks. */
function sample(n: number, seed: number): Card[] {
  const pool = [...cards];
  let s = seed;
  const out: Card[] = [];
  while (out.length < n && pool.length) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    out.push(pool.splice(s % pool.length, 1)[0]!);
  }
  return out;
}

const browser = await chromium.launch(chromiumLaunchOptions(executable));
const site = await startDeckPhotoPage();
let correct = 0;
let total = 0;
let wrong = 0;
const seconds: number[] = [];
try {
  const page = await browser.newPage();
  await page.goto(site.url);
  for (let i = 0; i < PHOTOS; i++) {
    const scene = { ...SCENES[i % SCENES.length]!, seed: 1000 + i };
    const deck = sample(CARDS_PER_PHOTO, 7 + i);
    const photo = await takeDeckPhoto(page, deck, scene);
    const { lines, ms } = await readDeckPhoto(page, photo);
    if (process.env.PHOTO_DIR) {
      fs.writeFileSync(path.join(process.env.PHOTO_DIR, `photo-${i + 1}.jpg`), photo);
      fs.writeFileSync(path.join(process.env.PHOTO_DIR, `photo-${i + 1}.txt`), lines.join('\n'));
    }
    const read = matchCardTitles(lines, cubeNames, { unlimited: BASICS }).cards.map((c) => c.name);
    const wanted = deck.map((c) => c.name);
    const right = wanted.filter((name) => read.includes(name)).length;
    const missed = wanted.filter((name) => !read.includes(name));
    const extra = read.filter((name) => !wanted.includes(name));
    correct += right;
    total += wanted.length;
    wrong += extra.length;
    seconds.push(ms / 1000);
    console.log(
      `photo ${i + 1} (${photo.length >> 10} KB, turned ≤${scene.maxAngle}°, blur ${scene.blur} px, shade ${scene.shade}): ` +
        `${right}/${wanted.length} read correctly, ${extra.length} wrong, ${(ms / 1000).toFixed(1)} s` +
        (missed.length ? `; missed ${missed.join(', ')}` : '') +
        (extra.length ? `; wrong ${extra.join(', ')}` : ''),
    );
  }
} finally {
  await site.close();
  await browser.close();
}
const accuracy = correct / total;
const perPhoto = median(seconds);
const load = loadAverage();
console.log(
  `figure ${correct}/${total} cards read correctly (${(accuracy * 100).toFixed(1)}%), ${wrong} wrong reads, ` +
    `target >= ${ACCURACY_TARGET * 100}%, ratio ${(accuracy / ACCURACY_TARGET).toFixed(3)}, load average ${load}`,
);
console.log(
  `figure ${perPhoto.toFixed(1)} s per photo (median of ${seconds.length}, ${CARDS_PER_PHOTO} cards each), ` +
    `target < ${SECONDS_TARGET} s, ratio ${(perPhoto / SECONDS_TARGET).toFixed(3)}, load average ${load}`,
);
