import type { Db } from '../../db/client';

// User lookups for cube views and invitations: the one place the cube code reads the user tables.
// INTERIM: the auth work (H-auth) has not landed its user/profile tables yet, so nobody can be found and
// names fall back to "unknown user". The cube tests replace this module with routes/cubes/test-fakes.ts.

export interface UserRecord {
  id: string;
  username: string;
  email: string;
}

/** Usernames by user id (ids without a user are left out). */
export async function usernamesOf(_db: Db, _ids: Iterable<string>): Promise<Map<string, string>> {
  return new Map();
}

/** The user with this username or e-mail address (case-insensitive), or null. */
export async function findUserByLogin(_db: Db, _login: string): Promise<UserRecord | null> {
  return null;
}
