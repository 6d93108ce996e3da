import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { deckSize, focused, poolCount, tabTo, zoneCards } from './support/draft-pages';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// Two people play a Winston draft and a Grid draft to the end through the screens: the setup page
// refuses a table the mode cannot seat, the lobby shows the mode, the table screen shows whose turn it
// is and the mode's public table (piles and the stack, the 3x3 grid) at phone and laptop widths; then
// each builds a 40-card deck in the deck builder with the keyboard only.

const LIST = 'MTGATinkererCube.txt';
const haveList = haveLists(LIST);
if (!haveList) console.warn(`!! draft modes e2e skipped: ${LIST} is missing`);

const banner = (page: Page) => page.getByTestId('turn-banner');
const myTurn = async (page: Page) =>
  page.url().includes('/draft/session') &&
  (
    (await banner(page)
      .textContent()
      .catch(() => '')) ?? ''
  )
    .trim()
    .startsWith('Your turn');

/** What changes with every move a seat makes: the banner and its pool size. */
const moveMark = async (page: Page) =>
  `${await banner(page)
    .textContent()
    .catch(() => '')}|${await poolCount(page).catch(() => -1)}`;

/** Clicks `button` and waits until the move landed (the table changed, or the draft ended). */
async function play(page: Page, click: () => Promise<void>) {
  const before = await moveMark(page);
  await click();
  await expect
    .poll(async () => page.url().includes('/draft/complete') || (await moveMark(page)) !== before, {
      timeout: 20_000,
    })
    .toBe(true);
}

/** No sideways scrolling on a phone and on a laptop: the table screen fits both widths. */
async function fitsWidths(page: Page) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    const { extra, culprits } = await page.evaluate(() => {
      const width = window.innerWidth;
      // The outermost elements that stick out, to name in the failure.
      const out = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .filter((el) => (el.parentElement?.getBoundingClientRect().right ?? 0) <= width + 0.5)
        .slice(0, 5)
        .map(
          (el) => `${el.tagName} ${el.className.toString().slice(0, 60)} "${el.textContent?.slice(0, 40)}"`,
        );
      return { extra: document.documentElement.scrollWidth - width, culprits: out };
    });
    expect(
      extra,
      `the table scrolls sideways at ${size.width} px: ${culprits.join('; ')}`,
    ).toBeLessThanOrEqual(0);
  }
}

/** Both seats play until both pages reach the deck builder; `turn` makes one move for a seat. */
async function playOut(pages: Page[], turn: (page: Page, moves: number) => Promise<void>) {
  let moves = 0;
  const deadline = Date.now() + 240_000;
  while (!pages.every((p) => p.url().includes('/draft/complete'))) {
    if (Date.now() > deadline) throw new Error('the draft did not finish in time');
    let moved = false;
    for (const page of pages) {
      if (!(await myTurn(page))) continue;
      await turn(page, moves++);
      moved = true;
    }
    if (!moved) await new Promise((r) => setTimeout(r, 200));
  }
  return moves;
}

/** The deck builder by keyboard only: suggest a 40-card deck, move a card out and back, save. */
async function buildByKeyboard(page: Page, poolSize: number) {
  await page.getByRole('heading', { name: 'Build your deck' }).waitFor({ timeout: 30_000 });
  await expect.poll(() => zoneCards(page, 'main').count(), { timeout: 30_000 }).toBe(poolSize);
  await page.getByText('Loading card details…').waitFor({ state: 'hidden', timeout: 30_000 });
  await page.locator('body').focus();
  await tabTo(page, (f) => f.text === 'Suggest a deck (40 cards)');
  await page.keyboard.press('Enter');
  await expect.poll(() => deckSize(page)).toBe('Deck: 40 cards');
  await tabTo(page, (f) => f.label.endsWith(': move to sideboard'));
  await page.keyboard.press('Enter');
  await expect.poll(() => deckSize(page)).toBe('Deck: 39 cards');
  await tabTo(page, (f) => f.label.endsWith(': move to deck'));
  await page.keyboard.press('Space');
  await expect.poll(() => deckSize(page)).toBe('Deck: 40 cards');
  await tabTo(page, (f) => f.text === 'Save deck');
  await page.keyboard.press('Enter');
  await page.getByText('Deck saved.').waitFor();
}

describe(
  'turn-based draft modes: two players through the screens',
  needs({ Chromium: !noBrowser, 'card data': haveList }),
  () => {
    let browser: Browser;
    let host: BrowserContext;
    let guest: BrowserContext;
    let cubeId = '';
    let ready = false;
    beforeAll(async () => {
      browser = await launchBrowser();
      host = await newContext(browser);
      guest = await newContext(browser);
      await signUpViaApi(host, newAccount('modehost'));
      await signUpViaApi(guest, newAccount('modeguest'));
      ready = await cardsReady(host.request);
      if (!ready) console.warn('!! draft modes e2e: the server has no card data; skipped');
      else
        cubeId = await createCube(
          host.request,
          { name: 'Twobert Night' },
          await resolveNames(host.request, readList(LIST).slice(0, 120)),
        );
    }, 120_000);
    afterAll(() => browser?.close());

    /** The host sets up `format` for two players through the setup page; both reach the table. */
    async function startTwoSeats(format: string, settings: Record<string, string>): Promise<Page[]> {
      const a = await host.newPage();
      await a.goto('/draft/multi');
      await a.getByLabel('Your cubes').selectOption(cubeId);
      await a.getByLabel('Format').selectOption(format);
      await a.getByTestId('mode-description').waitFor();
      // Eight seats cannot play a two- or three-player mode: the form says so before the draft exists.
      await a.getByLabel('Seats', { exact: true }).fill('8');
      await expect
        .poll(() => a.getByTestId('settings-problem').textContent())
        .toMatch(/draft is for 2 to 3 players, got 8\.$/);
      expect(await a.getByRole('button', { name: 'Create draft' }).isDisabled()).toBe(true);
      await a.getByLabel('Seats', { exact: true }).fill('2');
      await a.getByTestId('settings-problem').waitFor({ state: 'detached' });
      for (const [label, value] of Object.entries(settings)) await a.getByLabel(label).fill(value);
      await a.getByRole('button', { name: 'Create draft' }).click();
      await a.waitForURL('**/draft/lobby/**');
      await a.getByTestId('mode-summary').waitFor();
      const b = await guest.newPage();
      await b.goto(a.url());
      await b.getByRole('button', { name: 'Join the draft' }).click();
      await b.getByText('Waiting for the host to start…').waitFor();
      await a.getByRole('button', { name: 'Start the draft' }).click();
      await a.waitForURL('**/draft/session/**');
      await b.waitForURL('**/draft/session/**', { timeout: 15_000 });
      await banner(a).waitFor();
      await banner(b).waitFor();
      return [a, b];
    }

    it('plays a Winston draft to the end and builds decks by keyboard', { timeout: 400_000 }, async (ctx) => {
      skipUnless(ctx, ready, 'card data');
      const pages = await startTwoSeats('winston', { 'Cards per player': '8', Piles: '3' });
      const [a, b] = pages as [Page, Page];
      // The table everyone sees: three piles of one card and the stack; the first seat looks at pile 1.
      await expect.poll(() => a.getByTestId('winston-pile').count()).toBe(3);
      expect(await a.getByTestId('winston-stack').textContent()).toMatch(/13 cards/);
      const mover = (await myTurn(a)) ? a : b;
      const other = mover === a ? b : a;
      await expect.poll(() => banner(other).textContent()).toMatch(/^Waiting for .+looking at pile 1/);
      await mover.getByTestId('winston-card').first().waitFor();
      await fitsWidths(mover);
      await screenshot(mover, 'winston-table');

      // Every third decision takes the pile; the others pass (where passing is allowed), so both the
      // piles' growth and the blind card from the stack come up. Keys T and P work as the buttons do.
      const moves = await playOut(pages, async (page, n) => {
        const pass = page.getByTestId('winston-pass');
        const take = page.getByRole('button', { name: /^Take pile/ });
        await take.waitFor();
        const mayPass = await pass.isEnabled();
        await play(page, async () => {
          if (n % 3 !== 2 && mayPass) {
            if (n % 2 === 0) await pass.click();
            else {
              await pass.focus();
              await page.keyboard.press('p');
            }
          } else await take.click();
        });
      });
      expect(moves).toBeGreaterThan(8);

      const result = await a.request.get(`/api/drafts/${a.url().split('/').pop()}/result`);
      const seats = (await result.json()).seats as { pool: unknown[] }[];
      expect(seats[0]!.pool.length + seats[1]!.pool.length).toBe(16);
      await buildByKeyboard(a, seats[0]!.pool.length);
      await buildByKeyboard(b, seats[1]!.pool.length);
      await a.close();
      await b.close();
    });

    it('plays a Grid draft to the end and builds decks by keyboard', { timeout: 400_000 }, async (ctx) => {
      skipUnless(ctx, ready, 'card data');
      const pages = await startTwoSeats('grid', { Grids: '3' });
      const [a, b] = pages as [Page, Page];
      await expect.poll(() => a.getByTestId('grid-cell').count()).toBe(9);
      await expect.poll(() => banner(a).textContent()).toMatch(/Grid 1 of 3\./);
      const mover = (await myTurn(a)) ? a : b;
      await fitsWidths(mover);
      // At 1280x800 (fitsWidths ends there) the whole grid is in sight without scrolling: its third
      // row was below the fold, so a player scrolled before every pick.
      await mover.evaluate(() => window.scrollTo(0, 0));
      const last = await mover.getByTestId('grid-cell').nth(8).boundingBox();
      expect(
        last!.y + last!.height,
        'the last row of the grid ends inside an 800 px window',
      ).toBeLessThanOrEqual(800);
      await screenshot(mover, 'grid-table');
      // The seat not to move cannot take a line.
      const other = mover === a ? b : a;
      expect(await other.getByRole('button', { name: /^Take row 1/ }).isDisabled()).toBe(true);

      // Rows by click, columns by keyboard (focus and Enter): the first line that still holds cards.
      await playOut(pages, async (page, n) => {
        const line = n % 2 === 0 ? 'row' : 'column';
        const buttons = page.getByTestId(`grid-${line}`);
        const count = await buttons.count();
        for (let i = 0; i < count; i++) {
          const button = buttons.nth(i);
          if (!(await button.isEnabled())) continue;
          await play(page, async () => {
            if (line === 'row') await button.click();
            else {
              await button.focus();
              expect((await focused(page)).label).toMatch(/^Take column \d \(\d cards?\)$/);
              await page.keyboard.press('Enter');
            }
          });
          // Grid pools are face up: the other seat sees the three cards just taken.
          if (n === 0) {
            const watcher = pages.find((p) => p !== page)!;
            await watcher.getByTestId('table-pools').locator('summary').click();
            await expect.poll(() => watcher.getByTestId('table-pools').getByRole('listitem').count()).toBe(3);
          }
          return;
        }
        throw new Error(`no ${line} left to take`);
      });

      const result = await a.request.get(`/api/drafts/${a.url().split('/').pop()}/result`);
      const seats = (await result.json()).seats as { pool: unknown[] }[];
      // Each seat takes one line (3 cards, fewer when the other took a crossing one) from each grid.
      for (const s of seats) expect(s.pool.length).toBeGreaterThanOrEqual(3 * 2);
      await buildByKeyboard(a, seats[0]!.pool.length);
      await buildByKeyboard(b, seats[1]!.pool.length);
    });

    it('plays a Rochester draft against a bot from the keyboard: the open pack and the snake order', {
      timeout: 200_000,
    }, async (ctx) => {
      skipUnless(ctx, ready, 'card data');
      const a = await host.newPage();
      await a.goto('/draft/multi');
      await a.getByLabel('Your cubes').selectOption(cubeId);
      await a.getByLabel('Format').selectOption('rochester');
      await a.getByLabel('Seats', { exact: true }).fill('2');
      await a.getByLabel('Packs per player').fill('1');
      await a.getByLabel('Cards per pack').fill('6');
      await a.getByRole('button', { name: 'Create draft' }).click();
      await a.waitForURL('**/draft/lobby/**');
      // The host changes the mode's settings in the lobby; everyone's summary follows.
      await expect.poll(() => a.getByTestId('mode-summary').textContent()).toMatch(/Cards per pack: 6\./);
      await a.getByLabel('Cards per pack').fill('5');
      await a.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => a.getByTestId('mode-summary').textContent()).toMatch(/Cards per pack: 5\./);
      await a.getByRole('button', { name: 'Start the draft' }).click();
      await a.waitForURL('**/draft/session/**');
      await expect.poll(() => banner(a).textContent()).toMatch(/Round 1 of 1, pack 1 opened by you\./);
      await expect
        .poll(() => a.getByRole('list', { name: 'Snake order' }).textContent())
        .toMatch(/^Now: you/);
      await fitsWidths(a);
      await screenshot(a, 'rochester-table');
      // Two packs of five: the snake gives this seat five cards, taken with 1 on the focused pack.
      while (!a.url().includes('/draft/complete')) {
        if (!(await myTurn(a))) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        await play(a, async () => {
          await a.getByTestId('rochester-card').first().focus();
          await a.keyboard.press('1');
        });
      }
      await a.getByRole('heading', { name: 'Build your deck' }).waitFor({ timeout: 30_000 });
      await expect.poll(() => zoneCards(a, 'main').count(), { timeout: 30_000 }).toBe(5);
    });
  },
);
