// The hostile test's browser half, kept in the suite: script planted in every field a curator writes
// never runs for a visitor, and a page on another origin cannot make a signed-in user's browser write.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseUrl, launchBrowser, newContext, noBrowser } from './support/browser';
import { E2E_HOSTILE_ADMIN_EMAIL } from './support/global-setup';
import { cardsReady, resolveNames } from './support/real-cubes';

// Each payload sets a different marker, so a failure says which field let script through.
const payload = (n: number) =>
  `<img src=x onerror="window.__pwned=${n}"><script>window.__pwned=${n}</script>`;
const jsLink = (n: number) => `[click me](javascript:window.__pwned=${n})`;
/** A payload short enough for a player's name (60 characters). */
const shortPayload = (n: number) => `<img src=x onerror=window.__pwned=${n}>`;

/** Everything on the page that could run script planted by a user. */
async function plantedScript(page: Page) {
  await page.waitForLoadState('networkidle');
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

describe('hostile input in the browser', needs({ Chromium: !noBrowser }), () => {
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

  it('runs no script planted in posts, comments, reports, events, overrides, the feed and notifications', async () => {
    // A cube of its own, followed by the visitor before anything is written, so the post reaches them.
    const created = await owner.request.post('/api/cubes', {
      data: { name: `Blog ${shortPayload(20)}`, visibility: 'public' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { cube } = (await created.json()) as { cube: { id: string; version: number } };
    const id = cube.id;
    expect((await visitor.request.put(`/api/follows/${id}`)).status()).toBe(200);
    // Shown as text: each plain-text field must come back on the page as these very characters.
    const shownAsText: { url: string; text: string }[] = [];

    // Per-entry overrides: the image URL takes https only; a type line is text.
    if (await cardsReady(owner.request)) {
      const [card] = await resolveNames(owner.request, ['Lightning Bolt']);
      const added = await owner.request.post(`/api/cubes/${id}/changes`, {
        data: { baseVersion: 1, ops: [{ type: 'add', card: { name: card!.name, cardId: card!.id } }] },
      });
      expect(added.status(), await added.text()).toBe(200);
      const entry = ((await added.json()) as { cards: { id: string }[] }).cards[0]!;
      const update = (version: number, fields: Record<string, string>) =>
        owner.request.post(`/api/cubes/${id}/changes`, {
          data: { baseVersion: version, ops: [{ type: 'update', id: entry.id, fields }] },
        });
      for (const imageUrl of [
        'javascript:window.__pwned=21',
        'data:text/html,<script>window.__pwned=22</script>',
        'http://example.com/a.png',
        '//example.com/a.png',
      ]) {
        expect((await update(2, { imageUrl })).status(), imageUrl).toBe(400);
      }
      const typeLine = `Creature ${payload(23)}`;
      const set = await update(2, {
        typeLine,
        imageUrl: 'https://example.invalid/a.png"onerror="window.__pwned=24',
      });
      expect(set.status(), await set.text()).toBe(200);
      shownAsText.push(
        { url: `/cubes/${id}?view=table`, text: typeLine },
        { url: `/cubes/${id}?view=spoiler`, text: '' },
        { url: `/cubes/${id}?view=text`, text: '' },
      );
    }

    // A blog post: raw HTML, a javascript: link, an img with onerror, and card links with hostile names.
    const postTitle = `News ${payload(25)}`;
    const post = await owner.request.post(`/api/cubes/${id}/posts`, {
      data: {
        title: postTitle,
        content: `# Season\n\n${payload(26)}\n\n${jsLink(27)}\n\n<a href="javascript:window.__pwned=28">raw</a>\n\n![x](javascript:window.__pwned=29)\n\n[[<img src=x onerror=window.__pwned=30>]] and [[Lightning Bolt|<script>window.__pwned=31</script>]]\n\n<iframe src="javascript:window.__pwned=32"></iframe>`,
      },
    });
    expect(post.status(), await post.text()).toBe(201);
    const postId = ((await post.json()) as { post: { id: string } }).post.id;
    shownAsText.push({ url: `/cubes/${id}/blog`, text: postTitle });

    // Comments and a reply on the cube, a comment on the post, and a report with a hostile reason.
    const say = async (
      ctx: BrowserContext,
      kind: string,
      target: string,
      text: string,
      parentId?: string,
    ) => {
      const res = await ctx.request.post(`/api/comments/${kind}/${target}`, { data: { text, parentId } });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { comment: { id: string } }).comment.id;
    };
    const said = `Nice ${payload(33)} ${jsLink(34)}`;
    const first = await say(visitor, 'cube', id, said);
    const reply = `Thanks ${payload(35)}`;
    const replyId = await say(owner, 'cube', id, reply, first);
    const onPost = `On the post ${payload(36)}`;
    await say(visitor, 'post', postId, onPost);
    const reported = await visitor.request.post(`/api/comments/${replyId}/report`, {
      data: { reason: `Spam ${payload(37)}` },
    });
    expect(reported.status(), await reported.text()).toBe(204);
    shownAsText.push(
      { url: `/cubes/${id}/blog`, text: said },
      { url: `/cubes/${id}/blog`, text: reply },
      // The follower's notice of the post carries its title, and the reply's names the cube.
      { url: '/notifications', text: postTitle },
      { url: '/notifications', text: `Blog ${shortPayload(20)}` },
    );

    // An event: name, notes, player names and a pasted deck.
    const eventName = `Night ${payload(38)}`.slice(0, 100);
    const event = await owner.request.post(`/api/cubes/${id}/events`, {
      data: {
        name: eventName,
        date: '2026-11-20',
        notes: `${payload(39)}\n\n${jsLink(40)}`,
        players: [
          { name: shortPayload(41), text: `1 ${payload(42)}\n1 Lightning Bolt` },
          { name: '<b>bob</b>"\'&' },
        ],
      },
    });
    expect(event.status(), await event.text()).toBe(201);
    const eventId = ((await event.json()) as { event: { id: string } }).event.id;
    shownAsText.push(
      { url: `/cubes/${id}/records`, text: eventName },
      { url: `/cubes/${id}/records/${eventId}`, text: shortPayload(41) },
      { url: `/cubes/${id}/records/${eventId}`, text: '<b>bob</b>"\'&' },
    );

    const urls = [...new Set([`/cubes/${id}`, ...shownAsText.map((s) => s.url), '/notifications'])];
    for (const url of urls) {
      const page = await visitor.newPage();
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await plantedScript(page), url).toEqual({ pwned: null, handlers: [], jsUrls: [], iframes: 0 });
      for (const { text } of shownAsText.filter((s) => s.url === url && s.text)) {
        await expect
          .poll(() => page.evaluate((t) => document.body.textContent?.includes(t), text), { message: text })
          .toBe(true);
      }
      await page.close();
    }
    // A post's own comments are on its page.
    const blog = await visitor.newPage();
    await blog.goto(`/cubes/${id}/blog`);
    await blog
      .getByRole('link', { name: /^Comments on / })
      .first()
      .click();
    await expect
      .poll(() => blog.evaluate((t) => document.body.textContent?.includes(t), onPost), { message: onPost })
      .toBe(true);
    expect(await plantedScript(blog), 'post comments').toEqual({
      pwned: null,
      handlers: [],
      jsUrls: [],
      iframes: 0,
    });
    await blog.close();

    // The follower's notification of the post leads to the Blog tab, and its title is text.
    const notes = await visitor.newPage();
    await notes.goto('/notifications');
    const link = notes.getByRole('link', { name: /new blog post/ }).first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/cubes/${id}/blog`);
    await notes.close();

    // The moderators' queue shows the reported comment and its reason as text.
    const adminCtx = await newContext(browser);
    await signUpViaApi(adminCtx, { ...newAccount('hostileadmin'), email: E2E_HOSTILE_ADMIN_EMAIL });
    const admin = await adminCtx.newPage();
    admin.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await admin.goto('/admin');
    await admin.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => admin.evaluate((t) => document.body.textContent?.includes(t), reply)).toBe(true);
    expect(await plantedScript(admin), '/admin').toEqual({
      pwned: null,
      handlers: [],
      jsUrls: [],
      iframes: 0,
    });
    await adminCtx.close();

    // The Atom feed: well-formed XML whose entry title is the post's title as text, no markup of it.
    const feedPage = await visitor.newPage();
    const atom = await (await visitor.request.get(`/api/cubes/${id}/feed.atom`)).text();
    const parsed = await feedPage.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        titles: [...doc.querySelectorAll('entry > title')].map((t) => t.textContent),
        foreign: [...doc.getElementsByTagName('*')].filter(
          (el) => el.namespaceURI !== 'http://www.w3.org/2005/Atom',
        ).length,
        scripts: doc.getElementsByTagName('script').length + doc.getElementsByTagName('img').length,
      };
    }, atom);
    await feedPage.close();
    expect(parsed).toMatchObject({ errors: 0, foreign: 0, scripts: 0 });
    expect(parsed.titles).toContain(postTitle);
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
