/** Friendly texts for better-auth's error codes (contract: wrong password, e-mail in use, ...). */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'The e-mail or password is incorrect.',
  INVALID_PASSWORD: 'The password is incorrect.',
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  USER_ALREADY_EXISTS: 'An account with this e-mail already exists. Sign in instead, or use another e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'An account with this e-mail already exists. Sign in instead, or use another e-mail.',
  USER_NOT_FOUND: 'No account was found for this e-mail.',
  PASSWORD_TOO_SHORT: 'The password must be at least 6 characters long.',
  PASSWORD_TOO_LONG: 'The password is too long.',
  USERNAME_IS_ALREADY_TAKEN: 'That username is taken',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'That username is taken',
  INVALID_TOKEN: 'This reset link is invalid or has expired. Request a new one.',
  EMAIL_NOT_VERIFIED: 'Verify your e-mail address first: check your inbox.',
  wrong_password: 'Your current password is incorrect',
};

export const TOO_MANY_REQUESTS = 'Too many attempts. Wait a minute, then try again.';
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** The message a form shows for a failed auth call, from its HTTP status, code and server message. */
export function authErrorMessage(status: number, code?: string, message?: string): string {
  // The per-account back-off says exactly when to try again; the per-IP limit does not.
  if (status === 429) return code === 'ACCOUNT_THROTTLED' && message ? message : TOO_MANY_REQUESTS;
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 404) return 'This part of the server is not available yet. Please try again later.';
  if (status >= 500 || status === 0) return GENERIC_FAILURE;
  return message?.trim() || GENERIC_FAILURE;
}

/** A same-site path to return to after sign-in, or null when the value is missing or points elsewhere. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return null;
  return value;
}
