import fs from 'node:fs';
import type { ImportResponse } from '@cubewright/core/protocol';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, haveLists, listFile } from './support/real-cubes';

// What a new curator tripped on (issue 28), walked at 1280 px and on a 390 px phone: a cube imported
// from a file has the imported size as its target, the version history names a named board, the
// editor says when an added card is already in the cube, and a card page says "Unknown" where the
// loaded card data has no legality.

const LIST = 'MTGATinkererCube.txt';

describe.skipIf(noBrowser || !haveLists(LIST))('what a new curator trips on', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      for (const [i, c] of contexts.entries())
        await Promise.all(c.pages().map((p, j) => screenshot(p, `trips-failed-${i}-${j}`).catch(() => {})));
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  for (const [width, height, tag] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    it(`imports a cube, edits it and reads its history and a card (${tag})`, async (ctx) => {
      const context = await newContext(browser, { width, height });
      contexts = [context];
      if (!(await cardsReady(context.request))) ctx.skip();
      await signUpViaApi(context, newAccount(`trips-${tag}`));
      const imported = await context.request.post('/api/cubes/import-new', {
        data: { text: fs.readFileSync(listFile(LIST), 'utf8'), fileName: LIST, visibility: 'unlisted' },
      });
      expect(imported.status(), await imported.text()).toBe(201);
      const { cubeId, counts } = (await imported.json()) as ImportResponse;
      const page: Page = await context.newPage();

      // The header reads "N cards · target size N", not "N / 360".
      await page.goto(`/cubes/${cubeId}`);
      expect(counts.main).toBeGreaterThan(360);
      await page.getByText(`target size ${counts.main}`).waitFor();
      await screenshot(page, `trips-imported-${tag}`);

      // A named board, and a card moved onto it: the version says "Main board → Tokens".
      const boards = await context.request.post(`/api/cubes/${cubeId}/boards`, { data: { name: 'Tokens' } });
      const tokens = ((await boards.json()) as { boards: { id: string }[] }).boards[0]!.id;
      const read = (await (await context.request.get(`/api/cubes/${cubeId}?cardData=false`)).json()) as {
        cube: { version: number };
        cards: { id: string; name: string; cardId: string }[];
      };
      const moved = read.cards[0]!;
      const save = await context.request.post(`/api/cubes/${cubeId}/changes`, {
        data: {
          baseVersion: read.cube.version,
          ops: [{ type: 'update', id: moved.id, fields: { board: tokens } }],
        },
      });
      expect(save.status(), await save.text()).toBe(200);
      await page.goto(`/cubes/${cubeId}/versions`);
      await page.getByRole('listitem', { name: 'Version 3' }).getByRole('button', { name: 'View' }).click();
      await page.getByText('Main board → Tokens').waitFor();
      expect(await page.getByText(tokens).count()).toBe(0);
      await screenshot(page, `trips-version-${tag}`);

      // Adding a card the cube holds says so, with the count.
      const held = read.cards[1]!;
      await page.goto(`/cubes/${cubeId}/edit`);
      const box = page.getByRole('combobox', { name: 'Add a card' });
      await box.fill(held.name);
      await page.getByRole('option').first().waitFor();
      await box.press('Enter');
      await page.getByText(`${held.name} is already in the cube (1 copy).`).waitFor();
      await screenshot(page, `trips-editor-${tag}`);

      // The offline card data carries only Commander legality: the rest read Unknown.
      await page.goto(`/cards/${encodeURIComponent(held.cardId)}`);
      const legalities = page.getByRole('list', { name: 'Legalities' });
      await legalities.waitFor();
      await legalities.getByText('Unknown').first().waitFor();
      expect(await legalities.getByText('Not legal', { exact: true }).count()).toBe(0);
      await screenshot(page, `trips-card-${tag}`);
    });
  }
});
