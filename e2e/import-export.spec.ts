import fs from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, haveLists, listFile } from './support/real-cubes';

// Importing a real cube list through /tools/import-cube, then exporting it from the cube page.

const LIST = 'JiRockHistoricCube22.txt';
const LIST_FILE = listFile(LIST);
const haveList = haveLists(LIST);
if (!haveList) console.warn(`!! import-export e2e skipped: ${LIST_FILE} is missing`);

describe('import and export', needs({ Chromium: !noBrowser, 'card data': haveList }), () => {
  let browser: Browser;
  let context: BrowserContext;
  let hasCards = true;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    await signUpViaApi(context, newAccount('importer'));
    hasCards = await cardsReady(context.request);
    if (!hasCards) console.warn('!! import-export e2e: the server has no card data; skipped');
  });
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const pages = context.pages();
    await Promise.all(pages.map((p, i) => screenshot(p, `import-export-failed-${i}`).catch(() => {})));
  });

  it('imports a real list as a new cube, then exports it as CubeCobra CSV', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const text = fs.readFileSync(LIST_FILE, 'utf8');
    const lines = text.split('\n').filter((l) => l.trim()).length;
    const page = await context.newPage();
    await page.goto('/tools/import-cube');
    await page.getByRole('heading', { name: 'Import Cube' }).waitFor();
    const name = `Historic ${Date.now() % 100000}`;
    await page.getByLabel('Cube name').fill(name);
    await page.getByLabel('Upload a file').setInputFiles({
      name: 'JiRockHistoricCube22.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(text),
    });
    await page.getByText('From JiRockHistoricCube22.txt').waitFor();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('import-preview').waitFor();
    expect(await page.getByTestId('preview-main').textContent()).toBe(String(lines));
    expect(await page.getByTestId('preview-maybe').textContent()).toBe('0');
    expect(await page.getByTestId('preview-unresolved').textContent()).toBe('0');

    await page.getByRole('button', { name: `Import ${lines} cards` }).click();
    await page.waitForURL(/\/cubes\/[^/]+$/, { timeout: 30_000 });
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.getByTestId('main-count').textContent()).toBe(String(lines));

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CubeCobra CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Historic-\d+\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const rows = csv.split('\r\n').filter(Boolean);
    expect(rows[0]).toMatch(/^name,CMC,Type,Color,Set,Collector Number,Rarity/);
    expect(rows.length - 1).toBe(lines);
    await screenshot(page, 'import-export-cube');
  });
});
