import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');
export const chromiumPath = inject('chromiumPath');
/** True when no browser is available; specs pass `needs({ Chromium: !noBrowser })` (test/requirements.ts) to `describe`. */
export const noBrowser = chromiumPath === null;

export const artifactsDir = path.resolve(import.meta.dirname, '../../test-artifacts');

// The flags keep Chromium from dialling Google's hosts on this closed network, which stalls it.
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Launches Debian's Chromium headless. Playwright gives every launch a fresh temporary profile
 * directory of its own (and refuses an explicit --user-data-dir), which is what the machine needs.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath ?? undefined,
    headless: true,
    args: flags,
  });
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
