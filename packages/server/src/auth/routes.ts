import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { CLIENT_IP_HEADER } from './auth';
import { answerSignUp, signUpBodyOf } from './existing-email-sign-up';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { throttledMessage } from './sign-in-throttle';

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
      const run = () => ctx.auth.handler(isOAuth2Alias(req) ? toSocialSignIn(req, request) : request);
      const signUp = isPath(req, '/api/auth/sign-up/email') ? signUpBodyOf(req.body) : null;
      if (signUp) return sendFetchResponse(reply, await answerSignUp(ctx, signUp, await run()));
      const email = emailSignInOf(req);
      if (email === null) return sendFetchResponse(reply, await run());

      const attempt = await ctx.signInThrottle.begin(email);
      if (!attempt.allowed) {
        const seconds = Math.max(1, Math.ceil(attempt.retryAfterMs / 1000));
        return reply
          .code(429)
          .header('retry-after', String(seconds))
          .send({ message: throttledMessage(seconds), code: 'ACCOUNT_THROTTLED', retryAfter: seconds });
      }
      const response = await run();
      // A wrong password stays counted; a success clears the count; anything else was no guess.
      if (response.status === 200) await ctx.signInThrottle.succeeded(email);
      else if (response.status !== 401) await ctx.signInThrottle.uncount(email);
      return sendFetchResponse(reply, response);
    },
  });
};

/** The e-mail of a `POST sign-in/email` (what the per-account back-off counts), else null. */
function emailSignInOf(req: FastifyRequest): string | null {
  if (!isPath(req, '/api/auth/sign-in/email')) return null;
  try {
    const body: unknown = JSON.parse(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '');
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() !== '' ? email : null;
  } catch {
    return null;
  }
}

const isPath = (req: FastifyRequest, path: string) => req.method === 'POST' && req.url.split('?')[0] === path;

// The contract names the social sign-in `POST sign-in/oauth2 { providerId, callbackURL }` (the generic
// OAuth plugin's older endpoint); this better-auth version serves it as `sign-in/social { provider }`.
const isOAuth2Alias = (req: FastifyRequest) => isPath(req, '/api/auth/sign-in/oauth2');

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
