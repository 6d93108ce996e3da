import { CardIdBloom } from '@cubewright/core/cards';
import type { CardFactsResponse, CompactCubeResponse } from '@cubewright/core/protocol';
import { expandCardFacts, slimFactIds } from '@cubewright/core/protocol/cube-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adds, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';

// The list's slim facts (ADR 0046): with `facts=slim` a hinted compact response adds the facts the browser
// lacks without rules text, keywords and printings (cards with an image only), names itself slim, and
// POST /api/cards/facts gives the full ones on demand. Nothing else ever gets slim facts. A list holding
// every fact of the cube's version says so (`heldCube`, ADR 0083) and is sent none.

const card = (name: string, i: number, image: boolean) => ({
  object: 'card',
  id: `0000000${i}-0000-4000-8000-00000000000${i}`,
  oracle_id: `oracle-${i}`,
  name,
  layout: 'normal',
  mana_cost: '{U}',
  cmc: 1,
  type_line: 'Creature — Bird',
  oracle_text: 'Flying\nWhen this enters, draw a card.',
  keywords: ['Flying'],
  colors: ['U'],
  color_identity: ['U'],
  set: 'tst',
  rarity: 'common',
  ...(image
    ? {
        image_uris: {
          normal: `https://cards.scryfall.io/normal/front/0/0/0000000${i}-0000-4000-8000-00000000000${i}.jpg`,
        },
      }
    : {}),
});

describe(`slim card facts for the list (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  let version = '';
  let ids: Record<string, string> = {};
  const get = (url: string, who: Person | null = null) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  const file = writeTestCardFile([card('Owl', 1, true), card('Hawk', 2, true), card('Crow', 3, false)]);
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: file.file } });
    p = await insertPeople(t, 'slim');
    cubeId = await createCube(t.app, p.owner, { name: 'Birds', visibility: 'public' });
    expect((await save(t.app, p.owner, cubeId, adds(['Owl', 'Hawk', 'Crow']))).status).toBe(200);
    const plain = (await get(`/api/cubes/${cubeId}`)).json();
    version = plain.cardDataVersion;
    ids = Object.fromEntries(
      Object.values(plain.cardData as Record<string, { id: string; name: string }>).map((c) => [
        c.name,
        c.id,
      ]),
    );
  });
  afterAll(async () => {
    await t?.close();
    file.remove();
  });

  const hintOf = (held: string[]) => `${version}~${CardIdBloom.of(held.map((n) => ids[n]!))}`;

  it('sends the lacking facts slim, and full those drawn without an image', async () => {
    const res = await get(`/api/cubes/${cubeId}?form=compact&facts=slim&have=${hintOf(['Owl'])}`);
    expect(res.statusCode).toBe(200);
    const sent = expandCardFacts(res.json() as CompactCubeResponse);
    expect(sent.facts).toBe('slim');
    expect(Object.keys(sent.cardData).sort()).toEqual([ids.Hawk, ids.Crow].sort());
    expect(slimFactIds(sent)).toEqual([ids.Hawk]);
    const hawk = sent.cardData[ids.Hawk!]!;
    expect(hawk.oracleText).toBe('');
    expect(hawk.keywords).toEqual([]);
    expect(hawk.printings).toEqual([]);
    expect(hawk.imageUri).toContain('cards.scryfall.io');
    expect(hawk.typeLine).toBe('Creature — Bird');
    expect(sent.cardData[ids.Crow!]!.oracleText).toBe('Flying\nWhen this enters, draw a card.');
  });

  it('never sends slim facts without the compact form, a hint of the current version, or the ask', async () => {
    for (const query of [
      `facts=slim&have=${hintOf(['Owl'])}`,
      'form=compact&facts=slim',
      `form=compact&facts=slim&have=${'0'.repeat(8)}.1~${CardIdBloom.of([ids.Owl!])}`,
      `form=compact&have=${hintOf(['Owl'])}`,
    ]) {
      const res = await get(`/api/cubes/${cubeId}?${query}`);
      expect(res.statusCode, query).toBe(200);
      const body = res.json() as { facts?: string; cardData: Record<string, { oracleText?: string }> };
      expect(body.facts, query).toBeUndefined();
      const hawk = body.cardData[ids.Hawk!];
      expect(hawk?.oracleText, query).toBe('Flying\nWhen this enters, draw a card.');
    }
  });

  it('sends no facts to a reader holding every fact of the current cube version (heldCube), only then', async () => {
    // A 5,000-card cube cannot be named by the 4 KiB filter: the browser says it holds the cube's version.
    const { cube } = (await get(`/api/cubes/${cubeId}?cardData=false`)).json() as {
      cube: { version: number };
    };
    const held = `form=compact&facts=slim&have=${hintOf(['Owl'])}&heldCube=${cube.version}`;
    const none = (await get(`/api/cubes/${cubeId}?${held}`)).json() as CompactCubeResponse;
    expect(Object.keys(none.cardData)).toEqual([]);
    expect(none.cards).toHaveLength(3);
    expect(none.facts).toBe('slim');
    // A reader of full facts (the editor) holding the version in full: none either, and not named slim.
    const full = (
      await get(`/api/cubes/${cubeId}?${held.replace('&facts=slim', '')}`)
    ).json() as CompactCubeResponse;
    expect(Object.keys(full.cardData)).toEqual([]);
    expect(full.facts).toBeUndefined();
    // Another version (the cube changed since), or a plain reader: the lacking facts are sent.
    for (const query of [
      `form=compact&facts=slim&have=${hintOf(['Owl'])}&heldCube=${cube.version + 1}`,
      `form=compact&have=${hintOf(['Owl'])}&heldCube=${cube.version + 1}`,
      `have=${hintOf(['Owl'])}&heldCube=${cube.version}`,
    ]) {
      const body = (await get(`/api/cubes/${cubeId}?${query}`)).json() as CompactCubeResponse;
      expect(Object.keys(body.cardData).sort(), query).toEqual([ids.Hawk, ids.Crow].sort());
    }
    expect((await get(`/api/cubes/${cubeId}?${held.replace(/heldCube=\d+/, 'heldCube=x')}`)).statusCode).toBe(
      400,
    );
  });

  it('gives the full facts on demand, and refuses an unknown facts value', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cards/facts', payload: { ids: [ids.Hawk] } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CardFactsResponse;
    expect(body.cardDataVersion).toBe(version);
    expect(body.cardData[ids.Hawk!]).toMatchObject({
      oracleText: 'Flying\nWhen this enters, draw a card.',
      keywords: ['Flying'],
    });
    expect((await get(`/api/cubes/${cubeId}?form=compact&facts=tiny`)).statusCode).toBe(400);
  });

  it('answers a hint sent again from what it answered, and a changed cube anew', async () => {
    // The answer is kept beside the cube's list body (ADR 0083): a save must not leave it behind.
    const url = `/api/cubes/${cubeId}?form=compact&facts=slim&have=${hintOf(['Owl', 'Hawk', 'Crow'])}`;
    const first = await get(url);
    expect((first.json() as CompactCubeResponse).cards).toHaveLength(3);
    expect((await get(url)).body).toBe(first.body);
    expect((await save(t.app, p.owner, cubeId, adds(['Owl']))).status).toBe(200);
    expect(((await get(url)).json() as CompactCubeResponse).cards).toHaveLength(4);
  });
});
