import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady } from './support/real-cubes';

// The public search screen: a card query with results and a count, paging, an inline parse error,
// and the syntax help page whose examples run their searches.

describe('search', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let context: BrowserContext;
  let hasCards = true;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    hasCards = await cardsReady(context.request);
    if (!hasCards) console.warn('!! search e2e: the server has no card data; card searches skipped');
  });
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await Promise.all(context.pages().map((p, i) => screenshot(p, `search-failed-${i}`).catch(() => {})));
  });

  it('searches cards as a guest, pages forward, and shows a typo inline', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const page = await context.newPage();
    await page.goto('/search');
    await page.getByRole('heading', { name: 'Search', exact: true }).waitFor();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('t:creature mv<=2 c:g');
    await page.getByText(/Cards whose type line contains "creature"/).waitFor();
    await box.press('Enter');
    await page.waitForURL(/q=t%3Acreature/);

    // The page shows the same count as the API (the previous results stay until the new ones arrive).
    const api = await context.request.get(
      `/api/cards/search?q=${encodeURIComponent('t:creature mv<=2 c:g')}`,
    );
    const total = ((await api.json()) as { total: number }).total;
    expect(total).toBeGreaterThan(60);
    const count = page.getByTestId('card-count');
    await expect
      .poll(() => count.textContent())
      .toMatch(new RegExp(`^Showing 1–60 of ${total.toLocaleString('en-US')} cards`));
    const cards = page.getByRole('list', { name: 'Cards' }).getByRole('listitem');
    expect(await cards.count()).toBe(60);
    // A card is an image (alt) or, offline, a text card (aria-label): either names it.
    const nameOfFirst = () =>
      cards
        .first()
        .locator('img, article')
        .first()
        .evaluate((el) => el.getAttribute('alt') ?? el.getAttribute('aria-label'));
    const firstName = await nameOfFirst();

    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => count.textContent()).toMatch(/^Showing 61–/);
    await page.getByText(`Page 2 of ${Math.ceil(total / 60)}`).waitFor();
    expect(await nameOfFirst()).not.toBe(firstName);

    // Order by mana value, highest first: the first card costs 2.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('mv');
    await page.getByRole('button', { name: /Ascending: switch to descending/ }).click();
    await page.waitForURL(/dir=desc/);
    expect(page.url()).not.toContain('page=2');

    // A typo shows the message and a caret under its position, and no request is made.
    await box.fill('t:creature mv<=x');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('at column 16');
    expect(await alert.locator('pre').textContent()).toContain(`${' '.repeat('t:creature mv<='.length)}^`);
    expect(await page.getByRole('button', { name: 'Search', exact: true }).isDisabled()).toBe(true);
    await page.close();
  });

  it('orders and lists printings as the query says, and explains a fact the data lacks', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent('!"Lightning Bolt" unique:prints order:released')}`);
    const api = await context.request.get(
      `/api/cards/search?q=${encodeURIComponent('!"Lightning Bolt" unique:prints order:released')}`,
    );
    const body = (await api.json()) as { total: number };
    expect(body.total).toBeGreaterThan(3);
    const cards = page.getByRole('list', { name: 'Cards' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(body.total);
    // The menu still says Name; the page says the query ordered the results.
    expect(await page.getByTestId('query-order').textContent()).toContain(
      'Ordered by Release date (ascending)',
    );

    // A directive where it cannot stand is caught as the user types, with its position.
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('t:elf -order:cmc');
    expect(await page.getByRole('alert').textContent()).toContain('cannot be negated or used inside OR');

    // The offline data has no artists: the server says so instead of finding nothing.
    await box.fill('t:elf a:rush');
    await box.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('This search cannot run: This card data has no artists');
    await page.close();
  });

  it('opens the syntax help and runs an example', async (ctx) => {
    const page = await context.newPage();
    await page.goto('/search');
    await page.getByRole('link', { name: 'Syntax help' }).click();
    await page.waitForURL(/\/search\/help$/);
    await page.getByRole('heading', { name: 'Search syntax' }).waitFor();
    // Every field of the reference is there.
    for (const field of ['name', 'color', 'identity', 'type', 'oracle', 'mv', 'rarity', 'is', 'tag']) {
      await page.getByRole('heading', { name: field, exact: true }).waitFor();
    }
    skipUnless(ctx, hasCards, 'card data');
    await page.getByRole('link', { name: 'Search for r>=rare' }).click();
    await page.waitForURL(/\/search\?q=r%3E%3Drare/);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('r>=rare');
    await expect.poll(() => page.getByTestId('card-count').textContent()).toMatch(/of [\d,]+ cards/);
    await page.close();
  });

  it('serves the API docs', async () => {
    const res = await context.request.get('/api/openapi.json');
    expect(res.ok()).toBe(true);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/cards/search');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/api/docs/');
    // Swagger UI renders the operations of a section from our JSON with the app's CSP in force.
    await page
      .locator('.opblock-tag', { hasText: /^cards/ })
      .first()
      .click({ timeout: 30_000 });
    await page.getByText('/api/cards/search').first().waitFor({ timeout: 30_000 });
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await page.close();
  });
});
