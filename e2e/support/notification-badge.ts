import type { Page } from 'playwright-core';

/** The sidebar's Notifications link text: "Notifications" alone, or followed by the unread count. */
export async function badgeText(page: Page): Promise<string> {
  return (await notificationsLink(page).innerText()).trim();
}

/** The sidebar's Notifications link. */
export function notificationsLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Notifications/ });
}
