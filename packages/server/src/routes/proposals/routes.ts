import { newProposalSchema, roleOf } from '@cubewright/core/cube';
import {
  acceptProposalBodySchema,
  cubeIdParamsSchema,
  declineProposalBodySchema,
  PROPOSAL_API_MESSAGES,
  type ProposalListResponse,
  type ProposalResponse,
  type ProposalSettings,
  proposalListQuerySchema,
  proposalParamsSchema,
  proposalSettingsSchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { cubeFor } from '../../services/cubes/access';
import { acceptProposal, declineProposal, withdrawProposal } from '../../services/proposals/decide';
import { createProposal, getProposal, listProposals } from '../../services/proposals/proposals';
import { setWelcome, welcomeOf } from '../../services/proposals/settings';
import { signedIn, userOf } from '../cubes/signed-in';

/** Proposals on a cube and who may make them (core/protocol/proposals.ts). */
export const proposalsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const auth = signedIn(ctx, PROPOSAL_API_MESSAGES.signIn);

  app.get(
    '/api/cubes/:id/proposals',
    { schema: { params: cubeIdParamsSchema, querystring: proposalListQuerySchema } },
    async (req): Promise<ProposalListResponse> =>
      listProposals(db, await getSessionUser(ctx, req), req.params.id, req.query.status),
  );

  app.post(
    '/api/cubes/:id/proposals',
    { preValidation: auth, schema: { params: cubeIdParamsSchema, body: newProposalSchema } },
    async (req, reply): Promise<ProposalResponse> => {
      const proposal = await createProposal(ctx, userOf(req), req.params.id, req.body);
      reply.code(201);
      return { proposal };
    },
  );

  app.get(
    '/api/cubes/:id/proposals/:proposalId',
    { schema: { params: proposalParamsSchema } },
    async (req): Promise<ProposalResponse> => ({
      proposal: await getProposal(ctx, await getSessionUser(ctx, req), req.params.id, req.params.proposalId),
    }),
  );

  app.post(
    '/api/cubes/:id/proposals/:proposalId/accept',
    { preValidation: auth, schema: { params: proposalParamsSchema, body: acceptProposalBodySchema } },
    async (req): Promise<ProposalResponse> => ({
      proposal: await acceptProposal(ctx, userOf(req), req.params.id, req.params.proposalId, req.body),
    }),
  );

  app.post(
    '/api/cubes/:id/proposals/:proposalId/decline',
    { preValidation: auth, schema: { params: proposalParamsSchema, body: declineProposalBodySchema } },
    async (req): Promise<ProposalResponse> => ({
      proposal: await declineProposal(ctx, userOf(req), req.params.id, req.params.proposalId, req.body),
    }),
  );

  app.post(
    '/api/cubes/:id/proposals/:proposalId/withdraw',
    { preValidation: auth, schema: { params: proposalParamsSchema } },
    async (req): Promise<ProposalResponse> => ({
      proposal: await withdrawProposal(ctx, userOf(req), req.params.id, req.params.proposalId),
    }),
  );

  app.get(
    '/api/cubes/:id/proposal-settings',
    { schema: { params: cubeIdParamsSchema } },
    async (req): Promise<ProposalSettings> => {
      const cube = await cubeFor(db, req.params.id, await getSessionUser(ctx, req), 'view');
      return { welcome: await welcomeOf(db, cube.id) };
    },
  );

  app.put(
    '/api/cubes/:id/proposal-settings',
    { preValidation: auth, schema: { params: cubeIdParamsSchema, body: proposalSettingsSchema } },
    async (req): Promise<ProposalSettings> => {
      const user = userOf(req);
      const cube = await cubeFor(db, req.params.id, user, 'view');
      if (roleOf(user, cube.access) !== 'owner') throw forbidden(PROPOSAL_API_MESSAGES.settingsForbidden);
      await setWelcome(db, cube.id, req.body.welcome);
      return { welcome: req.body.welcome };
    },
  );
};
