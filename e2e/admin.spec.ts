import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { E2E_ADMIN_EMAIL } from './support/global-setup';
import { badgeText, notificationsLink } from './support/notification-badge';

// The dashboard panels for a user who follows a cube and has activity, and the admin area's refusal for a
// plain user. Other specs sign up first on the shared server, so this spec cannot count on being the
// first, admin, account: the server makes E2E_ADMIN_EMAIL an admin (ADMIN_EMAILS), which this spec signs
// up once for the announcement and the moderator's hiding of a cube.

describe('dashboard panels and admin area', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let admin: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** The admin account's context, signed up on first use. */
  const adminContext = async () => {
    if (admin) return admin;
    admin = await newContext(browser);
    await signUpViaApi(admin, { ...newAccount('admin'), email: E2E_ADMIN_EMAIL });
    const session = await (await admin.request.get('/api/session')).json();
    expect(session.user.isAdmin).toBe(true);
    return admin;
  };
  /** A fresh signed-in user with a page open on their dashboard (the sidebar badge in view). */
  const userOnDashboard = async (prefix: string): Promise<{ ctx: BrowserContext; page: Page }> => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, newAccount(prefix));
    const page = await ctx.newPage();
    await page.goto('/dashboard');
    await expect.poll(() => badgeText(page)).toBe('Notifications');
    return { ctx, page };
  };

  it('shows followed updates, recent activity, unread notifications and quick actions', async () => {
    const owner = await newContext(browser);
    await signUpViaApi(owner, newAccount('followed'));
    const followedName = `Followed Cube ${Date.now()}`;
    const made = await owner.request.post('/api/cubes', {
      data: { name: followedName, visibility: 'public' },
    });
    expect(made.status()).toBe(201);
    const followed = (await made.json()).cube as { id: string; version: number };

    const me = await newContext(browser);
    await signUpViaApi(me, newAccount('dash'));
    expect((await me.request.put(`/api/follows/${followed.id}`, { data: {} })).ok()).toBe(true);
    const mine = await me.request.post('/api/cubes', { data: { name: 'Dashboard Own Cube' } });
    const own = (await mine.json()).cube as { id: string; version: number };
    const addBolt = { type: 'add', card: { name: 'Lightning Bolt', cardId: 'name:lightning bolt' } };
    const ownSave = await me.request.post(`/api/cubes/${own.id}/changes`, {
      data: { baseVersion: own.version, ops: [addBolt] },
    });
    expect(ownSave.status()).toBe(200);
    const followedSave = await owner.request.post(`/api/cubes/${followed.id}/changes`, {
      data: { baseVersion: followed.version, ops: [addBolt] },
    });
    expect(followedSave.status()).toBe(200);

    // The follower's notification and the cube update are written by a background job.
    const unreadCount = async () => (await (await me.request.get('/api/notifications')).json()).unreadCount;
    await expect.poll(unreadCount, { timeout: 15_000 }).toBe(1);
    const page = await me.newPage();
    await page.goto('/dashboard');
    const updates = page.getByRole('region', { name: 'Recent updates from cubes you follow' });
    await expect.poll(() => updates.textContent(), { timeout: 15_000 }).toContain(followedName);
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect.poll(() => activity.textContent()).toContain('Dashboard Own Cube');
    expect(await activity.textContent()).toMatch(/just now|minute/);
    const unread = page.getByRole('region', { name: 'Unread notifications' });
    await expect
      .poll(() => unread.getByTestId('unread-count').textContent(), { timeout: 15_000 })
      .toBe('1 unread');
    expect(await unread.getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
    const actions = page.getByRole('region', { name: 'Quick actions' });
    expect(await actions.getByRole('link', { name: 'Create cube' }).getAttribute('href')).toBe(
      '/cubes/create',
    );
    expect(await actions.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe(
      '/tools/import-cube',
    );
    expect(await actions.getByRole('link', { name: 'Draft' }).getAttribute('href')).toBe('/draft/multi');
    await screenshot(page, 'dashboard-panels');
    await owner.close();
    await me.close();
  });

  it('refuses the admin area and role changes to a plain user', async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, newAccount('plain'));
    const session = await (await ctx.request.get('/api/session')).json();
    // Only meaningful for a non-admin: the very first account on a fresh server is an admin.
    if (session.user.isAdmin) return;
    const patch = await ctx.request.patch(`/api/admin/users/${session.user.id}`, { data: { isAdmin: true } });
    expect(patch.status()).toBe(403);
    expect((await patch.json()).error).toBe('Only admins can update user roles');
    const page = await ctx.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admins only' }).waitFor();
    await page.getByText(/Only admins can update user roles/).waitFor();
    await ctx.close();
  });

  it("delivers an admin's announcement live to two users: badge and list", async () => {
    const a = await userOnDashboard('hear_a');
    const b = await userOnDashboard('hear_b');
    const page = await (await adminContext()).newPage();
    await page.goto('/admin');
    const title = `Maintenance ${Date.now()}`;
    const composer = page.getByRole('region', { name: 'Announcement' });
    await composer.getByLabel('Title', { exact: true }).fill(title);
    await composer.getByLabel('Message', { exact: true }).fill('The server restarts at midnight.');
    await composer.getByRole('button', { name: 'Send announcement' }).click();
    await composer.getByText('Announcement queued').waitFor();
    for (const user of [a, b]) {
      await expect.poll(() => badgeText(user.page), { timeout: 15_000 }).toMatch(/1$/);
      await notificationsLink(user.page).click();
      const item = user.page.getByRole('listitem', { name: `Unread: ${title}` });
      await item.waitFor();
      expect(await item.textContent()).toContain('The server restarts at midnight.');
    }
    await screenshot(b.page, 'admin-announcement-received');
    await page.close();
    await a.ctx.close();
    await b.ctx.close();
  });

  it('lets a moderator hide a cube from community lists with a reason the owner sees, and unhide it', async () => {
    const owner = await userOnDashboard('hidden_owner');
    const name = `Hide Me ${Date.now()}`;
    const made = await owner.ctx.request.post('/api/cubes', { data: { name, visibility: 'public' } });
    expect(made.status()).toBe(201);
    const cube = (await made.json()).cube as { id: string };
    const inBrowse = async () => {
      const res = await owner.ctx.request.get(`/api/community/browse?q=${encodeURIComponent(name)}`);
      return ((await res.json()).cubes as { id: string }[]).some((c) => c.id === cube.id);
    };
    expect(await inBrowse()).toBe(true);

    const mod = await newContext(browser);
    await signUpViaApi(mod, newAccount('moderator'));
    const modId = (await (await mod.request.get('/api/session')).json()).user.id;
    const granted = await (await adminContext()).request.patch(`/api/admin/users/${modId}`, {
      data: { isModerator: true },
    });
    expect(granted.status()).toBe(200);

    const page = await mod.newPage();
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'Hidden cubes' });
    await panel.getByText('No hidden cubes.').waitFor();
    const reason = 'The description breaks the community rules.';
    await panel.getByLabel('Cube id or URL').fill(new URL(`/cubes/${cube.id}`, page.url()).href);
    await panel.getByLabel('Reason (shown to the owner)').fill(reason);
    await panel.getByRole('button', { name: 'Hide from community lists' }).click();
    await panel.getByText(`Hidden: ${name}`).waitFor();
    const listed = panel.getByRole('list', { name: 'Hidden cubes' }).getByRole('listitem');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.textContent()).toContain(reason);
    expect(await inBrowse()).toBe(false);
    await screenshot(page, 'admin-hidden-cubes');

    // The owner is told live, and the cube page shows them why.
    await expect.poll(() => badgeText(owner.page), { timeout: 15_000 }).toMatch(/1$/);
    await owner.page.goto(`/cubes/${cube.id}`);
    await owner.page.getByText(`Hidden from community lists by a moderator: ${reason}`).waitFor();
    await screenshot(owner.page, 'cube-hidden-banner');
    // Anyone else can still open it by link, without the banner.
    const other = await mod.newPage();
    await other.goto(`/cubes/${cube.id}`);
    await other.getByRole('heading', { name }).waitFor();
    expect(await other.getByText('Hidden from community lists by a moderator').count()).toBe(0);

    await panel.getByRole('button', { name: `Unhide ${name}` }).click();
    await panel.getByText('No hidden cubes.').waitFor();
    expect(await inBrowse()).toBe(true);
    await owner.ctx.close();
    await mod.close();
  });
});
