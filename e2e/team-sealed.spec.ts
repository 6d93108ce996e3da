import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { noBrowser, screenshot } from './support/browser';
import { haveLists } from './support/real-cubes';
import { openTwoSeatTable, pressButton } from './support/two-seat-table';

// Team sealed through its screen: two people on one team (a laptop by mouse, a phone by keyboard) and
// two bots on the other. The bots take their share at the start; the people claim from their shared
// team pool, one gives a card back, both press Done, and the draft ends with every card in one place.

const LIST = 'MTGATinkererCube.txt';
const haveList = haveLists(LIST);
if (!haveList) console.warn(`!! team sealed e2e skipped: ${LIST} is missing`);

const myPool = async (page: Page) => {
  const text = await page.getByRole('heading', { name: /^My pool \(\d+\)$/ }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')![1]);
};

describe('team sealed table', needs({ Chromium: !noBrowser, 'card data': haveList }), () => {
  let browser: Browser;
  let host: BrowserContext;
  let guest: BrowserContext;
  let cubeId: string;
  let ready = false;
  beforeAll(async () => {
    ({ browser, host, guest, ready, cubeId } = await openTwoSeatTable('team', 'Team night', LIST));
  });
  afterAll(() => browser?.close());

  it('two teammates split their pool through the screen, bots take theirs', {
    timeout: 120_000,
  }, async (ctx) => {
    skipUnless(ctx, ready, 'card data');
    const created = await host.request.post('/api/drafts', {
      data: {
        cubeId,
        format: 'team-sealed',
        seats: 4,
        bots: true,
        modeSettings: { teams: 2, packsPerTeam: 1, cardsPerPack: 8 },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { draft: { id: string } }).draft.id;
    expect((await guest.request.post(`/api/drafts/${id}/join`, { data: {} })).status()).toBe(200);
    expect((await host.request.post(`/api/drafts/${id}/start`)).status()).toBe(200);
    const pages = [await host.newPage(), await guest.newPage()];
    for (const page of pages) await page.goto(`/draft/session/${id}`);
    for (const page of pages)
      await expect
        .poll(async () => (await page.getByTestId('turn-banner').textContent()) ?? '', { timeout: 20_000 })
        .toContain("Choose your share of your team's pool");
    await expect.poll(() => pages[0]!.getByTestId('team-pool').getByRole('button').count()).toBe(8);

    // Taking turns only to keep the test simple: the screen allows claims at any time.
    // Each teammate first waits to see the other's last claim: pressing a card the teammate has just
    // taken is refused by the server (rightly), and a re-render between focus and Enter drops the key.
    const by = ['mouse', 'keyboard'] as const;
    const teamPool = (page: Page) => page.getByTestId('team-pool').getByRole('button').count();
    let claimed = 0;
    for (let i = 0; i < 3; i++)
      for (const who of [0, 1]) {
        const page = pages[who]!;
        await expect.poll(() => teamPool(page), { timeout: 20_000 }).toBe(8 - claimed);
        const before = await myPool(page);
        await pressButton(page, /^Claim /, by[who]!);
        await expect.poll(() => myPool(page), { timeout: 20_000 }).toBe(before + 1);
        claimed++;
      }
    await screenshot(pages[1]!, 'team-sealed-phone');
    expect(await pages[1]!.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await pressButton(pages[0]!, /^Return /, 'mouse');
    await expect.poll(() => myPool(pages[0]!), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => pages[1]!.getByTestId('team-pool').getByRole('button').count()).toBe(3);

    await pages[0]!.getByRole('button', { name: 'Done choosing' }).click();
    await expect
      .poll(async () => (await pages[0]!.getByTestId('turn-banner').textContent()) ?? '', { timeout: 20_000 })
      .toContain('You are done; waiting for');
    await pages[1]!.getByRole('button', { name: 'Done choosing' }).focus();
    await pages[1]!.keyboard.press('Enter');
    for (const page of pages) await page.waitForURL('**/draft/complete/**', { timeout: 30_000 });
    const result = await host.request.get(`/api/drafts/${id}/result`);
    const { seats } = (await result.json()) as { seats: { pool: { id: string }[] }[] };
    expect(seats.map((s) => s.pool.length)).toEqual([2, 3, 4, 4]);
    expect(new Set(seats.flatMap((s) => s.pool.map((c) => c.id))).size).toBe(13);
    for (const page of pages) await page.close();
  });
});
