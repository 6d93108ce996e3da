import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signInViaUi, signUpViaApi, signUpViaUi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';

const path = (page: Page) => new URL(page.url()).pathname;

async function crumbs(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  await nav.waitFor();
  return (await nav.getByRole('listitem').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

describe('foundation: sign-up, guards, shell', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let signedIn: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    signedIn = await newContext(browser);
    await signUpViaApi(signedIn, newAccount('shell'));
  });
  afterAll(() => browser?.close());

  it('signs a new user up through the form and lands on the dashboard', async () => {
    const page = await (await newContext(browser)).newPage();
    const account = newAccount('newcomer');
    await signUpViaUi(page, account);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(account.username).first().isVisible()).toBe(true);
    await page.getByRole('heading', { name: `Welcome back, ${account.username}` }).waitFor();
    await screenshot(page, 'dashboard');
  });

  it('sends a guest from an auth route to /login and back after sign-in', async () => {
    const account = newAccount('returner');
    const setup = await newContext(browser);
    await signUpViaApi(setup, account);
    await setup.close();

    const page = await (await newContext(browser)).newPage();
    await page.goto('/account/settings');
    await page.waitForURL('**/login**');
    expect(await page.title()).toContain('Sign In');
    await page.getByRole('tab', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'login');
    await signInViaUi(page, account);
    await page.waitForURL('**/account/settings');
    expect(path(page)).toBe('/account/settings');
  });

  it('sends a signed-in user from /login to /dashboard, and / to the dashboard', async () => {
    const page = await signedIn.newPage();
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await page.waitForURL('**/dashboard');
  });

  it('sends a guest from / to the featured cubes', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/');
    await page.waitForURL('**/community/featured');
  });

  it('shows breadcrumbs per the spec', async () => {
    const page = await signedIn.newPage();
    await page.goto('/dashboard');
    expect(await crumbs(page)).not.toContain('Cubewright');
    await page.goto('/community/browse');
    await expect.poll(() => crumbs(page)).toEqual(['Cubewright', 'Community']);
    await page.goto('/community/following');
    await expect.poll(() => crumbs(page)).toEqual(['Cubewright', 'Following']);
    await page.goto('/search?q=bolt');
    await expect.poll(() => crumbs(page)).toEqual(['Cubewright', 'Community', 'Search Results']);
    // The product crumb is a link to the dashboard; the current crumb is plain text.
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await nav.getByRole('link', { name: 'Cubewright' }).getAttribute('href')).toBe('/dashboard');
    expect(await nav.getByRole('link', { name: 'Search Results' }).count()).toBe(0);
  });

  it('lists the user cubes in the sidebar and names the cube in the breadcrumbs', async () => {
    const page = await signedIn.newPage();
    const res = await signedIn.request.post('/api/cubes', { data: { name: 'Crumb Test Cube' } });
    expect(res.status()).toBe(201);
    const { cube } = (await res.json()) as { cube: { id: string } };
    await page.goto('/dashboard');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Crumb Test Cube' }).click();
    await page.waitForURL(`**/cubes/${cube.id}`);
    await expect.poll(() => crumbs(page)).toEqual(['Cubewright', 'My Cubes', 'Crumb Test Cube']);
    await page.goto(`/cubes/${cube.id}/settings`);
    await expect.poll(() => crumbs(page)).toEqual(['Cubewright', 'My Cubes', 'Crumb Test Cube', 'Settings']);
    const guest = await (await newContext(browser)).newPage();
    await guest.goto(`/cubes/${cube.id}`);
    await expect.poll(() => crumbs(guest)).toEqual(['Cubewright', 'Community', 'Crumb Test Cube']);
  });

  it('collapses the sidebar with Ctrl+B and keeps the state across a reload', async () => {
    const page = await signedIn.newPage();
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    const cookie = (await signedIn.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    await page.reload();
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    await page.keyboard.press('Control+b');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-state')).toBe('expanded');
  });

  it('collapses the sidebar on a draft session page without remembering it', async () => {
    const context = await newContext(browser);
    await signUpViaApi(context, newAccount('drafter'));
    const page = await context.newPage();
    await page.goto('/draft/session/some-draft');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    expect(await page.title()).toContain('Draft');
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')).toBeUndefined();
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-state')).toBe('expanded');
  });

  it('shows the sidebar as a sheet on a 375 px wide screen', async () => {
    const context = await newContext(browser, { width: 375, height: 740 });
    const page = await context.newPage();
    await page.goto('/community/featured');
    expect(await page.getByTestId('sidebar-sheet').count()).toBe(0);
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const sheet = page.getByTestId('sidebar-sheet');
    await sheet.waitFor();
    expect(await sheet.getByRole('link', { name: 'Featured Cubes' }).isVisible()).toBe(true);
    await screenshot(page, 'mobile-sheet');
  });

  it('shows a clear message for a wrong password on the sign-in form', async () => {
    const account = newAccount('typo');
    const setup = await newContext(browser);
    await signUpViaApi(setup, account);
    await setup.close();
    const page = await (await newContext(browser)).newPage();
    await page.goto('/login');
    await signInViaUi(page, { ...account, password: 'not-the-password' });
    await page.getByRole('alert').filter({ hasText: 'The e-mail or password is incorrect.' }).waitFor();
    expect(path(page)).toBe('/login');
  });

  it('answers a sign-up with a taken e-mail without saying so, and points to the inbox', async () => {
    const account = newAccount('twice');
    const setup = await newContext(browser);
    await signUpViaApi(setup, account);
    await setup.close();
    const page = await (await newContext(browser)).newPage();
    await signUpViaUi(page, { ...account, username: `${account.username}_2` });
    await page.getByRole('status').filter({ hasText: 'Check your inbox' }).waitFor();
    expect(path(page)).toBe('/login');
  });

  it('changes the username in account settings, refuses a wrong current password, and logs out', async () => {
    const account = newAccount('settler');
    const context = await newContext(browser);
    await signUpViaApi(context, account);
    const page = await context.newPage();
    await page.goto('/account/settings');
    const renamed = `${account.username}_x`;
    await page.getByLabel('New username').fill(renamed);
    await page.getByRole('button', { name: 'Change username' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Your username is now ${renamed}.` })
      .waitFor();
    await expect.poll(() => page.getByTestId('sidebar').getByText(renamed).isVisible()).toBe(true);

    await page.locator('#pw-current').fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill('another-secret');
    await page.getByLabel('Confirm new password').fill('another-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your current password is incorrect' }).waitFor();

    await page
      .getByTestId('sidebar')
      .getByRole('button', { name: new RegExp(renamed) })
      .click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login**');
  });

  const guestScreens = [
    '/login',
    '/community/featured',
    '/community/browse',
    '/about',
    '/roadmap',
    '/terms',
    '/privacy',
  ];
  const userScreens = [
    '/dashboard',
    '/my-cubes',
    '/account/settings',
    '/notifications',
    '/cubes/create',
    '/draft/multi',
  ];

  // One test per screen: each is judged within the test limit on its own (all twenty in one test ran
  // past it at load 27), and a failure names the screen.
  let guestPage: Page | undefined;
  let userPage: Page | undefined;
  const screenViolations = async (page: Page, route: string) => {
    await page.goto(route);
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    return seriousViolations(page);
  };
  for (const route of guestScreens)
    it(`has no serious or critical accessibility violations for a guest on ${route}`, async () => {
      guestPage ??= await (await newContext(browser)).newPage();
      expect(await screenViolations(guestPage, route)).toEqual([]);
    });
  for (const route of userScreens)
    it(`has no serious or critical accessibility violations signed in on ${route}`, async () => {
      userPage ??= await signedIn.newPage();
      expect(await screenViolations(userPage, route)).toEqual([]);
    });

  it('has no serious or critical accessibility violations on the collapsed sidebar and the mobile sheet', async () => {
    // The collapsed icon rail and the mobile sheet have their own markup.
    const user = await signedIn.newPage();
    await user.goto('/dashboard');
    await user.getByRole('main').waitFor();
    await user.keyboard.press('Control+b');
    await expect.poll(() => user.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    const report = (await seriousViolations(user)).map((v) => `collapsed sidebar: ${v}`);
    await user.keyboard.press('Control+b');
    const phone = await (await newContext(browser, { width: 375, height: 740 })).newPage();
    await phone.goto('/reset-password?token=abc');
    await phone.getByRole('main').waitFor();
    for (const v of await seriousViolations(phone)) report.push(`/reset-password: ${v}`);
    await phone.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await phone.getByTestId('sidebar-sheet').waitFor();
    for (const v of await seriousViolations(phone)) report.push(`mobile sheet: ${v}`);
    expect(report).toEqual([]);
  });
});
