import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { noBrowser, screenshot } from './support/browser';
import { haveLists } from './support/real-cubes';
import { openTwoSeatTable, pressButton } from './support/two-seat-table';

// The two modes added through the mode interface alone (ADR 0064), each walked by two people: a host on
// a laptop (1280 px, by mouse) and a guest on a phone (390 px, by keyboard).

const LIST = 'MTGATinkererCube.txt';
const haveList = haveLists(LIST);
if (!haveList) console.warn(`!! Glimpse and Silent Auction e2e skipped: ${LIST} is missing`);
/** Screens to look at by eye, beside the test artifacts. */
const SHOTS = '/tmp/shots-modes';

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const banner = (page: Page) => page.getByTestId('turn-banner');
const bannerSays = (page: Page, text: string | RegExp) =>
  expect
    .poll(async () => (await banner(page).textContent()) ?? '', { timeout: 20_000 })
    .toMatch(typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text);
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('Glimpse and Silent Auction tables', needs({ Chromium: !noBrowser, 'card data': haveList }), () => {
  let browser: Browser;
  let host: BrowserContext;
  let guest: BrowserContext;
  let cubeId: string;
  let ready = false;
  beforeAll(async () => {
    ({ browser, host, guest, ready, cubeId } = await openTwoSeatTable('newmodes', 'New modes night', LIST));
  });
  afterAll(() => browser?.close());

  async function startDraft(
    format: string,
    modeSettings: Record<string, number>,
    timerSeconds: number | null = null,
  ) {
    const created = await host.request.post('/api/drafts', {
      data: { cubeId, format, seats: 2, bots: false, timerSeconds, modeSettings },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { draft: { id: string } }).draft.id;
    expect((await guest.request.post(`/api/drafts/${id}/join`, { data: {} })).status()).toBe(200);
    if (timerSeconds !== null) {
      // The lobby names the clock as the mode runs it: Glimpse's seats pick at once, each on its own
      // pick timer, so it is "per pick", as for booster draft, not a turn-based mode's "per turn".
      const lobby = await host.newPage();
      await lobby.goto(`/draft/lobby/${id}`);
      await lobby.getByText(`${timerSeconds}s per pick`).waitFor();
      await lobby.close();
    }
    expect((await host.request.post(`/api/drafts/${id}/start`)).status()).toBe(200);
    const pages = [await host.newPage(), await guest.newPage()];
    for (const page of pages) await page.goto(`/draft/session/${id}`);
    return { id, pages };
  }

  async function pools(id: string) {
    const result = await host.request.get(`/api/drafts/${id}/result`);
    expect(result.status()).toBe(200);
    return ((await result.json()) as { seats: { pool: { id: string }[] }[] }).seats.map((s) =>
      s.pool.map((c) => c.id),
    );
  }

  it('Glimpse: each person takes one card and burns two, then the rest passes', {
    timeout: 120_000,
  }, async (ctx) => {
    skipUnless(ctx, ready, 'card data');
    // Packs of 6: take 1 and burn 2, pass 3; the neighbour takes 1 and burns the last 2. A pick timer of
    // ten minutes (each seat's own clock) that this walk never runs out of.
    const { id, pages } = await startDraft('glimpse', { packs: 1, cardsPerPack: 6 }, 600);
    const clock = (page: Page) => banner(page).getByRole('timer');
    const by = ['mouse', 'keyboard'] as const;
    for (let pass = 0; pass < 2; pass++)
      for (const who of [0, 1]) {
        const page = pages[who]!;
        await bannerSays(page, 'Take one card and burn two');
        const pack = page.getByRole('group', { name: 'Your pack' }).getByRole('button');
        await expect.poll(() => pack.count(), { timeout: 20_000 }).toBe(pass === 0 ? 6 : 3);
        // The seat holding a pack sees its own clock.
        await expect.poll(() => clock(page).textContent()).toMatch(/^\d+m \d\ds left$/);
        await pressButton(page, /^Take /, by[who]!);
        await pressButton(page, /^Burn /, by[who]!);
        await pressButton(page, /^Burn /, by[who]!);
        await expect.poll(() => page.getByText(/^Take .+, burn .+ and .+\.$/).count()).toBe(1);
        // One card to take and two to burn are marked.
        const marked = page.getByRole('group', { name: 'Your pack' }).getByRole('button', { pressed: true });
        await expect.poll(() => marked.count()).toBe(3);
        if (pass === 0) await shot(page, `glimpse-${who === 0 ? '1280' : '390'}`);
        expect(await noOverflow(page)).toBe(0);
        await pressButton(page, 'Take and burn', by[who]!);
        if (pass === 0) await bannerSays(page, /Take one card and burn two|Waiting for a pack/);
        // The host's first pick leaves them waiting for a pack, with no clock of their own.
        if (pass === 0 && who === 0) {
          await bannerSays(page, 'Waiting for a pack');
          expect(await clock(page).count()).toBe(0);
        }
      }
    for (const page of pages) await page.waitForURL('**/draft/complete/**', { timeout: 30_000 });
    const [a, b] = await pools(id);
    expect([a!.length, b!.length]).toEqual([2, 2]);
    expect(new Set([...a!, ...b!]).size).toBe(4);
    for (const page of pages) await page.close();
  });

  it('a seat whose live subscribe is lost follows the table by HTTP, and asks again', {
    timeout: 120_000,
  }, async (ctx) => {
    skipUnless(ctx, ready, 'card data');
    const { id, pages } = await startDraft('glimpse', { packs: 1, cardsPerPack: 6 });
    const [first, guestPage] = pages as [Page, Page];
    await first.close();
    // The host's tab reaches the server, but every draft:subscribe it sends is lost on the way: the
    // socket is up and the room never hears of this tab.
    const hostPage = await host.newPage();
    let lost = 0;
    await hostPage.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"draft:subscribe"')) lost++;
        else server.send(message);
      });
    });
    await hostPage.goto(`/draft/session/${id}`);
    const takeAndBurn = async (page: Page) => {
      await bannerSays(page, 'Take one card and burn two');
      await pressButton(page, /^Take /, 'mouse');
      await pressButton(page, /^Burn /, 'mouse');
      await pressButton(page, /^Burn /, 'mouse');
      await pressButton(page, 'Take and burn', 'mouse');
    };
    await takeAndBurn(hostPage);
    await bannerSays(hostPage, 'Waiting for a pack');
    // The guest's move passes a pack to the host, whose tab hears of it only by asking over HTTP.
    await takeAndBurn(guestPage);
    await bannerSays(hostPage, 'Take one card and burn two');
    // And the tab asked to join the room again when its first subscribe went unanswered.
    await expect.poll(() => lost, { timeout: 30_000 }).toBeGreaterThan(1);
    for (const page of [hostPage, guestPage]) await page.close();
  });

  it('Silent Auction: two people bid in secret; the highest bid wins, ties by seat order', {
    timeout: 120_000,
  }, async (ctx) => {
    skipUnless(ctx, ready, 'card data');
    const { id, pages } = await startDraft('silent-auction', { cardsPerSeat: 2, budget: 10 });
    const [hostPage, guestPage] = pages as [Page, Page];
    const bid = async (page: Page, amount: number, by: 'mouse' | 'keyboard') => {
      await page.getByTestId('auction-bid').fill(String(amount));
      if (by === 'mouse') await page.getByRole('button', { name: 'Bid in secret' }).click();
      else await page.getByTestId('auction-bid').press('Enter');
    };
    // Lot 1: 7 beats 3. Lot 2: 0 and 0, the tie goes to seat 2 (lot 2 starts there). Lot 3: the host's
    // last 3 against 4. Lot 4: 0 and 0, seat 2 again (lot 4 starts at seat 2 of 2).
    const lots: [number, number][] = [
      [7, 3],
      [0, 0],
      [3, 4],
      [0, 0],
    ];
    for (const [lot, [mine, theirs]] of lots.entries()) {
      for (const page of pages) await bannerSays(page, `Your bid on lot ${lot + 1}`);
      await bid(hostPage, mine, 'mouse');
      await bannerSays(hostPage, `You bid ${mine}; waiting for`);
      // The guest sees that the host has bid, never how much.
      await expect
        .poll(() => guestPage.getByRole('region', { name: 'Bidders' }).textContent(), { timeout: 20_000 })
        .toContain('has bid');
      if (lot === 0) {
        expect(await guestPage.getByTestId('auction-results').count()).toBe(0);
        const guestView = await guest.request.get(`/api/drafts/${id}/table`);
        const table = ((await guestView.json()) as { view: { table: Record<string, unknown> } }).view.table;
        expect(table.myBid).toBeNull();
        expect(JSON.stringify(table)).not.toContain('"bids"');
        await shot(guestPage, 'silent-auction-390');
        await shot(hostPage, 'silent-auction-1280');
        expect(await noOverflow(guestPage)).toBe(0);
      }
      await bid(guestPage, theirs, 'keyboard');
      if (lot < lots.length - 1)
        await expect
          .poll(() => hostPage.getByTestId('auction-results').locator('tbody tr').count(), {
            timeout: 20_000,
          })
          .toBe(lot + 1);
      if (lot === 0) {
        const row = hostPage.getByTestId('auction-results').locator('tbody tr').first();
        await expect.poll(() => row.textContent()).toMatch(/you for 7/);
        await shot(hostPage, 'silent-auction-sold-1280');
      }
    }
    for (const page of pages) await page.waitForURL('**/draft/complete/**', { timeout: 30_000 });
    const [a, b] = await pools(id);
    expect([a!.length, b!.length]).toEqual([1, 3]);
    const log = await host.request.get(`/api/drafts/${id}/log`);
    const moves = ((await log.json()) as { moves: { seat: number; said?: string }[] }).moves;
    expect(moves.map((m) => m.said)).toEqual([
      'bid 7',
      'bid 3',
      'bid 0',
      'bid 0',
      'bid 3',
      'bid 4',
      'bid 0',
      'bid 0',
    ]);
    for (const page of pages) await page.close();
  });
});
