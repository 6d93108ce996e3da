import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseUrl, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { poolCount } from './support/draft-pages';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// Tap to confirm a pick (issue 28): on a phone (390 px, touch) a tap on a card in the pack selects it
// and picks nothing; a second tap or the confirm button picks it. A desktop mouse picks in one click,
// unless the player ticks "Confirm each pick", which the browser remembers.

const LIST = 'MTGATinkererCube.txt';
const haveList = haveLists(LIST);

const cards = (page: Page) => page.getByTestId('pack-card');

/** A booster draft against a bot, started, on this context's page. */
async function openDraft(context: BrowserContext, cubeId: string): Promise<Page> {
  const created = await context.request.post('/api/drafts', {
    data: { cubeId, format: 'booster', seats: 2, packs: 1, cardsPerPack: 8, bots: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { draft: { id: string } }).draft.id;
  expect((await context.request.post(`/api/drafts/${id}/start`)).status()).toBe(200);
  const page = await context.newPage();
  await page.goto(`/draft/session/${id}`);
  await cards(page).first().waitFor();
  return page;
}

describe('tap to confirm a pick', needs({ Chromium: !noBrowser, 'card data': haveList }), () => {
  let browser: Browser;
  let phone: BrowserContext;
  let desktop: BrowserContext;
  let cubeId = '';
  let ready = false;
  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await browser.newContext({
      baseURL: baseUrl,
      hasTouch: true,
      viewport: { width: 390, height: 844 },
    });
    desktop = await newContext(browser);
    await signUpViaApi(phone, newAccount('tap-phone'));
    await signUpViaApi(desktop, newAccount('tap-desk'));
    ready = await cardsReady(phone.request);
    if (!ready) return;
    const found = await resolveNames(phone.request, readList(LIST).slice(0, 24));
    cubeId = await createCube(phone.request, { name: 'Tap to confirm' }, found);
  });
  afterAll(() => browser?.close());

  it('on a phone a tap selects and a second tap or the confirm button picks', {
    timeout: 90_000,
  }, async (ctx) => {
    skipUnless(ctx, ready, 'card data');
    const page = await openDraft(phone, cubeId);
    await cards(page).first().tap();
    await expect.poll(() => cards(page).first().getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'pick-confirm-phone-selected');
    expect(await poolCount(page)).toBe(0);
    await page.getByTestId('confirm-pick').tap();
    await expect.poll(() => poolCount(page), { timeout: 20_000 }).toBe(1);
    // The next pack: the same card tapped twice picks it.
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(7);
    await cards(page).nth(2).tap();
    expect(await poolCount(page)).toBe(1);
    await cards(page).nth(2).tap();
    await expect.poll(() => poolCount(page), { timeout: 20_000 }).toBe(2);
  });

  it('on a desktop a click picks, and "Confirm each pick" asks for a second click, remembered', {
    timeout: 90_000,
  }, async (ctx) => {
    skipUnless(ctx, ready, 'card data');
    const page = await openDraft(desktop, cubeId);
    await cards(page).first().click();
    await expect.poll(() => poolCount(page), { timeout: 20_000 }).toBe(1);
    await page.getByLabel('Confirm each pick').check();
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(7);
    await cards(page).first().click();
    expect(await cards(page).first().getAttribute('aria-pressed')).toBe('true');
    expect(await poolCount(page)).toBe(1);
    await cards(page).first().click();
    await expect.poll(() => poolCount(page), { timeout: 20_000 }).toBe(2);
    await page.reload();
    await cards(page).first().waitFor();
    expect(await page.getByLabel('Confirm each pick').isChecked()).toBe(true);
  });

  it('at a Rochester table on a phone a tap on the open pack selects, and a second tap takes', {
    timeout: 90_000,
  }, async (ctx) => {
    skipUnless(ctx, ready, 'card data');
    const created = await phone.request.post('/api/drafts', {
      data: {
        cubeId,
        format: 'rochester',
        seats: 2,
        bots: true,
        modeSettings: { packs: 1, cardsPerPack: 5 },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { draft: { id: string } }).draft.id;
    expect((await phone.request.post(`/api/drafts/${id}/start`)).status()).toBe(200);
    const page = await phone.newPage();
    await page.goto(`/draft/session/${id}`);
    const pack = page.getByTestId('rochester-card');
    // This seat opened the pack, so it picks first.
    await expect.poll(() => pack.count(), { timeout: 20_000 }).toBe(5);
    // Before the card details arrive a card is named by its id: wait for its name (on a loaded machine
    // it came between reading the label and the tap). Names are compared in lower case.
    const label = async () => (await pack.first().getAttribute('aria-label')) ?? '';
    await expect.poll(label).not.toMatch(/^Take [0-9a-f]{8}-[0-9a-f]{4}-/);
    const name = (await label()).replace(/^Take /, '').toLowerCase();
    await pack.first().tap();
    await expect.poll(() => pack.first().getAttribute('aria-pressed')).toBe('true');
    expect((await pack.first().getAttribute('aria-label'))?.toLowerCase()).toBe(`confirm: take ${name}`);
    expect(await pack.count()).toBe(5);
    await screenshot(page, 'pick-confirm-rochester-phone');
    await pack.first().tap();
    await expect
      .poll(
        async () => (await pack.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).join('|'),
        {
          timeout: 20_000,
        },
      )
      .not.toContain(name);
  });
});
