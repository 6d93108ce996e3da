import { dateOf } from '@cubewright/core/clock';
import { type Actor, activityForSettings, authorize } from '@cubewright/core/cube';
import type { CubeDetail, UpdateCubeRequest } from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import { cubes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishCubeUpdate } from '../community/cube-updates';
import type { CubeCommandDeps } from '../deps';
import { cubeFor } from './access';
import { recordActivity } from './activity';
import { settingsVersionOf, settingsSnapshot as snapshot, staleSettings } from './settings-version';
import { accessOf } from './store';
import { usernamesOf } from './users';
import { toDetail, userIdsOf } from './views';

type Author = Actor & { username: string };

/**
 * Changes cube settings. Settings need edit rights; the featured flag needs an admin or moderator
 * (who may toggle it without edit rights). Each changed field writes its activity entry. Settings edited
 * from a `settingsVersion` that is no longer current answer 409 with the cube as it is, as a stale card
 * save does, so one of two people editing at once never silently loses their change.
 */
export async function updateCubeSettings(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  body: UpdateCubeRequest,
): Promise<CubeDetail> {
  const { isFeatured, settingsVersion, ...settings } = body;
  const { before, after } = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'view', { lock: true });
    const needed = [
      ...(Object.keys(settings).length > 0 ? (['edit'] as const) : []),
      ...(isFeatured !== undefined ? (['feature'] as const) : []),
    ];
    for (const action of needed) {
      const decision = authorize(author, cube.access, action);
      if (!decision.ok) throw new HttpError(decision.status, decision.message, 'forbidden');
    }
    // Checked after the permissions, so the answer tells a stranger nothing about the cube.
    if (settingsVersion !== undefined && settingsVersion !== settingsVersionOf(cube)) {
      throw staleSettings(toDetail(cube, author, await usernamesOf(tx, userIdsOf(cube))));
    }
    const next = { ...snapshot(cube), ...settings, ...(isFeatured === undefined ? {} : { isFeatured }) };
    const changes = activityForSettings(snapshot(cube), next);
    if (changes.length === 0) return { before: cube, after: cube };
    const [row] = await tx
      .update(cubes)
      .set({ ...settings, ...(isFeatured === undefined ? {} : { isFeatured }), updatedAt: dateOf(ctx.clock) })
      .where(eq(cubes.id, cube.id))
      .returning();
    return { before: cube, after: { ...cube, ...row!, access: accessOf(row!, cube.collaboratorRows) } };
  });
  await recordActivity(ctx, cubeId, author, activityForSettings(snapshot(before), snapshot(after)));
  if (after !== before) await ctx.events.publish('cube:changed', { cubeId, kind: 'settings', by: author });
  if (after !== before) await publishCubeUpdate(ctx, author, cubeId, { type: 'settings', before, after });
  return toDetail(after, author, await usernamesOf(ctx.database.db, userIdsOf(after)));
}

/** Deletes a cube and everything hanging off it (owner only). */
export async function deleteCube(ctx: CubeCommandDeps, author: Author, cubeId: string): Promise<void> {
  const copies = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'delete', { lock: true });
    // Its copies lose their "copied from" link (the foreign key clears it), which their pages show.
    const copied = await tx.select({ id: cubes.id }).from(cubes).where(eq(cubes.copiedFrom, cube.id));
    await tx.delete(cubes).where(eq(cubes.id, cube.id));
    return copied;
  });
  await ctx.events.publish('cube:deleted', { cubeId });
  for (const copy of copies) await ctx.events.publish('cube:touched', { cubeId: copy.id });
}
