import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';

// Two people and six bots draft a small cube through the screens: setup, lobby, session (with a reload
// mid-draft that keeps the pool), then deck building to 40 cards.

const LIST_FILE = `${process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes'}/MTGATinkererCube.txt`;
const haveList = fs.existsSync(LIST_FILE);
if (!haveList) console.warn(`!! draft e2e skipped: ${path.basename(LIST_FILE)} is missing`);

async function cardsReady(request: APIRequestContext): Promise<boolean> {
  for (let i = 0; i < 240; i++) {
    const info = (await (await request.get('/api/app-info')).json()) as { cards: { status: string } };
    if (info.cards.status === 'ready') return true;
    if (info.cards.status !== 'loading') return false;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** A cube of the list's first `n` cards, made through the API. */
async function makeCube(request: APIRequestContext, n: number): Promise<string> {
  const names = fs
    .readFileSync(LIST_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, n);
  const created = await request.post('/api/cubes', { data: { name: 'Draft Night' } });
  const cubeId = ((await created.json()) as { cube: { id: string } }).cube.id;
  const resolved = (await (await request.post('/api/cards/resolve', { data: { names } })).json()) as {
    results: { card: { id: string; name: string } | null }[];
  };
  const ops = resolved.results.flatMap((r) =>
    r.card ? [{ type: 'add', card: { name: r.card.name, cardId: r.card.id } }] : [],
  );
  const res = await request.post(`/api/cubes/${cubeId}/changes`, { data: { baseVersion: 1, ops } });
  expect(res.status(), await res.text()).toBe(200);
  return cubeId;
}

const poolCount = async (page: Page) => {
  const text = await page.getByRole('heading', { name: /^Your picks \(\d+\)$/ }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')![1]);
};

/** Picks the first card when a pack is there; waits for the pick to land. True when it picked. */
async function pickOnce(page: Page): Promise<boolean> {
  const card = page.getByTestId('pack-card').first();
  if (!(await card.isVisible().catch(() => false)) || !(await card.isEnabled().catch(() => false)))
    return false;
  const before = await poolCount(page).catch(() => -1);
  await card.click().catch(() => {});
  await expect
    .poll(
      async () =>
        page.url().includes('/draft/complete') || (await poolCount(page).catch(() => before)) > before,
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  return true;
}

describe.skipIf(noBrowser || !haveList)('online draft: two players and six bots', () => {
  let browser: Browser;
  let host: BrowserContext;
  let guest: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    host = await newContext(browser);
    guest = await newContext(browser);
    await signUpViaApi(host, newAccount('host'));
    await signUpViaApi(guest, newAccount('guest'));
  });
  afterAll(() => browser?.close());

  it('drafts to the end through the screens, survives a reload, and builds a 40-card deck', {
    timeout: 400_000,
  }, async () => {
    if (!(await cardsReady(host.request))) {
      console.warn('!! draft e2e: the server has no card data; skipped');
      return;
    }
    const cubeId = await makeCube(host.request, 150);
    const a = await host.newPage();
    await a.goto('/draft/multi');
    await a.getByLabel('Your cubes').selectOption(cubeId);
    await a.getByLabel('Format').selectOption('booster');
    await a.getByLabel('Seats', { exact: true }).fill('8');
    await a.getByLabel('Packs per player').fill('3');
    await a.getByLabel('Cards per pack').fill('5');
    await a.getByRole('button', { name: 'Create draft' }).click();
    await a.waitForURL('**/draft/lobby/**');
    const lobbyUrl = a.url();

    const b = await guest.newPage();
    await b.goto(lobbyUrl);
    await b.getByRole('button', { name: 'Join the draft' }).click();
    await b.getByText('Waiting for the host to start…').waitFor();
    await a.getByRole('button', { name: 'Start the draft' }).click();
    await a.waitForURL('**/draft/session/**');
    await b.waitForURL('**/draft/session/**', { timeout: 15_000 });

    let reloaded = false;
    let shot = false;
    const deadline = Date.now() + 240_000;
    while (!(a.url().includes('/draft/complete') && b.url().includes('/draft/complete'))) {
      if (Date.now() > deadline) throw new Error('the draft did not finish in time');
      if (
        !shot &&
        (await a
          .getByTestId('pack-card')
          .first()
          .isVisible()
          .catch(() => false))
      ) {
        await screenshot(a, 'draft-session');
        shot = true;
      }
      const pickedA = await pickOnce(a);
      const pickedB = await pickOnce(b);
      if (!reloaded && b.url().includes('/draft/session') && (await poolCount(b).catch(() => 0)) >= 4) {
        const before = await poolCount(b);
        await b.reload();
        await expect
          .poll(() => poolCount(b).catch(() => -1), { timeout: 15_000 })
          .toBeGreaterThanOrEqual(before);
        reloaded = true;
      }
      if (!pickedA && !pickedB) await new Promise((r) => setTimeout(r, 200));
    }
    expect(reloaded).toBe(true);

    for (const page of [a, b]) {
      await page.getByRole('heading', { name: 'Build your deck' }).waitFor();
      await expect.poll(() => page.getByTestId('main-list').getByRole('listitem').count()).toBe(15);
      await page.getByRole('button', { name: 'Suggest lands (40 cards)' }).click();
      await expect.poll(() => page.getByTestId('deck-size').textContent()).toBe('Deck: 40 cards');
      await page.getByRole('button', { name: 'Save deck' }).click();
      await page.getByText('Deck saved.').waitFor();
    }
    const text = await a.getByLabel('Deck as text').inputValue();
    expect(
      text
        .split('\n\n')[0]!
        .split('\n')
        .reduce((n, line) => n + Number(line.split(' ')[0] || 0), 0),
    ).toBe(40);
    await screenshot(a, 'draft-deck');
  });
});
