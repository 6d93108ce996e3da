import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// The draft simulator in Chromium: a cube made from a real 540-card list, 50 drafts run in the Web
// Worker to the end (progress bar full, card table and charts shown), then a 10,000-draft run
// cancelled midway.

const LIST = 'ArenaChromaticCubeJune2021.txt';
const haveList = haveLists(LIST);
if (!haveList) console.warn(`!! simulation e2e skipped: ${LIST} is missing`);

async function makeCube(request: APIRequestContext): Promise<string> {
  const cards = await resolveNames(request, readList(LIST));
  expect(cards.length).toBeGreaterThan(500);
  return createCube(request, { name: 'Simulated Cube' }, cards);
}

describe('draft simulation', needs({ Chromium: !noBrowser, 'card data': haveList }), () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    await signUpViaApi(context, newAccount('simulator'));
  });
  afterAll(() => browser?.close());

  it('runs 50 drafts to the end with charts and tables, and cancels a 10,000-draft run', {
    timeout: 300_000,
  }, async () => {
    if (!(await cardsReady(context.request))) {
      console.warn('!! simulation e2e: the server has no card data; skipped');
      return;
    }
    const cubeId = await makeCube(context.request);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/draft/multi?cube=${cubeId}&simulate=1`);
    await expect.poll(() => page.getByLabel('Or a cube id or link').inputValue()).toBe(cubeId);
    await page.getByLabel('Draft style').selectOption('default');
    await page.getByLabel('Number of drafts').fill('50');
    await page.getByLabel('Seed').fill('e2e-seed');
    await page.getByRole('button', { name: 'Run simulation' }).click();

    const bar = page.getByRole('progressbar', { name: 'Simulation progress' });
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('50');
    await page.getByText('Done: 50 drafts.').waitFor();
    // The run is kept in this browser and listed for reopening.
    await page.getByRole('heading', { name: 'Recent runs in this browser' }).waitFor();
    expect(await page.getByText(/50 drafts, 3 packs of 15, seed “e2e-seed”/).count()).toBe(1);
    const table = page.getByRole('table', { name: 'Card pick statistics' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(100);
    // Charts render as SVG once Recharts has loaded and measured its container.
    await page.locator('figure[aria-label="Decks playing each colour"] svg.recharts-surface').waitFor();
    await page
      .locator('figure[aria-label="Draft map of decks by colour"] .recharts-scatter-symbol')
      .first()
      .waitFor();
    // Filters: a name narrows the table to that card.
    const first = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent())!.split(
      ' ',
    )[0]!;
    await page.getByLabel('Card name').fill(first);
    await expect.poll(() => table.getByRole('row').count()).toBeLessThan(20);
    await page.getByLabel('Colour', { exact: true }).selectOption('U');
    await screenshot(page, 'simulation-results');

    await page.getByLabel('Number of drafts').fill('10000');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    // Wait for the new run's own progress (the finished run's full bar shows until it starts).
    await page.getByText(/^[1-9][\d,]* of 10,000 drafts$/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    const cancelled = page.getByText(/Cancelled after [\d,]+ of 10,000 drafts\./);
    await cancelled.waitFor();
    const done = Number(/after ([\d,]+)/.exec((await cancelled.textContent()) ?? '')![1]!.replace(/,/g, ''));
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(10_000);
    // Nothing runs on after a cancel.
    await page.waitForTimeout(1000);
    expect(await cancelled.textContent()).toContain(`after ${done.toLocaleString('en-US')} of`);
    await screenshot(page, 'simulation-cancelled');
    expect(errors).toEqual([]);
  });
});
