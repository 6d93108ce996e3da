import type { FastifyInstance } from 'fastify';
import { type AnyBody, call, createCube, type Person, signUpPeople } from './cube-requests';
import { signUp } from './sign-up';

// The people and cubes of a permission matrix over a cube's roles and visibilities (the blog's and the
// comments' tests): the four signUpPeople plus a moderator, and one cube per visibility with an editor.

export type Role = 'guest' | 'stranger' | 'editor' | 'owner' | 'admin' | 'moderator';
export const ROLES: Role[] = ['guest', 'stranger', 'editor', 'owner', 'admin', 'moderator'];
export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export type People = Record<Exclude<Role, 'guest'>, Person>;

/** Who sees a cube of this visibility, and so what hangs off it: a private cube is its people's and admins'. */
export const sees = (who: Role, visibility: string) =>
  visibility !== 'private' || who === 'owner' || who === 'editor' || who === 'admin';

/** signUpPeople and a moderator, whom the admin makes one. */
export async function signUpRoles(app: FastifyInstance): Promise<People> {
  const people = await signUpPeople(app);
  const email = 'mod@example.com';
  const moderator = {
    cookie: await signUp(app, { email, password: 'correct horse battery', username: 'mod' }),
    username: 'mod',
    email,
  };
  const modId = (await call<AnyBody>(app, moderator, 'GET', '/api/session')).body.user.id;
  const made = await call(app, people.admin, 'PATCH', `/api/admin/users/${modId}`, { isModerator: true });
  if (made.status !== 200) throw new Error(`making mod a moderator: ${JSON.stringify(made.body)}`);
  return { ...people, moderator };
}

/** One cube of each visibility, owned by the owner, with the editor as its editor. */
export async function cubePerVisibility(
  app: FastifyInstance,
  p: People,
  name: string,
): Promise<Record<Visibility, string>> {
  const cubes = {} as Record<Visibility, string>;
  for (const visibility of VISIBILITIES) {
    const id = await createCube(app, p.owner, { name: `${name} ${visibility}`, visibility });
    const added = await call(app, p.owner, 'POST', `/api/cubes/${id}/collaborators`, {
      user: p.editor.username,
    });
    if (added.status !== 201) throw new Error(`adding the editor: ${JSON.stringify(added.body)}`);
    cubes[visibility] = id;
  }
  return cubes;
}
