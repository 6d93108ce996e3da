import { VISIBILITIES, type Visibility } from '@cubewright/core/cube';
import type { EventDetail } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople, insertPerson } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { createEvent, pairNext, resultUrl } from '../../../test/record-requests';

// Who may do what with a cube's events, every cell on a fresh cube and event: owner and editors manage,
// a player of a match enters its result, everyone who may view the cube reads, and a private cube's
// events stay private (to its players too, when they are not the cube's people). Expected statuses are
// written out from the rules, not computed from the policy module.

type Who = 'guest' | 'stranger' | 'player' | 'editor' | 'owner';
const WHOS: Who[] = ['guest', 'stranger', 'player', 'editor', 'owner'];

interface Cell {
  cubeId: string;
  event: EventDetail;
  playerMatch: string;
}

// `fresh`: a success changes what the next person would meet (deleting), so each person gets a new event.
const ENDPOINTS: {
  name: string;
  ok: Who[];
  status: number;
  write: boolean;
  fresh?: boolean;
  request: (c: Cell) => [Parameters<typeof call>[2], string, unknown?];
}[] = [
  {
    name: 'list events',
    ok: WHOS,
    status: 200,
    write: false,
    request: (c) => ['GET', `/api/cubes/${c.cubeId}/events`],
  },
  {
    name: 'read an event',
    ok: WHOS,
    status: 200,
    write: false,
    request: (c) => ['GET', `/api/cubes/${c.cubeId}/events/${c.event.id}`],
  },
  {
    name: 'create an event',
    ok: ['editor', 'owner'],
    status: 201,
    write: true,
    request: (c) => [
      'POST',
      `/api/cubes/${c.cubeId}/events`,
      { name: 'E', date: '2026-01-02', players: [{ name: 'a' }, { name: 'b' }] },
    ],
  },
  {
    name: 'rename',
    ok: ['editor', 'owner'],
    status: 200,
    write: true,
    request: (c) => ['PATCH', `/api/cubes/${c.cubeId}/events/${c.event.id}`, { name: 'New' }],
  },
  {
    name: 'pair again',
    ok: ['editor', 'owner'],
    status: 200,
    write: true,
    request: (c) => ['PUT', `/api/cubes/${c.cubeId}/events/${c.event.id}/rounds/1`, {}],
  },
  {
    name: 'paste a deck',
    ok: ['editor', 'owner'],
    status: 200,
    write: true,
    request: (c) => [
      'PUT',
      `/api/cubes/${c.cubeId}/events/${c.event.id}/players/${c.event.players[0]!.id}/deck`,
      { text: '1 Opt' },
    ],
  },
  {
    name: 'enter own match result',
    ok: ['player', 'editor', 'owner'],
    status: 200,
    write: true,
    request: (c) => ['POST', resultUrl(c.cubeId, c.event.id, c.playerMatch), { aWins: 2, bWins: 1 }],
  },
  {
    name: 'import results (CSV)',
    ok: ['editor', 'owner'],
    status: 200,
    write: true,
    request: (c) => {
      const m = c.event.matches[0]!;
      const name = (id: string | null) => c.event.players.find((p) => p.id === id)!.name;
      const text = `Round,Player A,Player B,A wins,B wins\n1,${name(m.a)},${name(m.b)},2,0\n`;
      return ['POST', `/api/cubes/${c.cubeId}/events/${c.event.id}/results.csv`, { text }];
    },
  },
  {
    name: 'drop a player',
    ok: ['editor', 'owner'],
    status: 200,
    write: true,
    request: (c) => [
      'PUT',
      `/api/cubes/${c.cubeId}/events/${c.event.id}/players/${c.event.players[1]!.id}/drop`,
      { dropped: true },
    ],
  },
  {
    name: 'make a share link',
    ok: ['editor', 'owner'],
    status: 200,
    write: true,
    request: (c) => ['POST', `/api/cubes/${c.cubeId}/events/${c.event.id}/share-link`],
  },
  {
    name: 'revoke the share link',
    ok: ['editor', 'owner'],
    status: 204,
    write: true,
    request: (c) => ['DELETE', `/api/cubes/${c.cubeId}/events/${c.event.id}/share-link`],
  },
  {
    name: 'delete',
    ok: ['editor', 'owner'],
    status: 204,
    write: true,
    fresh: true,
    request: (c) => ['DELETE', `/api/cubes/${c.cubeId}/events/${c.event.id}`],
  },
];

function expected(endpoint: (typeof ENDPOINTS)[number], who: Who, visibility: Visibility): number {
  if (who === 'guest' && endpoint.write) return 401;
  const seesIt = visibility !== 'private' || who === 'owner' || who === 'editor';
  if (!seesIt) return 404;
  return endpoint.ok.includes(who) ? endpoint.status : 403;
}

describe(`records permission matrix (${testDbKind})`, () => {
  let t: TestApp;
  let people: Record<Who, Person | null>;
  beforeAll(async () => {
    t = await createTestApp();
    const p = await insertPeople(t);
    people = {
      guest: null,
      stranger: p.stranger,
      editor: p.editor,
      owner: p.owner,
      player: await insertPerson(t, 'player'),
    };
  });
  afterAll(() => t?.close());

  async function freshCell(visibility: Visibility): Promise<Cell> {
    const owner = people.owner!;
    const cubeId = await createCube(t.app, owner, { visibility });
    const added = await call(t.app, owner, 'POST', `/api/cubes/${cubeId}/collaborators`, {
      user: people.editor!.username,
      role: 'editor',
    });
    expect(added.status).toBe(201);
    const created = await createEvent(t.app, owner, cubeId, [people.player!, 'Alice', 'Bob', 'Carol']);
    const event = await pairNext(t.app, owner, cubeId, created.id);
    const mine = event.players.find((p) => p.username === 'player')!;
    const playerMatch = event.matches.find((m) => m.a === mine.id || m.b === mine.id)!.id;
    return { cubeId, event, playerMatch };
  }

  for (const visibility of VISIBILITIES) {
    for (const endpoint of ENDPOINTS) {
      it(`${endpoint.name} on a ${visibility} cube`, async () => {
        let cell = await freshCell(visibility);
        for (const who of WHOS) {
          if (endpoint.fresh) cell = await freshCell(visibility);
          const [method, url, body] = endpoint.request(cell);
          const res = await call<AnyBody>(t.app, people[who], method, url, body);
          expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(expected(endpoint, who, visibility));
        }
      });
    }
  }

  it('a stranger cannot enter the result of a match they do not play, even on a public cube', async () => {
    const cell = await freshCell('public');
    const other = cell.event.matches.find((m) => m.id !== cell.playerMatch)!;
    const res = await call<AnyBody>(
      t.app,
      people.player,
      'POST',
      resultUrl(cell.cubeId, cell.event.id, other.id),
      { aWins: 2, bWins: 0 },
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Only the two players of a match (or the host) can enter its result');
  });

  // The share link is a permission of its own: it reveals its event (and only it) to anyone holding it,
  // whatever the cube's visibility; every cube route answers as if the link did not exist.
  it('a share link reveals its event of a private cube to everyone, and nothing else of the cube', async () => {
    const cell = await freshCell('private');
    const other = await freshCell('private');
    const link = await call<AnyBody>(
      t.app,
      people.owner,
      'POST',
      `/api/cubes/${cell.cubeId}/events/${cell.event.id}/share-link`,
    );
    const token: string = link.body.token;
    for (const who of WHOS) {
      const person = people[who];
      const seen = await call<AnyBody>(t.app, person, 'GET', `/api/shared-events/${token}`);
      expect(seen.status, who).toBe(200);
      expect(seen.body.event.id).toBe(cell.event.id);
      expect(JSON.stringify(seen.body)).not.toContain(cell.cubeId);
      const hidden = who === 'owner' || who === 'editor' ? 200 : 404;
      for (const url of [
        `/api/cubes/${cell.cubeId}`,
        `/api/cubes/${cell.cubeId}/events`,
        `/api/cubes/${cell.cubeId}/events/${cell.event.id}`,
        `/api/cubes/${cell.cubeId}/records/stats`,
        `/api/cubes/${cell.cubeId}/card-metrics`,
      ]) {
        expect((await call(t.app, person, 'GET', url)).status, `${who} ${url}`).toBe(hidden);
      }
      // The other event of a private cube stays hidden even with this event's link.
      const elsewhere = await call(
        t.app,
        person,
        'GET',
        `/api/cubes/${other.cubeId}/events/${other.event.id}`,
      );
      expect(elsewhere.status).toBe(who === 'owner' || who === 'editor' ? 200 : 404);
      // Writing through the cube routes still needs the cube's permission.
      const write = await call(t.app, person, 'PATCH', `/api/cubes/${cell.cubeId}/events/${cell.event.id}`, {
        name: 'Mine',
      });
      expect(write.status).toBe({ guest: 401, stranger: 404, player: 404, editor: 200, owner: 200 }[who]);
    }
  });

  it('an event of another cube is not found through this cube', async () => {
    const a = await freshCell('public');
    const b = await freshCell('public');
    const res = await call<AnyBody>(
      t.app,
      people.owner,
      'GET',
      `/api/cubes/${b.cubeId}/events/${a.event.id}`,
    );
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Event not found');
  });
});
