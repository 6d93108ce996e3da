import { type Actor, canEdit } from '@cubewright/core/cube';
import { eq } from 'drizzle-orm';
import { cubes } from '../../db/schema';
import { cardDataStamp } from '../cube-cache/card-stamp';
import { type CubeCacheDeps, type CubeView, cubeCacheOf } from '../cube-cache/cube-cache';
import type { WithCards } from '../deps';
import { allowed } from './access';

// Apart from access.ts, so commands that only check access (cubeFor) do not depend on the cube cache.

/**
 * The cube `actor` may view, read through the app's cube cache (no query when it holds the cube), with its
 * cached response bodies. For reads only: commands check and write inside their transaction (cubeFor).
 */
export async function viewableCube(
  ctx: CubeCacheDeps & WithCards,
  id: string,
  actor: Actor | null,
): Promise<CubeView> {
  const cache = cubeCacheOf(ctx);
  // Bodies with card facts are derived under the card data of now (card-stamp.ts).
  const stamp = cardDataStamp(ctx);
  let view = await cache.read(id, stamp);
  // An editor's next save is based on what they read, so they read the current version: one primary-key
  // query. Without it, an editor whose save committed on an instance killed before its event went out
  // could read the old list from another instance for up to REVALIDATE_MS and save the same change twice.
  if (view && canEdit(actor, view.cube.access))
    view = await cache.readCurrent(id, stamp, (cubeId) => cubeStamp(ctx, cubeId));
  allowed(view?.cube ?? null, actor, 'view');
  return view!;
}

/**
 * viewableCube's answer when it needs no promise: the cube held in memory and current, for a reader who may
 * view it and need not read it current (not an editor). Null when the cache must be asked (`viewableCube`).
 * Throws the same refusal viewableCube would.
 */
export function viewableCubeNow(
  ctx: CubeCacheDeps & WithCards,
  id: string,
  actor: Actor | null,
): CubeView | null {
  const view = cubeCacheOf(ctx).peek(id, cardDataStamp(ctx));
  if (!view || canEdit(actor, view.cube.access)) return null;
  allowed(view.cube, actor, 'view');
  return view;
}

async function cubeStamp(
  ctx: CubeCacheDeps,
  id: string,
): Promise<{ version: number; updatedAt: Date } | null> {
  const [row] = await ctx.database.db
    .select({ version: cubes.version, updatedAt: cubes.updatedAt })
    .from(cubes)
    .where(eq(cubes.id, id));
  return row ?? null;
}
