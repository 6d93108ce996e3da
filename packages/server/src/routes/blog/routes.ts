import { dateOf } from '@cubewright/core/clock';
import { UNAUTHENTICATED_MESSAGES } from '@cubewright/core/cube';
import {
  cubeIdParamsSchema,
  editPostBodySchema,
  newPostBodySchema,
  POST_CONTENT_MAX_LENGTH,
  type PostResponse,
  type PostsResponse,
  postListQuerySchema,
  postParamsSchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { jsonTextBodyLimit } from '../../http/body-limits';
import { cubeFeed, featuredFeed } from '../../services/blog/feeds';
import { createPost, deletePost, editPost, getPost, listPosts } from '../../services/blog/posts';
import { signedIn, userOf } from '../cubes/signed-in';

const ATOM = 'application/atom+xml; charset=utf-8';

/** A cube's blog posts (core/protocol/blog.ts) and the Atom feeds. */
export const blogRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const auth = signedIn(ctx, UNAUTHENTICATED_MESSAGES.post);
  // Markdown is counted in characters; 4 bytes per character bounds its UTF-8.
  const bodyLimit = jsonTextBodyLimit(POST_CONTENT_MAX_LENGTH * 4);

  app.get(
    '/api/cubes/:id/posts',
    { schema: { params: cubeIdParamsSchema, querystring: postListQuerySchema } },
    async (req): Promise<PostsResponse> =>
      listPosts(db, await getSessionUser(ctx, req), req.params.id, req.query.before),
  );

  app.get(
    '/api/cubes/:id/posts/:postId',
    { schema: { params: postParamsSchema } },
    async (req): Promise<PostResponse> => ({
      post: await getPost(db, await getSessionUser(ctx, req), req.params.id, req.params.postId),
    }),
  );

  app.post(
    '/api/cubes/:id/posts',
    { onRequest: auth, bodyLimit, schema: { params: cubeIdParamsSchema, body: newPostBodySchema } },
    async (req, reply): Promise<PostResponse> => {
      const post = await createPost(ctx, userOf(req), req.params.id, req.body);
      reply.code(201);
      return { post };
    },
  );

  app.patch(
    '/api/cubes/:id/posts/:postId',
    { onRequest: auth, bodyLimit, schema: { params: postParamsSchema, body: editPostBodySchema } },
    async (req): Promise<PostResponse> => ({
      post: await editPost(db, userOf(req), req.params.id, req.params.postId, req.body, dateOf(ctx.clock)),
    }),
  );

  app.delete(
    '/api/cubes/:id/posts/:postId',
    { preValidation: auth, schema: { params: postParamsSchema } },
    async (req, reply) => {
      await deletePost(db, userOf(req), req.params.id, req.params.postId);
      return reply.code(204).send();
    },
  );

  app.get('/api/cubes/:id/feed.atom', { schema: { params: cubeIdParamsSchema } }, async (req, reply) =>
    reply.type(ATOM).send(await cubeFeed(ctx, req.params.id)),
  );

  app.get('/api/community/featured.atom', async (_req, reply) =>
    reply.type(ATOM).send(await featuredFeed(ctx)),
  );
};
