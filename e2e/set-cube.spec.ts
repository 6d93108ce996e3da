import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady } from './support/real-cubes';

// "Create a cube from a set" (issue 32), as a curator meets it on the Create Cube page: pick a set and a
// table size, read the plan (cards, copies, the boosters' format), create it; the cube holds the planned
// cards and a sample pack of its format is a set booster.

describe(
  'a cube from a set',
  needs({ Chromium: !noBrowser, 'card data': Boolean(process.env.CARD_PRINTINGS_FILE) }),
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('plans, creates and deals Kamigawa: Neon Dynasty boosters', { timeout: 180_000 }, async () => {
      const context = await newContext(browser, { width: 390, height: 844 });
      await signUpViaApi(context, newAccount('setcube'));
      expect(await cardsReady(context.request)).toBe(true);
      const page = await context.newPage();
      await page.goto('/cubes/create');
      // Each field of the page has a name of its own: the Create Cube form's Name is still one field.
      await expect.poll(() => page.getByLabel('Name', { exact: true }).count()).toBe(1);
      const form = page.getByRole('form', { name: 'Cube from a set' });
      await form.getByLabel('Set', { exact: true }).selectOption('neo');
      const plan = form.getByRole('status').filter({ hasText: 'cards for 8 players' });
      await plan.waitFor();
      await form.getByLabel('Players').selectOption('4');
      await form.getByText('cards for 4 players').waitFor();
      await form.getByText('18 mythics').waitFor();
      const total = Number((await form.getByText(/^\d+ cards$/).textContent())!.split(' ')[0]);
      expect(await form.getByLabel('Set cube name').inputValue()).toBe('Kamigawa: Neon Dynasty set cube');
      await screenshot(page, 'set-cube-390-plan');
      await form.getByRole('button', { name: 'Create set cube' }).click();
      await page.waitForURL(/\/cubes\/(?!create$)[^/]+$/, { timeout: 60_000 });
      const cubeId = new URL(page.url()).pathname.split('/').pop()!;
      await expect.poll(() => page.getByTestId('main-count').textContent()).toBe(String(total));

      const res = await context.request.get(`/api/cubes/${cubeId}/draft-formats`);
      expect(res.status(), await res.text()).toBe(200);
      const formats = await res.json();
      const format = formats.formats.custom[0];
      expect(format).toMatchObject({ name: 'Kamigawa: Neon Dynasty boosters', seats: 4 });

      await page.goto(`/cubes/${cubeId}/sample?seed=3&format=${encodeURIComponent(format.name)}`);
      const cards = page.getByRole('list', { name: 'Sample pack' }).getByTestId('sample-card');
      await expect.poll(() => cards.count()).toBe(14);
      await screenshot(page, 'set-cube-390-sample');

      // A slot may draw from another board too (CubeCobra #2870): tick the maybeboard for the first slot.
      await page.goto(`/cubes/${cubeId}/settings/drafts`);
      const boards = page.getByRole('group', { name: 'Slot 1 of pack 1 draws from' });
      await boards.getByLabel('Maybeboard').check();
      await expect.poll(() => boards.getByLabel('Main board').isChecked()).toBe(true);
      await screenshot(page, 'set-cube-390-slot-boards');
      await page.getByRole('button', { name: 'Save draft formats' }).click();
      await page.getByRole('button', { name: 'Save draft formats' }).waitFor();
      await expect
        .poll(async () => {
          const saved = await (await context.request.get(`/api/cubes/${cubeId}/draft-formats`)).json();
          return saved.formats.custom[0].packs[0].slots[0].boards;
        })
        .toEqual(['main', 'maybe']);
      await context.close();
    });
  },
);
