import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../packages/core/src/formats/csv-cell.test-support';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { artifactsDir, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';

// A designer makes a creature card (watching the live preview), puts it in a cube through the editor's
// add box, sees it in the cube's list and finds it with Custom set in the CubeCobra CSV export.
// Custom cards need no card data, so this runs with or without CARD_DATA_FILE.

describe('custom cards', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const name = `Gloomwood Stalker ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, { width: 1400, height: 1000 });
    await signUpViaApi(context, newAccount('designer'));
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('creates a creature card with a live preview and finds it with the search syntax', async () => {
    await page.goto('/custom-cards/create');
    await page.getByRole('heading', { name: 'Create a Custom Card' }).waitFor();
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await page.getByLabel('Name', { exact: true }).fill(name);
    await preview.getByRole('article', { name }).waitFor();
    await page.getByLabel('Mana cost').fill('2G');
    await page.getByRole('button', { name: 'Add {W/U}' }).click();
    expect(await page.getByLabel('Mana cost').inputValue()).toBe('2G{W/U}');
    // The cost is drawn as symbols and read as words (components/card/mana-symbol.tsx).
    await preview.getByRole('img', { name: '2 generic, green, white or blue' }).waitFor();
    await page.getByLabel('Types', { exact: true }).fill('Creature');
    await page.getByLabel('Subtypes', { exact: true }).fill('Elf Scout');
    await page.getByLabel('Rules text').fill('Trample\n{T}: Add {G}.\n<b>not bold</b>');
    await page.getByLabel('Power').fill('3');
    await page.getByLabel('Toughness').fill('2');
    // The preview follows the form: type line, stats, symbols in text, and text shown as text (no HTML).
    await preview.getByText('Creature — Elf Scout').waitFor();
    expect(await preview.getByTestId('custom-card-stats').textContent()).toBe('3/2');
    await preview.getByText('<b>not bold</b>').waitFor();
    expect(await preview.locator('b').count()).toBe(0);
    // The frame is gold: green and white-blue hybrid in the cost.
    await screenshot(page, 'custom-cards-editor');
    // The PNG is drawn on a canvas in the browser.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    const png = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of png) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(10_000);
    await download.saveAs(path.join(artifactsDir, 'custom-card.png'));

    await page.getByRole('button', { name: 'Create card' }).click();
    await page.waitForURL('**/custom-cards');
    await page.getByRole('article', { name }).waitFor();
    const search = page.getByLabel('Search your custom cards');
    await search.fill('t:elf c:g pow=3');
    await page.getByText('1 of 1 cards').waitFor();
    await search.fill('t:goblin');
    await page.getByText('0 of 1 cards').waitFor();
  });

  it('adds the card to a cube through the editor, lists it and exports it with Custom set', async () => {
    const res = await context.request.post('/api/cubes', { data: { name: 'Custom Card Cube' } });
    expect(res.status()).toBe(201);
    const cubeId = (await res.json()).cube.id as string;
    await page.goto(`/cubes/${cubeId}/edit`);
    const box = page.getByRole('combobox', { name: 'Add a card' });
    await box.fill(name.slice(0, 12));
    const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
    await option.waitFor();
    expect(await option.getByText('Custom', { exact: true }).count()).toBe(1);
    await box.press('Enter');
    await page.getByText(`${name} staged for the main board.`).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved version 2.').waitFor({ timeout: 60_000 });

    await page.goto(`/cubes/${cubeId}`);
    await page.getByText(name).first().waitFor();
    await screenshot(page, 'custom-cards-cube-list');
    // Where cards show as pictures, the custom card is drawn with its frame.
    await page
      .getByRole('tab', { name: 'Visual spoiler' })
      .or(page.getByRole('button', { name: 'Visual spoiler' }))
      .first()
      .click();
    await page.getByTestId('custom-card-frame').first().waitFor();

    const csv = await (await context.request.get(`/api/cubes/${cubeId}/export?format=csv`)).text();
    // Read as CSV: a custom card's row carries its design as JSON in a cell of its own, commas and all.
    expect(csvCell(csv, name, 'Custom'), csv).toBe('true');
  });
});
