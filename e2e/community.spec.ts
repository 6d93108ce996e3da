import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { badgeText, notificationsLink } from './support/notification-badge';

// Following and live notifications across two people: A owns a public cube, B follows it from the
// cube page; A saves a change and B's badge goes to 1 without a reload, a second save makes it 2; B reads
// one on /notifications, then marks all read and the badge clears.

/** An owner's new public cube and a second account following it, each in a browser context of its own. */
async function ownerAndFollower(browser: Browser, cubeName: string) {
  const a = await newContext(browser);
  await signUpViaApi(a, newAccount('owner'));
  const created = await a.request.post('/api/cubes', {
    data: { name: `${cubeName} ${Date.now()}`, visibility: 'public' },
  });
  expect(created.status()).toBe(201);
  const cube = (await created.json()).cube as { id: string; version: number };
  const b = await newContext(browser);
  await signUpViaApi(b, newAccount('follower'));
  expect((await b.request.put(`/api/follows/${cube.id}`)).status()).toBeLessThan(300);
  return { a, b, cube };
}

describe('community: follow, live notifications, guests', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('notifies a follower live when the owner saves, and lets them read it', async () => {
    const a = await newContext(browser);
    await signUpViaApi(a, newAccount('owner'));
    const name = `Live Follow ${Date.now()}`;
    const created = await a.request.post('/api/cubes', { data: { name, visibility: 'public' } });
    expect(created.status()).toBe(201);
    const cube = (await created.json()).cube as { id: string; version: number };

    const b = await newContext(browser);
    await signUpViaApi(b, newAccount('follower'));
    const page = await b.newPage();
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto(`/cubes/${cube.id}`);
    await page.getByRole('button', { name: /^Follow/ }).click();
    await page.getByRole('button', { name: /^Following/ }).waitFor();
    // A new account that only followed has heard nothing yet (a failure names what it heard).
    const titles = async () =>
      ((await (await b.request.get('/api/notifications')).json()).notifications as { title: string }[]).map(
        (n) => n.title,
      );
    expect(await titles()).toEqual([]);
    await expect.poll(() => badgeText(page)).toBe('Notifications');
    // The cube's live room and the user's notifications share the tab's one socket.
    await page.getByTestId('live-status').waitFor();

    const saved = await a.request.post(`/api/cubes/${cube.id}/changes`, {
      data: {
        baseVersion: cube.version,
        ops: [{ type: 'add', card: { name: 'Lightning Bolt', cardId: 'name:lightning bolt' } }],
      },
    });
    expect(saved.status()).toBe(200);
    await expect.poll(() => badgeText(page), { timeout: 15_000 }).toMatch(/1$/);
    const again = await a.request.post(`/api/cubes/${cube.id}/changes`, {
      data: {
        baseVersion: cube.version + 1,
        ops: [{ type: 'add', card: { name: 'Counterspell', cardId: 'name:counterspell' } }],
      },
    });
    expect(again.status()).toBe(200);
    await expect.poll(() => badgeText(page), { timeout: 15_000 }).toMatch(/2$/);
    expect(sockets.filter((url) => url.includes('/socket.io/'))).toHaveLength(1);

    await notificationsLink(page).click();
    const unreadItems = page.getByRole('listitem', { name: /^Unread: / });
    await expect.poll(() => unreadItems.count()).toBe(2);
    expect(await unreadItems.first().textContent()).toContain(name);
    await screenshot(page, 'community-notifications');
    await page
      .getByRole('button', { name: /^Mark ".*" as read$/ })
      .first()
      .click();
    await expect.poll(() => badgeText(page)).toMatch(/1$/);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => badgeText(page)).toBe('Notifications');
    await expect.poll(() => unreadItems.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await a.close();
    await b.close();
  });

  // The dashboard listens for notifications without loading the protocol's schemas (bench:bundle): they
  // load with the first message, which must still be parsed and heard, as must the one after it.
  it('notifies a follower live on the dashboard, which loads the schemas with the first message', async () => {
    const { a, b, cube } = await ownerAndFollower(browser, 'Dashboard Live');
    const page = await b.newPage();
    const connected = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
    await connected;
    await expect.poll(() => badgeText(page)).toBe('Notifications');

    for (const [i, card] of ['Lightning Bolt', 'Counterspell'].entries()) {
      const saved = await a.request.post(`/api/cubes/${cube.id}/changes`, {
        data: {
          baseVersion: cube.version + i,
          ops: [{ type: 'add', card: { name: card, cardId: `name:${card.toLowerCase()}` } }],
        },
      });
      expect(saved.status()).toBe(200);
      await expect.poll(() => badgeText(page), { timeout: 15_000 }).toMatch(new RegExp(`${i + 1}$`));
    }
    await a.close();
    await b.close();
  });

  // The socket opens once the page is idle, after its session fetch: a notification made in between
  // reached no socket. The socket's subscribe names the badge's count and the server catches it up.
  it('shows a notification made after the session fetch but before the socket opened, without a reload', async () => {
    const { a, b, cube } = await ownerAndFollower(browser, 'Missed Live');
    const page = await b.newPage();
    const sessionFetches: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/session') sessionFetches.push(req.url());
    });
    // The page's session answer (0 unread) is held until the owner's save has notified the follower.
    await page.route(
      '**/api/session',
      async (route) => {
        const answer = await route.fetch();
        expect((await answer.json()).unreadCount).toBe(0);
        const saved = await a.request.post(`/api/cubes/${cube.id}/changes`, {
          data: {
            baseVersion: cube.version,
            ops: [{ type: 'add', card: { name: 'Lightning Bolt', cardId: 'name:lightning bolt' } }],
          },
        });
        expect(saved.status()).toBe(200);
        const unread = async () => (await (await b.request.get('/api/session')).json()).unreadCount;
        await expect.poll(unread, { timeout: 15_000 }).toBe(1);
        await route.fulfill({ response: answer });
      },
      { times: 1 },
    );
    const connected = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
    await connected;
    await expect.poll(() => badgeText(page), { timeout: 15_000 }).toMatch(/1$/);
    // From the socket's catch-up, not from fetching the session again.
    expect(sessionFetches).toHaveLength(1);
    await a.close();
    await b.close();
  });

  // The browse page and the search page's cubes tab share their filter controls and draft state.
  for (const [path, apply] of [
    ['/community/browse', 'Apply filters'],
    ['/search?tab=cubes', 'Apply'],
  ] as const) {
    it(`${path}: filters apply on submit, a sort change at once and keeps them`, async () => {
      const guest = await newContext(browser);
      const page = await guest.newPage();
      await page.goto(path);
      const params = () => new URL(page.url()).searchParams;
      await page.getByRole('spinbutton', { name: 'Min cards' }).fill('3');
      await page.getByRole('spinbutton', { name: 'Max cards' }).fill('9');
      await page.getByRole('button', { name: 'Blue' }).click();
      expect(params().get('minSize')).toBeNull();
      await page.getByRole('button', { name: apply, exact: true }).click();
      await expect.poll(() => params().get('minSize')).toBe('3');
      expect(params().get('maxSize')).toBe('9');
      expect(params().get('colors')).toBe('U');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
      await expect.poll(() => params().get('sort')).toBe('name');
      expect(params().get('minSize')).toBe('3');
      expect(await page.getByRole('spinbutton', { name: 'Max cards' }).inputValue()).toBe('9');
      expect(await page.getByRole('button', { name: 'Blue' }).getAttribute('aria-pressed')).toBe('true');
      await guest.close();
    });
  }

  it('shows guests the public cube in browse and sends them to /login on Follow', async () => {
    const owner = await newContext(browser);
    await signUpViaApi(owner, newAccount('public'));
    const name = `Guest Visible ${Date.now()}`;
    const cube = (
      await (await owner.request.post('/api/cubes', { data: { name, visibility: 'public' } })).json()
    ).cube;
    await owner.close();

    const guest = await newContext(browser);
    const page = await guest.newPage();
    await page.goto('/community/browse');
    await page.getByRole('link', { name: new RegExp(name) }).waitFor();
    await screenshot(page, 'community-browse-guest');
    await page.goto(`/cubes/${cube.id}`);
    await page.getByRole('button', { name: /^Follow/ }).click();
    await page.waitForURL('**/login**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/cubes/${cube.id}`);
    await guest.close();
  });
});
