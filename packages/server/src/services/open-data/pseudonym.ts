import { createHmac } from 'node:crypto';

// The dump names no account: an owner or drafter is a keyed hash of their user id (HMAC-SHA256 under
// the server's AUTH_SECRET, with a label so the hash serves nothing else). Stable from one night to the
// next, so a researcher can tell that two drafts had the same drafter, but not who, and not reversible
// without the secret. Rotating AUTH_SECRET renames everyone in later dumps.

/** The stable pseudonymous id of an account in the dump (`u_` and 22 base64url characters). */
export function pseudonymOf(secret: string, userId: string): string {
  return `u_${createHmac('sha256', secret).update(`open-data-user:${userId}`).digest('base64url').slice(0, 22)}`;
}
