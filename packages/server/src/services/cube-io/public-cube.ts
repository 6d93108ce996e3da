import type { PublicCardsResponse, PublicCubeResponse } from '@cubewright/core/protocol';
import { cardDataStamp } from '../cube-cache/card-stamp';
import type { CubeView } from '../cube-cache/cube-cache';
import { type LoadedCube, loadCards } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import type { WithCards, WithDatabase } from '../deps';
import { publicCardOf } from './export-cube';

// The public read API's bodies, built once per cube entry of the cube cache (dropped on every change of
// the cube) and, for the card list, per card data.

/** GET /api/v1/cubes/:id */
export const publicCube = (ctx: WithCards & WithDatabase, { cube, body }: CubeView) =>
  body('v1:cube', () => publicCubeOf(ctx, cube));

/** GET /api/v1/cubes/:id/cards */
export const publicCards = (ctx: WithCards & WithDatabase, { cube, body }: CubeView) =>
  body(`v1:cards:${cardDataStamp(ctx)}`, () => publicCardsOf(ctx, cube));

async function publicCubeOf(ctx: WithCards & WithDatabase, cube: LoadedCube): Promise<PublicCubeResponse> {
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

async function publicCardsOf(ctx: WithCards & WithDatabase, cube: LoadedCube): Promise<PublicCardsResponse> {
  const cards = await loadCards(ctx.database.db, cube.id);
  return { cubeId: cube.id, version: cube.version, cards: cards.map((c) => publicCardOf(ctx, c)) };
}
