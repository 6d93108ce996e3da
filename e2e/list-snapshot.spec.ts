import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { artifactsDir, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// A cube list opened again draws the last screenful this browser showed of it at once (ADR 0089), as a
// picture over the page until the app's own list paints; then the picture goes, and the page under it
// looks the same (no jump). The picture is kept per viewer: another account in the same browser, or a
// cube its viewer may no longer see, shows none.

const LIST = 'MTGATinkererCube.txt';
const SNAPSHOTS = 'cubewright-list-snapshots';

const keptUrls = (page: Page) =>
  page.evaluate(
    (key) =>
      (
        (JSON.parse(localStorage.getItem(key) ?? 'null') as { entries?: { url: string }[] } | null)
          ?.entries ?? []
      ).map((e) => e.url),
    SNAPSHOTS,
  );

const marks = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n).length, name);

/** The share of pixels that differ between two screenshots of the same size, compared in the page. */
async function pixelDiff(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([one, two]) => {
      const pixels = async (b64: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, img.height).data;
      };
      const [x, y] = [await pixels(one), await pixels(two)];
      if (x.length !== y.length) return 1;
      let differ = 0;
      for (let i = 0; i < x.length; i += 4)
        if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!) > 48)
          differ++;
      return differ / (x.length / 4);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/** Opens the cube's list with the cube's answer held until `release` is called. */
async function openHeld(
  context: BrowserContext,
  cubeId: string,
  viewport?: { width: number; height: number },
) {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === `/api/cubes/${cubeId}`,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(`/cubes/${cubeId}`);
  return { page, release };
}

describe(
  'a cube list drawn at once when opened again',
  needs({ Chromium: !noBrowser, 'card data': haveLists(LIST) }),
  () => {
    let browser: Browser;
    let owner: BrowserContext;
    let cubeId = '';
    let hasCards = true;

    beforeAll(async () => {
      browser = await launchBrowser();
      owner = await newContext(browser);
      await signUpViaApi(owner, newAccount('pictured'));
      hasCards = await cardsReady(owner.request);
      if (!hasCards) return;
      const cards = await resolveNames(owner.request, readList(LIST).slice(0, 60));
      cubeId = await createCube(owner.request, { name: 'Pictured cube', visibility: 'private' }, cards);
    });
    afterAll(() => browser?.close());

    it('keeps the list when it paints and draws it at once next time, under which the app loads, then gives way without a jump', async (ctx) => {
      skipUnless(ctx, hasCards, 'card data');
      const first = await owner.newPage();
      await first.goto(`/cubes/${cubeId}`);
      await first.locator('[data-card]').first().waitFor();
      // Nothing was kept before this visit, so nothing was drawn.
      expect(await marks(first, 'cube-list:snapshot-drawn')).toBe(0);
      await expect.poll(() => keptUrls(first), { timeout: 15_000 }).toContain(`/cubes/${cubeId}`);
      await first.close();

      // Opened again with the cube's answer held back: the app cannot draw its list, the picture shows it.
      const { page, release } = await openHeld(owner, cubeId);
      const host = page.locator('#list-snapshot');
      await host.waitFor();
      const picture = await page.screenshot();
      expect(await marks(page, 'cube-list:snapshot-drawn')).toBe(1);
      // The picture is not the page: no locator sees the cards in it, and the app has drawn none yet.
      expect(await page.locator('[data-card]').count()).toBe(0);
      await screenshot(page, 'list-snapshot-drawn');

      release();
      await page.locator('[data-card]').first().waitFor();
      await host.waitFor({ state: 'detached' });
      // The picture went in the frame of the list's first paint, after its render had started.
      const order = await page.evaluate(() =>
        ['cube-list:render-start', 'cube-list:snapshot-removed'].map(
          (n) => performance.getEntriesByName(n)[0]?.startTime ?? -1,
        ),
      );
      expect(order[0]).toBeGreaterThan(0);
      expect(order[1]).toBeGreaterThanOrEqual(order[0]!);
      await page.evaluate(() => document.fonts.ready);
      const live = await page.screenshot();
      fs.mkdirSync(artifactsDir, { recursive: true });
      fs.writeFileSync(path.join(artifactsDir, 'list-snapshot-picture.png'), picture);
      fs.writeFileSync(path.join(artifactsDir, 'list-snapshot-live.png'), live);
      // The same page: the picture and the app differ in a few pixels at most (a live dot, a caret).
      expect(await pixelDiff(page, picture, live)).toBeLessThan(0.01);
      await page.close();

      // A phone's window: the shell is laid out otherwise, so the desktop's picture is not drawn there;
      // the phone's own is, on its next visit.
      const phone = await owner.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(`/cubes/${cubeId}`);
      await phone.locator('[data-card]').first().waitFor();
      expect(await marks(phone, 'cube-list:snapshot-drawn')).toBe(0);
      await expect
        .poll(async () => (await keptUrls(phone)).filter((u) => u === `/cubes/${cubeId}`).length, {
          timeout: 15_000,
        })
        .toBe(2);
      const held = await openHeld(owner, cubeId, { width: 390, height: 844 });
      await held.page.locator('#list-snapshot').waitFor();
      await screenshot(held.page, 'list-snapshot-drawn-390');
      held.release();
      await held.page.locator('#list-snapshot').waitFor({ state: 'detached' });
    });

    it('draws nothing once the cube is closed to its viewer, nor for another account in the same browser', async (ctx) => {
      skipUnless(ctx, hasCards, 'card data');
      const cards = await resolveNames(owner.request, readList(LIST).slice(0, 20));
      const shared = await createCube(
        owner.request,
        { name: 'Shared then closed', visibility: 'public' },
        cards,
      );
      const visitor = await newContext(browser);
      await signUpViaApi(visitor, newAccount('visitor'));
      const seen = await visitor.newPage();
      await seen.goto(`/cubes/${shared}`);
      await seen.locator('[data-card]').first().waitFor();
      await expect.poll(() => keptUrls(seen), { timeout: 15_000 }).toContain(`/cubes/${shared}`);

      // The owner makes the cube private: the visitor's next visit is refused, and the early answer's
      // refusal takes the picture away before the app has drawn anything (revealApp never found it).
      const read = await owner.request.get(`/api/cubes/${shared}?cardData=false`);
      const { settingsVersion } = ((await read.json()) as { cube: { settingsVersion: string } }).cube;
      const closed = await owner.request.patch(`/api/cubes/${shared}`, {
        data: { settingsVersion, visibility: 'private' },
      });
      expect(closed.status(), await closed.text()).toBe(200);
      await seen.goto(`/cubes/${shared}`);
      await seen.getByText('Cube not found').waitFor();
      expect(await marks(seen, 'cube-list:snapshot-drawn')).toBe(1);
      expect(await seen.locator('#list-snapshot').count()).toBe(0);
      expect(await marks(seen, 'cube-list:snapshot-removed')).toBe(0);

      // Another account signs in in the same browser: the lists kept for the visitor are dropped.
      await visitor.clearCookies();
      await signUpViaApi(visitor, newAccount('next-visitor'));
      await seen.goto('/');
      await expect.poll(() => keptUrls(seen), { timeout: 15_000 }).toEqual([]);
      await visitor.close();
    });
  },
);
