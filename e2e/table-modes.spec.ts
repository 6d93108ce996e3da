import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { noBrowser, screenshot } from './support/browser';
import { poolCount } from './support/draft-pages';
import { haveLists } from './support/real-cubes';
import { openTwoSeatTable, pressButton } from './support/two-seat-table';

// Winchester, Solomon, Housman and Minesweeper played to the end by two people through their table
// screens, one on a laptop by mouse and one on a phone by keyboard: each move is made the way the
// screen offers it (take a pile, split and choose, swap with the row, take a face-up cell), the banner
// says whose turn it is, and neither width scrolls sideways. Small settings keep each draft short.

const LIST = 'MTGATinkererCube.txt';
const haveList = haveLists(LIST);
if (!haveList) console.warn(`!! table modes e2e skipped: ${LIST} is missing`);

// What the page shows now, read without waiting: a locator's textContent() waits up to 30 s for an
// element, and the banner goes away as the last move sends the page to the complete screen, so a poll
// that caught the page between the two used to stall for 30-60 s.
const bannerText = async (page: Page) =>
  ((await page.getByTestId('turn-banner').allTextContents())[0] ?? '').trim();
const picksShown = async (page: Page) =>
  (await page.getByRole('heading', { name: /^Your picks \(\d+\)$/ }).allTextContents())[0] ?? '';
const done = (page: Page) => page.url().includes('/draft/complete');

/** One move of the mode on the page whose turn it is, through the screen's buttons. */
type Mover = (page: Page, by: 'mouse' | 'keyboard') => Promise<void>;

const MODES: { format: string; settings: Record<string, number>; picks: number; move: Mover }[] = [
  {
    format: 'winchester',
    settings: { cardsPerSeat: 5 },
    picks: 10,
    move: (page, by) => pressButton(page, /^Take pile \d/, by),
  },
  {
    format: 'solomon',
    settings: { packs: 2 },
    picks: 16,
    move: async (page, by) => {
      if ((await page.getByRole('button', { name: /^Split: / }).count()) > 0) {
        // Three cards into pile 1, the rest in pile 2.
        for (let i = 0; i < 3; i++) await pressButton(page, /^In pile 2:/, by);
        await page.getByRole('button', { name: 'Split: 3 and 5' }).waitFor();
        await pressButton(page, 'Split: 3 and 5', by);
      } else await pressButton(page, /^Take pile [12]$/, by, 1);
    },
  },
  {
    format: 'housman',
    settings: { rounds: 1, swapsPerSeat: 2 },
    picks: 10,
    move: async (page, by) => {
      await pressButton(page, /^Give from your hand:/, by);
      await pressButton(page, /^Take from the row:/, by);
      await pressButton(page, 'Swap', by);
    },
  },
  {
    format: 'minesweeper',
    settings: { grids: 1, width: 3, height: 3, picksPerSeat: 2 },
    picks: 4,
    move: (page, by) => pressButton(page, /^Take \(row \d, column \d\)/, by),
  },
];

describe(
  'Winchester, Solomon, Housman and Minesweeper tables',
  needs({ Chromium: !noBrowser, 'card data': haveList }),
  () => {
    let browser: Browser;
    let host: BrowserContext;
    let guest: BrowserContext;
    let cubeId: string;
    let ready = false;
    beforeAll(async () => {
      ({ browser, host, guest, ready, cubeId } = await openTwoSeatTable('tables', 'Two-player night', LIST));
    });
    afterAll(() => browser?.close());

    for (const mode of MODES)
      it(`plays ${mode.format} to the end through its screen`, { timeout: 120_000 }, async (ctx) => {
        skipUnless(ctx, ready, 'card data');
        const created = await host.request.post('/api/drafts', {
          data: { cubeId, format: mode.format, seats: 2, bots: false, modeSettings: mode.settings },
        });
        expect(created.status(), await created.text()).toBe(201);
        const id = ((await created.json()) as { draft: { id: string } }).draft.id;
        expect((await guest.request.post(`/api/drafts/${id}/join`, { data: {} })).status()).toBe(200);
        expect((await host.request.post(`/api/drafts/${id}/start`)).status()).toBe(200);
        const pages = [await host.newPage(), await guest.newPage()];
        for (const page of pages) await page.goto(`/draft/session/${id}`);
        const by = ['mouse', 'keyboard'] as const;
        let shot = false;
        for (let moves = 0; moves < 60 && !pages.every(done); moves++) {
          // Whose turn it is shows on both screens: one says "Your turn", the other who it waits for.
          let mover = -1;
          await expect
            .poll(
              async () => {
                const texts = await Promise.all(pages.map(bannerText));
                mover = texts.findIndex((t) => t.startsWith('Your turn'));
                return pages.every(done) || (mover >= 0 && texts[1 - mover]!.startsWith('Waiting for'));
              },
              { timeout: 20_000 },
            )
            .toBe(true);
          if (pages.every(done)) break;
          const page = pages[mover]!;
          if (!shot && mover === 1) {
            shot = true;
            await screenshot(page, `${mode.format}-phone`);
            expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
              0,
            );
          }
          await poolCount(page);
          const before = `${await bannerText(page)}|${await picksShown(page)}`;
          await mode.move(page, by[mover]!);
          await expect
            .poll(
              async () => done(page) || `${await bannerText(page)}|${await picksShown(page)}` !== before,
              {
                timeout: 20_000,
              },
            )
            .toBe(true);
        }
        for (const page of pages) await page.waitForURL('**/draft/complete/**', { timeout: 30_000 });
        const result = await host.request.get(`/api/drafts/${id}/result`);
        const { seats } = (await result.json()) as { seats: { pool: unknown[] }[] };
        expect(seats.reduce((n, s) => n + s.pool.length, 0)).toBe(mode.picks);
        for (const page of pages) await page.close();
      });
  },
);
