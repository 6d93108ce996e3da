import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthenticated } from '../http/errors';

/** The signed-in user as routes see it: the better-auth user joined with the profile. */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
  isAdmin: boolean;
  isModerator: boolean;
}

/** The user behind the request's session cookie, or null for a guest. */
export async function getSessionUser(_ctx: AppContext, _req: FastifyRequest): Promise<SessionUser | null> {
  // Replaced by the better-auth session lookup (auth work in progress).
  return null;
}

/** Like getSessionUser, but a guest gets a 401 with the given message (the spec's wording per action). */
export async function requireUser(
  ctx: AppContext,
  req: FastifyRequest,
  message = 'User not authenticated',
): Promise<SessionUser> {
  const user = await getSessionUser(ctx, req);
  if (!user) throw unauthenticated(message);
  return user;
}
