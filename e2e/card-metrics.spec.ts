import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { artifactsDir, baseUrl, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// Card metrics in the browser (issue 30): a curator and a friend draft a real cube's cards with two bots
// (picks through the API to keep it short), the curator saves a deck, the friend does not; the event
// from the draft is paired and the curator wins 2-1. The analytics tab's "Card metrics" shows each card's
// ATA, main-deck rate and Laplace-smoothed win rates with the under-30-decks warning, and sorts; the list
// searches `ata<3` and `mainrate>0.5`; on a phone (390 px) a tapped card shows its metrics.

const LIST = 'MTGATinkererCube.txt';
const haveList = haveLists(LIST);
if (!haveList) console.warn(`!! card metrics e2e skipped: ${LIST} is missing`);

const SECTION = 'section[aria-labelledby="card-metrics-title"]';

/** A picture of the page or of one part of it, among the test artifacts. */
async function shoot(what: Page | Locator, name: string) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await what.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

// biome-ignore lint/suspicious/noExplicitAny: the test reads what the endpoint answered
async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<any> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** Each person takes the first card of their pack until the draft is over; returns the curator's picks. */
async function pickToEnd(players: APIRequestContext[], draftId: string) {
  const firstPlayerPicks: { cardId: string; pick: number }[] = [];
  for (let turn = 0; turn < 50; turn++) {
    for (const [i, request] of players.entries()) {
      const { view, status } = await ok(await request.get(`/api/drafts/${draftId}/view`));
      if (status === 'complete') return firstPlayerPicks;
      if (!view.pack?.length) continue;
      const card = view.pack[0];
      await ok(
        await request.post(`/api/drafts/${draftId}/picks`, {
          data: { packNumber: view.packNumber, pickNumber: view.pickNumber, cardId: card.id },
        }),
      );
      if (i === 0) firstPlayerPicks.push({ cardId: card.cardId, pick: view.pickNumber + 1 });
    }
  }
  throw new Error('the draft did not finish');
}

describe('card metrics', needs({ Chromium: !noBrowser, 'card data': haveList }), () => {
  let browser: Browser;
  let curator: BrowserContext;
  let friend: BrowserContext;
  const curatorAccount = newAccount('metrics');
  const friendAccount = newAccount('friend');

  beforeAll(async () => {
    browser = await launchBrowser();
    curator = await newContext(browser);
    // The friend is on a phone: 390 px wide, with touch.
    friend = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await signUpViaApi(curator, curatorAccount);
    await signUpViaApi(friend, friendAccount);
  });
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const pages = browser.contexts().flatMap((c) => c.pages());
    await Promise.all(pages.map((p, i) => screenshot(p, `card-metrics-failed-${i}`).catch(() => {})));
  });

  it('shows ATA, main-deck rate and smoothed win rates with the under-30 warning, and searches them', {
    timeout: 180_000,
  }, async (ctx) => {
    skipUnless(ctx, await cardsReady(curator.request), 'card data');
    const cards = await resolveNames(curator.request, readList(LIST).slice(0, 40));
    const cubeId = await createCube(curator.request, { name: 'Metrics Night', visibility: 'public' }, cards);
    const { draft } = await ok(
      await curator.request.post('/api/drafts', {
        data: {
          cubeId,
          format: 'booster',
          seats: 4,
          packs: 2,
          cardsPerPack: 4,
          timerSeconds: null,
          bots: true,
        },
      }),
    );
    await ok(await friend.request.post(`/api/drafts/${draft.id}/join`, { data: {} }));
    await ok(await curator.request.post(`/api/drafts/${draft.id}/start`));
    const curatorPicks = await pickToEnd([curator.request, friend.request], draft.id);
    expect(curatorPicks).toHaveLength(8);
    const result = await ok(await curator.request.get(`/api/drafts/${draft.id}/result`));
    const pool = result.seats[result.mySeat].pool as { id: string; cardId: string }[];
    await ok(
      await curator.request.put(`/api/drafts/${draft.id}/deck`, {
        data: { main: pool.slice(0, 6).map((c) => c.id), side: pool.slice(6).map((c) => c.id), basics: {} },
      }),
    );
    const { event } = await ok(
      await curator.request.post(`/api/cubes/${cubeId}/events/from-draft`, { data: { draftId: draft.id } }),
    );
    const paired = (
      await ok(await curator.request.post(`/api/cubes/${cubeId}/events/${event.id}/rounds`, { data: {} }))
    ).event;
    const me = paired.players.find((p: { username: string }) => p.username === curatorAccount.username);
    const match = paired.matches[0];
    const mineA = match.a === me.id;
    await ok(
      await curator.request.post(`/api/cubes/${cubeId}/events/${event.id}/matches/${match.id}/result`, {
        data: { aWins: mineA ? 2 : 1, bWins: mineA ? 1 : 2, draws: 0 },
      }),
    );
    const metrics = await ok(await curator.request.get(`/api/cubes/${cubeId}/card-metrics`));
    expect(metrics).toMatchObject({ drafts: 1, events: 1, decks: 2 });

    // The curator's first pick: ATA 1.0, in their deck's main, which won its match 2-1.
    const first = curatorPicks[0]!;
    const firstName = cards.find((c) => c.id === first.cardId)!.name;
    const page = await curator.newPage();
    await page.goto(`/cubes/${cubeId}/analytics`);
    await page.getByRole('heading', { name: 'Card metrics' }).waitFor({ timeout: 15_000 });
    const summary = page.getByTestId('card-metrics-summary');
    await summary.waitFor({ timeout: 15_000 });
    expect(await summary.textContent()).toContain('From 1 finished draft and 1 recorded event (2 decks)');
    expect(await page.getByTestId('low-sample-warning').textContent()).toContain(
      'rest on fewer than 30 decks',
    );
    await page
      .getByRole('figure', { name: 'Average taken against match win rate, one dot per card' })
      .waitFor();
    const table = page.getByRole('table', { name: 'Card metrics' });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(1 + metrics.cards.length);
    const firstRow = rows.filter({ hasText: firstName }).first();
    const inDeck = pool.slice(0, 6).some((c) => c.cardId === first.cardId);
    const cells = await firstRow.getByRole('cell').allTextContents();
    expect(cells[1]).toBe('1.0');
    // Taken when seen: the first pick, out of every pack a person picked from that held it.
    expect(cells[3]).toMatch(/^\d+\.\d% \(1 of \d+\)$/);
    if (inDeck) {
      expect(cells[4]).toBe('100.0% (1 of 1)');
      expect(cells[5]).toBe('66.7% (1–0–0)'); // (1 + 1) / (1 + 2)
      expect(cells[6]).toBe('60.0% (2–1–0)'); // (2 + 1) / (3 + 2)
    }
    await firstRow.getByRole('img', { name: /^Only \d+ decks? \(under 30\): read with care$/ }).waitFor();
    // Tall enough for the whole section, so the sticky header does not cover part of the picture.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await shoot(page.locator(SECTION), 'card-metrics-1280');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Sorting by match win rate puts a card of the winning deck first.
    await table.getByRole('button', { name: 'Match win rate' }).click();
    const topCells = await rows.nth(1).getByRole('cell').allTextContents();
    expect(topCells[5]).toMatch(/^66\.7% \(1–0–0\)$/);

    // The list's search reads the same metrics.
    const early = metrics.cards.filter(
      (c: { ata: number | null }) => c.ata !== null && Math.round(c.ata * 10) / 10 < 3,
    );
    await page.goto(`/cubes/${cubeId}/list?f=${encodeURIComponent('ata<3')}`);
    await page.getByRole('heading', { name: `Main board (${early.length})` }).waitFor({ timeout: 15_000 });
    const mained = metrics.cards.filter(
      (c: { mainRate: number | null }) => c.mainRate !== null && c.mainRate > 0.5,
    );
    await page.goto(`/cubes/${cubeId}/list?f=${encodeURIComponent('mainrate>0.5')}`);
    await page.getByRole('heading', { name: `Main board (${mained.length})` }).waitFor({ timeout: 15_000 });

    // On the phone: the section fits the width, and a tapped card shows its metrics with the warning.
    const phone = await friend.newPage();
    await phone.goto(`/cubes/${cubeId}/analytics`);
    await phone.getByTestId('card-metrics-summary').waitFor({ timeout: 15_000 });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(phone.locator(SECTION), 'card-metrics-390');
    await phone.goto(`/cubes/${cubeId}/list?f=${encodeURIComponent(`!"${firstName}"`)}`);
    const name = phone.locator('[data-card]').first();
    await name.waitFor({ timeout: 15_000 });
    await name.tap();
    const detail = phone.getByRole('region', { name: 'Card metrics in this cube' });
    await detail.waitFor({ timeout: 15_000 });
    expect(await detail.textContent()).toContain('Average taken1.0');
    expect(await detail.getByRole('note').textContent()).toMatch(/under 30\): read with care/);
    await shoot(phone, 'card-metrics-card-390');
  });
});
