import { dateOf } from '@cubewright/core/clock';
import {
  type AdminFeaturedResponse,
  type AdminUserResponse,
  type AdminUsersResponse,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  cubeIdParamsSchema,
  type HiddenCubeResponse,
  type HiddenCubesResponse,
  hideCubeBodySchema,
  updateUserRolesBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgetSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { hideCube, listHiddenCubes, unhideCube } from '../../services/admin/hidden-cubes';
import { assertStaff, listUsers, updateUserRoles } from '../../services/admin/users';
import { featuredCubes } from '../../services/community/lists';
import { signedIn, userOf } from '../cubes/signed-in';

/** Featured cubes shown on the admin page: one page is plenty (the community page paginates). */
const FEATURED_LIMIT = 60;

/** The admin area: users and roles, featured cubes, cubes hidden from community lists. */
export const adminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const auth = signedIn(ctx, 'User not authenticated');
  const db = ctx.database.db;

  app.get(
    '/api/admin/users',
    { preValidation: auth, schema: { querystring: adminUsersQuerySchema } },
    async (req): Promise<AdminUsersResponse> => {
      assertStaff(userOf(req));
      return listUsers(db, req.query.q, req.query.page);
    },
  );

  app.patch(
    '/api/admin/users/:id',
    { preValidation: auth, schema: { params: adminUserParamsSchema, body: updateUserRolesBodySchema } },
    async (req): Promise<AdminUserResponse> => {
      const user = await updateUserRoles(db, userOf(req), req.params.id, req.body, dateOf(ctx.clock));
      forgetSessionUser(req);
      return { user };
    },
  );

  app.get('/api/admin/featured', { preValidation: auth }, async (req): Promise<AdminFeaturedResponse> => {
    assertStaff(userOf(req));
    const page = await featuredCubes(db, { limit: FEATURED_LIMIT });
    return { cubes: page.cubes };
  });

  app.get(
    '/api/admin/hidden',
    { preValidation: auth },
    async (req): Promise<HiddenCubesResponse> => ({
      cubes: await listHiddenCubes(db, userOf(req)),
    }),
  );

  app.post(
    '/api/admin/cubes/:id/hide',
    { preValidation: auth, schema: { params: cubeIdParamsSchema, body: hideCubeBodySchema } },
    async (req): Promise<HiddenCubeResponse> => ({
      cube: await hideCube(ctx, userOf(req), req.params.id, req.body),
    }),
  );

  app.post(
    '/api/admin/cubes/:id/unhide',
    { preValidation: auth, schema: { params: cubeIdParamsSchema } },
    async (req, reply) => {
      await unhideCube(ctx, userOf(req), req.params.id);
      return reply.code(204).send();
    },
  );
};
