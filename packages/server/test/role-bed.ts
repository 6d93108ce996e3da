import type { FastifyInstance } from 'fastify';
import { call, createCube, type Person } from './cube-requests';
import { insertPeople, insertPerson } from './factories';
import type { TestApp } from './harness';

// The people and cubes of a permission matrix over a cube's roles and visibilities (the blog's and the
// comments' tests): the four people of signUpPeople plus a moderator, and one cube per visibility with an editor.

export type Role = 'guest' | 'stranger' | 'editor' | 'owner' | 'admin' | 'moderator';
export const ROLES: Role[] = ['guest', 'stranger', 'editor', 'owner', 'admin', 'moderator'];
export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export type People = Record<Exclude<Role, 'guest'>, Person>;

/** Who sees a cube of this visibility, and so what hangs off it: a private cube is its people's and admins'. */
export const sees = (who: Role, visibility: string) =>
  visibility !== 'private' || who === 'owner' || who === 'editor' || who === 'admin';

/** The four people of signUpPeople and a moderator, written straight into the database (factories.ts). */
export async function insertRoles(t: TestApp): Promise<People> {
  const people = await insertPeople(t);
  return { ...people, moderator: await insertPerson(t, 'mod', { moderator: true }) };
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
