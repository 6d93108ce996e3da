import { z } from 'zod';

/*
 * Session and account settings (server: packages/server/src/routes/session and routes/account).
 * Sign-up, sign-in, sign-out, social sign-in and password reset are better-auth's endpoints under
 * /api/auth (see docs in packages/server/src/auth/auth.ts); their errors are `{ code, message }`.
 *
 *   GET   /api/session                  -> SessionResponse
 *   PATCH /api/account/username          ChangeUsernameBody  -> AccountUserResponse (409 when taken)
 *   POST  /api/account/change-password   ChangePasswordBody  -> OkResponse
 *   POST  /api/account/change-email      ChangeEmailBody     -> AccountUserResponse (409 when in use)
 *   POST  /api/account/delete            DeleteAccountBody   -> OkResponse (session cookie cleared)
 *
 * Every account call re-authenticates with the current password; a wrong one is a 400 with
 * code `wrong_password`. Signed-out calls get 401 "User not authenticated".
 */

/** Shortest password accepted when the identity provider sets no policy (spec section 5). */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password accepted (better-auth's default ceiling). */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 30;
/** Lowercase letters, digits, `.`, `_` and `-`; starting with a letter or digit. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export const ACCOUNT_MESSAGES = {
  usernameTaken: 'That username is taken',
  usernameFormat: `A username may use letters, digits, ".", "_" and "-" (at most ${USERNAME_MAX_LENGTH} characters), starting with a letter or digit`,
  emailInUse: 'That e-mail address is already in use by another account',
  wrongPassword: 'Your current password is incorrect',
  noPassword: 'Your account signs in through a provider and has no password to check',
} as const;

/** A username as stored: trimmed, lowercased, then checked against USERNAME_PATTERN. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter a username')
  .max(USERNAME_MAX_LENGTH, ACCOUNT_MESSAGES.usernameFormat)
  .regex(USERNAME_PATTERN, ACCOUNT_MESSAGES.usernameFormat);

const currentPassword = z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH);
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `A password needs at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `A password may have at most ${PASSWORD_MAX_LENGTH} characters`);

export const changeUsernameBodySchema = z.object({ username: usernameSchema });
export type ChangeUsernameBody = z.input<typeof changeUsernameBodySchema>;

export const changePasswordBodySchema = z.object({ currentPassword, newPassword });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changeEmailBodySchema = z.object({
  currentPassword,
  newEmail: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address')),
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

export const deleteAccountBodySchema = z.object({ currentPassword });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** The signed-in user as the web app sees it (the profile joined with the auth user). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  isModerator: z.boolean(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  /** Unread notifications; 0 until notifications exist. */
  unreadCount: z.number().int().nonnegative(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const accountUserResponseSchema = z.object({ user: sessionUserSchema });
export type AccountUserResponse = z.infer<typeof accountUserResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
