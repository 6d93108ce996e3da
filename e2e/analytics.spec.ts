import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseUrl, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// The cube page's extended analytics tab in Chromium: a simulation run and saved by the cube's owner
// shows to a signed-out visitor under "Latest simulation" (the earlier run listed and opened), another user
// gets no "Save to cube"; the real-drafts section's empty state; and two cubes compared side by side.

const LIST_A = 'ArenaChromaticCubeJune2021.txt';
const LIST_B = 'MTGATinkererCube.txt';
const haveBoth = haveLists(LIST_A, LIST_B);
if (!haveBoth) console.warn('!! analytics e2e skipped: a card list is missing');

/** Runs a simulation of the cube in the simulator panel and waits until it is done. */
async function simulate(page: Page, cubeId: string, drafts: number, seed: string) {
  await page.goto(`/draft/multi?cube=${cubeId}&simulate=1`);
  await expect.poll(() => page.getByLabel('Or a cube id or link').inputValue()).toBe(cubeId);
  await page.getByLabel('Draft style').selectOption('default');
  await page.getByLabel('Number of drafts').fill(String(drafts));
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Run simulation' }).click();
  // Done, or a message saying why not (so a failure names its cause rather than timing out).
  const done = page.getByText(`Done: ${drafts} drafts.`);
  const alert = page.getByRole('alert');
  await done.or(alert).first().waitFor({ timeout: 120_000 });
  if (!(await done.isVisible())) throw new Error(`no simulation: ${await alert.first().textContent()}`);
}

describe('analytics tab', needs({ Chromium: !noBrowser, 'card data': haveBoth }), () => {
  let browser: Browser;
  let owner: BrowserContext;
  const ownerAccount = newAccount('analyst');
  let hasCards = true;
  let cubeA = '';
  let cubeB = '';
  let namesInA = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newContext(browser);
    await signUpViaApi(owner, ownerAccount);
    hasCards = await cardsReady(owner.request);
    if (!hasCards) {
      console.warn('!! analytics e2e: the server has no card data; skipped');
      return;
    }
    // Cube A: a real 540-card list, one copy of each card. Cube B: A's first 100 cards and 5 cards
    // of another list that A lacks, so the comparison's counts are known up front.
    const a = [
      ...new Map((await resolveNames(owner.request, readList(LIST_A))).map((c) => [c.name, c])).values(),
    ];
    namesInA = a.length;
    expect(namesInA).toBeGreaterThan(500);
    const inA = new Set(a.map((c) => c.name));
    const others = (await resolveNames(owner.request, readList(LIST_B))).filter((c) => !inA.has(c.name));
    const extra = [...new Map(others.map((c) => [c.name, c])).values()].slice(0, 5);
    expect(extra).toHaveLength(5);
    cubeA = await createCube(owner.request, { name: 'Analytics Cube A', visibility: 'public' }, a);
    cubeB = await createCube(owner.request, { name: 'Analytics Cube B', visibility: 'public' }, [
      ...a.slice(0, 100),
      ...extra,
    ]);
  }, 180_000);
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const pages = browser.contexts().flatMap((c) => c.pages());
    await Promise.all(pages.map((p, i) => screenshot(p, `analytics-failed-${i}`).catch(() => {})));
  });

  it('shows the owner’s saved simulation to a visitor under Latest simulation', {
    timeout: 300_000,
  }, async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const page = await owner.newPage();
    await simulate(page, cubeA, 20, 'first-run');
    await page.getByRole('button', { name: 'Save to cube' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved to “Analytics Cube A”' }).waitFor();
    expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
    await simulate(page, cubeA, 10, 'second-run');
    await page.getByRole('button', { name: 'Save to cube' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved to “Analytics Cube A”' }).waitFor();

    // Someone who is neither the owner nor an editor can simulate the public cube but not save to it.
    const stranger = await newContext(browser);
    await signUpViaApi(stranger, newAccount('stranger'));
    const theirs = await stranger.newPage();
    await simulate(theirs, cubeA, 5, 'not-mine');
    await theirs.getByTestId('simulation-results').waitFor();
    expect(await theirs.getByRole('button', { name: 'Save to cube' }).count()).toBe(0);

    // A signed-out visitor sees the newest saved run, with the simulator's charts and table.
    const guest = await newContext(browser);
    const view = await guest.newPage();
    const errors: string[] = [];
    view.on('pageerror', (e) => errors.push(e.message));
    await view.goto(`/cubes/${cubeA}/analytics`);
    await view.getByRole('heading', { name: 'Latest simulation' }).waitFor();
    const summary = view.getByTestId('latest-simulation-summary');
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain(`Saved by ${ownerAccount.username}`);
    expect(text).toContain('10 drafts of 8 seats');
    expect(text).toContain('seed “second-run”');
    const table = view.getByRole('table', { name: 'Card pick statistics' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(100);
    await view.locator('figure[aria-label="Decks playing each colour"] svg.recharts-surface').waitFor();
    // The earlier run is listed below.
    await view.getByRole('heading', { name: 'Earlier saved runs' }).waitFor();
    await view.getByText(/20 drafts of 8 seats \(.*\), seed “first-run”/).waitFor();
    // Opening it shows that run's own report in the latest one's place, and the way back.
    const firstRow = view.getByRole('listitem').filter({ hasText: 'seed “first-run”' });
    await firstRow.getByRole('button', { name: 'Open' }).click();
    const opened = view.getByTestId('opened-simulation-summary');
    await opened.waitFor();
    const openedText = (await opened.textContent()) ?? '';
    expect(openedText).toContain('20 drafts of 8 seats');
    expect(openedText).toContain('seed “first-run”');
    const openedTable = view
      .getByRole('region', { name: 'Opened saved run' })
      .getByRole('table', { name: 'Card pick statistics' });
    await openedTable.waitFor();
    expect(await openedTable.getByRole('row').count()).toBeGreaterThan(100);
    expect(await firstRow.getByRole('button', { name: 'Showing' }).isDisabled()).toBe(true);
    await view.getByRole('button', { name: 'Back to the latest' }).click();
    await summary.waitFor();
    expect(await summary.textContent()).toContain('seed “second-run”');

    // No drafts of this cube were played: the real-drafts section says so and links to the draft setup.
    await view.getByRole('heading', { name: 'From real drafts' }).waitFor();
    await view.getByText('No completed drafts of this cube yet.').waitFor();
    expect(await view.getByRole('link', { name: 'Draft it' }).getAttribute('href')).toBe(
      `/draft/multi?cube=${cubeA}`,
    );
    await screenshot(view, 'analytics-latest-simulation');
    expect(errors).toEqual([]);
  });

  it('a completed draft of the cube shows under From real drafts', { timeout: 240_000 }, async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    // The owner drafts cube A against one bot: one pack of four cards each, so four picks each.
    const page = await owner.newPage();
    await page.goto('/draft/multi');
    await page.getByLabel('Your cubes').selectOption(cubeA);
    await page.getByLabel('Format').selectOption('booster');
    await page.getByLabel('Seats', { exact: true }).fill('2');
    await page.getByLabel('Packs per player').fill('1');
    await page.getByLabel('Cards per pack').fill('4');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL('**/draft/lobby/**');
    await page.getByRole('button', { name: 'Start the draft' }).click();
    await page.waitForURL('**/draft/session/**');
    const deadline = Date.now() + 120_000;
    while (!page.url().includes('/draft/complete')) {
      if (Date.now() > deadline) throw new Error('the draft did not finish in time');
      const card = page.getByTestId('pack-card').first();
      if ((await card.isVisible().catch(() => false)) && (await card.isEnabled().catch(() => false)))
        await card.click().catch(() => {});
      await new Promise((r) => setTimeout(r, 250));
    }

    await page.goto(`/cubes/${cubeA}/analytics`);
    const summary = page.getByTestId('real-drafts-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('1 completed draft, 2 seats (1 person)');
    // The person's picks, earliest first: the card taken first (pick 1, a first pick), then pick 2...
    // (a last single card may be picked for them, and only people's own picks count).
    const table = page.getByRole('table', { name: 'Real draft pick statistics' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    expect(await rows.count()).toBeLessThanOrEqual(5);
    const cells = async (i: number) => rows.nth(i).getByRole('cell').allTextContents();
    const [first, second] = [await cells(1), await cells(2)];
    expect(first.slice(1)).toEqual(['1', '1.0', '1', expect.stringMatching(/^\d+$/)]);
    expect(second.slice(1)).toEqual(['1', '2.0', '0', expect.stringMatching(/^\d+$/)]);
    await page
      .locator('figure[aria-label="Earliest-picked cards by average pick"] svg.recharts-surface')
      .waitFor();
    await screenshot(page, 'analytics-real-drafts');
  });

  it('compares two cubes: shared and unique card counts, side by side breakdowns', {
    timeout: 120_000,
  }, async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const expectCounts = async (page: Page) => {
      const comparison = page.getByTestId('cube-comparison');
      await comparison.waitFor();
      expect(await comparison.getByTestId('compare-in-common').textContent()).toBe('100');
      expect(await comparison.getByTestId('compare-only-a').textContent()).toBe(String(namesInA - 100));
      expect(await comparison.getByTestId('compare-only-b').textContent()).toBe('5');
      const types = page.getByRole('table', { name: 'Card types side by side', exact: true });
      expect(await types.getByRole('columnheader').allTextContents()).toEqual([
        'Card types',
        'Analytics Cube A',
        'Analytics Cube B',
      ]);
      // Cube A's creature count is its whole list's; B holds fewer.
      const creatures = await types
        .getByRole('row', { name: /^Creature/ })
        .getByRole('cell')
        .allTextContents();
      expect(Number(creatures[0])).toBeGreaterThan(Number(creatures[1]));
    };

    // The owner picks cube B from their own cubes; the choice lands in the URL.
    const page = await owner.newPage();
    await page.goto(`/cubes/${cubeA}/analytics`);
    await page.getByRole('heading', { name: 'Compare with another cube' }).waitFor();
    await page.getByLabel('Cube to compare with').selectOption(cubeB);
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.waitForFunction((id) => new URLSearchParams(location.search).get('compare') === id, cubeB);
    await expectCounts(page);
    await page.getByText('Only in Analytics Cube B: 5').click();
    await page.locator('details[open] li').first().waitFor();
    await screenshot(page, 'analytics-compare');

    // A visitor pastes the other cube's link.
    const guest = await newContext(browser);
    const view = await guest.newPage();
    await view.goto(`/cubes/${cubeA}/analytics`);
    await view.getByLabel('Or a cube id or link').fill(`${baseUrl}/cubes/${cubeB}/analytics`);
    await view.getByRole('button', { name: 'Compare' }).click();
    await expectCounts(view);
  });

  it('lists keywords by colour and the tokens the cube makes; a keyword opens the list filtered to it', {
    timeout: 120_000,
  }, async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    for (const width of [1280, 390]) {
      const context = await newContext(browser, { width, height: 900 });
      const page = await context.newPage();
      await page.goto(`/cubes/${cubeA}/analytics`);
      const keywords = page.getByRole('table', { name: 'Keywords by colour' });
      const first = keywords.locator('tbody tr').first();
      await first.waitFor();
      const keyword = (await first.getByRole('link').textContent())!;
      const total = Number(await first.getByRole('cell').first().textContent());
      expect(total).toBeGreaterThan(0);
      const tokens = page.getByRole('list', { name: 'Tokens and emblems' });
      await tokens.getByText('Treasure token', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Keywords' }).scrollIntoViewIfNeeded();
      await screenshot(page, `analytics-keywords-${width}`);
      // Sorting by name puts the keywords in alphabetical order.
      await keywords.getByRole('button', { name: 'Keyword' }).click();
      const names = await keywords.locator('tbody th').allTextContents();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      await keywords.getByRole('link', { name: keyword, exact: true }).click();
      await page.getByText(`Showing ${total} of ${namesInA} cards`).waitFor();
      await context.close();
    }
  });
});
