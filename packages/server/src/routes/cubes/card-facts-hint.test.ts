import { type Card, CardIdBloom } from '@cubewright/core/cards';
import {
  type CompactCubeResponse,
  type CubeWithCardsResponse,
  expandCardFacts,
  expandEntries,
} from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adds, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import { cubeCards } from '../../db/schema';
import { cubeCacheOf } from '../../services/cube-cache/cube-cache';

// GET /api/cubes/:id?have=<version>~<filter> leaves out the card facts the browser holds, and
// POST /api/cards/facts fills in a false positive (ADR 0039).

type People = Awaited<ReturnType<typeof insertPeople>>;

const scryfallCard = (name: string, i: number) => ({
  object: 'card',
  id: `id-${i}`,
  oracle_id: `oracle-${i}`,
  name,
  layout: 'normal',
  mana_cost: '{U}',
  cmc: 1,
  type_line: 'Instant',
  oracle_text: 'Draw a card.',
  colors: ['U'],
  color_identity: ['U'],
  set: 'tst',
  rarity: 'common',
});

describe(`card facts a browser holds (${testDbKind})`, () => {
  let t: TestApp;
  let p: People;
  let cubeId: string;
  let full: {
    cardDataVersion: string;
    cardData: Record<string, { name: string }>;
    cards: { cardId: string }[];
  };
  const get = (url: string, who: Person | null = null) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const idOf = (name: string) => {
    const entry = full.cards.find((c) => full.cardData[c.cardId]?.name === name);
    if (!entry) throw new Error(`${name} is not in the cube`);
    return entry.cardId;
  };

  const file = writeTestCardFile(['Opt', 'Ponder', 'Brainstorm', 'Preordain'].map(scryfallCard));
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: file.file } });
    p = await insertPeople(t, 'facts');
    cubeId = await createCube(t.app, p.owner, { name: 'Facts', visibility: 'public' });
    expect((await save(t.app, p.owner, cubeId, adds(['Opt', 'Ponder', 'Brainstorm']))).status).toBe(200);
    const res = await get(`/api/cubes/${cubeId}`);
    expect(res.statusCode).toBe(200);
    full = res.json();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    file.remove();
  });

  it('sends every fact with the version to keep them under when no hint is given', () => {
    expect(full.cardDataVersion).toMatch(/^[a-z0-9]+\.\d+$/);
    expect(
      Object.values(full.cardData)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Brainstorm', 'Opt', 'Ponder']);
  });

  it('leaves out the facts named in the hint, keeping the list and the other facts', async () => {
    const have = `${full.cardDataVersion}~${CardIdBloom.of([idOf('Opt'), idOf('Ponder')])}`;
    const res = await get(`/api/cubes/${cubeId}?have=${have}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cards).toEqual(full.cards);
    expect(Object.values(body.cardData).map((c) => (c as { name: string }).name)).toEqual(['Brainstorm']);
    expect(body.cardDataVersion).toBe(full.cardDataVersion);
    expect(body.unknownCardIds).toEqual([]);
  });

  it('assembles the answer from the read model: the list body is never parsed back (ADR 0086)', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      // A hint no request sent before, so no kept answer is reused.
      const have = `${full.cardDataVersion}~${CardIdBloom.of([idOf('Ponder')])}`;
      const res = await get(`/api/cubes/${cubeId}?have=${have}&form=compact&facts=slim`);
      expect(res.statusCode).toBe(200);
      const parsedList = parse.mock.calls.filter(([text]) => String(text).startsWith('{"cube":'));
      expect(parsedList).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it("counts the list facts and kept answers of a hinted read in the cube cache's bound on memory", async () => {
    const cache = cubeCacheOf(t.ctx);
    // A cube of its own, so no answer is kept for its list yet.
    const own = await createCube(t.app, p.owner, { name: 'Counted', visibility: 'public' });
    expect((await save(t.app, p.owner, own, adds(['Opt', 'Ponder', 'Brainstorm']))).status).toBe(200);
    const hinted = (held: string[]) =>
      get(
        `/api/cubes/${own}?have=${full.cardDataVersion}~${CardIdBloom.of(held.map(idOf))}&form=compact&facts=slim`,
      );
    // The list body and the list facts made by a first hinted read; a second hint adds an answer.
    expect((await hinted(['Opt', 'Ponder'])).statusCode).toBe(200);
    const before = cache.stats().bytes;
    const res = await hinted(['Brainstorm']);
    expect(res.statusCode).toBe(200);
    // The answer kept (its whole length), and the facts of Opt and Ponder in the slim form, made now.
    expect(cache.stats().bytes - before).toBeGreaterThan(res.rawPayload.length);
  });

  it('names the entries whose cards the index does not know, so the browser does not ask for them', async () => {
    const mixed = await createCube(t.app, p.owner, { name: 'Unknown facts', visibility: 'public' });
    expect((await save(t.app, p.owner, mixed, adds(['Opt', 'Ponder']))).status).toBe(200);
    // A card the loaded data no longer has (as after a card data update), before the cube is first read.
    await t.database.db
      .update(cubeCards)
      .set({ cardId: 'name:gone from the data' })
      .where(and(eq(cubeCards.cubeId, mixed), eq(cubeCards.name, 'Ponder')));
    const have = `${full.cardDataVersion}~${CardIdBloom.of([idOf('Opt')])}`;
    const body = (await get(`/api/cubes/${mixed}?have=${have}`)).json();
    expect(body.cards).toHaveLength(2);
    expect(body.cardData).toEqual({});
    expect(body.unknownCardIds).toEqual(['name:gone from the data']);
  });

  it('ignores a hint of another card-data version and sends all facts', async () => {
    const have = `zzz.99~${CardIdBloom.of([idOf('Opt'), idOf('Ponder'), idOf('Brainstorm')])}`;
    const body = (await get(`/api/cubes/${cubeId}?have=${have}`)).json();
    expect(Object.keys(body.cardData)).toHaveLength(3);
  });

  it('answers 400 to a hint that is not a version and a filter, and ignores an unreadable filter', async () => {
    for (const bad of ['nope', 'v~!!', '~AAAA', `${'x'.repeat(70)}~AAAA`, `v~${'A'.repeat(6000)}`]) {
      const res = await get(`/api/cubes/${cubeId}?have=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
    }
    const odd = await get(`/api/cubes/${cubeId}?have=${full.cardDataVersion}~AAAAA`);
    expect(odd.statusCode).toBe(200);
    expect(Object.keys(odd.json().cardData)).toHaveLength(3);
  });

  it('checks access as without a hint', async () => {
    const hidden = await createCube(t.app, p.owner, { name: 'Private facts', visibility: 'private' });
    const have = `${full.cardDataVersion}~${CardIdBloom.of([])}`;
    const plain = await get(`/api/cubes/${hidden}`, p.stranger);
    const hinted = await get(`/api/cubes/${hidden}?have=${have}`, p.stranger);
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(hinted.statusCode).toBe(plain.statusCode);
    expect((await get(`/api/cubes/${hidden}?have=${have}`, p.owner)).statusCode).toBe(200);
  });

  describe('the compact form the web asks for (ADR 0044)', () => {
    let plain: CubeWithCardsResponse;
    let compactCube: string;
    beforeAll(async () => {
      compactCube = await createCube(t.app, p.owner, { name: 'Compact', visibility: 'public' });
      const extra = [...adds(['Opt'], { board: 'maybe', tags: ['cantrip'], notes: 'first', finish: 'foil' })];
      expect((await save(t.app, p.owner, compactCube, [...adds(['Opt', 'Ponder']), ...extra])).status).toBe(
        200,
      );
      // A snapshot name that is not the card's (as a card renamed by a data update): kept in the entry.
      await t.database.db
        .update(cubeCards)
        .set({ name: 'Ponder (old name)' })
        .where(and(eq(cubeCards.cubeId, compactCube), eq(cubeCards.name, 'Ponder')));
      plain = (await get(`/api/cubes/${compactCube}`)).json();
    });
    const compactGet = async (query: string) => {
      const res = await get(`/api/cubes/${compactCube}?form=compact${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as CompactCubeResponse;
    };

    it('expands to the plain response, leaving out names equal to the card and default fields', async () => {
      const sent = await compactGet('');
      expect(sent.form).toBe('compact');
      const opt = sent.cards.find((c) => c.cardId === idOf('Opt') && !c.board);
      expect(opt && Object.keys(opt).sort()).toEqual(['addedAt', 'cardId', 'id']);
      expect(sent.cards.find((c) => c.board === 'maybe')).toMatchObject({
        tags: ['cantrip'],
        finish: 'foil',
      });
      expect(sent.cards.some((c) => c.name === 'Ponder (old name)')).toBe(true);
      // Entries the save added are `<cube>.<version>.<n>`, sent without the cube id; a clone's are its own.
      expect(plain.cards.map((c) => c.id).sort()).toEqual([0, 1, 2].map((n) => `${compactCube}.2.${n}`));
      expect(sent.cards.map((c) => c.id).sort()).toEqual(['.2.0', '.2.1', '.2.2']);
      const clone = await t.app.inject({
        method: 'POST',
        url: `/api/cubes/${compactCube}/clone`,
        headers: { cookie: p.owner.cookie },
        payload: {},
      });
      expect(clone.statusCode, clone.body).toBe(201);
      const cloneId = clone.json().cube.id as string;
      const copied = (await get(`/api/cubes/${cloneId}`, p.owner)).json() as CubeWithCardsResponse;
      expect(copied.cards.map((c) => c.id).sort()).toEqual([0, 1, 2].map((n) => `${cloneId}.1.${n}`));
      const fact = sent.cardData[idOf('Opt')] as Record<string, unknown>;
      expect(fact.id).toBeUndefined();
      expect(fact.normalizedName).toBeUndefined();
      expect(expandEntries(expandCardFacts(sent))).toEqual(plain);
    });

    it('leaves out the held facts with a hint and expands with those the browser holds', async () => {
      const have = `${full.cardDataVersion}~${CardIdBloom.of([idOf('Opt')])}`;
      const sent = await compactGet(`&have=${have}`);
      const facts = expandCardFacts(sent);
      expect(Object.keys(facts.cardData)).toEqual([idOf('Ponder')]);
      const held: Record<string, Card> = {
        ...facts.cardData,
        [idOf('Opt')]: plain.cardData[idOf('Opt')] as Card,
      };
      const { unknownCardIds: _unknown, ...expanded } = expandEntries({ ...facts, cardData: held });
      expect(expanded).toEqual(plain);
    });

    it('is not the form of a plain request, and an unknown form is a 400', async () => {
      expect((await get(`/api/cubes/${compactCube}`)).json()).not.toHaveProperty('form');
      expect((await get(`/api/cubes/${compactCube}?form=tiny`)).statusCode).toBe(400);
    });
  });

  it('POST /api/cards/facts returns the facts of known ids and refuses bad bodies', async () => {
    const facts = (ids: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/cards/facts', payload: { ids } });
    const res = await facts([
      idOf('Opt'),
      'name:no such card ever',
      'custom:00000000-0000-0000-0000-000000000000',
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().cardDataVersion).toBe(full.cardDataVersion);
    expect(Object.values(res.json().cardData).map((c) => (c as { name: string }).name)).toEqual(['Opt']);
    expect((await facts([])).statusCode).toBe(400);
    expect((await facts('Opt')).statusCode).toBe(400);
    expect((await facts(Array.from({ length: 2001 }, (_, i) => `name:${i}`))).statusCode).toBe(400);
  });
});
