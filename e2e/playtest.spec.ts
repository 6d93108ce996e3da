import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, resolveNames } from './support/real-cubes';

// Playtest (issue 32): paste a deck, draw seven, London-mulligan (seven again, one to the bottom), keep,
// draw for the next turn; the land odds chart is drawn.

const SPELLS = [
  'Lightning Bolt',
  'Shivan Dragon',
  'Ball Lightning',
  'Fireball',
  'Goblin Guide',
  'Monastery Swiftspear',
  'Lava Spike',
  'Chain Lightning',
];
const LIST = `Deck\n3 Lightning Bolt\n3 Shivan Dragon\n3 Ball Lightning\n3 Fireball\n3 Goblin Guide\n3 Monastery Swiftspear\n3 Lava Spike\n2 Chain Lightning\n17 Mountain\nSideboard\n1 Pyroblast`;

describe('playtest a deck', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let context: BrowserContext;
  let hasCards = true;
  let cubeId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    await signUpViaApi(context, newAccount('goldfish'));
    hasCards = await cardsReady(context.request);
    if (hasCards)
      cubeId = await createCube(
        context.request,
        { name: 'Playtest Home' },
        await resolveNames(context.request, SPELLS),
      );
  }, 120_000);
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await Promise.all(context.pages().map((p, i) => screenshot(p, `playtest-failed-${i}`).catch(() => {})));
  });

  for (const width of [1280, 390]) {
    it(`draws a hand, mulligans, keeps and draws for turn 2, at ${width} px`, async (ctx) => {
      skipUnless(ctx, hasCards, 'card data');
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/cubes/${cubeId}`);
      await page.getByRole('heading', { name: 'Playtest Home', level: 1 }).waitFor();
      if (width < 640) {
        await page.getByRole('button', { name: 'Actions' }).click();
        await page.getByRole('menuitem', { name: 'Playtest a deck' }).click();
      } else {
        await page.getByRole('link', { name: 'Playtest a deck' }).click();
      }
      await page.getByRole('heading', { name: 'Playtest a deck' }).waitFor();
      await page.getByLabel('Deck list').fill(LIST);
      await page.getByRole('button', { name: 'Draw a hand' }).click();
      const deckLine = page.getByTestId('playtest-deck');
      await deckLine.waitFor();
      expect(await deckLine.textContent()).toBe('40 cards · 17 lands');
      const hand = page.getByTestId('playtest-hand').getByRole('listitem');
      const status = page.getByTestId('playtest-status');
      expect(await hand.count()).toBe(7);
      expect(await status.textContent()).toBe('Opening hand: keep or mulligan');

      await page.getByRole('button', { name: 'Mulligan' }).click();
      expect(await status.textContent()).toBe('Mulligan 1: choose 1 more card to put on the bottom');
      expect(await hand.count()).toBe(7);
      expect(await page.getByRole('button', { name: 'Keep' }).isDisabled()).toBe(true);
      await page
        .getByRole('button', { name: /^Put .+ on the bottom$/ })
        .first()
        .click();
      expect(await hand.count()).toBe(6);
      expect(await status.textContent()).toBe('Mulligan 1: keep 6 or mulligan again');
      await page.getByRole('button', { name: 'Keep' }).click();
      expect(await status.textContent()).toBe('Turn 1: 6 cards in hand, 34 in the library');
      await page.getByRole('button', { name: 'Next turn' }).click();
      expect(await hand.count()).toBe(7);
      await page.getByText(/^Turn 2: drew /).waitFor();
      // The odds chart: a bar per land count, 0 to 7.
      const chart = page.getByRole('figure', { name: 'Lands in opening hands' });
      await chart.locator('.recharts-bar-rectangle').first().waitFor();
      expect(await chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBe(8);
      await screenshot(page, `playtest-${width}`);
      await page.close();
    }, 120_000);
  }
});
