import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumLaunchOptions } from '../../test/chromium';

/** This worker's app: global-setup.ts starts one per worker, so workers never share users or notices. */
const baseUrls = inject('baseUrls');
export const baseUrl = baseUrls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % baseUrls.length]!;
export const chromiumPath = inject('chromiumPath');
/** True when no browser is available; specs pass `needs({ Chromium: !noBrowser })` (test/requirements.ts) to `describe`. */
export const noBrowser = chromiumPath === null;

export const artifactsDir = path.resolve(import.meta.dirname, '../../test-artifacts');

/**
 * E2E_CPU_THROTTLE=N runs every page at 1/N of the CPU (Chromium's CPU throttling): a way to find, on a
 * quiet machine, the tests that fail only on a loaded one (a list's Back was lost that way, ADR 0088).
 */
const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

function throttled(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', (page) => {
      void context
        .newCDPSession(page)
        .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle }))
        .catch(() => {});
    });
    return context;
  };
  return browser;
}

/** Launches Debian's Chromium headless with the flags of test/chromium.ts. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch(chromiumLaunchOptions(chromiumPath));
  return throttle > 1 ? throttled(browser) : browser;
}

/** A new context whose relative URLs resolve against the app under test. */
export async function newContext(
  browser: Browser,
  opts: { width?: number; height?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
  });
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}
