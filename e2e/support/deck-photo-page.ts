// The browser half of the deck-photo pictures (test/deck-photo.ts bundles this file): draws each card
// with the custom card renderer's PNG frame, lays the cards on a table, turned a few degrees, blurred and
// under uneven light, for Chromium to screenshot as a player's photo; and reads a photo back with the
// app's own reader, as the event page does.
import type { CustomCardFields } from '@cubewright/core/custom-cards';
import { customCardPng } from '../../packages/web/src/features/custom-cards/frame/draw-png';
import { readPhotoLines } from '../../packages/web/src/features/records/photo-reader';
import type { PhotoScene, PhotoWindow } from '../../test/deck-photo';

/** A small deterministic generator (mulberry32): the same seed lays the same table. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function layDeck(cards: CustomCardFields[], scene: PhotoScene) {
  const rand = random(scene.seed);
  const rows = Math.ceil(cards.length / scene.columns);
  const cardHeight = Math.round((scene.cardWidth * 680) / 488);
  const gap = Math.round(scene.cardWidth * 0.12);
  const width = scene.columns * (scene.cardWidth + gap) + gap;
  const height = rows * (cardHeight + gap) + gap;
  document.body.style.cssText = 'margin:0;overflow:hidden';
  const table = document.createElement('div');
  table.style.cssText = `position:relative;width:${width}px;height:${height}px;overflow:hidden;
    background:repeating-linear-gradient(87deg,#6b4a2b 0 14px,#5e4026 14px 31px,#704e2e 31px 40px);
    filter:blur(${scene.blur}px)`;
  const urls = await Promise.all(cards.map(async (card) => URL.createObjectURL(await customCardPng(card))));
  await Promise.all(
    urls.map((url, i) => {
      const img = new Image();
      const x = gap + (i % scene.columns) * (scene.cardWidth + gap) + (rand() - 0.5) * gap * 0.6;
      const y = gap + Math.floor(i / scene.columns) * (cardHeight + gap) + (rand() - 0.5) * gap * 0.6;
      const angle = (rand() * 2 - 1) * scene.maxAngle;
      img.style.cssText = `position:absolute;left:${x}px;top:${y}px;width:${scene.cardWidth}px;
        transform:rotate(${angle}deg);box-shadow:3px 5px 8px rgba(0,0,0,.5)`;
      table.append(img);
      return new Promise((resolve) => {
        img.onload = resolve;
        img.src = url;
      });
    }),
  );
  // A lamp to one side: a warm bright spot, and the far corner in shadow.
  const light = document.createElement('div');
  light.style.cssText = `position:absolute;inset:0;pointer-events:none;background:
    radial-gradient(circle at 22% 18%,rgba(255,244,214,${0.45 * scene.shade}) 0,transparent 45%),
    linear-gradient(125deg,transparent 35%,rgba(0,0,0,${0.75 * scene.shade}) 100%)`;
  table.append(light);
  document.body.append(table);
  return { width, height };
}

async function readPhoto(base64: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const started = performance.now();
  const lines = await readPhotoLines(new Blob([bytes], { type }), () => {});
  return { lines, ms: performance.now() - started };
}

const photoWindow: PhotoWindow = {
  layDeck,
  readPhoto,
  clearTable: () => document.body.replaceChildren(),
};
Object.assign(window, photoWindow);
