import type { CardStatsResponse } from '@cubewright/core/protocol';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, resolveNames } from './support/real-cubes';

// A card's page, reached from the search results: the card, its printings, the public cubes holding it
// (in figures and as a list) and the card most often beside it, which links to its own page.

describe('card page', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let context: BrowserContext;
  let hasCards = true;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    hasCards = await cardsReady(context.request);
  });
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await Promise.all(context.pages().map((p, i) => screenshot(p, `card-page-failed-${i}`).catch(() => {})));
  });

  it('opens from search with its figures, its cubes and a companion that links on', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    await signUpViaApi(context, newAccount('cardpage'));
    // Cards no other spec puts in a public cube: the e2e database is shared, and suggestions.spec.ts
    // counts the public cubes that share its vanilla cards.
    const cards = await resolveNames(context.request, ['Wind Drake', "Mons's Goblin Raiders"]);
    expect(cards).toHaveLength(2);
    const [crow, raiders] = cards as [{ id: string; name: string }, { id: string; name: string }];
    const cubeName = `Birds And Goblins ${Date.now()}`;
    for (const n of [1, 2])
      await createCube(context.request, { name: `${cubeName} ${n}`, visibility: 'public' }, cards);
    const statsOf = async () =>
      (await (await context.request.get(`/api/cards/${crow.id}/stats`)).json()) as CardStatsResponse;
    const figures = (s: CardStatsResponse) =>
      `${s.holding} of ${s.listedCubes} (${Math.round((s.holding / s.listedCubes) * 100)}%)`;

    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent('!"Wind Drake"')}`);
    await page.getByRole('link', { name: 'Wind Drake: card page' }).click();
    await page.waitForURL(new RegExp(`/cards/${crow.id}$`));
    await page.getByRole('heading', { level: 1, name: 'Wind Drake' }).waitFor();
    expect(await page.title()).toMatch(/^Card/);

    // The page shows the figures the API gives. Both read the cube counts, which are reloaded shortly
    // after any cube changes (another spec's on this server too), so they are compared at one moment.
    await expect
      .poll(
        async () =>
          page
            .getByText(figures(await statsOf()))
            .first()
            .isVisible(),
        { timeout: 30_000 },
      )
      .toBe(true);
    const cubesList = page.getByRole('list', { name: 'Public cubes with this card' });
    await cubesList.getByRole('link', { name: `${cubeName} 1` }).waitFor();
    const companions = page.getByRole('list', { name: 'Cards often in the same cubes' });
    await companions.getByRole('link', { name: raiders.name }).click();
    await page.waitForURL(new RegExp(`/cards/${encodeURIComponent(raiders.id)}$`));
    await page.getByRole('heading', { level: 1, name: raiders.name }).waitFor();
  });

  it('lists the top cards filtered by the search syntax, each linking to its page', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const page = await context.newPage();
    await page.goto('/cards/top');
    await page.getByRole('heading', { level: 1, name: 'Top cards' }).waitFor();
    await page.getByRole('searchbox', { name: 'Narrow with the search syntax' }).fill('!"Wind Drake"');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/q=/);
    const table = page.getByRole('table', { name: 'Most included cards' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('link', { name: 'Wind Drake' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wind Drake' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Highest rated' }).click();
    await page.waitForURL(/by=rating/);
    await page
      .getByText(/No card here has a draft rating yet|Wind Drake/)
      .first()
      .waitFor();
  });

  it('opens from a name in a cube list, which still previews the card on hover', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    // A private cube: card pages count public cubes only, and other specs count those.
    const cards = await resolveNames(context.request, ['Wind Drake']);
    expect(cards).toHaveLength(1);
    const [drake] = cards as [{ id: string; name: string }];
    const cubeId = await createCube(context.request, { name: `List Links ${Date.now()}` }, cards);

    const page = await context.newPage();
    await page.goto(`/cubes/${cubeId}`);
    const name = page
      .getByRole('region', { name: 'Main board cards' })
      .getByRole('link', { name: 'Wind Drake' });
    await name.hover();
    await page.getByTestId('card-preview').waitFor();
    await name.click();
    await page.waitForURL(new RegExp(`/cards/${encodeURIComponent(drake.id)}$`));
    await page.getByRole('heading', { level: 1, name: 'Wind Drake' }).waitFor();

    // The other views link too: the visual spoiler's images and the plain text's names.
    await page.goBack();
    await page.getByRole('button', { name: 'Visual spoiler' }).click();
    await page.getByRole('link', { name: 'Wind Drake: card page' }).click();
    await page.waitForURL(new RegExp(`/cards/${encodeURIComponent(drake.id)}$`));
    await page.goBack();
    await page.getByRole('button', { name: 'Plain text' }).click();
    await page
      .getByRole('list', { name: 'Card pages', exact: true })
      .getByRole('link', { name: 'Wind Drake' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Wind Drake' }).waitFor();
  });

  it('says so for a card that does not exist', async () => {
    const page = await context.newPage();
    await page.goto('/cards/no-such-card');
    await page
      .getByRole('alert')
      .getByText(/Card not found|could not be loaded/)
      .waitFor();
  });
});
