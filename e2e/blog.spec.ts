import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { E2E_BLOG_ADMIN_EMAIL } from './support/global-setup';

// The cube blog end to end, in real Chromium against the built app: the owner writes a post on the Blog
// tab, a follower is notified and comments, the owner replies (the follower is notified of it), someone
// reports the comment, and a moderator hides it from the admin page's queue.

describe('cube blog and comments', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  const signedUp = async (prefix: string, email?: string) => {
    const ctx = await newContext(browser);
    contexts.push(ctx);
    const account = newAccount(prefix);
    await signUpViaApi(ctx, email ? { ...account, email } : account);
    return { ctx, username: account.username };
  };
  const notificationTitles = async (ctx: BrowserContext) =>
    ((await (await ctx.request.get('/api/notifications')).json()).notifications as { title: string }[]).map(
      (n) => n.title,
    );

  // One journey in three steps, each a test of its own (all in one ran past the 90 s limit at load 17-28);
  // each step goes on from where the one before left the pages.
  type Person = Awaited<ReturnType<typeof signedUp>>;
  let owner: Person;
  let follower: Person;
  let name: string;
  let cubeId: string;
  let ownerPage: Page;
  let readerPage: Page;

  it('the owner posts on the Blog tab and a follower is notified', async () => {
    owner = await signedUp('blogger');
    follower = await signedUp('reader');
    name = `Blog Cube ${Date.now()}`;
    const made = await owner.ctx.request.post('/api/cubes', { data: { name, visibility: 'public' } });
    expect(made.status()).toBe(201);
    cubeId = ((await made.json()) as { cube: { id: string } }).cube.id;
    expect((await follower.ctx.request.put(`/api/follows/${cubeId}`, { data: {} })).ok()).toBe(true);

    // The owner writes a post on the Blog tab.
    ownerPage = await owner.ctx.newPage();
    await ownerPage.goto(`/cubes/${cubeId}`);
    await ownerPage
      .getByRole('navigation', { name: 'Cube sections' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await ownerPage.getByText('No posts yet.').waitFor();
    await ownerPage.getByRole('button', { name: 'Write a post' }).click();
    await ownerPage.getByLabel('Title').fill('Welcome to season two');
    await ownerPage.getByLabel(/^Post \(markdown/).fill('We cut **three** cards. Try [[Lightning Bolt]].');
    await ownerPage.getByRole('button', { name: 'Publish' }).click();
    const post = ownerPage.getByRole('article', { name: 'Welcome to season two' });
    await post.waitFor();
    await post.getByText('three', { exact: true }).waitFor();
    expect(await post.locator('strong').textContent()).toBe('three');
    await screenshot(ownerPage, 'blog-post');

    // The follower hears of it (a background job writes the notification) and sees it listed.
    await expect
      .poll(() => notificationTitles(follower.ctx), { timeout: 15_000 })
      .toContain(`${name}: new blog post`);
    readerPage = await follower.ctx.newPage();
    await readerPage.goto('/notifications');
    await readerPage
      .getByRole('list', { name: 'Notifications' })
      .getByText('Welcome to season two')
      .waitFor();
  });

  it('the follower comments and the owner replies; the follower is notified of the reply', async () => {
    // The follower comments on the post.
    await readerPage.goto(`/cubes/${cubeId}/blog`);
    const readerPost = readerPage.getByRole('article', { name: 'Welcome to season two' });
    // Its comments are on the post's own page.
    await readerPost.getByRole('link', { name: 'Comments on Welcome to season two' }).click();
    await readerPage.waitForURL(/\/blog\/[^/]+$/);
    await readerPost.getByLabel('Write a comment').fill('Why cut Counterspell?');
    await readerPost.getByRole('button', { name: 'Comment', exact: true }).click();
    const readerComment = readerPost.getByRole('article', { name: `Comment by ${follower.username}` });
    await readerComment.getByText('Why cut Counterspell?').waitFor();

    // The owner replies; the follower is notified of the reply.
    await ownerPage.reload();
    const ownerPost = ownerPage.getByRole('article', { name: 'Welcome to season two' });
    await ownerPost.getByRole('link', { name: 'Comments on Welcome to season two' }).click();
    const onOwnerSide = ownerPost.getByRole('article', { name: `Comment by ${follower.username}` });
    await onOwnerSide.getByRole('button', { name: 'Reply' }).click();
    await onOwnerSide.getByLabel(`Reply to ${follower.username}`).fill('It was too strong here.');
    await onOwnerSide.getByRole('button', { name: 'Reply', exact: true }).click();
    const replies = ownerPost.getByRole('list', { name: 'Replies' });
    await replies.getByText('It was too strong here.').waitFor();
    await expect
      .poll(() => notificationTitles(follower.ctx), { timeout: 15_000 })
      .toContain(`${owner.username} replied on "Welcome to season two"`);
  });

  it('a reported comment is hidden by a moderator, and everyone else sees it hidden', async () => {
    const ownerPost = ownerPage.getByRole('article', { name: 'Welcome to season two' });
    // The owner reports the follower's comment.
    await ownerPost.getByRole('button', { name: `Report the comment by ${follower.username}` }).click();
    await ownerPost.getByRole('button', { name: `Reported the comment by ${follower.username}` }).waitFor();

    // A moderator hides it from the admin page's queue.
    const admin = await signedUp('blogadmin', E2E_BLOG_ADMIN_EMAIL);
    const mod = await signedUp('blogmod');
    const modId = (await (await mod.ctx.request.get('/api/session')).json()).user.id;
    const granted = await admin.ctx.request.patch(`/api/admin/users/${modId}`, {
      data: { isModerator: true },
    });
    expect(granted.status()).toBe(200);
    const modPage = await mod.ctx.newPage();
    await modPage.goto('/admin');
    const queue = modPage.getByRole('region', { name: 'Reported comments' });
    const reported = queue.getByRole('listitem').filter({ hasText: 'Why cut Counterspell?' });
    await reported.waitFor();
    expect(await reported.textContent()).toContain('1 report');
    await reported.getByRole('button', { name: `Hide the comment by ${follower.username}` }).click();
    await queue.getByRole('button', { name: `Restore the comment by ${follower.username}` }).waitFor();
    await screenshot(modPage, 'admin-comment-queue');

    // Everyone else now sees it hidden; the reply stays in place.
    await readerPage.reload();
    const again = readerPage.getByRole('article', { name: 'Welcome to season two' });
    await again.getByText('This comment was hidden by a moderator.').waitFor();
    expect(await again.getByText('Why cut Counterspell?').count()).toBe(0);
    await again.getByText('It was too strong here.').waitFor();
    await screenshot(readerPage, 'blog-comment-hidden');
  });
});
