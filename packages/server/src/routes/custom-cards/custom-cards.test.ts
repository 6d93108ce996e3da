import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../../../core/src/formats/csv-cell.test-support';
import { type AnyBody, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

const bear = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  manaCost: '1G',
  types: ['Creature'],
  subtypes: ['Bear'],
  rulesText: 'Trample\n<script>alert(1)</script>',
  power: '2',
  toughness: '2',
  ...over,
});

describe(`custom cards (${testDbKind})`, () => {
  let t: TestApp;
  let p: Record<'admin' | 'owner' | 'editor' | 'stranger', Person>;
  let privateId: string;
  let publicId: string;
  let cubeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
    cubeId = await createCube(t.app, p.owner);
    const userId = (await call<AnyBody>(t.app, p.editor, 'GET', '/api/session')).body.user.id;
    expect(userId).toBeTruthy();
    const added = await call(t.app, p.owner, 'POST', `/api/cubes/${cubeId}/collaborators`, {
      user: 'editor',
    });
    expect(added.status).toBe(201);
  });
  afterAll(() => t?.close());

  it('creates cards with normalised fields and refuses bad ones with field messages', async () => {
    const created = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      visibility: 'private',
      fields: bear('Secret Bear'),
    });
    expect(created.status).toBe(201);
    expect(created.body.customCard.fields).toMatchObject({ manaCost: '{1}{G}', name: 'Secret Bear' });
    // Text is stored as typed: plain text, escaped by whoever renders it.
    expect(created.body.customCard.fields.rulesText).toContain('<script>');
    privateId = created.body.customCard.id;
    const pub = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      visibility: 'public',
      fields: bear('Open Bear'),
    });
    publicId = pub.body.customCard.id;

    const bad = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      fields: bear('Bad', { types: ['Instant'], subtypes: [] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('only for creatures and vehicles');
    const badCost = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      fields: bear('Bad', { manaCost: '{K}' }),
    });
    expect(badCost.status).toBe(400);
    expect(badCost.body.error).toContain('not a mana symbol');
    const guest = await call(t.app, null, 'POST', '/api/custom-cards', { fields: bear('Guest') });
    expect(guest.status).toBe(401);
  });

  it('shows private cards to their owner only, and lets only the owner edit', async () => {
    expect((await call(t.app, p.stranger, 'GET', `/api/custom-cards/${privateId}`)).status).toBe(404);
    expect((await call(t.app, null, 'GET', `/api/custom-cards/${privateId}`)).status).toBe(404);
    expect((await call(t.app, p.owner, 'GET', `/api/custom-cards/${privateId}`)).status).toBe(200);
    expect((await call(t.app, p.stranger, 'GET', `/api/custom-cards/${publicId}`)).status).toBe(200);
    const patch = { fields: bear('Renamed Bear') };
    expect((await call(t.app, p.stranger, 'PATCH', `/api/custom-cards/${privateId}`, patch)).status).toBe(
      404,
    );
    expect((await call(t.app, p.stranger, 'PATCH', `/api/custom-cards/${publicId}`, patch)).status).toBe(403);
    expect((await call(t.app, p.stranger, 'DELETE', `/api/custom-cards/${publicId}`)).status).toBe(403);
    const edited = await call<AnyBody>(t.app, p.owner, 'PATCH', `/api/custom-cards/${privateId}`, {
      fields: bear('Secret Bear', { power: '3' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.customCard.fields.power).toBe('3');
    const mine = await call<AnyBody>(t.app, p.owner, 'GET', '/api/custom-cards/mine');
    expect(mine.body.customCards.map((c: AnyBody) => c.fields.name).sort()).toEqual([
      'Open Bear',
      'Secret Bear',
    ]);
    const theirs = await call<AnyBody>(t.app, p.stranger, 'GET', '/api/custom-cards/mine');
    expect(theirs.body.customCards).toEqual([]);
  });

  it('autocompletes custom cards for their owner and the cube owner’s editors, not for strangers', async () => {
    const names = async (who: Person, url: string) =>
      ((await call<AnyBody>(t.app, who, 'GET', url)).body?.cards ?? []).map((c: AnyBody) => c.name);
    expect(await names(p.owner, '/api/cards/autocomplete?q=secret')).toEqual(['Secret Bear']);
    expect(await names(p.stranger, '/api/cards/autocomplete?q=secret')).toEqual([]);
    expect(await names(p.editor, '/api/cards/autocomplete?q=secret')).toEqual([]);
    expect(await names(p.editor, `/api/cards/autocomplete?q=secret&cubeId=${cubeId}`)).toEqual([
      'Secret Bear',
    ]);
    // A cube the caller cannot edit does not open its owner's cards.
    expect(await names(p.stranger, `/api/cards/autocomplete?q=secret&cubeId=${cubeId}`)).toEqual([]);
  });

  it('adds custom cards to cubes for the cube’s people only, and counts them like cards', async () => {
    const add = (id: string) => [{ type: 'add', card: { name: 'x', cardId: `custom:${id}` } }];
    expect((await save(t.app, p.editor, cubeId, add(privateId))).status).toBe(200);
    const strangerCube = await createCube(t.app, p.stranger);
    const refused = await save(t.app, p.stranger, strangerCube, add(privateId));
    expect(refused.status).toBe(400);
    expect((refused.body as AnyBody).error).toBe('Unknown custom card');
    expect((await save(t.app, p.stranger, strangerCube, add(publicId))).status).toBe(200);

    const cube = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cubes/${cubeId}`);
    const entry = cube.body.cards.find((c: AnyBody) => c.cardId === `custom:${privateId}`);
    expect(entry.name).toBe('Secret Bear');
    expect(cube.body.cardData[`custom:${privateId}`]).toMatchObject({
      typeLine: 'Creature — Bear',
      cmc: 2,
      colors: ['G'],
      custom: { deleted: false },
    });
    const analytics = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cubes/${cubeId}/analytics`);
    expect(analytics.body.unknownCards).toBe(0);
  });

  it('serves custom cards as cards to people who can see them (drafts load cards by id)', async () => {
    const hidden = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      fields: bear('Hidden Bear'),
    });
    const hiddenId = hidden.body.customCard.id;
    expect((await call(t.app, p.stranger, 'GET', `/api/cards/custom:${hiddenId}`)).status).toBe(404);
    const own = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cards/custom:${hiddenId}`);
    expect(own.body.card).toMatchObject({ name: 'Hidden Bear', set: 'custom' });
    // In a cube the stranger may view, the card shows as part of that cube.
    const viewCube = await call<AnyBody>(t.app, p.stranger, 'GET', `/api/cubes/${cubeId}`);
    expect(viewCube.status).toBe(200);
    const inCube = await call<AnyBody>(t.app, p.stranger, 'GET', `/api/cards/custom:${privateId}`);
    expect(inCube.status).toBe(200);
    expect(inCube.body.card.custom.fields.name).toBe('Secret Bear');
    const printings = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cards/custom:${hiddenId}/printings`);
    expect(printings.body.printings).toEqual([]);
  });

  it('exports custom cards with Custom set in CubeCobra CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cubes/${cubeId}/export?format=csv`,
      headers: { cookie: p.owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(csvCell(res.body, 'Secret Bear', 'Custom'), res.body).toBe('true');
  });

  it('keeps a deleted card in cubes as a frozen copy and refuses new adds', async () => {
    expect((await call(t.app, p.owner, 'DELETE', `/api/custom-cards/${privateId}`)).status).toBe(204);
    expect((await call(t.app, p.owner, 'GET', `/api/custom-cards/${privateId}`)).status).toBe(404);
    const mine = await call<AnyBody>(t.app, p.owner, 'GET', '/api/custom-cards/mine');
    expect(mine.body.customCards.map((c: AnyBody) => c.fields.name).sort()).toEqual([
      'Hidden Bear',
      'Open Bear',
    ]);
    const cube = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cubes/${cubeId}`);
    expect(cube.body.cardData[`custom:${privateId}`]).toMatchObject({
      name: 'Secret Bear',
      power: '3',
      custom: { deleted: true },
    });
    const again = await save(t.app, p.owner, cubeId, [
      { type: 'add', card: { name: 'x', cardId: `custom:${privateId}` } },
    ]);
    expect(again.status).toBe(400);
    expect((again.body as AnyBody).error).toContain('was deleted');
  });
});
