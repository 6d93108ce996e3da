import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { activityRoutes } from './activity-routes';
import { boardRoutes } from './board-routes';
import { cardListRoutes } from './card-list-routes';
import { collaboratorRoutes } from './collaborator-routes';
import { cubeRoutes } from './cube-routes';
import { draftFormatRoutes } from './draft-format-routes';
import { jumpstartRoutes } from './jumpstart-routes';

/** The cube API (endpoint list and shapes: packages/core/src/protocol/cubes.ts). */
export const cubesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(cubeRoutes, { ctx });
  await app.register(cardListRoutes, { ctx });
  await app.register(activityRoutes, { ctx });
  await app.register(collaboratorRoutes, { ctx });
  await app.register(boardRoutes, { ctx });
  await app.register(jumpstartRoutes, { ctx });
  await app.register(draftFormatRoutes, { ctx });
};
