import { createHash } from 'node:crypto';
import type { Clock } from '@cubewright/core/clock';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';

// Per-account back-off for e-mail sign-in, on top of the per-IP limit (which an attacker with many
// addresses walks around). The first FREE_FAILURES wrong passwords cost nothing; after that the account
// waits FIRST_DELAY_MS before the next try, doubling with each further failure up to MAX_DELAY_MS, so the
// owner is never locked out for more than a quarter of an hour, and a success clears the count. An attempt
// is counted before the password is checked (one atomic upsert), so a burst of parallel guesses cannot
// slip past the count; an attempt that turns out right, or is refused for another reason, is uncounted.

export const FREE_FAILURES = 5;
export const FIRST_DELAY_MS = 5_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A count this long without a new failure starts again from zero. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** How long an account with `failures` counted failures waits after the last one. */
export function backOffMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The per-account sign-in back-off, stored in sign_in_failures, timed by the app's clock. */
export class SignInThrottle {
  constructor(
    private readonly db: Database['db'],
    private readonly clock: Clock,
  ) {}

  /** Counts an attempt for `email` unless the account is waiting, in which case it says for how long. */
  async begin(email: string): Promise<SignInAttempt> {
    const key = accountKey(email);
    const now = this.clock.now();
    const t = signInFailures;
    // The SQL twin of backOffMs: while the count is under FREE_FAILURES the wait is 0.
    const waitEnds = sql`${t.lastFailureAt} + least(${FIRST_DELAY_MS}::bigint * power(2, greatest(${t.failures} - ${FREE_FAILURES}, 0))::bigint, ${MAX_DELAY_MS}::bigint)`;
    const forgotten = sql`${t.lastFailureAt} < ${now - FORGET_AFTER_MS}`;
    const counted = await this.db
      .insert(t)
      .values({ accountKey: key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: t.accountKey,
        set: {
          failures: sql`case when ${forgotten} then 1 else ${t.failures} + 1 end`,
          lastFailureAt: now,
        },
        setWhere: sql`${t.failures} < ${FREE_FAILURES} or ${waitEnds} <= ${now}`,
      })
      .returning({ failures: t.failures });
    if (counted.length > 0) return { allowed: true };
    const [row] = await this.db.select().from(t).where(eq(t.accountKey, key));
    // The row vanished in between (a success elsewhere cleared it): start again.
    if (!row) return this.begin(email);
    return { allowed: false, retryAfterMs: Math.max(0, row.lastFailureAt + backOffMs(row.failures) - now) };
  }

  /** The attempt was right: the account starts again from zero. */
  async succeeded(email: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey(email)));
  }

  /** The attempt was neither right nor wrong (a malformed request, the IP limit): it does not count. */
  async uncount(email: string): Promise<void> {
    await this.db
      .update(signInFailures)
      .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
      .where(eq(signInFailures.accountKey, accountKey(email)));
  }
}

/** The 429 body's message: when the account may try again, in words. */
export function throttledMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 120
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many failed sign-in attempts for this account. Try again in ${wait}.`;
}

function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
