import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARDS } from '../../../../core/src/cards/scryfall-objects.test-support';
import { csvCell } from '../../../../core/src/formats/csv-cell.test-support';
import { type AnyBody, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';

// Round trips through our JSON need the card index (imports resolve names through it): a small card
// file written from the core test objects keeps this quick.

describe(`custom cards in imports and exports (${testDbKind})`, () => {
  let t: TestApp;
  let p: Record<'admin' | 'owner' | 'editor' | 'stranger', Person>;
  let cardId: string;
  let cubeId: string;
  const cardFile = writeTestCardFile(SAMPLE_CARDS);

  beforeAll(async () => {
    t = await createTestApp({ cards: { file: cardFile.file } });
    p = await insertPeople(t);
    const created = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      fields: {
        name: 'Secret Bear',
        manaCost: '{1}{G}',
        types: ['Creature'],
        subtypes: ['Bear'],
        power: '2',
        toughness: '2',
      },
    });
    cardId = `custom:${created.body.customCard.id}`;
    cubeId = await createCube(t.app, p.owner);
    const saved = await save(t.app, p.owner, cubeId, [
      { type: 'add', card: { name: 'Opt' } },
      { type: 'add', card: { name: 'x', cardId } },
    ]);
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    cardFile.remove();
  });

  const exported = async (format: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/cubes/${cubeId}/export?format=${format}`,
        headers: { cookie: p.owner.cookie },
      })
    ).body;

  it('writes the design into our JSON and reads the custom card back by id', async () => {
    const json = await exported('json');
    expect(json).toMatch(/"custom":\{[^}]*"name":"Secret Bear"[^}]*"manaCost":"\{1\}\{G\}"/);
    const other = await createCube(t.app, p.owner);
    const imported = await call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${other}/import`, {
      text: json,
      format: 'json',
    });
    expect(imported.status).toBe(200);
    const cube = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cubes/${other}`);
    expect(cube.body.cards.map((c: AnyBody) => c.cardId)).toContain(cardId);
    // A stranger importing the same file cannot add the private card itself: its design becomes theirs.
    const theirs = await createCube(t.app, p.stranger);
    const copied = await call<AnyBody>(t.app, p.stranger, 'POST', `/api/cubes/${theirs}/import`, {
      text: json,
      format: 'json',
    });
    expect(copied.status).toBe(200);
    const ids = (await call<AnyBody>(t.app, p.stranger, 'GET', `/api/cubes/${theirs}`)).body.cards.map(
      (c: AnyBody) => c.cardId,
    );
    expect(ids).not.toContain(cardId);
    expect(copied.body.customCards).toMatchObject([{ name: 'Secret Bear', action: 'create' }]);
    expect(ids).toContain(copied.body.customCards[0].cardId);
    // Without a design the private card stays out of reach.
    const bare = json.replace(/,"custom":\{[^\n]*\}\}/, '}');
    const refused = await call<AnyBody>(t.app, p.stranger, 'POST', `/api/cubes/${theirs}/import`, {
      text: bare,
      format: 'json',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Unknown custom card');
  });

  it('writes names in text formats, Custom in CubeCobra CSV and [CustomCards] for Draftmancer', async () => {
    expect((await exported('txt')).split('\n')).toContain('1 Secret Bear');
    expect(csvCell(await exported('csv'), 'Secret Bear', 'Custom')).toBe('true');
    const dm = await exported('draftmancer');
    expect(dm).toContain('[CustomCards]');
    expect(dm).toContain('"mana_cost": "{1}{G}"');
    expect(dm).toMatch(/\[MainSlot\][\s\S]*1 Secret Bear/);
  });
});
