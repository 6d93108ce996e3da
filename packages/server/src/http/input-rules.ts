import { describeInputIssue, type InputIssue, inputIssue } from '@cubewright/core/protocol';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Applies core's input rules (protocol/input-rules.ts) to every route's params, query and JSON body
 * before its schema runs: control characters (a NUL would otherwise reach PostgreSQL and come back as
 * a 500), keys that break the spec's data rules, and absurd nesting all answer 400 naming the field.
 * Raw bodies (better-auth's buffers) are left to their reader.
 */
export function installInputRules(app: FastifyInstance) {
  // A callback hook: an async one costs every request a promise and a microtask turn.
  app.addHook('preValidation', (req, _reply, done) => {
    const issue =
      inputIssue(req.params) ??
      inputIssue(req.query) ??
      (isJsonValue(req.body) ? inputIssue(req.body, { dataKeys: true }) : null);
    done(issue ? invalidInput(issue) : undefined);
  });
}

function isJsonValue(body: unknown): boolean {
  return (
    typeof body === 'string' ||
    Array.isArray(body) ||
    (body !== null && typeof body === 'object' && !Buffer.isBuffer(body))
  );
}

function invalidInput(issue: InputIssue): HttpError {
  return new HttpError(400, describeInputIssue(issue), 'validation', [
    { path: `/${issue.path.join('/')}`, message: issue.message },
  ]);
}
