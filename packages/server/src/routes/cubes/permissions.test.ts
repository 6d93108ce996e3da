import { VISIBILITIES, type Visibility } from '@cubewright/core/cube';
import type { CubeListResponse, CubeWithCardsResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCube, type Person, signUpPeople, type Who } from '../../../test/cube-requests';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { signUp } from '../../../test/sign-up';

// The permission matrix: every role x visibility x cube endpoint, each cell on a fresh cube (owned by
// `owner`, with `editor` as collaborator). Expected statuses are written out from the spec's rules, not
// computed from the policy module under test.

type Rule = 'view' | 'signedInView' | 'edit' | 'owner' | 'feature' | 'collaborator';
const OK_FOR: Record<Rule, Who[]> = {
  view: ['guest', 'stranger', 'editor', 'owner', 'admin'],
  signedInView: ['stranger', 'editor', 'owner', 'admin'],
  edit: ['editor', 'owner'],
  owner: ['owner'],
  feature: ['admin'],
  collaborator: ['editor'],
};
const WRITES: Rule[] = ['signedInView', 'edit', 'owner', 'feature', 'collaborator'];

interface Endpoint {
  name: string;
  rule: Rule;
  ok: number;
  request: (c: {
    id: string;
    version: number;
    editorId: string;
    settingsVersion: string;
  }) => [Parameters<typeof call>[2], string, unknown?];
}

const ENDPOINTS: Endpoint[] = [
  { name: 'get cube', rule: 'view', ok: 200, request: (c) => ['GET', `/api/cubes/${c.id}`] },
  { name: 'analytics', rule: 'view', ok: 200, request: (c) => ['GET', `/api/cubes/${c.id}/analytics`] },
  { name: 'versions', rule: 'view', ok: 200, request: (c) => ['GET', `/api/cubes/${c.id}/versions`] },
  { name: 'version 1', rule: 'view', ok: 200, request: (c) => ['GET', `/api/cubes/${c.id}/versions/1`] },
  {
    name: 'compare',
    rule: 'view',
    ok: 200,
    request: (c) => ['GET', `/api/cubes/${c.id}/compare?from=0&to=1`],
  },
  { name: 'white paper', rule: 'view', ok: 200, request: (c) => ['GET', `/api/cubes/${c.id}/whitepaper`] },
  { name: 'activity', rule: 'view', ok: 200, request: (c) => ['GET', `/api/cubes/${c.id}/activity`] },
  {
    name: 'activity stats',
    rule: 'view',
    ok: 200,
    request: (c) => ['GET', `/api/cubes/${c.id}/activity/stats`],
  },
  {
    name: 'collaborators',
    rule: 'view',
    ok: 200,
    request: (c) => ['GET', `/api/cubes/${c.id}/collaborators`],
  },
  { name: 'clone', rule: 'signedInView', ok: 201, request: (c) => ['POST', `/api/cubes/${c.id}/clone`] },
  {
    name: 'settings',
    rule: 'edit',
    ok: 200,
    request: (c) => ['PATCH', `/api/cubes/${c.id}`, { name: 'Renamed', settingsVersion: c.settingsVersion }],
  },
  {
    name: 'save changes',
    rule: 'edit',
    ok: 200,
    request: (c) => [
      'POST',
      `/api/cubes/${c.id}/changes`,
      { baseVersion: c.version, ops: [{ type: 'add', card: { name: 'Opt', cardId: 'name:opt' } }] },
    ],
  },
  {
    name: 'save white paper',
    rule: 'edit',
    ok: 200,
    request: (c) => ['PUT', `/api/cubes/${c.id}/whitepaper`, { content: 'Hi', baseVersion: c.version }],
  },
  {
    name: 'revert',
    rule: 'edit',
    ok: 200,
    request: (c) => ['POST', `/api/cubes/${c.id}/versions/1/revert`, {}],
  },
  {
    name: 'feature',
    rule: 'feature',
    ok: 200,
    request: (c) => ['PATCH', `/api/cubes/${c.id}`, { isFeatured: true }],
  },
  {
    name: 'add collaborator',
    rule: 'owner',
    ok: 201,
    request: (c) => ['POST', `/api/cubes/${c.id}/collaborators`, { user: 'invitee' }],
  },
  {
    name: 're-role collaborator',
    rule: 'owner',
    ok: 200,
    request: (c) => ['PATCH', `/api/cubes/${c.id}/collaborators/${c.editorId}`, { role: 'editor' }],
  },
  {
    name: 'remove collaborator',
    rule: 'owner',
    ok: 204,
    request: (c) => ['DELETE', `/api/cubes/${c.id}/collaborators/${c.editorId}`],
  },
  { name: 'leave', rule: 'collaborator', ok: 204, request: (c) => ['POST', `/api/cubes/${c.id}/leave`] },
  { name: 'delete', rule: 'owner', ok: 204, request: (c) => ['DELETE', `/api/cubes/${c.id}`] },
];

function expected(endpoint: Endpoint, who: Who, visibility: Visibility): number {
  if (who === 'guest' && WRITES.includes(endpoint.rule)) return 401;
  const seesIt = visibility !== 'private' || who === 'owner' || who === 'editor' || who === 'admin';
  if (!seesIt) return 404;
  if (OK_FOR[endpoint.rule].includes(who)) return endpoint.ok;
  // The owner asking to leave their own cube is a bad request, not a permission problem.
  return endpoint.rule === 'collaborator' && who === 'owner' ? 400 : 403;
}

const WHOS: Who[] = ['guest', 'stranger', 'editor', 'owner', 'admin'];

describe(`cube permission matrix (${testDbKind})`, () => {
  let t: TestApp;
  let people: Record<Who, Person | null>;
  beforeAll(async () => {
    t = await createTestApp();
    const p = await signUpPeople(t.app);
    await signUp(t.app, {
      email: 'invitee@example.com',
      password: 'correct horse battery',
      username: 'invitee',
    });
    people = { guest: null, ...p };
  });
  afterAll(() => t?.close());

  async function freshCube(visibility: Visibility) {
    const owner = people.owner!;
    const id = await createCube(t.app, owner, { visibility });
    const added = await call<{ collaborator: { userId: string } }>(
      t.app,
      owner,
      'POST',
      `/api/cubes/${id}/collaborators`,
      {
        user: 'editor',
      },
    );
    const read = await call<CubeWithCardsResponse>(t.app, owner, 'GET', `/api/cubes/${id}?cardData=false`);
    return {
      id,
      version: 1,
      editorId: added.body.collaborator.userId,
      settingsVersion: read.body.cube.settingsVersion,
    };
  }

  for (const visibility of VISIBILITIES) {
    for (const endpoint of ENDPOINTS) {
      it(`${endpoint.name} on a ${visibility} cube`, async () => {
        const got: Record<string, number> = {};
        const want: Record<string, number> = {};
        for (const who of WHOS) {
          const cube = await freshCube(visibility);
          const [method, url, body] = endpoint.request(cube);
          got[who] = (await call(t.app, people[who], method, url, body)).status;
          want[who] = expected(endpoint, who, visibility);
        }
        expect(got).toEqual(want);
      });
    }
  }

  it('never lists unlisted or private cubes, to anyone', async () => {
    const owner = people.owner!;
    const ids = {
      public: await createCube(t.app, owner, { name: 'Matrix Listed', visibility: 'public' }),
      unlisted: await createCube(t.app, owner, { name: 'Matrix Listed', visibility: 'unlisted' }),
      private: await createCube(t.app, owner, { name: 'Matrix Listed', visibility: 'private' }),
    };
    await call(t.app, people.admin, 'PATCH', `/api/cubes/${ids.unlisted}`, { isFeatured: true });
    await call(t.app, people.admin, 'PATCH', `/api/cubes/${ids.private}`, { isFeatured: true });
    for (const who of WHOS) {
      for (const query of [
        '?q=Matrix%20Listed',
        '?owner=owner&limit=100',
        '?featured=true&limit=100',
        '?limit=100',
      ]) {
        const list = (await call<CubeListResponse>(t.app, people[who], 'GET', `/api/cubes${query}`)).body;
        const found = list.cubes.map((c) => c.id);
        expect(found, `${who} ${query}`).not.toContain(ids.unlisted);
        expect(found, `${who} ${query}`).not.toContain(ids.private);
        expect(list.cubes.every((c) => c.visibility === 'public')).toBe(true);
      }
    }
  });
});
