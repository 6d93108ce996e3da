import type { Actor } from '@cubewright/core/cube';
import type { PublicCardsResponse, PublicCubeResponse } from '@cubewright/core/protocol';
import type { Database } from '../../db/client';
import { cubeFor } from '../cubes/access';
import { type LoadedCube, loadCards } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import type { WithCards, WithDatabase } from '../deps';
import { publicCardOf } from './export-cube';

/** The cube the public API may show to `actor` (canView: public and unlisted to anyone, private to its people). */
export function publicCubeRow(ctx: WithDatabase, actor: Actor | null, id: string): Promise<LoadedCube> {
  return cubeFor(ctx.database.db, id, actor, 'view');
}

/** GET /api/v1/cubes/:id */
export async function publicCube(ctx: WithDatabase, cube: LoadedCube): Promise<PublicCubeResponse> {
  const names = await usernamesOf(ctx.database.db, [cube.createdBy]);
  return {
    cube: {
      id: cube.id,
      name: cube.name,
      description: cube.description,
      visibility: cube.visibility,
      owner: { id: cube.createdBy, username: names.get(cube.createdBy) ?? 'unknown user' },
      tags: cube.tags,
      size: cube.size,
      cardCount: cube.cardCount,
      maybeCount: cube.maybeCount,
      version: cube.version,
      createdAt: cube.createdAt.toISOString(),
      updatedAt: cube.updatedAt.toISOString(),
    },
  };
}

// A cube's card list only changes with its version, so the public list is kept per (cube, version):
// a busy public cube is read from the database once per save, not once per request. Per app (keyed by its
// database), bounded.
const CACHE_SIZE = 64;
const cardLists = new WeakMap<Database, Map<string, PublicCardsResponse>>();

/** GET /api/v1/cubes/:id/cards */
export async function publicCards(
  ctx: WithCards & WithDatabase,
  cube: LoadedCube,
): Promise<PublicCardsResponse> {
  const cache = cardLists.get(ctx.database) ?? new Map<string, PublicCardsResponse>();
  cardLists.set(ctx.database, cache);
  const key = `${cube.id}@${cube.version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const cards = await loadCards(ctx.database.db, cube.id);
  const list = { cubeId: cube.id, version: cube.version, cards: cards.map((c) => publicCardOf(ctx, c)) };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, list);
  return list;
}
