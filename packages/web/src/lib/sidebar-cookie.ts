/** Spec section 9: the sidebar's expanded state lives in the cookie sidebar_state for 7 days. */
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** The remembered state from a cookie header: true (expanded), false (collapsed) or null when unset. */
export function readSidebarCookie(cookieHeader: string): boolean | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) return value === 'true' ? true : value === 'false' ? false : null;
  }
  return null;
}

/** The `document.cookie` assignment that remembers the state. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
