import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseUrl, launchBrowser, newContext, noBrowser } from './support/browser';
import { ROUTE_SCRIPT_BUDGET_BYTES, routeScripts } from './support/route-scripts';

// Issue 15 keeps bench:bundle's budgets: the JavaScript (gzip) a guest loads for /community/featured and
// a signed-in user for /dashboard. Byte counts of one build do not depend on the machine's load, so
// they are held here, where a change that pulls zod or the protocol schemas into every page fails.

describe('script budget per route', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const overBudget = (files: Map<string, number>) =>
    [...files]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`)
      .join(', ');

  it('a guest on /community/featured loads at most 150 KB of scripts', async () => {
    const { total, files } = await routeScripts(await newContext(browser), baseUrl, '/community/featured');
    expect(total, overBudget(files)).toBeLessThanOrEqual(ROUTE_SCRIPT_BUDGET_BYTES);
  });

  it('a signed-in user on /dashboard loads at most 150 KB of scripts', async () => {
    const context = await newContext(browser);
    await signUpViaApi(context, newAccount('budget'));
    const { total, files } = await routeScripts(context, baseUrl, '/dashboard');
    expect(total, overBudget(files)).toBeLessThanOrEqual(ROUTE_SCRIPT_BUDGET_BYTES);
  });
});
