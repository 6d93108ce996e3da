import { dateOf } from '@cubewright/core/clock';
import { type Actor, CUBE_NOT_FOUND, canFeature } from '@cubewright/core/cube';
import { ADMIN_MESSAGES, type HiddenCube, type HideCubeBody } from '@cubewright/core/protocol';
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubes } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import type { CubeRow } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import type { CubeCommandDeps } from '../deps';
import { notifyUser } from '../notifications/notify-user';

// Moderators and admins hide public cubes from community lists (services/community/listed.ts leaves
// them out) with a reason the owner is told and sees on the cube page. Hiding is not an edit of the
// cube: its version and updatedAt stay, so unhiding puts it back where it was in every list.

/** The admin page lists this many hidden cubes, most recently hidden first. */
const HIDDEN_LIST_LIMIT = 200;

const refuseUnlessStaff = (actor: Actor) => {
  if (!canFeature(actor)) throw forbidden(ADMIN_MESSAGES.hideStaffOnly);
};

async function toHiddenCubes(db: Db, rows: CubeRow[]): Promise<HiddenCube[]> {
  const names = await usernamesOf(
    db,
    rows.flatMap((r) => [r.createdBy, ...(r.hiddenBy ? [r.hiddenBy] : [])]),
  );
  const ref = (id: string) => ({ id, username: names.get(id) ?? 'unknown user' });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    owner: ref(r.createdBy),
    hiddenBy: r.hiddenBy && names.has(r.hiddenBy) ? ref(r.hiddenBy) : null,
    hiddenAt: (r.hiddenAt ?? new Date(0)).toISOString(),
    reason: r.hiddenReason ?? '',
  }));
}

/** Hidden cubes for the admin page (admins and moderators). */
export async function listHiddenCubes(db: Db, actor: Actor): Promise<HiddenCube[]> {
  refuseUnlessStaff(actor);
  const rows = await db
    .select()
    .from(cubes)
    .where(isNotNull(cubes.hiddenAt))
    .orderBy(desc(cubes.hiddenAt), cubes.id)
    .limit(HIDDEN_LIST_LIMIT);
  return toHiddenCubes(db, rows);
}

/**
 * Hides a public cube from community lists (hiding again replaces the reason) and tells the owner why.
 * A cube the moderator may not view is "Cube not found", as everywhere else.
 */
export async function hideCube(
  ctx: CubeCommandDeps,
  actor: Actor,
  cubeId: string,
  body: HideCubeBody,
): Promise<HiddenCube> {
  refuseUnlessStaff(actor);
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  if (cube.visibility !== 'public') throw badRequest(ADMIN_MESSAGES.hideNotPublic);
  const reason = body.reason.trim();
  const [row] = await db
    .update(cubes)
    .set({ hiddenAt: dateOf(ctx.clock), hiddenBy: actor.id, hiddenReason: reason })
    .where(eq(cubes.id, cube.id))
    .returning();
  if (!row) throw notFound(CUBE_NOT_FOUND);
  // The cube page shows its owner and editors the notice.
  await ctx.events.publish('cube:touched', { cubeId: cube.id });
  if (cube.createdBy !== actor.id) {
    await notifyUser(ctx, cube.createdBy, {
      title: `"${cube.name}" was hidden from community lists`,
      message: `A moderator hid your cube (it stays reachable by its link). Reason: ${reason}`,
      type: 'info',
      actionUrl: `/cubes/${cube.id}`,
    });
  }
  const [hidden] = await toHiddenCubes(db, [row]);
  return hidden!;
}

/** Puts a hidden cube back into community lists and tells the owner; a listed cube is left alone. */
export async function unhideCube(ctx: CubeCommandDeps, actor: Actor, cubeId: string): Promise<void> {
  refuseUnlessStaff(actor);
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  if (!cube.hiddenAt) return;
  await db
    .update(cubes)
    .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null })
    .where(eq(cubes.id, cube.id));
  await ctx.events.publish('cube:touched', { cubeId: cube.id });
  if (cube.createdBy !== actor.id) {
    await notifyUser(ctx, cube.createdBy, {
      title: `"${cube.name}" is back in community lists`,
      message: 'A moderator lifted the hiding of your cube: it appears in community lists again.',
      type: 'success',
      actionUrl: `/cubes/${cube.id}`,
    });
  }
}
