import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeCollaborators, cubes, profiles } from '../../db/schema';

// User lookups for cube views and invitations: the one place the cube code reads the user tables.

export interface UserRecord {
  id: string;
  username: string;
  email: string;
}

/**
 * Usernames by user id (ids without a profile are left out). `known`: a user whose name the caller has
 * (the signed-in author), not read again.
 */
export async function usernamesOf(
  db: Db,
  ids: Iterable<string>,
  known?: { id: string; username: string },
): Promise<Map<string, string>> {
  const names = new Map(known ? [[known.id, known.username]] : []);
  const list = [...new Set(ids)].filter((id) => !names.has(id));
  if (list.length === 0) return names;
  const rows = await db
    .select({ id: profiles.userId, username: profiles.username })
    .from(profiles)
    .where(inArray(profiles.userId, list));
  for (const r of rows) names.set(r.id, r.username);
  return names;
}

/** The user with this username or e-mail address (case-insensitive: both are stored lowercased), or null. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRecord | null> {
  const key = login.trim().toLowerCase();
  if (!key) return null;
  const [row] = await db
    .select({ id: profiles.userId, username: profiles.username, email: profiles.email })
    .from(profiles)
    .where(or(eq(profiles.username, key), eq(profiles.email, key)))
    .limit(1);
  return row ?? null;
}

/** The cubes whose pages show this user (as owner or collaborator), for a rename or an account deletion. */
export async function cubeIdsShowing(db: Db, userId: string): Promise<string[]> {
  const owned = await db.select({ id: cubes.id }).from(cubes).where(eq(cubes.createdBy, userId));
  const joined = await db
    .select({ id: cubeCollaborators.cubeId })
    .from(cubeCollaborators)
    .where(eq(cubeCollaborators.userId, userId));
  return [...new Set([...owned, ...joined].map((r) => r.id))];
}
