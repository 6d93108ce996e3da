import type { Actor } from '@cubewright/core/cube';
import type { PublicCardsResponse, PublicCubeResponse } from '@cubewright/core/protocol';
import type { AppContext } from '../../context';
import { cubeFor } from '../cubes/access';
import { type LoadedCube, loadCards } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import { publicCardOf } from './export-cube';

/** The cube the public API may show to `actor` (canView: public and unlisted to anyone, private to its people). */
export function publicCubeRow(ctx: AppContext, actor: Actor | null, id: string): Promise<LoadedCube> {
  return cubeFor(ctx.database.db, id, actor, 'view');
}

/** GET /api/v1/cubes/:id */
export async function publicCube(ctx: AppContext, cube: LoadedCube): Promise<PublicCubeResponse> {
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

/** GET /api/v1/cubes/:id/cards */
export async function publicCards(ctx: AppContext, cube: LoadedCube): Promise<PublicCardsResponse> {
  const cards = await loadCards(ctx.database.db, cube.id);
  return { cubeId: cube.id, version: cube.version, cards: cards.map((c) => publicCardOf(ctx, c)) };
}
