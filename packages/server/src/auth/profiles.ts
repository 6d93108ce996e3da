import { USERNAME_MAX_LENGTH } from '@cubewright/core/protocol';
import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { escapeLike } from '../db/like';
import { profiles } from '../db/schema';

// Profiles (spec sections 3, 4, 7): one per auth user, created when the user is, with a lowercased,
// unique username. A missing profile is created on the next session lookup, so a crash between
// creating the user and its profile heals itself.

export type Profile = typeof profiles.$inferSelect;

/** The username a social sign-in suggests: the display name without spaces, else the e-mail's local part. */
export function suggestUsername(name: string | null | undefined, email: string): string {
  const fromName = cleanUsername(name ?? '');
  if (fromName) return fromName;
  return cleanUsername(email.split('@')[0] ?? '') || 'user';
}

/** Lowercases and keeps only the username charset; leading punctuation is dropped. */
export function cleanUsername(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+/, '')
    .slice(0, USERNAME_MAX_LENGTH);
}

/** `base` when free, else base2, base3... (trimmed so the suffix still fits). */
export async function uniqueUsername(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(like(profiles.username, `${escapeLike(base)}%`));
  const taken = new Set(rows.map((r) => r.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = base.slice(0, USERNAME_MAX_LENGTH - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(eq(profiles.username, username))
    .limit(1);
  return rows.length > 0;
}

export async function findProfile(db: Db, userId: string): Promise<Profile | null> {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Creates the profile of a new auth user. The first account, or an e-mail listed in ADMIN_EMAILS,
 * becomes an admin; everyone else starts with isAdmin and isModerator false (spec section 6).
 */
export async function createProfile(
  db: Db,
  adminEmails: string[],
  input: { userId: string; email: string; username: string; image?: string | null },
): Promise<Profile> {
  const email = input.email.toLowerCase();
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(profiles);
  const [row] = await db
    .insert(profiles)
    .values({
      userId: input.userId,
      email,
      username: input.username,
      isAdmin: count === 0 || adminEmails.includes(email),
      photoURL: input.image ?? null,
    })
    .onConflictDoNothing({ target: profiles.userId })
    .returning();
  return row ?? (await findProfile(db, input.userId))!;
}

/** Spec section 4: the profile's e-mail follows the sign-in e-mail (changed at `now`, the clock's). */
export async function syncProfileEmail(
  db: Db,
  profile: Profile,
  authEmail: string,
  now: Date,
): Promise<Profile> {
  const email = authEmail.toLowerCase();
  if (profile.email === email) return profile;
  const [row] = await db
    .update(profiles)
    .set({ email, updatedAt: now })
    .where(eq(profiles.userId, profile.userId))
    .returning();
  return row ?? { ...profile, email };
}
