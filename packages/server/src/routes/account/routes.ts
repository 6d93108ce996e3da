import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  changeUsernameBodySchema,
  deleteAccountBodySchema,
  notificationPreferencesBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeEmail, changePassword, changeUsername, deleteAccount } from '../../auth/account';
import { forgetSessionUser, getSessionUser, requireUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { channelsOf, setChannels } from '../../services/owner-notices/preferences';
import { toSessionUserDto } from '../session/routes';

/**
 * Account settings: username, password, e-mail, delete (bodies: core/protocol/account.ts), and the
 * notification preferences (core/protocol/notification-preferences.ts).
 */
export const accountRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Auth before validation, so a guest gets the spec's "User not authenticated" rather than a 400.
  const signedIn = { preValidation: async (req: FastifyRequest) => void (await requireUser(ctx, req)) };
  const me = (req: FastifyRequest) => requireUser(ctx, req);

  app.patch(
    '/api/account/username',
    { ...signedIn, schema: { body: changeUsernameBodySchema } },
    async (req) => {
      await changeUsername(ctx, await me(req), req.body.username);
      return { user: await freshUser(req) };
    },
  );

  app.post(
    '/api/account/change-password',
    { ...signedIn, schema: { body: changePasswordBodySchema } },
    async (req) => {
      await changePassword(ctx, await me(req), req.body.currentPassword, req.body.newPassword);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/change-email',
    { ...signedIn, schema: { body: changeEmailBodySchema } },
    async (req) => {
      await changeEmail(ctx, await me(req), req.body.currentPassword, req.body.newEmail);
      return { user: await freshUser(req) };
    },
  );

  app.post(
    '/api/account/delete',
    { ...signedIn, schema: { body: deleteAccountBodySchema } },
    async (req, reply) => {
      await deleteAccount(ctx, await me(req), req.body.currentPassword);
      await clearSessionCookies(ctx, reply);
      return { ok: true as const };
    },
  );

  // What owners hear about, and how (issue 30): app, daily e-mail or off, per kind.
  app.get('/api/account/notification-preferences', signedIn, async (req) => ({
    channels: await channelsOf(ctx.database.db, (await me(req)).id),
  }));
  app.put(
    '/api/account/notification-preferences',
    { ...signedIn, schema: { body: notificationPreferencesBodySchema } },
    async (req) => ({ channels: await setChannels(ctx.database.db, (await me(req)).id, req.body) }),
  );

  // The request's cached lookup predates the change; read the user again.
  async function freshUser(req: FastifyRequest) {
    forgetSessionUser(req);
    const fresh = await getSessionUser(ctx, req);
    if (!fresh) throw new Error('session vanished during an account change');
    return toSessionUserDto(fresh);
  }
};

async function clearSessionCookies(ctx: AppContext, reply: FastifyReply) {
  const { authCookies } = await ctx.auth.$context;
  const secure = ctx.config.baseUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
      (c) => `${c.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
    ),
  );
}
