import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';

// The public way to the open data dump: a line under the community's browse list leads to the About
// page's "Open data" section, which lists the latest dump's files from GET /api/open-data (before the
// first night, says when the first comes). The e2e server's first dump is due at 03:00 UTC, so it mostly
// shows the "none yet" state; the files themselves are tested in services/open-data/open-data.test.ts.

describe('open data link', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`leads from the community browse page to the downloads at ${width} px`, async () => {
      const page = await (await newContext(browser, { width, height })).newPage();
      await page.goto('/community/browse');
      await page.getByRole('link', { name: 'open data' }).click();
      await page.waitForURL(/\/about#open-data$/);
      const heading = page.getByRole('heading', { name: 'Open data' });
      await expect.poll(() => heading.isVisible()).toBe(true);
      // A run that crosses 03:00 UTC finds the server's first dump made: then its files are listed.
      const state = page.getByText(/No dump has been made yet|Latest dump:/);
      await expect.poll(() => state.isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: '/api/open-data' }).getAttribute('href')).toBe(
        '/api/open-data',
      );
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await heading.scrollIntoViewIfNeeded();
      await screenshot(page, `open-data-about-${width}`);
      await page.context().close();
    });
  }
});
