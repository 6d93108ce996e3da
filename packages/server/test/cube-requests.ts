// Helpers for the cube integration tests: signed-up people and short request wrappers.
import type { CubeWithCardsResponse, SaveResponse } from '@cubewright/core/protocol';
import type { FastifyInstance } from 'fastify';
import { signUp } from './sign-up';

/** Response bodies in tests: shapes are checked by the assertions themselves. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the endpoint answered and asserts on it
export type AnyBody = any;

export type Who = 'guest' | 'stranger' | 'editor' | 'owner' | 'admin';

/** A signed-up user: their cookie header and login names. */
export interface Person {
  cookie: string;
  username: string;
  email: string;
}

/**
 * Signs up the admin first (the first account becomes admin), then owner, editor and stranger.
 * `tag` keeps usernames unique when a file signs up several groups.
 */
export async function signUpPeople(
  app: FastifyInstance,
  tag = '',
): Promise<Record<Exclude<Who, 'guest'>, Person>> {
  const people = {} as Record<Exclude<Who, 'guest'>, Person>;
  for (const who of ['admin', 'owner', 'editor', 'stranger'] as const) {
    const username = `${who}${tag}`;
    const email = `${username}@example.com`;
    const cookie = await signUp(app, { email, password: 'correct horse battery', username });
    const me = await app.inject({ method: 'GET', url: '/api/cubes/mine', headers: { cookie } });
    if (me.statusCode !== 200) throw new Error(`sign-up of ${username} did not give a session: ${me.body}`);
    people[who] = { cookie, username, email };
  }
  return people;
}

/** Sends a request as `person` (or as a guest) and returns status and parsed body. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  person: Person | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await app.inject({
    method,
    url,
    headers: person ? { cookie: person.cookie } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
}

/** Creates a cube as `owner` and returns its id. */
export async function createCube(app: FastifyInstance, owner: Person, body: Record<string, unknown> = {}) {
  const res = await call<{ cube: { id: string } }>(app, owner, 'POST', '/api/cubes', {
    name: 'Test Cube',
    ...body,
  });
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.cube.id;
}

/** Saves a batch of ops on top of the cube's current version. */
export async function save(
  app: FastifyInstance,
  person: Person,
  cubeId: string,
  ops: unknown[],
  baseVersion?: number,
) {
  const base =
    baseVersion ??
    (await call<CubeWithCardsResponse>(app, person, 'GET', `/api/cubes/${cubeId}`)).body.cube.version;
  return call<SaveResponse>(app, person, 'POST', `/api/cubes/${cubeId}/changes`, { baseVersion: base, ops });
}

/** Add operations for card names, with the name-key card ids used when no card data is loaded. */
export const adds = (names: string[], fields: Record<string, unknown> = {}) =>
  names.map((name) => ({ type: 'add', card: { name, cardId: `name:${name.toLowerCase()}`, ...fields } }));

/** PATCHes cube settings as `person`, naming the settings version they read just before (as the web form does). */
export async function patchSettings(
  app: FastifyInstance,
  person: Person,
  cubeId: string,
  body: Record<string, unknown>,
) {
  const read = await call<CubeWithCardsResponse>(app, person, 'GET', `/api/cubes/${cubeId}?cardData=false`);
  const settingsVersion = read.status === 200 ? read.body.cube.settingsVersion : 'unseen';
  return call<AnyBody>(app, person, 'PATCH', `/api/cubes/${cubeId}`, { settingsVersion, ...body });
}
