import type { AppInfo } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';

/** What the web client needs before anyone signs in: the social sign-in button and the card data state. */
export const appInfoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/app-info', async (): Promise<AppInfo> => {
    const oidc = ctx.config.oidc;
    const { status, count, message } = ctx.cards.status();
    return {
      oidc: oidc ? { name: oidc.name, providerId: oidc.providerId } : null,
      cards: { status, count, message },
    };
  });
};
