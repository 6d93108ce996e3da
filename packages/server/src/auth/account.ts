import { dateOf } from '@cubewright/core/clock';
import { ACCOUNT_MESSAGES } from '@cubewright/core/protocol';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../context';
import { account, profiles, session, user } from '../db/schema';
import { conflict, HttpError } from '../http/errors';
import { cubeIdsShowing } from '../services/cubes/users';
import { isUsernameTaken } from './profiles';
import type { SessionUser } from './session';

// Account settings (spec sections 5 and 7). Every change first re-authenticates with the current password.

const CREDENTIAL_PROVIDER = 'credential';
/** What SessionEnds needs of each deleted session row. */
const endedSession = { id: session.id, userId: session.userId };

/** Throws 400 wrong_password unless `password` is the user's current password. */
export async function reauthenticate(ctx: AppContext, userId: string, password: string): Promise<void> {
  const [row] = await ctx.database.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, CREDENTIAL_PROVIDER)))
    .limit(1);
  if (!row?.hash) throw new HttpError(400, ACCOUNT_MESSAGES.noPassword, 'no_password');
  const { password: hasher } = await ctx.auth.$context;
  if (!(await hasher.verify({ hash: row.hash, password }))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.wrongPassword, 'wrong_password');
  }
}

export async function changeUsername(ctx: AppContext, me: SessionUser, username: string): Promise<void> {
  if (username === me.username) return;
  if (await isUsernameTaken(ctx.database.db, username)) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
  try {
    await ctx.database.db
      .update(profiles)
      .set({ username, updatedAt: dateOf(ctx.clock) })
      .where(eq(profiles.userId, me.id));
  } catch (err) {
    // Lost a race for the same name: the unique index answers.
    if (isUniqueViolation(err)) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
    throw err;
  }
  await touchCubesShowing(ctx, me.id);
}

/** Cube pages name their owner and collaborators: cached ones are dropped on every instance. */
async function touchCubesShowing(ctx: AppContext, userId: string) {
  for (const cubeId of await cubeIdsShowing(ctx.database.db, userId))
    await ctx.events.publish('cube:touched', { cubeId: cubeId });
}

/** Sets a new password and signs out the user's other sessions. */
export async function changePassword(ctx: AppContext, me: SessionUser, current: string, next: string) {
  await reauthenticate(ctx, me.id, current);
  const { password: hasher } = await ctx.auth.$context;
  const hash = await hasher.hash(next);
  const ended = await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: hash, updatedAt: dateOf(ctx.clock) })
      .where(and(eq(account.userId, me.id), eq(account.providerId, CREDENTIAL_PROVIDER)));
    return tx
      .delete(session)
      .where(and(eq(session.userId, me.id), ne(session.token, me.sessionToken)))
      .returning(endedSession);
  });
  ctx.sessionEnds.ended(ended);
}

/** Moves the sign-in e-mail and the profile e-mail together (both lowercased). */
export async function changeEmail(ctx: AppContext, me: SessionUser, current: string, newEmail: string) {
  await reauthenticate(ctx, me.id, current);
  if (newEmail === me.email) return;
  const db = ctx.database.db;
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, newEmail)).limit(1);
  if (taken) throw conflict(ACCOUNT_MESSAGES.emailInUse);
  try {
    await db.transaction(async (tx) => {
      const now = dateOf(ctx.clock);
      await tx
        .update(user)
        .set({ email: newEmail, emailVerified: false, updatedAt: now })
        .where(eq(user.id, me.id));
      await tx.update(profiles).set({ email: newEmail, updatedAt: now }).where(eq(profiles.userId, me.id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ACCOUNT_MESSAGES.emailInUse);
    throw err;
  }
}

/** Removes the profile first (spec section 7), then the auth user; sessions and accounts cascade. */
export async function deleteAccount(ctx: AppContext, me: SessionUser, current: string) {
  await reauthenticate(ctx, me.id, current);
  const ended = await ctx.database.db.transaction(async (tx) => {
    await tx.delete(profiles).where(eq(profiles.userId, me.id));
    const sessions = await tx.delete(session).where(eq(session.userId, me.id)).returning(endedSession);
    await tx.delete(account).where(eq(account.userId, me.id));
    await tx.delete(user).where(eq(user.id, me.id));
    return sessions;
  });
  ctx.sessionEnds.ended(ended);
  await touchCubesShowing(ctx, me.id);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
