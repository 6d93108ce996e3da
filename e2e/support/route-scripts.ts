import zlib from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

/**
 * Opens `url` in `context` and sums the gzip -9 size of every script it loads from `origin`, once the
 * page's heading is drawn and the network has settled. Shared by bench:bundle and the budget e2e test,
 * so the figure the bench prints is the one the test holds to.
 */
export async function routeScripts(
  context: BrowserContext,
  origin: string,
  url: string,
): Promise<{ total: number; files: Map<string, number> }> {
  const page = await context.newPage();
  const files = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.url().startsWith(origin)) return;
    try {
      files.set(new URL(res.url()).pathname, zlib.gzipSync(await res.body(), { level: 9 }).length);
    } catch {}
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // networkidle can fire before the route's lazy chunks start loading (a run once counted 7 of 14
  // scripts): wait until the page's heading is drawn, then for the network to settle again.
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return { total: [...files.values()].reduce((a, b) => a + b, 0), files };
}
