import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseUrl, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { poolCount, tabTo } from './support/draft-pages';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// An asynchronous rotisserie (a day per pick) between two people who close the app and come back the
// next day. The browsers' clocks are set (Playwright's clock) to the first evening and to the next day;
// the server keeps real time, which only matters for the deadline: a day per turn is far from expiring.
// Day one: the host filters the face-up cube with the search syntax and picks by keyboard, the guest
// (on a phone) taps a pick. Both close. Day two: the table is as they left it, the deadline reads a
// day later, and they pick on to the end; then the draft log lists every move with what was taken.

const LIST = 'MTGATinkererCube.txt';
const haveList = haveLists(LIST);
if (!haveList) console.warn(`!! rotisserie e2e skipped: ${LIST} is missing`);

const HOUR = 3600_000;
const banner = (page: Page) => page.getByTestId('turn-banner');
const deadlineText = (page: Page) => page.getByTestId('turn-deadline').textContent();
/** The face-up cards the list holds (it is virtualised: only the rows in view are in the page). */
const cardsShown = async (page: Page) =>
  Number(await page.getByTestId('rotisserie-cards').getAttribute('data-cards'));

/** The deadline of the seat to move, as the server has it. */
async function serverDeadline(context: BrowserContext, id: string): Promise<number> {
  const res = await context.request.get(`/api/drafts/${id}/table`);
  expect(res.ok()).toBe(true);
  const { view } = (await res.json()) as { view: { deadline: number | null } };
  expect(view.deadline).not.toBeNull();
  return view.deadline!;
}

/** Waits for the page to say it is this seat's turn. */
const yourTurn = (page: Page) =>
  expect
    .poll(async () => (await banner(page).textContent())?.trim() ?? '', { timeout: 20_000 })
    .toMatch(/^Your turn/);

/** Picks the first face-up card by click (or tap) and waits for it to reach the pool. */
async function pickFirst(page: Page, how: 'click' | 'tap' = 'click') {
  const before = await poolCount(page);
  // The card is held by its name: the list regroups as card data arrive (a slow machine), so "the
  // first card" can be another one between the two taps.
  const label = (await page.getByTestId('table-card').first().getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Pick /, '');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const card = page
    .getByTestId('table-card')
    .and(page.getByRole('button', { name: new RegExp(`^(Confirm pick|Pick) ${escaped}$`) }));
  await card.first()[how]();
  if (how === 'tap') {
    // A tap on a phone only selects (tap to confirm); a second tap picks.
    await expect.poll(() => card.first().getAttribute('aria-pressed')).toBe('true');
    expect(await poolCount(page)).toBe(before);
    await card.first().tap();
  }
  await expect
    .poll(
      async () =>
        page.url().includes('/draft/complete') || (await poolCount(page).catch(() => before)) > before,
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

describe(
  'an asynchronous rotisserie over two days',
  needs({ Chromium: !noBrowser, 'card data': haveList }),
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('goes on after both players close the app and come back the next day', {
      timeout: 240_000,
    }, async (ctx) => {
      let host = await newContext(browser);
      let guest = await browser.newContext({
        baseURL: baseUrl,
        hasTouch: true,
        viewport: { width: 390, height: 844 },
      });
      await signUpViaApi(host, newAccount('roti-host'));
      await signUpViaApi(guest, newAccount('roti-guest'));
      skipUnless(ctx, await cardsReady(host.request), 'card data');
      // Every eighth card of the list: all colours, 40 cards face up.
      const names = readList(LIST)
        .filter((_, i) => i % 8 === 0)
        .slice(0, 40);
      const cards = await resolveNames(host.request, names);
      const cubeId = await createCube(host.request, { name: 'Rotisserie by mail' }, cards);
      const created = await host.request.post('/api/drafts', {
        data: {
          cubeId,
          format: 'rotisserie',
          seats: 2,
          bots: false,
          turnHours: 24,
          modeSettings: { picksPerSeat: 3 },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { draft: { id: string } }).draft.id;
      expect((await guest.request.post(`/api/drafts/${id}/join`, { data: {} })).status()).toBe(200);
      expect((await host.request.post(`/api/drafts/${id}/start`)).status()).toBe(200);

      // Day one, five minutes after the draft started (as the browsers see it).
      const dayOne = (await serverDeadline(host, id)) - 24 * HOUR + 5 * 60_000;
      await host.clock.setFixedTime(dayOne);
      await guest.clock.setFixedTime(dayOne);
      const a = await host.newPage();
      const b = await guest.newPage();
      await a.goto(`/draft/session/${id}`);
      await b.goto(`/draft/session/${id}`);
      await yourTurn(a);
      expect(await deadlineText(a)).toContain('(in 23 h 55 min)');
      await expect.poll(async () => (await banner(b).textContent()) ?? '').toMatch(/^Waiting for roti-host/);
      expect(await b.getByText('Your pick comes in 1 pick.').count()).toBe(1);
      // The guest sees the cube face up but cannot pick out of turn.
      expect(await b.getByTestId('table-card').count()).toBe(0);
      expect(await cardsShown(b)).toBe(cards.length);
      expect(await b.getByTestId('table-tile').count()).toBeGreaterThan(0);
      // A compact list grouped by colour, then type, with mana symbols: not a wall of tiles.
      expect(await b.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
      expect(
        await b
          .locator(
            '[data-testid=rotisserie-cards] img, [data-testid=rotisserie-cards] [data-testid=text-card]',
          )
          .count(),
      ).toBe(0);

      // Hovering a card's name shows the card itself.
      // The preview's code loads with the first hover; on a loaded machine the list can still settle under
      // the pointer meanwhile (which ends the hover), so the pointer leaves and comes back as a person's would.
      const firstName = a.getByTestId('rotisserie-cards').locator('[data-card]').first();
      const preview = a.getByTestId('card-preview');
      for (let attempt = 1; !(await preview.isVisible()); attempt++) {
        await a.mouse.move(0, 0);
        await firstName.hover();
        await preview.waitFor({ timeout: attempt < 3 ? 5_000 : 30_000 }).catch((err) => {
          if (attempt >= 3) throw err;
        });
      }
      await a.mouse.move(0, 0);
      await screenshot(a, 'rotisserie-list-desktop');

      // The host narrows the cube with the search syntax and picks by keyboard.
      const wanted = cards[5]!;
      const filter = a.getByLabel('Filter cards');
      await filter.fill(`!"${wanted.name}"`);
      await a.getByText(`Showing 1 of ${cards.length} cards`).waitFor();
      await filter.fill('');
      await filter.fill('t:creature');
      await expect.poll(() => cardsShown(a)).toBeLessThan(cards.length);
      await filter.fill(`!"${wanted.name}"`);
      await expect.poll(() => cardsShown(a)).toBe(1);
      expect(await a.getByTestId('table-card').count()).toBe(1);
      await filter.focus();
      const card = await tabTo(a, (f) => f.testid === 'table-card');
      expect(card.label).toBe(`Pick ${wanted.name}`);
      await a.keyboard.press('Enter');
      await expect.poll(() => poolCount(a), { timeout: 20_000 }).toBe(1);

      // The guest's phone hears it live: their turn, one card fewer; they tap a pick.
      await yourTurn(b);
      expect(await cardsShown(b)).toBe(cards.length - 1);
      expect(await b.getByRole('button', { name: `Pick ${wanted.name}` }).count()).toBe(0);
      expect(
        await b.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await pickFirst(b, 'tap');
      await screenshot(b, 'rotisserie-phone-day-one');

      // Both close the app for the night.
      const hostState = await host.storageState();
      const guestState = await guest.storageState();
      await host.close();
      await guest.close();

      // The next day, an hour before the guest's second pick falls due.
      host = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1280, height: 800 },
        storageState: hostState,
      });
      guest = await browser.newContext({
        baseURL: baseUrl,
        hasTouch: true,
        viewport: { width: 390, height: 844 },
        storageState: guestState,
      });
      const nextDay = (await serverDeadline(guest, id)) - HOUR;
      expect(nextDay - dayOne).toBeGreaterThan(20 * HOUR);
      await host.clock.setFixedTime(nextDay);
      await guest.clock.setFixedTime(nextDay);
      const a2 = await host.newPage();
      const b2 = await guest.newPage();
      await a2.goto(`/draft/session/${id}`);
      await b2.goto(`/draft/session/${id}`);
      // The table is as they left it: the guest is still to pick, with an hour left.
      await yourTurn(b2);
      expect(await deadlineText(b2)).toContain('(in 1 h 0 min)');
      expect(await poolCount(b2)).toBe(1);
      expect(await poolCount(a2)).toBe(1);
      expect(await cardsShown(b2)).toBe(cards.length - 2);
      await pickFirst(b2, 'tap');
      // Snake order: the host picks twice, then the guest makes the last pick.
      await yourTurn(a2);
      await pickFirst(a2);
      await pickFirst(a2);
      await yourTurn(b2);
      await pickFirst(b2, 'tap');
      await a2.waitForURL('**/draft/complete/**', { timeout: 30_000 });
      await b2.waitForURL('**/draft/complete/**', { timeout: 30_000 });

      // The draft log lists the six moves; the replay steps through them with what each took.
      await a2.getByRole('tab', { name: 'Draft log' }).click();
      await a2.getByText('Rotisserie draft: 6 moves.').waitFor();
      const taken = a2.getByTestId('log-taken').getByRole('listitem');
      expect(await taken.first().getAttribute('aria-label')).toBe(`${wanted.name} (taken)`);
      await a2.getByRole('button', { name: 'Next move' }).click();
      await a2.getByText('Move 2 (2 of 6)').waitFor();
      expect(await a2.getByTestId('log-move').getByRole('heading', { level: 3 }).textContent()).toMatch(
        /^Move 2: roti-guest_\w+ picked a card/,
      );
      await screenshot(a2, 'rotisserie-log');
      await host.close();
      await guest.close();
    });
  },
);
