import { dateOf } from '@cubewright/core/clock';
import {
  COMMENT_MESSAGES,
  type CommentResponse,
  type CommentsResponse,
  type CommentTargetKind,
  commentIdParamsSchema,
  commentTargetParamsSchema,
  editCommentBodySchema,
  newCommentBodySchema,
  type ReportedCommentsResponse,
  reportCommentBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import {
  deleteComment,
  editComment,
  listComments,
  postComment,
  reportComment,
} from '../../services/comments/comments';
import { moderationQueue, setCommentHidden } from '../../services/comments/moderation';
import { signedIn, userOf } from '../cubes/signed-in';

/** Comments on posts, cubes and decks, and their moderation queue (core/protocol/comments.ts). */
export const commentsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const auth = signedIn(ctx, COMMENT_MESSAGES.signIn);
  const db = ctx.database.db;
  const target = (p: { kind: CommentTargetKind; targetId: string }) => ({
    kind: p.kind,
    id: p.targetId,
  });

  app.get(
    '/api/comments/:kind/:targetId',
    { schema: { params: commentTargetParamsSchema } },
    async (req): Promise<CommentsResponse> =>
      listComments(db, await getSessionUser(ctx, req), target(req.params)),
  );

  app.post(
    '/api/comments/:kind/:targetId',
    { preValidation: auth, schema: { params: commentTargetParamsSchema, body: newCommentBodySchema } },
    async (req, reply): Promise<CommentResponse> => {
      const comment = await postComment(ctx, userOf(req), target(req.params), req.body);
      reply.code(201);
      return { comment };
    },
  );

  app.patch(
    '/api/comments/:id',
    { preValidation: auth, schema: { params: commentIdParamsSchema, body: editCommentBodySchema } },
    async (req): Promise<CommentResponse> => ({
      comment: await editComment(db, userOf(req), req.params.id, req.body, dateOf(ctx.clock)),
    }),
  );

  app.delete(
    '/api/comments/:id',
    { preValidation: auth, schema: { params: commentIdParamsSchema } },
    async (req, reply) => {
      await deleteComment(db, userOf(req), req.params.id, dateOf(ctx.clock));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/comments/:id/report',
    {
      preValidation: auth,
      schema: { params: commentIdParamsSchema, body: reportCommentBodySchema.nullish() },
    },
    async (req, reply) => {
      await reportComment(db, userOf(req), req.params.id, req.body ?? {}, dateOf(ctx.clock));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/comments',
    { preValidation: auth },
    async (req): Promise<ReportedCommentsResponse> => ({ comments: await moderationQueue(db, userOf(req)) }),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/admin/comments/:id/${action}`,
      { preValidation: auth, schema: { params: commentIdParamsSchema } },
      async (req): Promise<CommentResponse> => ({
        comment: await setCommentHidden(db, userOf(req), req.params.id, hidden, dateOf(ctx.clock)),
      }),
    );
  }
};
