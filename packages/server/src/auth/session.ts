import type { IncomingHttpHeaders } from 'node:http';
import { dateOf } from '@cubewright/core/clock';
import type { SessionUserDto } from '@cubewright/core/protocol';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../http/errors';
import type { WithClock, WithConfig, WithDatabase, WithLog } from '../services/deps';
import type { Auth } from './auth';
import { toFetchHeaders } from './fetch-bridge';
import { createProfile, findProfile, suggestUsername, syncProfileEmail, uniqueUsername } from './profiles';

/** What reading a session needs: better-auth, the database (profiles), the config and the log. */
export type SessionDeps = WithDatabase & WithLog & WithConfig & WithClock & { auth: Auth };

/**
 * The signed-in user as routes see it: the protocol's session user (better-auth user joined with the
 * profile), with a real date and the session's own handles.
 */
export interface SessionUser extends Omit<SessionUserDto, 'createdAt'> {
  createdAt: Date;
  /** The better-auth session token, so account changes can keep this session and revoke the others. */
  sessionToken: string;
  /** The session row's id: sockets opened with this session are named after it, never after the token. */
  sessionId: string;
}

// One lookup per request even when a hook and the handler both ask.
const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The user behind the request's session cookie, or null for a guest. */
export function getSessionUser(ctx: SessionDeps, req: FastifyRequest): Promise<SessionUser | null> {
  let found = cache.get(req);
  if (!found) {
    found = lookUp(ctx, req);
    cache.set(req, found);
  }
  return found;
}

/** getSessionUser for a socket handshake, which has the request's headers (the cookie) and nothing else. */
export const handshakeUser = (ctx: SessionDeps) => (headers: IncomingHttpHeaders) =>
  getSessionUser(ctx, { headers } as FastifyRequest);

/** Drops the request's cached lookup, after a change to the user it describes. */
export function forgetSessionUser(req: FastifyRequest): void {
  cache.delete(req);
}

async function lookUp(ctx: SessionDeps, req: FastifyRequest): Promise<SessionUser | null> {
  if (!req.headers.cookie) return null;
  const result = await ctx.auth.api.getSession({ headers: toFetchHeaders(req.headers) });
  if (!result) return null;
  const db = ctx.database.db;
  const authUser = result.user;
  let profile = await findProfile(db, authUser.id);
  if (!profile) {
    ctx.log.warn({ userId: authUser.id }, 'user without a profile; creating it now');
    profile = await createProfile(db, ctx.config.adminEmails, {
      userId: authUser.id,
      email: authUser.email,
      username: await uniqueUsername(db, suggestUsername(authUser.name, authUser.email)),
      image: authUser.image,
    });
  }
  profile = await syncProfileEmail(db, profile, authUser.email, dateOf(ctx.clock));
  return {
    id: authUser.id,
    email: profile.email,
    username: profile.username,
    isAdmin: profile.isAdmin,
    isModerator: profile.isModerator,
    photoURL: profile.photoURL,
    createdAt: profile.createdAt,
    sessionToken: result.session.token,
    sessionId: result.session.id,
  };
}

/** Like getSessionUser, but a guest gets a 401 with the given message (the spec's wording per action). */
export async function requireUser(
  ctx: SessionDeps,
  req: FastifyRequest,
  message = 'User not authenticated',
): Promise<SessionUser> {
  const user = await getSessionUser(ctx, req);
  if (!user) throw unauthenticated(message);
  return user;
}
