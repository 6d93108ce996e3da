import { safeRedirect } from './auth-errors';
import type { Access } from './route-table';

/**
 * The route guard of spec section 2: where to send the visitor instead, or null to show the page.
 * An auth route sends a guest to /login?redirect=<path>; /login sends a signed-in user back to
 * the redirect (when safe) or to /dashboard.
 */
export function guardRedirect(
  access: Access,
  signedIn: boolean,
  pathname: string,
  search: string,
): string | null {
  if (access === 'auth' && !signedIn) return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  if (access === 'guest' && signedIn) {
    return safeRedirect(new URLSearchParams(search).get('redirect')) ?? '/dashboard';
  }
  return null;
}
