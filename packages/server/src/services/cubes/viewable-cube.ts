import type { Actor } from '@cubewright/core/cube';
import { type CubeCacheDeps, type CubeView, cubeCacheOf } from '../cube-cache/cube-cache';
import { allowed } from './access';

// Apart from access.ts, so commands that only check access (cubeFor) do not depend on the cube cache.

/**
 * The cube `actor` may view, read through the app's cube cache (no query when it holds the cube), with its
 * cached response bodies. For reads only: commands check and write inside their transaction (cubeFor).
 */
export async function viewableCube(ctx: CubeCacheDeps, id: string, actor: Actor | null): Promise<CubeView> {
  const view = await cubeCacheOf(ctx).read(id);
  allowed(view?.cube ?? null, actor, 'view');
  return view!;
}
