import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// Issue 13: a replace import says what it removes and asks first when that is a lot; two people
// saving cube settings at once get the editors' conflict panel instead of one edit vanishing.

const LIST = 'JiRockHistoricCube22.txt';
const haveList = haveLists(LIST);

describe(
  'replace imports and settings conflicts',
  needs({ Chromium: !noBrowser, 'card data': haveList }),
  () => {
    let browser: Browser;
    let context: BrowserContext;
    let hasCards = true;

    beforeAll(async () => {
      browser = await launchBrowser();
      context = await newContext(browser);
      await signUpViaApi(context, newAccount('replacer'));
      hasCards = await cardsReady(context.request);
    });
    afterAll(() => browser?.close());
    afterEach(async (ctx) => {
      if (ctx.task.result?.state !== 'fail') return;
      await Promise.all(
        context.pages().map((p, i) => screenshot(p, `replace-settings-failed-${i}`).catch(() => {})),
      );
    });

    it('a replace that removes most of the cube shows the counts and waits for a confirmation', async (ctx) => {
      skipUnless(ctx, hasCards, 'card data');
      const names = readList(LIST).slice(0, 40);
      const cards = await resolveNames(context.request, names);
      const name = `Replace me ${Date.now() % 100000}`;
      await createCube(context.request, { name }, cards);
      const page = await context.newPage();
      await page.goto('/tools/import-cube');
      await page.getByRole('heading', { name: 'Import Cube' }).waitFor();
      await page.getByLabel('One of my cubes').check();
      await page
        .getByLabel('Cube', { exact: true })
        .selectOption({ label: `${name} (${cards.length} cards)` });
      await page.getByLabel('Replace its cards').check();
      await page.getByLabel('Or paste a list').fill(
        cards
          .slice(0, 5)
          .map((c) => c.name)
          .join('\n'),
      );
      await page.getByRole('button', { name: 'Preview' }).click();
      const summary = page.getByTestId('replace-summary');
      await summary.waitFor();
      const removed = cards.length - 5;
      expect(await summary.textContent()).toContain(
        `Replacing removes ${removed} cards of the ${cards.length} cards`,
      );
      const importButton = page.getByRole('button', { name: 'Import 5 cards' });
      expect(await importButton.isDisabled()).toBe(true);
      await summary.getByLabel(`Yes, remove ${removed} cards from this cube`).check();
      await importButton.click();
      await page.waitForURL(/\/cubes\/[^/]+$/, { timeout: 30_000 });
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      expect(await page.getByTestId('main-count').textContent()).toBe('5');
    }, 90_000);

    it('settings saved by someone else meanwhile: 409, the conflict panel, then both edits stand', async () => {
      const created = await context.request.post('/api/cubes', { data: { name: 'Settings race' } });
      const { cube } = (await created.json()) as { cube: { id: string; settingsVersion: string } };
      const page = await context.newPage();
      await page.goto(`/cubes/${cube.id}/settings`);
      await page.getByLabel('Name', { exact: true }).fill('My name');
      await page.getByLabel('Target size').fill('450');
      // Another tab (or a collaborator) saves first, from the same settings.
      const other = await context.request.patch(`/api/cubes/${cube.id}`, {
        data: { settingsVersion: cube.settingsVersion, name: 'Their name', description: 'Their words' },
      });
      expect(other.status()).toBe(200);
      await page.getByRole('button', { name: 'Save settings' }).click();
      const panel = page.getByRole('alert', { name: 'Save conflict' });
      await panel
        .getByText(/changed by someone else while you were editing/)
        .first()
        .waitFor();
      await panel
        .getByText('The name was changed by someone else to “Their name”; yours is “My name”')
        .waitFor();
      await panel.getByLabel('Keep mine').check();
      await panel
        .getByRole('button', { name: 'Reload the current settings and re-apply my other changes' })
        .click();
      expect(await page.getByLabel('Description').inputValue()).toBe('Their words');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Settings saved.').waitFor();
      const after = (await (await context.request.get(`/api/cubes/${cube.id}?cardData=false`)).json()) as {
        cube: { name: string; description: string; size: number };
      };
      expect(after.cube).toMatchObject({ name: 'My name', description: 'Their words', size: 450 });
    }, 60_000);
  },
);
