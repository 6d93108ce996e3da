import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseUrl, launchBrowser, newContext, noBrowser } from './support/browser';
import {
  INTERIM_CEILINGS_KB,
  ROUTE_SCRIPT_BUDGET_BYTES,
  routeBudget,
  routeBundles,
  routeTable,
  webRoot,
} from './support/route-bundles';
import { routeScripts } from './support/route-scripts';

// Issue 29: every route of the route table has a budget for the JavaScript its first load needs (gzip),
// read from the build's manifest as bench:bundle reads it (ADR 0074): 150 KB, or the interim ceiling of a
// route not there yet. Byte counts of one build do not depend on the machine's load, so they are held
// here, where a change that pulls zod, the charts or the editor into a page's first load fails. Issue 15's
// two pages are also measured in Chromium, everything they load until the network settles.

const manifest = path.join(webRoot, 'dist/.vite/manifest.json');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// The e2e project runs on the built app (`npm test` builds first), so a build without its manifest fails.
describe('first load of every route', () => {
  it("has the build's manifest", () => {
    expect(fs.existsSync(manifest), `${manifest} is missing: run npm run build`).toBe(true);
  });

  it('reads every route of router.tsx, each with its own chunk', () => {
    const table = routeTable();
    // The cube page's view tabs are one route each; the index route's redirect has no chunk of its own.
    expect(table.length).toBeGreaterThan(50);
    for (const { route, modules } of table)
      if (route !== '/') expect(modules.length, route).toBeGreaterThan(0);
    expect(table.find((r) => r.route === '/cubes/:id')?.modules).toEqual([
      'src/routes/cubes/cube-page.tsx',
      'src/features/cube-view/list/list-tab.tsx',
    ]);
  });

  it("loads at most each route's budget", () => {
    const over = routeBundles()
      .filter((b) => b.bytes > routeBudget(b.route))
      .map(
        (b) =>
          `${b.route} ${kb(b.bytes)} > ${kb(routeBudget(b.route))}: ${b.files
            .slice(0, 6)
            .map((f) => `${f.file} ${kb(f.bytes)}`)
            .join(', ')}`,
      );
    expect(over).toEqual([]);
  });

  it('holds /cubes/:id to 150 KB, with no interim ceiling', () => {
    expect(routeBudget('/cubes/:id')).toBe(ROUTE_SCRIPT_BUDGET_BYTES);
  });

  it('keeps interim ceilings only for routes of the table still over 150 KB', () => {
    const bytes = new Map(routeBundles().map((b) => [b.route, b.bytes]));
    const stale = Object.keys(INTERIM_CEILINGS_KB).filter(
      (route) => (bytes.get(route) ?? 0) <= ROUTE_SCRIPT_BUDGET_BYTES,
    );
    expect(stale, 'these routes are under 150 KB (or gone): remove their ceilings').toEqual([]);
  });
});

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
