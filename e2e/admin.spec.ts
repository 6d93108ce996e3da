import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';

// The dashboard panels for a user who follows a cube and has activity, and the admin area's refusal for a
// plain user. (Other specs sign up first on the shared server, so this spec cannot count on being the
// first, admin, account; the admin API's permissions are covered by the integration suite.)

describe.skipIf(noBrowser)('dashboard panels and admin area', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

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
});
