import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// Real sign-up and sign-in through better-auth's endpoints, for integration tests.

/** `name=value; ...` for a Cookie header, from a response's Set-Cookie headers (cleared cookies left out). */
export function cookieHeaderFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list
    .map((c: string) => c.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

function expectOk(res: LightMyRequestResponse, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what} failed with ${res.statusCode}: ${res.body}`);
}

/** Signs up through POST /api/auth/sign-up/email and returns the session's Cookie header. */
export async function signUp(
  app: FastifyInstance,
  input: { email: string; password: string; username: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: input.email, password: input.password, name: input.username },
  });
  expectOk(res, `sign-up of ${input.email}`);
  return cookieHeaderFrom(res);
}

/** Signs in through POST /api/auth/sign-in/email and returns the session's Cookie header. */
export async function signIn(
  app: FastifyInstance,
  input: { email: string; password: string },
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: input });
  expectOk(res, `sign-in of ${input.email}`);
  return cookieHeaderFrom(res);
}
