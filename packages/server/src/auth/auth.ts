import { type Clock, dateOf } from '@cubewright/core/clock';
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  usernameSchema,
} from '@cubewright/core/protocol';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import { createMailer, type Mailer } from '../services/mail/mailer';
import {
  createProfile,
  findProfile,
  isUsernameTaken,
  suggestUsername,
  syncProfileEmail,
  uniqueUsername,
} from './profiles';
import { SessionEnds } from './session-ends';
import { SignInThrottle } from './sign-in-throttle';

/** Set by the Fastify mount from the socket's address (any client value is replaced), read by the rate limiter. */
export const CLIENT_IP_HEADER = 'x-cubewright-client-ip';

/**
 * The better-auth instance of one app (built per app, never a module singleton).
 * Mounted at /api/auth: sign-up/email, sign-in/email, sign-out, sign-in/social (and our alias
 * sign-in/oauth2), callback/:providerId, request-password-reset, reset-password, get-session.
 */
export function createAuth(opts: {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: Logger;
  sessionEnds: SessionEnds;
  clock: Clock;
}) {
  const { config, mailer, log, sessionEnds } = opts;
  const db = opts.database.db;
  const limit = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  const oidc = config.oidc;

  return betterAuth({
    appName: 'Cubewright',
    secret: config.authSecret,
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    logger: {
      log: (level, message, ...args) => {
        const fn = level === 'error' ? log.error : level === 'warn' ? log.warn : log.debug;
        fn.call(log, { args }, `better-auth: ${message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send({
          to: u.email,
          subject: 'Reset your Cubewright password',
          text: `Someone asked to reset the password of your Cubewright account.\n\nTo choose a new password, open:\n${url}\n\nThe link works for one hour. If you did not ask for this, ignore this e-mail.`,
        });
      },
    },
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: oidc.providerId,
                name: oidc.name,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                // A provider may send no display name; the profile hook then uses the e-mail's local part.
                mapProfileToUser: (p) => ({ name: typeof p.name === 'string' ? p.name : '' }),
              },
            ],
          }),
        ]
      : [],
    rateLimit: {
      enabled: true,
      // In the database, so the counts hold across server instances (and per test app).
      storage: 'database',
      window: limit.window,
      max: Math.max(100, limit.max * 10),
      customRules: {
        '/sign-in/*': limit,
        '/sign-up/*': limit,
        '/request-password-reset': limit,
        '/forget-password': limit,
        '/reset-password': limit,
        '/reset-password/*': limit,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith('https:'),
    },
    databaseHooks: {
      // Every session deletion better-auth makes (sign-out, revocations, password reset, expiry) runs
      // this after its transaction, so sockets opened with the session end too.
      session: {
        delete: {
          after: async (s) => sessionEnds.ended([{ id: s.id, userId: s.userId }]),
        },
      },
      user: {
        create: {
          before: async (u, ctx) => {
            const email = u.email.toLowerCase();
            if (ctx?.path === '/sign-up/email') {
              return { data: { ...u, email, name: await checkSignUpUsername(db, u.name) } };
            }
            return { data: { ...u, email } };
          },
          after: async (u, ctx) => {
            // E-mail sign-up checked and normalised the name above; a provider's display name is a suggestion.
            const username =
              ctx?.path === '/sign-up/email'
                ? u.name
                : await uniqueUsername(db, suggestUsername(u.name, u.email));
            await createProfile(db, config.adminEmails, {
              userId: u.id,
              email: u.email,
              username,
              image: u.image,
            });
          },
        },
        update: {
          after: async (u) => {
            const profile = await findProfile(db, u.id);
            if (profile) await syncProfileEmail(db, profile, u.email, dateOf(opts.clock));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The username of an e-mail sign-up, normalised, or the APIError better-auth answers with (400 when
 * malformed, 422 when taken). Also run for a sign-up with an e-mail that has an account, so that one is
 * answered exactly like a new one.
 */
export async function checkSignUpUsername(db: Database['db'], name: string): Promise<string> {
  const parsed = usernameSchema.safeParse(name);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_USERNAME',
      message: parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.usernameFormat,
    });
  }
  if (await isUsernameTaken(db, parsed.data)) {
    throw new APIError('UNPROCESSABLE_ENTITY', {
      code: 'USERNAME_TAKEN',
      message: ACCOUNT_MESSAGES.usernameTaken,
    });
  }
  return parsed.data;
}

/**
 * The auth parts of AppContext: the mailer from SMTP_URL, the better-auth instance sending through it,
 * the hub reporting ended sessions and the per-account sign-in back-off.
 */
export function createAuthServices(opts: {
  config: Config;
  database: Database;
  log: Logger;
  /** The app's clock: the sign-in back-off reads it. */
  clock: Clock;
}) {
  const mailer = createMailer({ smtpUrl: opts.config.smtpUrl, from: opts.config.mailFrom, log: opts.log });
  const sessionEnds = new SessionEnds();
  const signInThrottle = new SignInThrottle(opts.database.db, opts.clock);
  return { mailer, sessionEnds, signInThrottle, auth: createAuth({ ...opts, mailer, sessionEnds }) };
}
