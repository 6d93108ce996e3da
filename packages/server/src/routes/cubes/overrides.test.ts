import fs from 'node:fs';
import type { CubeCard } from '@cubewright/core/cube';
import type { CubeAnalyticsResponse, CubeWithCardsResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { type AnyBody, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// Per-entry overrides (image URL, mana value, type line, rarity): set through a save, checked at the edge,
// seen by the next (cached) read, counted by analytics, kept in the version's diff and by export/import.

const CARD_FILE = process.env.CARD_DATA_FILE;
const PRINTINGS_FILE = process.env.CARD_PRINTINGS_FILE;
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE) && !!PRINTINGS_FILE && fs.existsSync(PRINTINGS_FILE);

const ART = 'https://example.com/alters/bolt.jpg';

describe(`entry overrides (${testDbKind})`, needs({ 'card data': haveData }), () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: CARD_FILE!, printings: PRINTINGS_FILE } });
    p = await insertPeople(t, 'ovr');
  }, 120_000);
  afterAll(() => t?.close());
  const as = (who: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, who, method, url, body);
  const cubeOf = async (id: string) =>
    (await call<CubeWithCardsResponse>(t.app, p.owner, 'GET', `/api/cubes/${id}`)).body;
  const byName = (cards: CubeCard[], name: string) => cards.find((c) => c.name === name)!;

  /** A public cube holding Lightning Bolt and Counterspell, with the editor as a collaborator. */
  async function boltCube() {
    const id = await createCube(t.app, p.owner, { visibility: 'public' });
    const added = await as(p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: p.editor.username });
    expect(added.status).toBe(201);
    const saved = await save(t.app, p.owner, id, [
      { type: 'add', card: { name: 'Lightning Bolt' } },
      { type: 'add', card: { name: 'Counterspell' } },
    ]);
    expect(saved.status).toBe(200);
    return { id, cards: saved.body.cards };
  }

  it('an editor sets overrides; the next read, analytics and the version diff show them', async () => {
    const { id, cards } = await boltCube();
    const bolt = byName(cards, 'Lightning Bolt');
    // Read once so the cached bytes exist before the change.
    expect(byName((await cubeOf(id)).cards, 'Lightning Bolt').imageUrl).toBeNull();
    const before = (await as(null, 'GET', `/api/cubes/${id}/analytics`)).body as CubeAnalyticsResponse;
    expect(before.rarities.map((r) => r.label)).not.toContain('mythic');

    const fields = { imageUrl: ART, manaValue: 4, typeLine: 'Legendary Creature — Goblin', rarity: 'mythic' };
    const saved = await save(t.app, p.editor, id, [{ type: 'update', id: bolt.id, fields }]);
    expect(saved.status).toBe(200);
    expect(saved.body.diff.changed).toEqual([
      expect.objectContaining({
        name: 'Lightning Bolt',
        before: { imageUrl: null, manaValue: null, typeLine: null, rarity: null },
        after: fields,
      }),
    ]);

    // The cached cube bytes were dropped: the next read (signed in and public API) has the overrides.
    expect(byName((await cubeOf(id)).cards, 'Lightning Bolt')).toMatchObject(fields);
    const pub = (await as(null, 'GET', `/api/v1/cubes/${id}/cards`)).body;
    expect(pub.cards.find((c: { name: string }) => c.name === 'Lightning Bolt')).toMatchObject({
      cmc: 4,
      typeLine: 'Legendary Creature — Goblin',
      rarity: 'mythic',
      imageUrl: ART,
      overrides: fields,
    });

    const analytics = (await as(null, 'GET', `/api/cubes/${id}/analytics`)).body as CubeAnalyticsResponse;
    expect(analytics.types).toEqual(
      expect.arrayContaining([
        { label: 'Creature', count: 1 },
        { label: 'Instant', count: 1 },
      ]),
    );
    expect(analytics.rarities).toEqual(expect.arrayContaining([{ label: 'mythic', count: 1 }]));
    expect(analytics.curve.totals[4]).toBe(1);
    expect((await cubeOf(id)).cube.metadata.cardsByRarity).toMatchObject({ mythic: 1 });

    const version = await as(p.owner, 'GET', `/api/cubes/${id}/versions/${saved.body.version.number}`);
    expect(version.body.diff.changed[0].after).toEqual(fields);

    // Clearing an override brings the card's own fact back.
    const cleared = await save(t.app, p.owner, id, [
      { type: 'update', id: bolt.id, fields: { manaValue: null } },
    ]);
    expect(cleared.status).toBe(200);
    expect(byName((await cubeOf(id)).cards, 'Lightning Bolt').manaValue).toBeNull();
  });

  it('only people who may edit the cube set overrides (the policy), and bad values get a clear 400', async () => {
    const { id, cards } = await boltCube();
    const bolt = byName(cards, 'Lightning Bolt');
    const update = (fields: Record<string, unknown>) => [{ type: 'update', id: bolt.id, fields }];
    expect((await save(t.app, p.stranger, id, update({ rarity: 'rare' }))).status).toBe(403);

    const bad: [Record<string, unknown>, string][] = [
      [{ imageUrl: 'http://example.com/a.jpg' }, 'The image URL must start with https://'],
      [{ imageUrl: 'javascript:alert(1)' }, 'The image URL must start with https://'],
      [
        { imageUrl: `https://example.com/${'a'.repeat(1_000)}` },
        'The image URL must be at most 1,000 characters',
      ],
      [{ manaValue: -1 }, 'The mana value must be a number from 0 to 1,000,000, in steps of ½'],
      [{ manaValue: 2.25 }, 'The mana value must be a number from 0 to 1,000,000, in steps of ½'],
      [{ manaValue: '3' }, 'The mana value must be a number from 0 to 1,000,000, in steps of ½'],
      [{ typeLine: 'x'.repeat(201) }, 'The type line must be at most 200 characters'],
      [{ rarity: 'legendary' }, 'The rarity must be one of common, uncommon, rare, mythic, special, bonus'],
    ];
    for (const [fields, message] of bad) {
      const res = await save(t.app, p.owner, id, update(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((res.body as AnyBody).error).toContain(message);
    }
    // Nothing was written by the refused saves.
    expect(byName((await cubeOf(id)).cards, 'Lightning Bolt')).toMatchObject({
      imageUrl: null,
      manaValue: null,
      rarity: null,
    });
    expect((await save(t.app, p.owner, id, update({ manaValue: 0.5 }))).status).toBe(200);
  });

  it('JSON and CSV exports carry the overrides and an import brings them back', async () => {
    const { id, cards } = await boltCube();
    const bolt = byName(cards, 'Lightning Bolt');
    const fields = { imageUrl: ART, manaValue: 3, typeLine: 'Sorcery', rarity: 'uncommon' };
    expect((await save(t.app, p.owner, id, [{ type: 'update', id: bolt.id, fields }])).status).toBe(200);
    for (const format of ['json', 'csv'] as const) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/cubes/${id}/export?format=${format}`,
        headers: { cookie: p.owner.cookie },
      });
      expect(file.statusCode).toBe(200);
      const copy = await createCube(t.app, p.owner);
      const imported = await as(p.owner, 'POST', `/api/cubes/${copy}/import`, {
        format,
        text: file.body,
        mode: 'add',
      });
      expect(imported.status, imported.body?.error).toBe(200);
      const back = (await cubeOf(copy)).cards;
      expect(byName(back, 'Lightning Bolt'), format).toMatchObject(fields);
      // A card without overrides gets none, though the CSV states all its facts.
      expect(byName(back, 'Counterspell'), format).toMatchObject({
        imageUrl: null,
        manaValue: null,
        typeLine: null,
        rarity: null,
      });
    }
  });

  it('a bad override in an imported list is a warning on its line, not a failed import', async () => {
    const id = await createCube(t.app, p.owner);
    const text = JSON.stringify({
      cards: [{ name: 'Opt', imageUrl: 'http://example.com/opt.jpg', manaValue: 2 }],
    });
    const imported = await as(p.owner, 'POST', `/api/cubes/${id}/import`, {
      format: 'json',
      text,
      mode: 'add',
    });
    expect(imported.status, imported.body?.error).toBe(200);
    expect(imported.body.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: 'Image URL ignored: The image URL must start with https://',
      }),
    ]);
    expect(byName((await cubeOf(id)).cards, 'Opt')).toMatchObject({ imageUrl: null, manaValue: 2 });
  });

  // Not an override, but the same analytics read with the card data loaded once for this file.
  it('analytics list keywords by colour and the tokens and emblems the main board makes', async () => {
    const id = await createCube(t.app, p.owner, { visibility: 'public' });
    const main = ['Serra Angel', 'Lingering Souls', 'Raise the Alarm', "Elspeth, Sun's Champion", 'Opt'];
    const saved = await save(t.app, p.owner, id, [
      ...main.map((name) => ({ type: 'add', card: { name } })),
      { type: 'add', card: { name: 'Bitterblossom', board: 'maybe' } },
    ]);
    expect(saved.status).toBe(200);
    const analytics = (await as(null, 'GET', `/api/cubes/${id}/analytics`)).body as CubeAnalyticsResponse;
    const flying = analytics.keywords.find((k) => k.keyword === 'Flying');
    expect(flying).toMatchObject({ total: 1, byCategory: { white: 1 } });
    expect(analytics.keywords.map((k) => k.keyword)).toEqual(
      expect.arrayContaining(['Vigilance', 'Flashback']),
    );
    expect(analytics.tokens).toEqual(
      expect.arrayContaining([
        {
          token: '1/1 white Soldier creature token',
          kind: 'token',
          makers: expect.arrayContaining(['Raise the Alarm', "Elspeth, Sun's Champion"]),
          text: '',
        },
        {
          token: '1/1 white Spirit creature token with flying',
          kind: 'token',
          makers: ['Lingering Souls'],
          text: '',
        },
        expect.objectContaining({ token: "Elspeth, Sun's Champion emblem", kind: 'emblem' }),
      ]),
    );
    // The maybeboard makes nothing here.
    expect(analytics.tokens.flatMap((r) => r.makers)).not.toContain('Bitterblossom');
  });
});
