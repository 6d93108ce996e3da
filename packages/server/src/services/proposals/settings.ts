import { type Actor, roleOf } from '@cubewright/core/cube';
import { PROPOSAL_API_MESSAGES, type ProposalsWelcome } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeFollows, cubeProposalSettings } from '../../db/schema';
import { forbidden } from '../../http/errors';
import type { LoadedCube } from '../cubes/store';

// Who an owner lets propose to their cube. A cube without a row welcomes anyone who can see it, so the
// feature needs no backfill; the owner and collaborators may always propose (a draft for the others).

export async function welcomeOf(db: Db, cubeId: string): Promise<ProposalsWelcome> {
  const [row] = await db.select().from(cubeProposalSettings).where(eq(cubeProposalSettings.cubeId, cubeId));
  return row?.welcome ?? 'anyone';
}

export async function setWelcome(db: Db, cubeId: string, welcome: ProposalsWelcome): Promise<void> {
  await db
    .insert(cubeProposalSettings)
    .values({ cubeId, welcome })
    .onConflictDoUpdate({ target: cubeProposalSettings.cubeId, set: { welcome } });
}

/** Why `actor` (who sees the cube) may not propose to it now, or null when they may. */
export async function proposalRefusal(db: Db, actor: Actor, cube: LoadedCube): Promise<string | null> {
  if (roleOf(actor, cube.access)) return null;
  const welcome = await welcomeOf(db, cube.id);
  if (welcome === 'off') return PROPOSAL_API_MESSAGES.off;
  if (welcome === 'followers') {
    const [follows] = await db
      .select({ userId: cubeFollows.userId })
      .from(cubeFollows)
      .where(and(eq(cubeFollows.cubeId, cube.id), eq(cubeFollows.userId, actor.id)));
    if (!follows) return PROPOSAL_API_MESSAGES.followersOnly;
  }
  return null;
}

/** Throws 403 with the reason when `actor` may not propose to the cube. */
export async function assertWelcome(db: Db, actor: Actor, cube: LoadedCube): Promise<void> {
  const refusal = await proposalRefusal(db, actor, cube);
  if (refusal) throw forbidden(refusal);
}
