import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';

export interface TestAccount {
  email: string;
  username: string;
  password: string;
}

/** A fresh, unique account per call so specs never depend on each other's users. */
export function newAccount(prefix = 'drafter'): TestAccount {
  const id = randomBytes(4).toString('hex');
  return { email: `${prefix}-${id}@example.test`, username: `${prefix}_${id}`, password: `pw-${id}-Secret!` };
}

/** Signs up through the API with the context's cookie jar, so the browser context is signed in afterwards. */
export async function signUpViaApi(context: BrowserContext, account: TestAccount): Promise<void> {
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { email: account.email, password: account.password, name: account.username },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
}

/** Fills the sign-up form on /login as a user would. */
export async function signUpViaUi(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Fills the sign-in form on the current /login page. */
export async function signInViaUi(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
