import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { CLIENT_IP_HEADER } from './auth';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';

/**
 * better-auth under /api/auth/*. Bodies stay raw in this plugin (the content-type parsers are replaced
 * only inside its encapsulation context) so better-auth parses exactly what the client sent.
 */
export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onClose', async () => ctx.mailer.close());
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (req, reply) => {
      const request = toFetchRequest(req, ctx.config.baseUrl, { [CLIENT_IP_HEADER]: req.ip });
      const response = await ctx.auth.handler(isOAuth2Alias(req) ? toSocialSignIn(req, request) : request);
      return sendFetchResponse(reply, response);
    },
  });
};

// The contract names the social sign-in `POST sign-in/oauth2 { providerId, callbackURL }` (the generic
// OAuth plugin's older endpoint); this better-auth version serves it as `sign-in/social { provider }`.
const isOAuth2Alias = (req: FastifyRequest) =>
  req.method === 'POST' && req.url.split('?')[0] === '/api/auth/sign-in/oauth2';

function toSocialSignIn(req: FastifyRequest, original: Request): Request {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '{}');
  } catch {
    throw badRequest('Invalid request: the body must be JSON');
  }
  if (typeof body !== 'object' || body === null || typeof body.providerId !== 'string') {
    throw badRequest('Invalid request: providerId is required');
  }
  const { providerId, ...rest } = body;
  const headers = new Headers(original.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(new URL('/api/auth/sign-in/social', original.url), {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...rest, provider: providerId }),
  });
}
