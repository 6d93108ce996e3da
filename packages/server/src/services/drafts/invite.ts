import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Actor, canView } from '@cubewright/core/cube';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftSeats, drafts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loadCube } from '../cubes/store';

// Who may see and join a draft's lobby: whoever may view its cube (the policy's canView: anyone for
// public and unlisted cubes), everyone already seated, and whoever holds the lobby's invite token (the
// host's invite link carries it). The token is derived, not stored: an HMAC of the draft id with the
// server's secret, so no schema change and nothing to leak from the database.

export const DRAFT_NOT_FOUND = 'Draft not found';

/** The invite token of a draft: 22 base64url characters (132 bits) of HMAC-SHA256(secret, id). */
export function inviteTokenFor(secret: string, draftId: string): string {
  return createHmac('sha256', secret).update(`draft-invite:${draftId}`).digest('base64url').slice(0, 22);
}

/** True when `token` is the draft's invite token (compared in constant time). */
export function isInviteFor(secret: string, draftId: string, token: string | undefined): boolean {
  if (!token) return false;
  const want = Buffer.from(inviteTokenFor(secret, draftId));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}

/**
 * Refuses, as "Draft not found" (a private cube's draft must not reveal it exists), anyone who is
 * neither seated, nor able to view the cube, nor holding the invite token.
 */
export async function assertMayEnter(
  db: Db,
  secret: string,
  draftId: string,
  actor: Actor,
  token: string | undefined,
): Promise<void> {
  const [row] = await db
    .select({ cubeId: drafts.cubeId, hostId: drafts.hostId })
    .from(drafts)
    .where(eq(drafts.id, draftId));
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  if (row.hostId === actor.id || isInviteFor(secret, draftId, token)) return;
  const seated = await db
    .select({ seat: draftSeats.seat })
    .from(draftSeats)
    .where(and(eq(draftSeats.draftId, draftId), eq(draftSeats.userId, actor.id)));
  if (seated.length) return;
  const cube = await loadCube(db, row.cubeId);
  if (cube && canView(actor, cube.access)) return;
  throw notFound(DRAFT_NOT_FOUND);
}
