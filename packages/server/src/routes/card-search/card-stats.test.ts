import type { CardCubesResponse, CardStatsResponse, TopCardsResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scryfallCard } from '../../../../core/src/cards/scryfall-objects.test-support';
import { call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import { cardRatings } from '../../db/schema';
import { forgetTopCards } from '../../services/card-search/top-cards';

// The card page's figures over hand-made cubes with known answers (the same eight cubes as the core
// test of companionsByLift), plus a private cube and a maybeboard that must feed nothing.

const NAMES = ['Ancestral Recall', 'Island', 'Lightning Bolt', 'Brainstorm', 'Llanowar Elves'];
const SECRET = 'Secret Private Card';
const MAYBE = 'Maybeboard Card';
const PUBLIC_CUBES: string[][] = [
  ['Ancestral Recall', 'Island', 'Lightning Bolt', 'Brainstorm'],
  ['Ancestral Recall', 'Island', 'Lightning Bolt', 'Brainstorm', 'Llanowar Elves'],
  ['Ancestral Recall', 'Island', 'Brainstorm'],
  ['Ancestral Recall', 'Island', 'Lightning Bolt', 'Llanowar Elves'],
  ['Island', 'Lightning Bolt', 'Llanowar Elves'],
  ['Island', 'Lightning Bolt'],
  ['Island', 'Lightning Bolt', 'Llanowar Elves'],
  ['Island'],
];

describe(`card page figures (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  const cardFile = writeTestCardFile([...NAMES, SECRET, MAYBE].map((n) => scryfallCard(n)));
  const ids = new Map<string, string>();
  const cubeIds: string[] = [];
  const addsById = (names: string[], board = 'main') =>
    names.map((name) => ({ type: 'add', card: { name, cardId: ids.get(name)!, board } }));

  beforeAll(async () => {
    t = await createTestApp({ cards: { file: cardFile.file } });
    p = await insertPeople(t);
    const resolved = await call<{ results: { card: { id: string; name: string } }[] }>(
      t.app,
      null,
      'POST',
      '/api/cards/resolve',
      { names: [...NAMES, SECRET, MAYBE] },
    );
    for (const r of resolved.body.results) ids.set(r.card.name, r.card.id);
    for (const [i, list] of PUBLIC_CUBES.entries()) {
      const id = await createCube(t.app, p.owner, { name: `Hand Cube ${i}`, visibility: 'public' });
      expect((await save(t.app, p.owner, id, addsById(list))).status).toBe(200);
      cubeIds.push(id);
    }
    // A maybeboard entry beside Ancestral Recall in a public cube, and a private cube that holds
    // Ancestral Recall with a card no public cube has, three times over.
    expect((await save(t.app, p.owner, cubeIds[0]!, addsById([MAYBE], 'maybe'))).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const priv = await createCube(t.app, p.owner, { name: `Private ${i}`, visibility: 'private' });
      expect(
        (await save(t.app, p.owner, priv, addsById(['Ancestral Recall', 'Island', SECRET]))).status,
      ).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
    cardFile.remove();
  });

  const stats = async (name: string) => {
    const res = await call<CardStatsResponse>(t.app, null, 'GET', `/api/cards/${ids.get(name)}/stats`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('counts the public cubes holding a card, per size band, from main boards only', async () => {
    const recall = await stats('Ancestral Recall');
    expect(recall).toMatchObject({ listedCubes: 8, holding: 4 });
    expect(recall.bySize).toEqual([
      { label: 'Up to 360 cards', cubes: 8, holding: 4 },
      { label: '361 to 540 cards', cubes: 0, holding: 0 },
      { label: 'Over 540 cards', cubes: 0, holding: 0 },
    ]);
    expect((await stats('Island')).holding).toBe(8);
    // Only on a maybeboard, and only in private cubes: in no cube as far as card pages go.
    expect((await stats(MAYBE)).holding).toBe(0);
    expect(await stats(SECRET)).toMatchObject({ holding: 0, companions: [] });
  });

  it('ranks companions by lift, so the card found only beside it beats the basic in every cube', async () => {
    const recall = await stats('Ancestral Recall');
    expect(recall.companions.map((c) => [c.card.name, c.both, c.lift])).toEqual([
      ['Brainstorm', 3, 2],
      ['Island', 4, 1],
      ['Lightning Bolt', 3, 1],
      ['Llanowar Elves', 2, 1],
    ]);
    const all = JSON.stringify(recall);
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain(MAYBE);
  });

  it('lists the public cubes holding a card most followed first, a page at a time', async () => {
    const followed = cubeIds[3]!;
    for (const who of [p.stranger, p.editor] as Person[])
      expect((await call(t.app, who, 'PUT', `/api/follows/${followed}`)).status).toBe(200);
    const url = (page: number) =>
      `/api/cards/${ids.get('Ancestral Recall')}/cubes?sort=followers&limit=3&page=${page}`;
    const first = await call<CardCubesResponse>(t.app, null, 'GET', url(1));
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(4);
    expect(first.body.cubes[0]!.id).toBe(followed);
    const second = await call<CardCubesResponse>(t.app, null, 'GET', url(2));
    expect(second.body.cubes).toHaveLength(1);
    const seen = [...first.body.cubes, ...second.body.cubes].map((c) => c.id).sort();
    expect(seen).toEqual(cubeIds.slice(0, 4).sort());
    const bad = await call(t.app, null, 'GET', `/api/cards/${ids.get('Island')}/cubes?sort=likes`);
    expect(bad.status).toBe(400);
  });

  it('ranks the top cards by inclusion or by rating, narrowed by the search syntax', async () => {
    const top = async (query: string) => {
      const res = await call<TopCardsResponse>(t.app, null, 'GET', `/api/cards/top?${query}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const byInclusion = await top('by=inclusion');
    expect(byInclusion).toMatchObject({ listedCubes: 8, total: 5, page: 1, pageCount: 1 });
    // Private cubes and maybeboards count for nothing: the secret and maybeboard cards are not listed.
    expect(byInclusion.rows.map((r) => [r.card.name, r.cubes])).toEqual([
      ['Island', 8],
      ['Lightning Bolt', 6],
      ['Ancestral Recall', 4],
      ['Llanowar Elves', 4],
      ['Brainstorm', 3],
    ]);
    expect((await top(`q=${encodeURIComponent('bolt or elves')}`)).rows.map((r) => r.card.name)).toEqual([
      'Lightning Bolt',
      'Llanowar Elves',
    ]);
    // Ratings come from the refresh job over drafts; two rated cards, the lower one picked more.
    await t.database.db.insert(cardRatings).values([
      { scope: 'global', cardId: ids.get('Brainstorm')!, elo: 1620, picks: 4, comparisons: 30 },
      { scope: 'global', cardId: ids.get('Island')!, elo: 1380, picks: 9, comparisons: 50 },
    ]);
    forgetTopCards(t.database.db);
    const byRating = await top('by=rating');
    expect(byRating.rows.map((r) => [r.card.name, r.rating?.elo, r.cubes])).toEqual([
      ['Brainstorm', 1620, 3],
      ['Island', 1380, 8],
    ]);
    const bad = await call<{ code: string }>(t.app, null, 'GET', '/api/cards/top?q=mv%3E%3D');
    expect(bad).toMatchObject({ status: 400, body: { code: 'bad_query' } });
  });

  it('answers 404 for a card the index does not know', async () => {
    const res = await call<{ error: string }>(t.app, null, 'GET', '/api/cards/no-such-card/stats');
    expect(res).toMatchObject({ status: 404, body: { error: 'Card not found' } });
  });
});
