import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// The sample pack page: a seeded pack of a real cube with the bots' pick ranks, reproducible from
// its URL, and a new pack on demand.

const LIST = 'MTGATinkererCube.txt';
const haveList = haveLists(LIST);
if (!haveList) console.warn(`!! sample-pack e2e skipped: the card list ${LIST} is missing`);

/** The pack's card names in order, once all 15 ranked cards are shown. */
async function packNames(page: Page): Promise<string[]> {
  const cards = page.getByRole('list', { name: 'Sample pack' }).getByTestId('sample-card');
  await cards.nth(14).waitFor();
  expect(await cards.count()).toBe(15);
  const ranks = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rank'))));
  expect([...ranks].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  await page.getByTestId('pick-rank').getByText('1st pick', { exact: true }).waitFor();
  return cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-name') ?? ''));
}

describe('sample pack', needs({ Chromium: !noBrowser, 'card data': haveList }), () => {
  let browser: Browser;
  let owner: BrowserContext;
  let cubeId = '';
  let hasCards = true;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newContext(browser);
    await signUpViaApi(owner, newAccount('sampler'));
    hasCards = await cardsReady(owner.request);
    if (!hasCards) {
      console.warn('!! sample-pack e2e: the server has no card data; skipped');
      return;
    }
    const cards = await resolveNames(owner.request, readList(LIST));
    expect(cards.length).toBeGreaterThan(400);
    cubeId = await createCube(owner.request, { name: 'Sample pack cube', visibility: 'public' }, cards);
  }, 180_000);
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const pages = browser.contexts().flatMap((c) => c.pages());
    await Promise.all(pages.map((p, i) => screenshot(p, `sample-pack-failed-${i}`).catch(() => {})));
  });

  it('shows a seeded pack with pick ranks, the same after a reload, and a new one on demand', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const page = await owner.newPage();
    // The cube page's header links here.
    await page.goto(`/cubes/${cubeId}`);
    await page.getByRole('link', { name: 'Sample pack', exact: true }).click();
    // Without a seed the page picks one and writes it into the URL.
    // The seed is written into the URL in place (a history replace, no load event to wait for).
    await page.waitForFunction(
      () => /\/sample$/.test(location.pathname) && /^\?seed=\d+$/.test(location.search),
    );

    await page.goto(`/cubes/${cubeId}/sample?seed=42`);
    // The heading and the document title name the cube.
    await page.getByRole('heading', { level: 1, name: 'Sample pack: Sample pack cube' }).waitFor();
    await page.waitForFunction(() => document.title === 'Sample Pack: Sample pack cube · Cubewright');
    expect(await page.getByTestId('sample-seed').textContent()).toBe('42');
    const first = await packNames(page);
    expect(new Set(first).size).toBe(15);
    await screenshot(page, 'sample-pack');

    await page.reload();
    expect(await packNames(page)).toEqual(first);

    await page.getByRole('button', { name: 'New pack' }).click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('seed') !== '42');
    const seed = new URL(page.url()).searchParams.get('seed');
    expect(seed).toMatch(/^\d+$/);
    await page.getByTestId('sample-seed').getByText(seed!, { exact: true }).waitFor();
    const next = await packNames(page);
    expect(next).not.toEqual(first);

    // Back to seed 42 in the history: the first pack again.
    await page.goBack();
    expect(await packNames(page)).toEqual(first);
  });

  it('opens for a visitor who is not signed in, with the same pack for the same seed', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const owned = await owner.newPage();
    await owned.goto(`/cubes/${cubeId}/sample?seed=7`);
    const expected = await packNames(owned);
    const guest = await newContext(browser);
    const page = await guest.newPage();
    await page.goto(`/cubes/${cubeId}/sample?seed=7`);
    expect(await packNames(page)).toEqual(expected);
    await guest.close();
  });
});
