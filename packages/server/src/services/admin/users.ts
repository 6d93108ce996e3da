import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersResponse,
  type UpdateUserRolesBody,
} from '@cubewright/core/protocol';
import { asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { profiles } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';

type ProfileRow = typeof profiles.$inferSelect;

function toAdminUser(p: ProfileRow): AdminUser {
  return {
    id: p.userId,
    username: p.username,
    email: p.email,
    isAdmin: p.isAdmin,
    isModerator: p.isModerator,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Throws 403 unless the user is an admin or a moderator. */
export function assertStaff(user: SessionUser): void {
  if (!user.isAdmin && !user.isModerator) throw forbidden(ADMIN_MESSAGES.staffOnly);
}

/** One page of users whose username or e-mail contains `q`, by username. */
export async function listUsers(db: Db, q: string, page: number): Promise<AdminUsersResponse> {
  const where: SQL | undefined = q
    ? or(ilike(profiles.username, containsPattern(q)), ilike(profiles.email, containsPattern(q)))
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(asc(profiles.username))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { users: rows.map(toAdminUser), page, pageSize: ADMIN_USERS_PAGE_SIZE, total: totals[0]?.n ?? 0 };
}

/**
 * Grants or revokes admin/moderator (admins only). Removing an admin flag is refused when it would leave
 * no admin at all, checked inside a transaction so two concurrent demotions cannot both pass.
 */
export async function updateUserRoles(
  db: Db,
  actor: SessionUser,
  userId: string,
  body: UpdateUserRolesBody,
  now: Date,
): Promise<AdminUser> {
  if (!actor.isAdmin) throw forbidden(ADMIN_MESSAGES.rolesAdminOnly);
  return db.transaction(async (tx) => {
    // Lock the admin rows so the last-admin count stays true until commit.
    const admins = await tx
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.isAdmin, true))
      .for('update');
    const [target] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
    if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
    if (body.isAdmin === false && target.isAdmin && admins.length <= 1)
      throw conflict(ADMIN_MESSAGES.lastAdmin);
    const [updated] = await tx
      .update(profiles)
      .set({
        ...(body.isAdmin === undefined ? {} : { isAdmin: body.isAdmin }),
        ...(body.isModerator === undefined ? {} : { isModerator: body.isModerator }),
        updatedAt: now,
      })
      .where(eq(profiles.userId, userId))
      .returning();
    return toAdminUser(updated ?? target);
  });
}
