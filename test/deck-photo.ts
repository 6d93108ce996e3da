// Pictures of a deck laid on a table, made by the project itself (issue 30's deck-from-a-photo reader is
// measured and tested on them): real cards drawn by the custom card renderer, turned, blurred and under
// uneven light, screenshotted by Chromium. Shared by bench/photo-deck.bench.ts and the event e2e.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import type { Card } from '../packages/core/src/cards/types';
import type { CustomCardFields } from '../packages/core/src/custom-cards/types';
import { SUPERTYPES } from '../packages/core/src/custom-cards/types';
import { OCR_FILES } from '../packages/web/scripts/ocr-assets.mjs';

/** How the photo was taken (e2e/support/deck-photo-page.ts lays it out). */
export interface PhotoScene {
  columns: number;
  /** Width of one card on the picture, in pixels. */
  cardWidth: number;
  /** Cards are turned by up to this many degrees either way. */
  maxAngle: number;
  /** Gaussian blur radius in pixels (a slightly missed focus). */
  blur: number;
  /** 0..1: how dark the far corner gets against the lamp's bright spot. */
  shade: number;
  seed: number;
}

/** What the deck-photo page gives the tests (e2e/support/deck-photo-page.ts). */
export interface PhotoWindow {
  /** Lays the cards on the page; answers the picture's size once every frame is drawn. */
  layDeck(cards: CustomCardFields[], scene: PhotoScene): Promise<{ width: number; height: number }>;
  clearTable(): void;
  /** Reads a photo (base64) with the app's reader: its lines and the milliseconds it took. */
  readPhoto(base64: string, type: string): Promise<{ lines: string[]; ms: number }>;
}

const root = path.resolve(import.meta.dirname, '..');
const OCR_PREFIX = '/ocr/';

/** A card of the card data as the custom card editor would hold it: its front face, without art. */
export function cardFieldsOf(card: Card): CustomCardFields {
  const face = card.faces[0] ?? card;
  const [left = '', right = ''] = face.typeLine.split(' — ');
  const words = left.split(' ').filter(Boolean);
  const isSuper = (w: string) => (SUPERTYPES as readonly string[]).includes(w);
  return {
    name: face.name,
    manaCost: face.manaCost,
    colorIndicator: null,
    supertypes: words.filter(isSuper),
    types: words.filter((w) => !isSuper(w)),
    subtypes: right.split(' ').filter(Boolean),
    rulesText: face.oracleText,
    flavorText: '',
    power: face.power,
    toughness: face.toughness,
    loyalty: face.loyalty,
    defense: face.defense,
    artUrl: null,
    rarity: card.rarity ?? 'common',
    artist: '',
    back: null,
  };
}

/**
 * A local page with the picture maker and the app's photo reader, bundled from their sources, and the
 * OCR engine's files under /ocr/ as the app serves them. Close it when done.
 */
export async function startDeckPhotoPage() {
  const bundled = await build({
    entryPoints: [path.join(root, 'e2e/support/deck-photo-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    define: { __OCR_ASSETS__: JSON.stringify(OCR_PREFIX) },
    logLevel: 'error',
  });
  const script = bundled.outputFiles[0]!.contents;
  const html = '<!doctype html><meta charset="utf-8"><body></body><script src="/page.js"></script>';
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    if (url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    if (url === '/page.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    const file = url.startsWith(OCR_PREFIX) ? OCR_FILES[url.slice(OCR_PREFIX.length)] : undefined;
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.endsWith('.gz') ? 'application/gzip' : 'text/javascript' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The photo of `cards` on the table (JPEG, as a phone gives it). `page` must be on the deck-photo page. */
export async function takeDeckPhoto(page: Page, cards: readonly Card[], scene: PhotoScene): Promise<Buffer> {
  const size = await page.evaluate(
    ([fields, s]) => (globalThis as unknown as PhotoWindow).layDeck(fields, s),
    [cards.map(cardFieldsOf), scene] as const,
  );
  await page.setViewportSize(size);
  const photo = await page.screenshot({ type: 'jpeg', quality: 85 });
  await page.evaluate(() => (globalThis as unknown as PhotoWindow).clearTable());
  return photo;
}

/** Reads a photo with the app's reader on the deck-photo page: its lines and the time it took. */
export function readDeckPhoto(page: Page, photo: Buffer) {
  return page.evaluate(([b64]) => (globalThis as unknown as PhotoWindow).readPhoto(b64, 'image/jpeg'), [
    photo.toString('base64'),
  ] as const);
}
