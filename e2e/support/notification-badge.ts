import type { Page } from 'playwright-core';

/** The sidebar's Notifications link text: "Notifications" alone, or followed by the unread count. */
export async function badgeText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as the user reads the link
  return (await notificationsLink(page).innerText()).trim();
}

/** The sidebar's Notifications link. */
export function notificationsLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Notifications/ });
}
