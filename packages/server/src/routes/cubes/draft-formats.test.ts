import { DEFAULT_DRAFT_FORMATS } from '@cubewright/core/cube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

describe(`draft formats (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
  });
  afterAll(() => t?.close());
  const as = (person: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, person, method, url, body);

  const grid = {
    default: { seats: 6, packsPerPlayer: 3, cardsPerPack: 15 },
    custom: [
      {
        name: 'Two-colour packs',
        packs: [
          {
            slots: [
              { count: 7, filter: 'c:wu' },
              { count: 2, filter: 't:land' },
            ],
            steps: [{ picks: 2, burns: 1 }],
          },
        ],
      },
    ],
  };

  it('answers the defaults until saved, then what was saved', async () => {
    const id = await createCube(t.app, p.owner);
    expect(await as(null, 'GET', `/api/cubes/${id}/draft-formats`)).toEqual({
      status: 200,
      body: { formats: DEFAULT_DRAFT_FORMATS, updatedAt: null },
    });
    await as(p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: 'editor' });
    const put = await as(p.editor, 'PUT', `/api/cubes/${id}/draft-formats`, grid);
    expect(put.status).toBe(200);
    const expected = {
      default: grid.default,
      custom: [{ ...grid.custom[0], description: '', seats: 8 }],
    };
    expect(put.body.formats).toEqual(expected);
    const got = await as(null, 'GET', `/api/cubes/${id}/draft-formats`);
    expect(got.body).toEqual({ formats: expected, updatedAt: expect.any(String) });
    // PUT replaces the whole set.
    await as(p.owner, 'PUT', `/api/cubes/${id}/draft-formats`, {});
    expect((await as(p.owner, 'GET', `/api/cubes/${id}/draft-formats`)).body.formats).toEqual(
      DEFAULT_DRAFT_FORMATS,
    );
  });

  it('lets only owner and editors change them, and hides private cubes', async () => {
    const id = await createCube(t.app, p.owner, { visibility: 'private' });
    expect(await as(p.stranger, 'GET', `/api/cubes/${id}/draft-formats`)).toMatchObject({
      status: 404,
      body: { error: 'Cube not found' },
    });
    expect(await as(null, 'PUT', `/api/cubes/${id}/draft-formats`, grid)).toMatchObject({
      status: 401,
      body: { error: 'User must be authenticated to update a cube' },
    });
    expect(await as(p.stranger, 'PUT', `/api/cubes/${id}/draft-formats`, grid)).toMatchObject({
      status: 404,
      body: { error: 'Cube not found' },
    });
    expect(await as(p.admin, 'PUT', `/api/cubes/${id}/draft-formats`, grid)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to edit this cube' },
    });
  });

  it('refuses every out-of-bounds value with a clear 400', async () => {
    const id = await createCube(t.app, p.owner);
    const cases: [unknown, string][] = [
      [{ default: { seats: 1 } }, 'Seats must be a whole number from 2 to 16'],
      [{ default: { seats: 17 } }, 'Seats must be a whole number from 2 to 16'],
      [{ default: { packsPerPlayer: 11 } }, 'Packs per player must be a whole number from 1 to 10'],
      [{ default: { cardsPerPack: 0 } }, 'Cards per pack must be a whole number from 1 to 30'],
      [{ custom: [{ name: 'x', packs: [] }] }, 'A format needs at least one pack'],
      [{ custom: [{ name: 'x', packs: [{ slots: [{ count: 31 }] }] }] }, 'Slot count must be a whole number'],
      [
        { custom: [{ name: 'x', packs: [{ slots: [{ count: 2 }], steps: [{ picks: 3 }] }] }] },
        'The picks and burns add up to 3 cards, more than the 2 in the pack',
      ],
      [
        { custom: [{ name: 'x', packs: [{ slots: [{ count: 1, boards: [] }] }] }] },
        'A slot draws from at least one board',
      ],
      [
        { custom: [{ name: 'x', packs: [{ slots: [{ count: 1, boards: ['sideboard'] }] }] }] },
        'There is no such board in this cube',
      ],
      [
        { custom: [{ name: 'Lands', packs: [{ slots: [{ count: 1, boards: ['main', 'b-nosuch'] }] }] }] },
        '“Lands”: Slot 1 of pack 1 draws from a board this cube does not have (b-nosuch).',
      ],
      [{ surprise: 1 }, 'Unrecognized key'],
    ];
    for (const [body, message] of cases) {
      const res = await as(p.owner, 'PUT', `/api/cubes/${id}/draft-formats`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toContain(message);
    }
  });

  it('keeps the boards a slot draws from when the cube has them', async () => {
    const id = await createCube(t.app, p.owner);
    const added = await as(p.owner, 'POST', `/api/cubes/${id}/boards`, { name: 'Lands' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const lands = (added.body.boards as { id: string; name: string }[]).find((b) => b.name === 'Lands')!;
    const slots = [
      { count: 14, filter: '' },
      { count: 1, filter: '', boards: [lands.id, 'maybe'] },
    ];
    const put = await as(p.owner, 'PUT', `/api/cubes/${id}/draft-formats`, {
      custom: [{ name: 'With a land', packs: [{ slots }] }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.formats.custom[0].packs[0].slots[1].boards).toEqual([lands.id, 'maybe']);
    expect(put.body.formats.custom[0].packs[0].slots[0].boards).toBeUndefined();
  });
});
