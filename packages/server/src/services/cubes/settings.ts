import { type Actor, activityForSettings, authorize, type CubeSettingsSnapshot } from '@cubewright/core/cube';
import type { CubeDetail, UpdateCubeRequest } from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cubes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishCubeUpdate } from '../community/cube-updates';
import { cubeFor } from './access';
import { recordActivity } from './activity';
import { accessOf, type CubeRow } from './store';
import { usernamesOf } from './users';
import { toDetail, userIdsOf } from './views';

type Author = Actor & { username: string };

const snapshot = (row: CubeRow): CubeSettingsSnapshot => ({
  name: row.name,
  description: row.description,
  visibility: row.visibility,
  size: row.size,
  coverImageUrl: row.coverImageUrl,
  tags: row.tags,
  recommendedDraftFormat: row.recommendedDraftFormat,
  isFeatured: row.isFeatured,
});

/**
 * Changes cube settings. Settings need edit rights; the featured flag needs an admin or moderator
 * (who may toggle it without edit rights). Each changed field writes its activity entry.
 */
export async function updateCubeSettings(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  body: UpdateCubeRequest,
): Promise<CubeDetail> {
  const { isFeatured, ...settings } = body;
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
    const next = { ...snapshot(cube), ...settings, ...(isFeatured === undefined ? {} : { isFeatured }) };
    const changes = activityForSettings(snapshot(cube), next);
    if (changes.length === 0) return { before: cube, after: cube };
    const [row] = await tx
      .update(cubes)
      .set({ ...settings, ...(isFeatured === undefined ? {} : { isFeatured }), updatedAt: new Date() })
      .where(eq(cubes.id, cube.id))
      .returning();
    return { before: cube, after: { ...cube, ...row!, access: accessOf(row!, cube.collaboratorRows) } };
  });
  await recordActivity(ctx, cubeId, author, activityForSettings(snapshot(before), snapshot(after)));
  if (after !== before) await ctx.realtime.cubeChanged(cubeId, 'settings', author);
  if (after !== before) await publishCubeUpdate(ctx, author, cubeId, { type: 'settings', before, after });
  return toDetail(after, author, await usernamesOf(ctx.database.db, userIdsOf(after)));
}

/** Deletes a cube and everything hanging off it (owner only). */
export async function deleteCube(ctx: AppContext, author: Author, cubeId: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'delete', { lock: true });
    await tx.delete(cubes).where(eq(cubes.id, cube.id));
  });
  await ctx.realtime.cubeDeleted(cubeId);
}
