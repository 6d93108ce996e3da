// The hostile test's browser half, kept in the suite: script planted in every field a curator writes
// never runs for a visitor, and a page on another origin cannot make a signed-in user's browser write.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseUrl, launchBrowser, newContext, noBrowser } from './support/browser';
import { cardsReady, resolveNames } from './support/real-cubes';

// Each payload sets a different marker, so a failure says which field let script through.
const payload = (n: number) =>
  `<img src=x onerror="window.__pwned=${n}"><script>window.__pwned=${n}</script>`;
const jsLink = (n: number) => `[click me](javascript:window.__pwned=${n})`;

/** Everything on the page that could run script planted by a user. */
async function plantedScript(page: Page) {
  return page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
    handlers: [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName}[${a.name}]`),
    ),
    jsUrls: [...document.querySelectorAll('[href],[src],[action],[formaction]')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '')
      .filter((url) => /^\s*javascript:/i.test(url)),
    iframes: document.querySelectorAll('iframe, object, embed').length,
  }));
}

describe.skipIf(noBrowser)('hostile input in the browser', () => {
  let browser: Browser;
  let owner: BrowserContext;
  let visitor: BrowserContext;
  let cubeId = '';
  const dialogs: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newContext(browser);
    await signUpViaApi(owner, newAccount('mallory'));
    visitor = await newContext(browser);
    await signUpViaApi(visitor, newAccount('visitor'));
    visitor.on('page', (p) =>
      p.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      }),
    );
  });
  afterAll(() => browser?.close());

  it('runs no script planted in a cube name, description, tags, card notes and white paper', async () => {
    const created = await owner.request.post('/api/cubes', {
      data: {
        name: `Evil <b>cube</b> ${payload(1)}`.slice(0, 100),
        description: `${payload(2)}\n\n${jsLink(3)}\n\n<iframe src="javascript:window.__pwned=4"></iframe>`,
        visibility: 'public',
        tags: ['<svg onload=window.__pwned=5>'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { cube } = (await created.json()) as { cube: { id: string; version: number } };
    cubeId = cube.id;

    let version = cube.version;
    if (await cardsReady(owner.request)) {
      const [card] = await resolveNames(owner.request, ['Lightning Bolt']);
      const saved = await owner.request.post(`/api/cubes/${cubeId}/changes`, {
        data: {
          baseVersion: version,
          ops: [
            {
              type: 'add',
              card: {
                name: card!.name,
                cardId: card!.id,
                notes: payload(6),
                tags: ['<svg onload=window.__pwned=7>'],
              },
            },
          ],
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      version += 1;
    }
    const paper = await owner.request.put(`/api/cubes/${cubeId}/whitepaper`, {
      data: {
        baseVersion: version,
        content: `# Plan\n\n${payload(8)}\n\n${jsLink(9)}\n\n<a href="javascript:window.__pwned=10">raw link</a>\n\n<style>body{display:none}</style>\n\n[[Lightning Bolt]]`,
      },
    });
    expect(paper.status(), await paper.text()).toBe(200);

    for (const url of [
      `/cubes/${cubeId}`,
      `/cubes/${cubeId}/whitepaper`,
      `/cubes/${cubeId}/activity`,
      `/cubes/${cubeId}/versions`,
      '/community/latest',
      '/community/browse',
      `/search?q=${encodeURIComponent('Evil')}&tab=cubes`,
    ]) {
      const page = await visitor.newPage();
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await plantedScript(page), url).toEqual({ pwned: null, handlers: [], jsUrls: [], iframes: 0 });
      await page.close();
    }
    // The white paper still shows the text around what was stripped (sanitised, not dropped wholesale).
    const page = await visitor.newPage();
    await page.goto(`/cubes/${cubeId}/whitepaper`);
    await expect.poll(() => page.getByRole('heading', { name: 'Plan' }).count()).toBe(1);
    await page.close();
    expect(dialogs).toEqual([]);
  });

  it('refuses writes a page on another origin makes with the signed-in user cookies', async () => {
    // A page served from a second local server on another port: another origin, but the same site, so
    // the browser does send the app's cookies with its requests. Only the origin check stands between.
    // A form needs no CORS preflight, and read-all needs no body: with the cookies, it would succeed.
    const readAll = `${baseUrl}/api/notifications/read-all`;
    const attacker = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><title>Free cards</title>
        <form id="f" method="POST" action="${readAll}" enctype="text/plain"></form>
        <script>document.getElementById('f').submit();</script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const page = await visitor.newPage();
      const answered = page.waitForResponse((r) => r.url() === readAll && r.request().method() === 'POST');
      await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
      const marked = await answered;
      expect(marked.status()).toBe(403);
      expect(marked.request().headers().origin).toBe(
        `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`,
      );
      await page.close();
    } finally {
      attacker.close();
    }
  });
});
