import type { Page } from 'playwright-core';

// What the draft specs read off the pages and how they move by keyboard: the focused element, Tab
// until an element is reached, the pool's size on a session screen, and the deck builder's zones.

export interface Focused {
  testid: string;
  label: string;
  text: string;
  type: string;
  disabled: boolean;
}

export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLButtonElement | null;
    return {
      testid: el?.dataset.testid ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      text: el?.textContent?.trim() ?? '',
      type: el?.getAttribute('type') ?? '',
      disabled: !!el?.disabled,
    };
  });

/** Presses Tab until the focused element matches; fails after `max` presses. */
export async function tabTo(page: Page, matches: (f: Focused) => boolean, max = 80): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (matches(f)) return f;
  }
  throw new Error('Tab never reached the element');
}

/** The number of cards under "Your picks (N)" on a session screen. */
export const poolCount = async (page: Page) => {
  const text = await page.getByRole('heading', { name: /^Your picks \(\d+\)$/ }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')![1]);
};

export const deckSize = (page: Page) => page.getByTestId('deck-size').textContent();
export const zoneCards = (page: Page, zone: 'main' | 'side') =>
  page.getByTestId(`${zone}-list`).getByRole('button');
