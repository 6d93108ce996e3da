import type { JumpstartPacket } from '@cubewright/core/cube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, adds, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

describe(`jumpstart packets (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
  });
  afterAll(() => t?.close());
  const as = (person: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, person, method, url, body);

  async function cubeWithCards(visibility = 'public') {
    const id = await createCube(t.app, p.owner, { visibility });
    await as(p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: 'editor' });
    const saved = await save(t.app, p.owner, id, adds(['Goblin Guide', 'Lightning Bolt', 'Mountain']));
    const cards = saved.body.cards;
    return { id, entry: (name: string) => cards.find((c) => c.name === name)!.id };
  }

  it('creates, lists, updates and deletes packets with their activity entries', async () => {
    const { id, entry } = await cubeWithCards();
    const created = await as(p.editor, 'POST', `/api/cubes/${id}/jumpstart`, {
      name: ' Goblins ',
      description: 'Go wide',
      cards: [entry('Goblin Guide'), 'name:mountain', 'name:mountain'],
    });
    expect(created.status).toBe(201);
    const packet = created.body.packet as JumpstartPacket;
    expect(packet).toMatchObject({ name: 'Goblins', description: 'Go wide', missingCards: [] });
    expect(packet.cards).toHaveLength(3);

    const updated = await as(p.owner, 'PATCH', `/api/cubes/${id}/jumpstart/${packet.id}`, {
      name: 'Red Goblins',
      cards: [entry('Goblin Guide'), entry('Lightning Bolt')],
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { packet: { name: 'Red Goblins', description: 'Go wide' } },
    });
    // Removing a card from the cube leaves the packet pointing at it: the list says which.
    await save(t.app, p.owner, id, [{ type: 'remove', id: entry('Lightning Bolt') }]);
    const list = await as(null, 'GET', `/api/cubes/${id}/jumpstart`);
    expect(list.body.packets).toMatchObject([
      { name: 'Red Goblins', missingCards: [entry('Lightning Bolt')] },
    ]);

    expect((await as(p.owner, 'DELETE', `/api/cubes/${id}/jumpstart/${packet.id}`)).status).toBe(204);
    expect((await as(p.owner, 'GET', `/api/cubes/${id}/jumpstart`)).body.packets).toEqual([]);
    const activity = await as(p.owner, 'GET', `/api/cubes/${id}/activity`);
    const summaries = activity.body.entries.map((e: { summary: string }) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'editor added the jumpstart deck “Goblins”',
        'owner updated the jumpstart deck “Red Goblins”',
        'owner removed the jumpstart deck “Red Goblins”',
      ]),
    );
  });

  it('lets viewers read and only owner and editors write, hiding private cubes', async () => {
    const { id } = await cubeWithCards('private');
    const created = await as(p.owner, 'POST', `/api/cubes/${id}/jumpstart`, { name: 'A' });
    const url = `/api/cubes/${id}/jumpstart/${created.body.packet.id}`;
    for (const who of [null, p.stranger]) {
      expect(await as(who, 'GET', `/api/cubes/${id}/jumpstart`)).toMatchObject({
        status: 404,
        body: { error: 'Cube not found' },
      });
    }
    expect((await as(p.admin, 'GET', `/api/cubes/${id}/jumpstart`)).status).toBe(200);
    expect(await as(null, 'POST', `/api/cubes/${id}/jumpstart`, { name: 'B' })).toMatchObject({
      status: 401,
      body: { error: 'User must be authenticated to update a cube' },
    });
    expect((await as(p.stranger, 'PATCH', url, { name: 'B' })).body).toEqual({
      error: 'Cube not found',
      code: 'not_found',
    });
    // Admins may look at a private cube but not edit it.
    expect(await as(p.admin, 'DELETE', url)).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to edit this cube' },
    });
    const pub = await cubeWithCards('public');
    expect((await as(null, 'GET', `/api/cubes/${pub.id}/jumpstart`)).status).toBe(200);
    expect(await as(p.stranger, 'POST', `/api/cubes/${pub.id}/jumpstart`, { name: 'X' })).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to edit this cube' },
    });
  });

  it('refuses bad input, unknown cards, duplicate names and missing packets with clear messages', async () => {
    const { id, entry } = await cubeWithCards();
    await as(p.owner, 'POST', `/api/cubes/${id}/jumpstart`, { name: 'Burn' });
    const post = (body: unknown) => as(p.owner, 'POST', `/api/cubes/${id}/jumpstart`, body);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'Packet name is required'],
      [{ name: 'x'.repeat(101) }, 400, 'Packet name must be at most 100 characters'],
      [{ name: 'x', cards: 'bolt' }, 400, 'cards must be a list of card ids'],
      [{ name: 'x', cards: Array(61).fill('name:mountain') }, 400, 'A packet can hold at most 60 cards'],
      [{ name: 'x', cards: ['name:black lotus'] }, 400, 'These cards are not in the cube: name:black lotus'],
      [
        { name: 'x', cards: [entry('Mountain'), entry('Mountain')] },
        400,
        'The same cube card is listed twice',
      ],
      [{ name: 'BURN' }, 409, 'There is already a jumpstart packet named “BURN” in this cube'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toContain(message);
    }
    expect(await as(p.owner, 'PATCH', `/api/cubes/${id}/jumpstart/nope`, { name: 'y' })).toMatchObject({
      status: 404,
      body: { error: 'Jumpstart packet not found' },
    });
    expect((await as(p.owner, 'PATCH', `/api/cubes/${id}/jumpstart/nope`, {})).body.error).toContain(
      'There is nothing to change in the packet',
    );
    expect((await as(p.owner, 'DELETE', `/api/cubes/${id}/jumpstart/nope`)).status).toBe(404);
  });
});
