import fs from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// Print and play (issue 32): the cube page's "Print proxies" button downloads a PDF of the whole cube,
// nine cards to a page, with a progress bar while the pages stream in.

const LIST = 'TinkerersCubeSeptember2021.txt';
const haveList = haveLists(LIST);

describe('print proxies', needs({ Chromium: !noBrowser, 'card data': haveList }), () => {
  let browser: Browser;
  let context: BrowserContext;
  let hasCards = true;
  let cubeId = '';
  let cards = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    await signUpViaApi(context, newAccount('printer'));
    hasCards = await cardsReady(context.request);
    if (!hasCards) return;
    const resolved = await resolveNames(context.request, readList(LIST));
    cards = resolved.length;
    cubeId = await createCube(context.request, { name: 'Proxy Print Cube' }, resolved);
  }, 120_000);
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await Promise.all(
      context.pages().map((p, i) => screenshot(p, `print-proxies-failed-${i}`).catch(() => {})),
    );
  });

  for (const width of [1280, 390]) {
    it(`downloads the cube's proxies as a PDF with a progress bar, at ${width} px`, async (ctx) => {
      skipUnless(ctx, hasCards, 'card data');
      expect(cards).toBeGreaterThan(500);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/cubes/${cubeId}`);
      await page.getByRole('heading', { name: 'Proxy Print Cube', level: 1 }).waitFor();
      // Beside Export on a wide screen; in the Actions menu on a phone.
      if (width < 640) {
        await page.getByRole('button', { name: 'Actions' }).click();
        await page.getByRole('menuitem', { name: 'Print proxies' }).click();
      } else {
        await page.getByRole('button', { name: 'Print proxies' }).click();
      }
      const dialog = page.getByRole('dialog', { name: 'Print proxies' });
      await dialog.waitFor();
      await dialog.getByLabel('Paper').selectOption('letter');
      await dialog.getByLabel('Bleed (2 mm of colour past each cut edge)').check();
      await screenshot(page, `print-proxies-dialog-${width}`);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        dialog.getByRole('button', { name: 'Download PDF' }).click(),
        dialog.getByRole('progressbar', { name: 'Pages drawn' }).waitFor({ timeout: 30_000 }),
      ]);
      expect(download.suggestedFilename()).toBe('Proxy-Print-Cube-proxies.pdf');
      const pdf = fs.readFileSync((await download.path())!).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect((pdf.match(/\/Type \/Page\n/g) ?? []).length).toBe(Math.ceil(cards / 9));
      expect(pdf).toContain('/MediaBox [0 0 612 792]');
      await dialog.getByText('Saved Proxy-Print-Cube-proxies.pdf.').waitFor();
      await screenshot(page, `print-proxies-saved-${width}`);
      // The same dialog prints the tokens and emblems the board makes, one proxy each.
      await dialog.getByLabel('The board’s tokens and emblems instead of its cards').check();
      const [tokens] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        dialog.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(tokens.suggestedFilename()).toBe('Proxy-Print-Cube-tokens.pdf');
      const tokenPdf = fs.readFileSync((await tokens.path())!).toString('latin1');
      const tokenPages = (tokenPdf.match(/\/Type \/Page\n/g) ?? []).length;
      expect(tokenPages).toBeGreaterThan(0);
      expect(tokenPages).toBeLessThan(Math.ceil(cards / 9));
      await page.close();
    }, 120_000);
  }
});
