import type { FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../../auth/session';
import type { AppContext } from '../../context';

// Routes check the session before validating the body (auth -> validate -> command), so a guest gets the
// spec's 401 message rather than a validation error. The hook runs at preValidation and keeps the user;
// routes taking large bodies run it at onRequest instead, so a guest's body is never read.

const users = new WeakMap<FastifyRequest, SessionUser>();

/** A preValidation (or onRequest) hook answering 401 with `message` for guests. */
export function signedIn(ctx: AppContext, message: string) {
  return async (req: FastifyRequest) => {
    users.set(req, await requireUser(ctx, req, message));
  };
}

/** The user the signedIn hook found. */
export function userOf(req: FastifyRequest): SessionUser {
  const user = users.get(req);
  if (!user) throw new Error('userOf called on a route without the signedIn hook');
  return user;
}
