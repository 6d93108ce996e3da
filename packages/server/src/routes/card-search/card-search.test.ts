import fs from 'node:fs';
import type { Card } from '@cubewright/core/cards';
import { compileQuery, RARITY_ORDER } from '@cubewright/core/filter';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { type AnyBody, call, createCube, patchSettings, save } from '../../../test/cube-requests';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { signUp } from '../../../test/sign-up';
import { cubes } from '../../db/schema';
import { colorGroup } from '../../services/card-search/orders';

const cardFile = process.env.CARD_DATA_FILE;
const available = Boolean(cardFile && fs.existsSync(cardFile));
if (!available) console.warn('⚠ skipping card search tests: CARD_DATA_FILE is not set or missing');

const get = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as AnyBody };
};
const searchUrl = (q: string, extra = '') => `/api/cards/search?q=${encodeURIComponent(q)}${extra}`;

/** The core predicate's own count over every card: what the endpoint's total must equal. */
function predicateCount(t: TestApp, q: string): number {
  const compiled = compileQuery(q);
  if (!compiled.ok) throw new Error(compiled.error.message);
  return t.cards.index!.all().filter((c) => compiled.predicate(c)).length;
}

describe(`card search over the offline fixture (${testDbKind})`, needs({ 'card data': available }), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: cardFile! } });
  });
  afterAll(() => t?.close());

  it('counts what the core predicate counts, for several queries', async () => {
    for (const q of ['t:creature mv<=2 c:g', 'o:"draw a card" -t:creature', 'is:mdfc', 'bolt', '']) {
      const { status, body } = await get(t, searchUrl(q));
      expect(status, q).toBe(200);
      expect(body.total, q).toBe(predicateCount(t, q));
    }
    const all = await get(t, searchUrl(''));
    expect(all.body.total).toBe(t.cards.index!.size);
    expect(all.body.description).toBe('All cards');
  });

  it('pages through every match exactly once', async () => {
    const q = 't:creature mv<=2 c:g r>=rare';
    const total = predicateCount(t, q);
    expect(total).toBeGreaterThan(25);
    const seen: string[] = [];
    const pageCount = Math.ceil(total / 10);
    for (let page = 1; page <= pageCount; page++) {
      const { body } = await get(t, searchUrl(q, `&page=${page}&pageSize=10`));
      expect(body).toMatchObject({ total, page, pageSize: 10, pageCount });
      expect(body.cards.length).toBe(page < pageCount ? 10 : total - 10 * (pageCount - 1));
      seen.push(...body.cards.map((c: Card) => c.id));
    }
    expect(new Set(seen).size).toBe(total);
    const past = await get(t, searchUrl(q, `&page=${pageCount + 1}&pageSize=10`));
    expect(past.body.cards).toEqual([]);
    expect(past.body.total).toBe(total);
  });

  it('orders by name, mana value, colour and rarity, both ways', async () => {
    const q = 't:instant mv<=3';
    const page = async (order: string, dir: string) =>
      (await get(t, searchUrl(q, `&order=${order}&dir=${dir}&pageSize=120`))).body.cards as Card[];
    const names = (await page('name', 'asc')).map((c) => c.normalizedName);
    expect(names).toEqual([...names].sort());
    const namesDesc = (await page('name', 'desc')).map((c) => c.normalizedName);
    expect(namesDesc).toEqual([...namesDesc].sort().reverse());
    const mv = (await page('mv', 'asc')).map((c) => c.cmc);
    expect(mv).toEqual([...mv].sort((a, b) => a - b));
    expect(mv[0]).toBe(0);
    const mvDesc = (await page('mv', 'desc')).map((c) => c.cmc);
    expect(mvDesc[0]).toBe(3);
    expect(mvDesc).toEqual([...mvDesc].sort((a, b) => b - a));
    const colors = (await page('color', 'asc')).map(colorGroup);
    expect(colors).toEqual([...colors].sort((a, b) => a - b));
    const rarity = (await get(t, searchUrl('t:creature', '&order=rarity&dir=desc&pageSize=5'))).body
      .cards as Card[];
    expect(rarity.every((c) => RARITY_ORDER.indexOf(c.rarity!) >= RARITY_ORDER.indexOf('mythic'))).toBe(true);
  });

  it('answers 400 with the parse error and its position for a bad query', async () => {
    const { status, body } = await get(t, searchUrl('t:creature (c:g'));
    expect(status).toBe(400);
    expect(body.code).toBe('bad_query');
    expect(body.error).toMatch(/column \d+/);
    expect(body.details).toMatchObject({ position: expect.any(Number), expected: expect.any(String) });
    const typo = await get(t, searchUrl('mv<=x'));
    expect(typo.status).toBe(400);
    // The caret goes under the value that is not a number.
    expect(typo.body.details.position).toBe('mv<='.length);
    const badParams = await get(t, searchUrl('bolt', '&order=price'));
    expect(badParams.status).toBe(400);
    expect(badParams.body.error).toContain('order must be one of');
  });

  it('counts the public cubes containing each card and lists them', async () => {
    const cookie = await signUp(t.app, {
      email: 'searcher@example.com',
      password: 'correct horse battery',
      username: 'searcher',
    });
    const owner = { cookie, username: 'searcher', email: 'searcher@example.com' };
    const bolt = t.cards.index!.lookup('Lightning Bolt')!;
    const add = [{ type: 'add', card: { name: bolt.name, cardId: bolt.id } }];
    const open = await createCube(t.app, owner, { name: 'Burn Open', visibility: 'public' });
    const hidden = await createCube(t.app, owner, { name: 'Burn Hidden', visibility: 'private' });
    // A public cube that only considers the card (maybeboard) does not hold it.
    const considering = await createCube(t.app, owner, { name: 'Burn Maybe', visibility: 'public' });
    const consider = [{ type: 'add', card: { name: bolt.name, cardId: bolt.id, board: 'maybe' } }];
    expect((await save(t.app, owner, open, add)).status).toBe(200);
    expect((await save(t.app, owner, hidden, add)).status).toBe(200);
    expect((await save(t.app, owner, considering, consider)).status).toBe(200);
    const { body } = await get(t, searchUrl('!"Lightning Bolt"'));
    expect(body.cards.map((c: Card) => c.name)).toEqual(['Lightning Bolt']);
    expect(body.cubeCounts).toEqual({ [bolt.id]: 1 });
    const cubes = await call(t.app, null, 'GET', `/api/cards/${encodeURIComponent(bolt.id)}/cubes`);
    expect(cubes.status).toBe(200);
    expect((cubes.body as AnyBody).cubes.map((c: { name: string }) => c.name)).toEqual(['Burn Open']);
    expect((cubes.body as AnyBody).total).toBe(1);
    expect((await get(t, '/api/cards/nope/cubes')).status).toBe(404);
  });

  it('keeps the counts of a page until a cube changes, then counts again at once', async () => {
    const cookie = await signUp(t.app, {
      email: 'counter@example.com',
      password: 'correct horse battery',
      username: 'counter',
    });
    const owner = { cookie, username: 'counter', email: 'counter@example.com' };
    const spell = t.cards.index!.lookup('Counterspell')!;
    const counted = async () => (await get(t, searchUrl('!"Counterspell"'))).body.cubeCounts;
    const add = [{ type: 'add', card: { name: spell.name, cardId: spell.id } }];
    const first = await createCube(t.app, owner, { name: 'Blue One', visibility: 'public' });
    const second = await createCube(t.app, owner, { name: 'Blue Two', visibility: 'public' });
    expect(await counted()).toEqual({});
    expect((await save(t.app, owner, first, add)).status).toBe(200);
    expect(await counted()).toEqual({ [spell.id]: 1 });
    // Behind the app's back (no event): the cached count stands...
    await t.database.db.update(cubes).set({ visibility: 'private' }).where(eq(cubes.id, first));
    expect(await counted()).toEqual({ [spell.id]: 1 });
    // ...until the next cube event, here a save elsewhere, which counts both changes.
    expect((await save(t.app, owner, second, add)).status).toBe(200);
    expect(await counted()).toEqual({ [spell.id]: 1 });
    expect((await patchSettings(t.app, owner, second, { visibility: 'unlisted' })).status).toBe(200);
    expect(await counted()).toEqual({});
  });
});

describe(`card search without card data (${testDbKind})`, () => {
  let none: TestApp;
  let loading: TestApp | undefined;
  beforeAll(async () => {
    none = await createTestApp();
    if (available) loading = await createTestApp({ cards: { file: cardFile!, start: false } });
  });
  afterAll(async () => {
    await none?.close();
    await loading?.close();
  });

  it('answers 503 when there is no data, like the other card endpoints', async () => {
    const res = await get(none, searchUrl('bolt'));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('cards_missing');
  });

  it('answers 503 while the cards load', needs({ 'card data': available }), async () => {
    const res = await get(loading!, searchUrl('bolt'));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('cards_loading');
  });
});
