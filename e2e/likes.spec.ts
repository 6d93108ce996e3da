import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';

// Likes on cubes against the built app: two people like a public cube from its page, the count shows on
// the page and on the cube's tile in browse sorted by likes; unliking takes one back; a guest's Like
// goes to /login.

describe('likes on cubes', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('likes and unlikes from the cube page, and browse shows and sorts by the count', async () => {
    const owner = await newContext(browser);
    await signUpViaApi(owner, newAccount('liked'));
    const name = `Liked Cube ${Date.now()}`;
    const created = await owner.request.post('/api/cubes', { data: { name, visibility: 'public' } });
    expect(created.status()).toBe(201);
    const cube = (await created.json()).cube as { id: string };
    const plain = await owner.request.post('/api/cubes', {
      data: { name: `${name} Unliked`, visibility: 'public' },
    });
    expect(plain.status()).toBe(201);

    const fan = await newContext(browser);
    await signUpViaApi(fan, newAccount('fan'));
    for (const who of [owner, fan]) {
      const page = await who.newPage();
      await page.goto(`/cubes/${cube.id}`);
      await page.getByRole('button', { name: /^Like\b/ }).click();
      await page.getByRole('button', { name: /^Liked/, pressed: true }).waitFor();
    }
    const page = await fan.newPage();
    await page.goto(`/cubes/${cube.id}`);
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('2');

    await page.goto(`/community/browse?sort=likes&q=${encodeURIComponent(name)}`);
    const tiles = page.getByRole('list').getByRole('link', { name: new RegExp(name) });
    await expect.poll(() => tiles.count()).toBe(2);
    // Most liked first: the liked cube, then the one nobody liked.
    expect(await tiles.first().textContent()).toContain('2 likes');
    expect(await tiles.nth(1).textContent()).toContain('0 likes');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('likes');
    await screenshot(page, 'likes-browse');

    await page.goto(`/cubes/${cube.id}`);
    await page.getByRole('button', { name: /^Liked/ }).click();
    await page.getByRole('button', { name: /^Like\b/, pressed: false }).waitFor();
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('1');

    const guest = await newContext(browser);
    const guestPage = await guest.newPage();
    await guestPage.goto(`/cubes/${cube.id}`);
    await guestPage.getByRole('button', { name: /^Like\b/ }).click();
    await guestPage.waitForURL('**/login**');
    for (const c of [owner, fan, guest]) await c.close();
  });
});
