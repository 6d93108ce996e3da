import { randomUUID } from 'node:crypto';
import { dateOf } from '@cubewright/core/clock';
import { APIError } from 'better-auth/api';
import type { AppContext } from '../context';
import { checkSignUpUsername } from './auth';

// A sign-up must not tell whether an e-mail address has an account. better-auth answers such a sign-up at
// once with 422 USER_ALREADY_EXISTS; we answer it like a new sign-up instead: the same checks in the same
// order (password hashing first, then the username), the same 200 and the same body shape, with no
// session. The address's owner gets an e-mail saying someone tried, so a real owner who forgot they had
// an account learns what happened. A new account's answer drops its session token from the body (the
// cookie carries the session), so the two bodies cannot be told apart by the token either.

interface SignUpBody {
  email: string;
  password: string;
  name: string;
}

/** The fields of a sign-up/email body, or null when they are not all strings (better-auth answers that). */
export function signUpBodyOf(raw: unknown): SignUpBody | null {
  try {
    const body = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : '') as Record<string, unknown>;
    const { email, password, name } = body ?? {};
    if (typeof email !== 'string' || typeof password !== 'string' || typeof name !== 'string') return null;
    return { email, password, name };
  } catch {
    return null;
  }
}

/** better-auth's answer to a sign-up, made the same whether or not the e-mail already had an account. */
export async function answerSignUp(ctx: AppContext, body: SignUpBody, response: Response): Promise<Response> {
  if (response.status === 200) return withoutToken(response);
  if (response.status !== 422) return response;
  const error = (await response.clone().json()) as { code?: string };
  if (!error.code?.startsWith('USER_ALREADY_EXISTS')) return response;

  const { password: hasher } = await ctx.auth.$context;
  await hasher.hash(body.password);
  let username: string;
  try {
    username = await checkSignUpUsername(ctx.database.db, body.name);
  } catch (err) {
    if (err instanceof APIError) return json(err.statusCode, err.body);
    throw err;
  }
  const email = body.email.toLowerCase();
  // Not awaited: waiting for the mail server would make this answer slower than a real sign-up's.
  void ctx.mailer
    .send(existingAccountMail(ctx.config.baseUrl, email))
    .catch((err) => ctx.log.error({ err }, 'sending the existing-account e-mail failed'));
  const now = dateOf(ctx.clock).toISOString();
  return json(200, {
    token: null,
    user: {
      name: username,
      email,
      emailVerified: false,
      image: null,
      createdAt: now,
      updatedAt: now,
      id: randomUUID(),
    },
  });
}

function existingAccountMail(baseUrl: string, to: string) {
  return {
    to,
    subject: 'Someone tried to sign up to Cubewright with your e-mail address',
    text: `Someone tried to create a Cubewright account with this e-mail address, which already has one. No new account was made and nothing about your account changed.\n\nIf it was you, sign in at ${baseUrl}/login; if you forgot your password, choose "Forgot password?" there to reset it.\n\nIf it was not you, you can ignore this e-mail.`,
  };
}

async function withoutToken(response: Response): Promise<Response> {
  const body = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, token: null }), { status: 200, headers });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
