import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { launchBrowser, newContext, noBrowser } from './support/browser';

describe('smoke', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('serves the app shell', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('Cubewright');
  });
});
