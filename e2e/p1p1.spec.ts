import type { P1P1Response } from '@cubewright/core/protocol';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, readList, resolveNames } from './support/real-cubes';

// Pack 1, Pick 1 against the built app: two people open the same pack by its link, each votes, sees the
// other's vote only after their own, and one changes their pick; a guest sees no counts and is asked to
// sign in.

const votesOf = (page: Page, name: string) =>
  page
    .getByTestId('p1p1-card')
    .and(page.locator(`[data-name="${name.replace(/"/g, '\\"')}"]`))
    .first();

describe('P1P1 votes', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      for (const [i, c] of contexts.entries())
        await Promise.all(c.pages().map((p, j) => screenshot(p, `p1p1-failed-${i}-${j}`).catch(() => {})));
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  it('shows two people the same pack by link, with each other’s votes', async (ctx) => {
    const a = await newContext(browser);
    const b = await newContext(browser);
    const guest = await newContext(browser);
    contexts = [a, b, guest];
    skipUnless(ctx, await cardsReady(a.request), 'card data');
    await signUpViaApi(a, newAccount('p1p1a'));
    await signUpViaApi(b, newAccount('p1p1b'));
    // Unlisted: reachable by link, and kept out of the public cubes other specs count.
    const cards = await resolveNames(a.request, readList('MTGATinkererCube.txt'));
    const cubeId = await createCube(
      a.request,
      { name: `P1P1 Cube ${Date.now()}`, visibility: 'unlisted' },
      cards,
    );

    const pageA = await a.newPage();
    await pageA.goto(`/cubes/${cubeId}`);
    await pageA.getByRole('link', { name: 'P1P1', exact: true }).click();
    // The seed is written into the URL in place (a history replace, no load event to wait for).
    await pageA.waitForFunction(
      () => /\/p1p1$/.test(location.pathname) && /^\?seed=\d+$/.test(location.search),
    );
    await pageA.getByRole('heading', { level: 1, name: 'Pack 1, Pick 1' }).waitFor();
    const link = pageA.url();
    const seed = Number(new URL(link).searchParams.get('seed'));
    const shown = pageA.getByTestId('p1p1-card');
    await expect.poll(() => shown.count()).toBe(15);
    const names = await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-name') ?? ''));

    const pageB = await b.newPage();
    await pageB.goto(link);
    await expect
      .poll(() =>
        pageB.getByTestId('p1p1-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-name'))),
      )
      .toEqual(names);

    const [first, second] = [names[0]!, names[1]!];
    await pageA.getByRole('button', { name: `Pick ${first}`, exact: true }).click();
    await expect.poll(() => votesOf(pageA, first).getAttribute('data-votes')).toBe('1');
    await votesOf(pageA, first).getByText('Your pick').waitFor();

    await pageB.reload();
    // Before B votes, A's vote is counted in the total but not shown per card (it would sway B).
    await pageB.getByText('Pick one to see how the others voted.').waitFor();
    expect(await votesOf(pageB, first).getAttribute('data-votes')).toBeNull();
    expect(await pageB.getByText(/\d+ votes? \(\d+%\)/).count()).toBe(0);
    await screenshot(pageB, 'p1p1-before-voting');
    await pageB.getByRole('button', { name: `Pick ${first}`, exact: true }).click();
    await expect.poll(() => votesOf(pageB, first).getAttribute('data-votes')).toBe('2');
    // B changes their mind: one vote each, so the first card goes back to 1.
    await pageB.getByRole('button', { name: `Pick ${second}`, exact: true }).click();
    await expect.poll(() => votesOf(pageB, second).getAttribute('data-votes')).toBe('1');
    await expect.poll(() => votesOf(pageB, first).getAttribute('data-votes')).toBe('1');
    await screenshot(pageB, 'p1p1-votes');

    await pageA.reload();
    await expect.poll(() => votesOf(pageA, second).getAttribute('data-votes')).toBe('1');
    await votesOf(pageA, first).getByText('Your pick').waitFor();

    const api = (await (await guest.request.get(`/api/cubes/${cubeId}/p1p1/${seed}`)).json()) as P1P1Response;
    expect(api).toMatchObject({ totalVotes: 2, votes: null });
    const pageGuest = await guest.newPage();
    await pageGuest.goto(link);
    await pageGuest.getByText(/to vote for your pick/).waitFor();
    expect(await votesOf(pageGuest, second).getAttribute('data-votes')).toBeNull();
    // The pack's discussion (the comments module's p1p1 target) is on the page too.
    await pageGuest.locator('#comments').getByRole('heading', { name: 'Discussion' }).waitFor();
    expect(await pageGuest.getByRole('button', { name: /^Pick / }).count()).toBe(0);
  });

  it('shows the daily pack on the featured page, the same for two visitors', async () => {
    const a = await newContext(browser);
    const b = await newContext(browser);
    contexts = [a, b];
    const daily = async (c: BrowserContext) => {
      const page = await c.newPage();
      await page.goto('/community/featured');
      await page.getByRole('heading', { name: "Today's Pack 1, Pick 1" }).waitFor();
      // Whether a featured cube can deal today depends on what other specs featured: either is fine.
      await page
        .getByText(/Vote on today's pick|No featured cube can deal a pack today/)
        .first()
        .waitFor();
      return page.getByTestId('p1p1-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));
    };
    expect(await daily(b)).toEqual(await daily(a));
  });
});
