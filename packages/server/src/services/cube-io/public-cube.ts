import type { PublicCardsResponse, PublicCubeResponse } from '@cubewright/core/protocol';
import type { CubeView } from '../cube-cache/cube-cache';
import type { CubeReadModelView } from '../cube-cache/read-model';
import type { WithCards, WithDatabase } from '../deps';
import { publicCardOf } from './export-cube';

// The public read API's bodies, derived from the cube's read model (cube-cache/read-model.ts: one per cube
// version and card data).

/** GET /api/v1/cubes/:id */
export const publicCube = (_ctx: WithCards & WithDatabase, { body }: CubeView) =>
  body('v1:cube', publicCubeOf);

/** GET /api/v1/cubes/:id/cards */
export const publicCards = (ctx: WithCards & WithDatabase, { body }: CubeView) =>
  body('v1:cards', (model) => publicCardsOf(ctx, model));

/** The bodies above when derived already (null: ask for them), for the hit path. */
export const publicCubeNow = ({ ready }: CubeView) => ready('v1:cube');
export const publicCardsNow = ({ ready }: CubeView) => ready('v1:cards');

async function publicCubeOf({ cube, usernames }: CubeReadModelView): Promise<PublicCubeResponse> {
  const names = await usernames();
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

async function publicCardsOf(
  ctx: WithCards & WithDatabase,
  { cube, cards: read }: CubeReadModelView,
): Promise<PublicCardsResponse> {
  const cards = await read();
  return { cubeId: cube.id, version: cube.version, cards: cards.map((c) => publicCardOf(ctx, c)) };
}
