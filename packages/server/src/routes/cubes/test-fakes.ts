// INTERIM test double for the auth work (H-auth), which has not landed its session lookup, user tables
// and harness signUp yet. Cube tests replace auth/session and services/cubes/users with this module:
//   vi.mock('../../auth/session', () => import('./test-fakes'));
//   vi.mock('../../services/cubes/users', () => import('./test-fakes'));
// When the real signUp lands, test-support imports it from the harness and this file goes away.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../http/errors';
import type { UserRecord } from '../../services/cubes/users';

const users = new Map<string, SessionUser>();

/** Registers a user (the first one is an admin, as with the real sign-up) and returns a cookie header. */
export async function signUp(
  _app: FastifyInstance,
  input: { email: string; password: string; username: string },
): Promise<string> {
  const id = `user-${users.size + 1}`;
  const user = {
    id,
    email: input.email.toLowerCase(),
    username: input.username.toLowerCase(),
    isAdmin: users.size === 0,
    isModerator: false,
  };
  users.set(id, user);
  return `fake_session=${id}`;
}

export async function getSessionUser(_ctx: AppContext, req: FastifyRequest): Promise<SessionUser | null> {
  const id = /fake_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  return (id && users.get(id)) || null;
}

export async function requireUser(ctx: AppContext, req: FastifyRequest, message = 'User not authenticated') {
  const user = await getSessionUser(ctx, req);
  if (!user) throw unauthenticated(message);
  return user;
}

export async function usernamesOf(_db: Db, ids: Iterable<string>): Promise<Map<string, string>> {
  return new Map([...ids].flatMap((id) => (users.has(id) ? [[id, users.get(id)!.username] as const] : [])));
}

export async function findUserByLogin(_db: Db, login: string): Promise<UserRecord | null> {
  const key = login.toLowerCase();
  return [...users.values()].find((u) => u.username === key || u.email === key) ?? null;
}
