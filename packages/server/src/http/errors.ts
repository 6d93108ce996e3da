import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { bodyTooLargeMessage } from './body-limits';

/** An error whose message is safe and meant for the user; thrown by routes and services. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const unauthenticated = (message = 'User not authenticated') =>
  new HttpError(401, message, 'unauthenticated');
export const forbidden = (message: string) => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, message, 'bad_request', details);
export const conflict = (message: string, details?: unknown) =>
  new HttpError(409, message, 'conflict', details);

/** Every error becomes `{ error, code?, details? }`; unexpected ones are logged and never leak internals. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.message, code: err.code, details: err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? `${first.instancePath.slice(1).replaceAll('/', '.')}: ` : '';
      return reply.code(400).send({
        error: `Invalid request: ${where}${first?.message ?? 'bad input'}`,
        code: 'validation',
        details: err.validation.map((v) => ({ path: v.instancePath, message: v.message })),
      });
    }
    if ((err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send({ error: bodyTooLargeMessage(req.routeOptions.bodyLimit), code: 'body_too_large' });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: (err as Error).message, code: (err as { code?: string }).code });
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}
