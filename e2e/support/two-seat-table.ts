import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newAccount, signUpViaApi } from './accounts';
import { baseUrl, launchBrowser, newContext } from './browser';
import { cardsReady, createCube, readList, resolveNames } from './real-cubes';

// The table the turn-based mode specs play at: a host on a laptop (1280 px, by mouse) and a guest on a
// phone (390 px, by keyboard), both signed up, and a cube of the first 60 cards of a real list.

export interface TwoSeatTable {
  browser: Browser;
  host: BrowserContext;
  guest: BrowserContext;
  /** False when the server has no card data: the spec skips its plays. */
  ready: boolean;
  cubeId: string;
}

export async function openTwoSeatTable(who: string, cubeName: string, list: string): Promise<TwoSeatTable> {
  const browser = await launchBrowser();
  const host = await newContext(browser);
  const guest = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  await signUpViaApi(host, newAccount(`${who}-host`));
  await signUpViaApi(guest, newAccount(`${who}-guest`));
  const ready = await cardsReady(host.request);
  if (!ready) return { browser, host, guest, ready, cubeId: '' };
  const cards = await resolveNames(host.request, readList(list).slice(0, 60));
  const cubeId = await createCube(host.request, { name: cubeName }, cards);
  return { browser, host, guest, ready, cubeId };
}

/** Activates the `nth` enabled button named so: by click, or by focusing it and pressing Enter. */
export async function pressButton(page: Page, name: string | RegExp, by: 'mouse' | 'keyboard', nth = 0) {
  const button = page.getByRole('button', { name, disabled: false }).nth(nth);
  if (by === 'mouse') await button.click();
  else {
    await button.focus();
    await page.keyboard.press('Enter');
  }
}
