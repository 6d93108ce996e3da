import { CUBE_CARDS_MAX, tooManyCardsMessage } from '@cubewright/core/cube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARDS } from '../../../../core/src/cards/scryfall-objects.test-support';
import { type AnyBody, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';

// Importing another person's export: the custom card designs in Draftmancer's [CustomCards] and in
// CubeCobra rows marked Custom become the importer's own custom cards. A small card file written from
// the core test objects is enough (only "Opt" is looked up by name).

describe(`importing custom card designs (${testDbKind})`, () => {
  let t: TestApp;
  let p: Record<'admin' | 'owner' | 'editor' | 'stranger', Person>;
  let cubeId: string;
  let bearId: string;
  const cardFile = writeTestCardFile(SAMPLE_CARDS);

  beforeAll(async () => {
    t = await createTestApp({ cards: { file: cardFile.file } });
    p = await insertPeople(t);
    const tidal = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      fields: { name: 'Tidal Thought', manaCost: '{1}{U}', types: ['Instant'], rulesText: 'Draw two cards.' },
    });
    const bear = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      fields: {
        name: 'Secret Bear',
        manaCost: '{1}{G}',
        types: ['Creature'],
        subtypes: ['Bear'],
        power: '2',
        toughness: '2',
      },
    });
    bearId = bear.body.customCard.id;
    cubeId = await createCube(t.app, p.owner);
    const saved = await save(t.app, p.owner, cubeId, [
      { type: 'add', card: { name: 'Opt' } },
      { type: 'add', card: { name: 'x', cardId: `custom:${tidal.body.customCard.id}` } },
    ]);
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    cardFile.remove();
  });

  const exported = async (id: string, format: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/cubes/${id}/export?format=${format}`,
        headers: { cookie: p.owner.cookie },
      })
    ).body;
  const mine = async (who: Person) =>
    (await call<AnyBody>(t.app, who, 'GET', '/api/custom-cards/mine')).body.customCards as AnyBody[];
  const cardIds = async (who: Person, id: string) =>
    (await call<AnyBody>(t.app, who, 'GET', `/api/cubes/${id}`)).body.cards.map((c: AnyBody) => c.cardId);

  for (const format of ['draftmancer', 'csv'] as const) {
    it(`${format}: creates the design as the importer's private card, then reuses it`, async () => {
      const text = await exported(cubeId, format);
      const who = format === 'csv' ? p.editor : p.stranger;
      const preview = await call<AnyBody>(t.app, who, 'POST', '/api/cubes/import-new', {
        text,
        format,
        preview: true,
      });
      expect(preview.status).toBe(200);
      expect(preview.body.unresolved).toEqual([]);
      expect(preview.body.customCards).toMatchObject([{ name: 'Tidal Thought', action: 'create', count: 1 }]);
      expect(await mine(who)).toEqual([]);

      const made = await call<AnyBody>(t.app, who, 'POST', '/api/cubes/import-new', { text, format });
      expect(made.status).toBe(201);
      const created = await mine(who);
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({
        visibility: 'private',
        fields: { name: 'Tidal Thought', manaCost: '{1}{U}', types: ['Instant'] },
      });
      const ids = await cardIds(who, made.body.cubeId);
      expect(ids).toContain(`custom:${created[0].id}`);
      expect(ids).toHaveLength(2);
      // Version 1 is the empty new cube; the cards, custom one included, arrive together in version 2.
      expect(made.body.version).toBe(2);
      expect(made.body.customCards[0]).toMatchObject({ cardId: `custom:${created[0].id}` });

      // A second import reuses the card rather than making another one.
      const again = await call<AnyBody>(t.app, who, 'POST', '/api/cubes/import-new', { text, format });
      expect(again.status).toBe(201);
      expect(again.body.customCards[0]).toMatchObject({ action: 'reuse', cardId: `custom:${created[0].id}` });
      expect(await mine(who)).toHaveLength(1);
      expect(await cardIds(who, again.body.cubeId)).toContain(`custom:${created[0].id}`);
    });
  }

  it('Draftmancer: a double-faced design round-trips, and the owner keeps their own card', async () => {
    const dfc = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      fields: {
        name: 'Moon Bear',
        manaCost: '{2}{G}',
        types: ['Creature'],
        subtypes: ['Bear'],
        power: '3',
        toughness: '3',
        back: { name: 'Sun Bear', types: ['Creature'], subtypes: ['Bear'], power: '5', toughness: '5' },
      },
    });
    expect(dfc.status).toBe(201);
    const cube = await createCube(t.app, p.owner);
    await save(t.app, p.owner, cube, [
      { type: 'add', card: { name: 'x', cardId: `custom:${dfc.body.customCard.id}` } },
      { type: 'add', card: { name: 'x', cardId: `custom:${bearId}` } },
    ]);
    const text = await exported(cube, 'draftmancer');
    const own = await call<AnyBody>(t.app, p.owner, 'POST', '/api/cubes/import-new', {
      text,
      format: 'draftmancer',
    });
    expect(own.status).toBe(201);
    expect(own.body.customCards.map((c: AnyBody) => c.action)).toEqual(['reuse', 'reuse']);
    const other = await call<AnyBody>(t.app, p.admin, 'POST', '/api/cubes/import-new', {
      text,
      format: 'draftmancer',
    });
    expect(other.status).toBe(201);
    const theirs = await mine(p.admin);
    expect(theirs.map((c: AnyBody) => c.fields.name).sort()).toEqual(['Moon Bear', 'Secret Bear']);
    expect(theirs.find((c: AnyBody) => c.fields.name === 'Moon Bear').fields.back).toMatchObject({
      name: 'Sun Bear',
      power: '5',
    });
  });

  it('a save that fails (an over-limit list) leaves none of the designs it would have created', async () => {
    const full = await createCube(t.app, p.owner);
    const filled = await call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${full}/import`, {
      text: `${CUBE_CARDS_MAX - 1} Opt`,
      mode: 'add',
    });
    expect(filled.status).toBe(200);
    const text = [
      '[CustomCards]',
      '[{ "name": "Stranded Design", "mana_cost": "{2}", "type": "Artifact" }]',
      '[MainSlot]',
      '1 Stranded Design',
      '1 Opt',
    ].join('\n');
    const preview = await call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${full}/import`, {
      text,
      format: 'draftmancer',
      mode: 'add',
      preview: true,
    });
    expect(preview.body.customCards).toMatchObject([{ name: 'Stranded Design', action: 'create' }]);
    const refused = await call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${full}/import`, {
      text,
      format: 'draftmancer',
      mode: 'add',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(tooManyCardsMessage(CUBE_CARDS_MAX + 1));
    expect((await mine(p.owner)).map((c: AnyBody) => c.fields.name)).not.toContain('Stranded Design');
    const ac = await call<AnyBody>(t.app, p.owner, 'GET', '/api/cards/autocomplete?q=stranded');
    expect(JSON.stringify(ac.body)).not.toContain('Stranded Design');
  });

  it('reports an invalid design with its line and field message, and creates nothing', async () => {
    const text = [
      '[CustomCards]',
      '[',
      '  { "name": "Good Card", "mana_cost": "{1}", "type": "Artifact" },',
      '  { "mana_cost": "{1}{G}", "type": "Creature", "oracle_text": "Broken: no name" }',
      ']',
      '[MainSlot]',
      '1 Good Card',
      '1 Broken Beast',
    ].join('\n');
    const who = p.stranger;
    const before = (await mine(who)).length;
    const preview = await call<AnyBody>(t.app, who, 'POST', '/api/cubes/import-new', {
      text,
      format: 'draftmancer',
      preview: true,
    });
    expect(preview.body.problems).toContainEqual({
      line: 4,
      message: 'Custom card 2 has no name',
      severity: 'error',
    });
    const refused = await call<AnyBody>(t.app, who, 'POST', '/api/cubes/import-new', {
      text,
      format: 'draftmancer',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'parse_error',
      error: 'Line 4: Custom card 2 has no name',
    });
    expect(await mine(who)).toHaveLength(before);

    const csv =
      'name,CMC,Type,Color,Custom\nOpt,1,Instant,U,false\nWeird Thing,2,Sorcery,U,true\nOdd Elf,1,Creature — Elf,G,true\n';
    const csvPreview = await call<AnyBody>(t.app, who, 'POST', '/api/cubes/import-new', {
      text: csv,
      format: 'csv',
      preview: true,
    });
    // As the Draftmancer reader does: a creature without power and toughness reads as ?/?, with a warning.
    expect(csvPreview.body.problems).toEqual([
      {
        line: 4,
        message: 'Custom card Odd Elf: a creature without power or toughness; read as ?/?',
        severity: 'warning',
      },
    ]);
    expect(csvPreview.body.customCards).toMatchObject([
      { line: 3, name: 'Weird Thing', action: 'create' },
      { line: 4, name: 'Odd Elf', action: 'create' },
    ]);
  });
});
