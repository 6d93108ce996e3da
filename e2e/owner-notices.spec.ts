import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';

// The loop between two people (issue 30): on a phone, the friend follows, likes and comments on the
// curator's cube and on a post of its blog; at a desk, the curator sees each in notifications (the likes
// as the day's summary, which the e2e server sums up every 2 s) and follows the comment's notification
// to the comment itself, on the post's own page, scrolled to and highlighted.

describe('owners hear what happens to their cube', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('follow, like and comments reach the curator, whose link opens the exact comment', async () => {
    const curator = await newContext(browser);
    const curatorAccount = newAccount('curator');
    await signUpViaApi(curator, curatorAccount);
    const name = `Loop Cube ${Date.now()}`;
    const created = await curator.request.post('/api/cubes', { data: { name, visibility: 'public' } });
    expect(created.status()).toBe(201);
    const cubeId = (await created.json()).cube.id as string;
    const posted = await curator.request.post(`/api/cubes/${cubeId}/posts`, {
      data: { title: 'Season two', content: 'Out goes [[Counterspell]].' },
    });
    expect(posted.status()).toBe(201);
    const postId = (await posted.json()).post.id as string;

    // The friend, on a phone.
    const friend = await newContext(browser, { width: 390, height: 844 });
    const friendAccount = newAccount('friend');
    await signUpViaApi(friend, friendAccount);
    const phone = await friend.newPage();
    await phone.goto(`/cubes/${cubeId}`);
    await phone.getByRole('button', { name: /^Follow\b/ }).click();
    await phone.getByRole('button', { name: /^Following\b/, pressed: true }).waitFor();
    await phone.getByRole('button', { name: /^Like\b/ }).click();
    await phone.getByRole('button', { name: /^Liked/, pressed: true }).waitFor();

    // A post has its own page, with its thread open under it.
    await phone.goto(`/cubes/${cubeId}/blog`);
    await phone.getByRole('link', { name: 'Comments on Season two' }).click();
    await phone.waitForURL(`**/cubes/${cubeId}/blog/${postId}`);
    expect(await phone.title()).toBe('Blog Post · Cubewright');
    const crumbs = phone.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Blog' }).waitFor();
    await phone.getByLabel('Write a comment').fill('Sad to see [[Counterspell]] go');
    await phone.getByRole('button', { name: 'Comment', exact: true }).click();
    const onPost = phone.getByRole('article', { name: `Comment by ${friendAccount.username}` });
    // [[Card Name]] in a comment links to the card's page.
    const cardLink = onPost.getByRole('link', { name: 'Counterspell' });
    await cardLink.waitFor();
    expect(await cardLink.getAttribute('href')).toMatch(/^\/cards\//);
    await screenshot(phone, 'owner-notices-phone-post-comment');

    // And on the cube's own discussion.
    await phone.goto(`/cubes/${cubeId}/blog`);
    const discussion = phone.locator('#discussion');
    await discussion.getByLabel('Write a comment').fill('Lovely cube!');
    await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
    await discussion.getByText('Lovely cube!').waitFor();

    // The curator, at a desk, hears of each.
    const who = friendAccount.username;
    const titles = async () =>
      ((await (await curator.request.get('/api/notifications')).json()).notifications as { title: string }[])
        .map((n) => n.title)
        .sort();
    await expect
      .poll(titles, { timeout: 30_000 })
      .toEqual(
        [
          `${who} followed "${name}"`,
          `${who} commented on "Season two"`,
          `${who} commented on the cube`,
          `1 new like on "${name}"`,
        ].sort(),
      );
    const desk = await curator.newPage();
    await desk.goto('/notifications');
    const list = desk.getByRole('list', { name: 'Notifications' });
    await list.getByText(`1 new like on "${name}"`).waitFor();
    await screenshot(desk, 'owner-notices-desk-list');

    await list.getByRole('link', { name: `${who} commented on "Season two"` }).click();
    await desk.waitForURL(new RegExp(`/cubes/${cubeId}/blog/${postId}#comment-`));
    const opened = desk.locator('article[aria-current="location"]');
    await opened.getByText('Sad to see').waitFor();
    expect(await opened.getAttribute('aria-label')).toBe(`Comment by ${who}`);
    await expect.poll(() => opened.evaluate((el) => document.activeElement === el)).toBe(true);
    const box = await opened.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 800, JSON.stringify(box)).toBe(true);
    await desk.screenshot({ path: 'test-artifacts/owner-notices-desk-comment.png' });

    // The curator chooses a daily e-mail for comments in Account Settings.
    await desk.goto('/account/settings');
    const comments = desk.getByLabel('Comments and replies');
    await comments.selectOption('email');
    await desk.getByText('Notification settings saved').waitFor();
    const saved = await (await curator.request.get('/api/account/notification-preferences')).json();
    expect(saved.channels.comments).toBe('email');
    await screenshot(desk, 'owner-notices-desk-settings');
    const phoneSettings = await friend.newPage();
    await phoneSettings.goto('/account/settings');
    await phoneSettings.getByLabel('New followers').waitFor();
    await screenshot(phoneSettings, 'owner-notices-phone-settings');

    await curator.close();
    await friend.close();
  }, 180_000);
});
