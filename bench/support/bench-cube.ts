import type { TestApp } from '../../packages/server/test/harness';
import { signUp } from '../../packages/server/test/sign-up';

/** A signed-in bench user and a new cube of theirs: the headers their requests send, the cube's id and version. */
export async function benchOwnerWithCube(app: TestApp['app'], cubeName: string) {
  const cookie = await signUp(app, {
    email: 'bench@example.com',
    password: 'bench-password',
    username: 'bench',
  });
  const headers = { cookie, 'content-type': 'application/json' };
  const created = (
    await app.inject({ method: 'POST', url: '/api/cubes', headers, payload: { name: cubeName } })
  ).json();
  return { headers, cubeId: created.cube.id as string, version: created.cube.version as number };
}
