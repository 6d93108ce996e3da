import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CARDS,
  ORACLE_CARDS,
  PRINTING,
} from '../packages/core/src/prices/scryfall-prices.test-support';
import { type BuiltServer, freePort, startBuiltServer } from '../packages/server/test/built-server';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { artifactsDir, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady } from './support/real-cubes';

// Prices in the list header (issue 32): a server loading a small bulk data set in Scryfall's format shows
// the cube's cost; the worker's server, on the offline card file (no prices), says "No price data".

async function cubeWith(context: BrowserContext, cards: Record<string, unknown>[]): Promise<string> {
  const created = await context.request.post('/api/cubes', { data: { name: 'Priced Cube' } });
  expect(created.status(), await created.text()).toBe(201);
  const { cube } = (await created.json()) as { cube: { id: string; version: number } };
  const saved = await context.request.post(`/api/cubes/${cube.id}/changes`, {
    data: { baseVersion: cube.version, ops: cards.map((card) => ({ type: 'add', card })) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return cube.id;
}

async function headerTotal(page: Page, cubeId: string): Promise<string> {
  await page.goto(`/cubes/${cubeId}`);
  await page.getByRole('heading', { name: 'Priced Cube', level: 1 }).waitFor();
  const total = page.getByTestId('price-total');
  await total.waitFor();
  return (await total.textContent()) ?? '';
}

async function fitsWidth(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

describe('cube prices in the list header', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let priced: BuiltServer | null = null;
  let pricedContext: BrowserContext;
  let offlineContext: BrowserContext;
  let pricedCube = '';
  let offlineCube = '';
  let offlineCards = true;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-e2e-prices-'));

  beforeAll(async () => {
    const oracle = path.join(dir, 'oracle-cards.json');
    const printings = path.join(dir, 'default-cards.json');
    fs.writeFileSync(oracle, JSON.stringify(ORACLE_CARDS));
    fs.writeFileSync(printings, JSON.stringify(DEFAULT_CARDS));
    fs.mkdirSync(path.join(dir, 'data'));
    priced = await startBuiltServer({
      port: await freePort(),
      env: {
        DATA_DIR: path.join(dir, 'data'),
        DATABASE_URL: '',
        CARD_DATA_FILE: oracle,
        CARD_PRINTINGS_FILE: printings,
      },
      // Started beside the worker's own server on a shared machine: its start-up may take a while.
      timeoutMs: 240_000,
    });
    browser = await launchBrowser();
    pricedContext = await browser.newContext({ baseURL: priced.url });
    await signUpViaApi(pricedContext, newAccount('pricer'));
    expect(await cardsReady(pricedContext.request)).toBe(true);
    pricedCube = await cubeWith(pricedContext, [
      { name: 'Lightning Bolt', printingId: PRINTING.boltLea },
      { name: 'Counterspell' },
      { name: 'Sol Ring', finish: 'etched' },
      { name: 'Grizzly Bears' },
    ]);
    offlineContext = await newContext(browser);
    await signUpViaApi(offlineContext, newAccount('unpriced'));
    offlineCards = await cardsReady(offlineContext.request);
    if (offlineCards) offlineCube = await cubeWith(offlineContext, [{ name: 'Lightning Bolt' }]);
  }, 360_000);
  afterAll(async () => {
    await browser?.close();
    await priced?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const pages = [...(pricedContext?.pages() ?? []), ...(offlineContext?.pages() ?? [])];
    await Promise.all(pages.map((p, i) => screenshot(p, `prices-failed-${i}`).catch(() => {})));
  });

  for (const width of [1280, 390]) {
    it(`shows the cube's cost, and each card's price in the table, at ${width} px`, async () => {
      const page = await pricedContext.newPage();
      await page.setViewportSize({ width, height: 900 });
      // LEA Bolt $400 + Counterspell's cheapest $1.50 + etched Sol Ring $6; Grizzly Bears has no price.
      expect(await headerTotal(page, pricedCube)).toBe(
        'Cost: $407.50 · €356.00 · 0.21 tix (1 card without a dollar price)',
      );
      await page.getByText('$400.00', { exact: true }).waitFor();
      await fitsWidth(page, width);
      await screenshot(page, `prices-total-${width}`);
      await page.close();
    });

    it(`breaks the cost down in analytics and proposes cheaper printings, at ${width} px`, async () => {
      const page = await pricedContext.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/cubes/${pricedCube}/analytics`);
      const panel = page.getByTestId('price-analytics');
      await panel.waitFor();
      expect(await panel.getByRole('table', { name: 'By board' }).textContent()).toContain('$407.50');
      const swaps = page.getByTestId('cheapest-swaps');
      await swaps.getByText('Swapping 1 printing saves $398.95.').waitFor();
      await panel.scrollIntoViewIfNeeded();
      await fitsWidth(page, width);
      // The prices panel alone: the whole analytics page is too long to read at phone width.
      await panel.screenshot({ path: path.join(artifactsDir, `prices-analytics-${width}.png`) });
      await page.close();
    });

    it(`says "No price data" on card data without prices, at ${width} px`, async (ctx) => {
      skipUnless(ctx, offlineCards, 'card data');
      const page = await offlineContext.newPage();
      await page.setViewportSize({ width, height: 900 });
      expect(await headerTotal(page, offlineCube)).toBe('No price data');
      await fitsWidth(page, width);
      await screenshot(page, `prices-none-${width}`);
      await page.close();
    });
  }

  it('applies the cheapest printings as one version, and the header total falls by the saving', async () => {
    const page = await pricedContext.newPage();
    await page.goto(`/cubes/${pricedCube}/analytics`);
    const versions = async () =>
      (
        (await (await pricedContext.request.get(`/api/cubes/${pricedCube}/versions`)).json()) as {
          versions: unknown[];
        }
      ).versions.length;
    const before = await versions();
    await page.getByRole('button', { name: 'Swap 1 to the cheapest printing' }).click();
    await page
      .getByTestId('cheapest-swaps')
      .getByText('Every chosen printing is already the cheapest of its finish.')
      .waitFor();
    expect(await versions()).toBe(before + 1);
    // LEA Bolt ($400) became M10 ($1.05).
    expect(await headerTotal(page, pricedCube)).toBe(
      'Cost: $8.55 · €6.90 · 0.23 tix (1 card without a dollar price)',
    );
    await page.close();
  });
});
