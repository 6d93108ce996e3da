import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestOutcomes } from '../../db/schema';

/** One write sent with an Idempotency-Key, as the HTTP edge read it (http/idempotency.ts). */
export interface IdempotentWrite {
  scope: string;
  key: string;
  fingerprint: string;
  /**
   * What an earlier try with this key claimed in its transaction before its instance died, without an
   * answer stored: the route answers from it instead of writing again.
   */
  prior: Record<string, unknown> | null;
}

/** Kept a day: long past any client's resends, short enough that the table stays small. */
const OUTCOME_TTL_MS = 24 * 60 * 60 * 1000;

export async function findOutcome(db: Db, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(requestOutcomes)
    .where(and(eq(requestOutcomes.scope, scope), eq(requestOutcomes.key, key)));
  return row;
}

/**
 * Claims the key inside the write's own transaction, with what the write made: if the instance dies after
 * the commit and before the answer is stored, a resend finds the claim and does not write again.
 */
export async function claimWrite(tx: Db, write: IdempotentWrite, result: Record<string, unknown>, now: Date) {
  await tx
    .insert(requestOutcomes)
    .values({ scope: write.scope, key: write.key, fingerprint: write.fingerprint, result, createdAt: now })
    .onConflictDoUpdate({ target: [requestOutcomes.scope, requestOutcomes.key], set: { result } });
}

/** Stores the answer a resend will get. */
export async function storeOutcome(
  db: Db,
  write: IdempotentWrite,
  answer: { status: number; contentType: string | null; body: string },
  now: Date,
) {
  await db
    .insert(requestOutcomes)
    .values({ scope: write.scope, key: write.key, fingerprint: write.fingerprint, ...answer, createdAt: now })
    .onConflictDoUpdate({ target: [requestOutcomes.scope, requestOutcomes.key], set: answer });
}

export async function pruneOutcomes(db: Db, now: Date) {
  await db
    .delete(requestOutcomes)
    .where(lt(requestOutcomes.createdAt, new Date(now.getTime() - OUTCOME_TTL_MS)));
}
