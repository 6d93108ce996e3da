import fs from 'node:fs';
import { planSetCube } from '@cubewright/core/cube';
import type { SetCardsResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

const cardFile = process.env.CARD_DATA_FILE;
const printingsFile = process.env.CARD_PRINTINGS_FILE;
const available = Boolean(cardFile && fs.existsSync(cardFile));
if (!available) console.warn('⚠ skipping card endpoint tests: CARD_DATA_FILE is not set or missing');

describe(`card endpoints over the offline fixture (${testDbKind})`, needs({ 'card data': available }), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: cardFile!, printings: printingsFile } });
  });
  afterAll(() => t?.close());

  const resolve = async (names: unknown) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cards/resolve', payload: { names } });
    return res;
  };
  const autocomplete = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cards/autocomplete?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return (
      res.json().cards as Array<{ id: string; name: string; manaCost: string; imageUri: string | null }>
    ).map((c) => c.name);
  };

  it('reports the loaded index in /healthz and /api/app-info', async () => {
    const health = (await t.app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(health.cards.status).toBe('ready');
    expect(health.cards.count).toBeGreaterThan(30_000);
    const info = (await t.app.inject({ method: 'GET', url: '/api/app-info' })).json();
    expect(info.cards).toEqual({ status: 'ready', count: health.cards.count, message: null });
  });

  it('resolves exact names, front faces, split halves and `///` spellings', async () => {
    const inputs = ['lightning bolt', 'Delver of Secrets', 'Bonecrusher Giant', 'Ice', 'Commit /// Memory'];
    const res = await resolve(inputs);
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { card: { name: string } }) => r.card.name)).toEqual([
      'Lightning Bolt',
      'Delver of Secrets // Insectile Aberration',
      'Bonecrusher Giant // Stomp',
      'Fire // Ice',
      'Commit // Memory',
    ]);
    expect(results[0]).toMatchObject({ input: 'lightning bolt', suggestions: [] });
    expect(results[3].card.faces.map((f: { name: string }) => f.name)).toEqual(['Fire', 'Ice']);
  });

  it('offers up to three suggestions for names it cannot resolve', async () => {
    const { results } = (await resolve(['Snapcaster Mgae', 'zzzzqqqq'])).json();
    expect(results[0].card).toBeNull();
    expect(results[0].suggestions[0]).toBe('Snapcaster Mage');
    expect(results[0].suggestions.length).toBeLessThanOrEqual(3);
    expect(results[1]).toEqual({ input: 'zzzzqqqq', card: null, suggestions: [] });
  });

  it('autocompletes by prefix (top 10), by face name and despite typos', async () => {
    const light = await autocomplete('lightning b');
    expect(light).toContain('Lightning Bolt');
    expect(light.length).toBeLessThanOrEqual(10);
    expect(light.slice(0, 3).every((n) => n.toLowerCase().startsWith('lightning b'))).toBe(true);
    expect((await autocomplete('s')).length).toBe(10);
    expect(await autocomplete('Insectile Aberr')).toEqual(['Delver of Secrets // Insectile Aberration']);
    expect((await autocomplete('snapcastr mage'))[0]).toBe('Snapcaster Mage');
    expect(await autocomplete('')).toEqual([]);
  });

  it('returns a card by id, with the autocomplete summary fields pointing at it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cards/autocomplete?q=fire%20//%20ice' });
    const [summary] = res.json().cards;
    expect(summary).toMatchObject({ name: 'Fire // Ice', manaCost: '{1}{R} // {1}{U}' });
    const card = await t.app.inject({ method: 'GET', url: `/api/cards/${encodeURIComponent(summary.id)}` });
    expect(card.statusCode).toBe(200);
    expect(card.json().card).toMatchObject({ id: summary.id, layout: 'split', cmc: 4 });
  });

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/cards/no-such-card' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Card not found' });
    for (const body of [{}, { names: 'Opt' }, { names: [1] }, { names: Array(20_001).fill('Opt') }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cards/resolve', payload: body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().error).toMatch(/Invalid request|At most/);
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/cards/autocomplete?q=${'a'.repeat(301)}` });
    expect(long.statusCode).toBe(400);
  });

  it('lists the printings of a card, newest first, and 404s an unknown card', async () => {
    const card = t.cards.index!.lookup('Lightning Bolt')!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${encodeURIComponent(card.id)}/printings`,
    });
    expect(res.statusCode).toBe(200);
    const { printings } = res.json() as { printings: { cardId: string; releasedAt: string | null }[] };
    expect(printings.length).toBeGreaterThan(1);
    expect(printings.every((p) => p.cardId === card.id)).toBe(true);
    const dates = printings.map((p) => p.releasedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const missing = await t.app.inject({ method: 'GET', url: '/api/cards/no-such-card/printings' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Card not found');
  });

  it('lists the sets of the printing data and the cards of one, which make set packs', async () => {
    const sets = (await t.app.inject({ method: 'GET', url: '/api/sets' })).json().sets as {
      code: string;
      releasedAt: string | null;
      rarities: Record<string, number>;
    }[];
    expect(sets.length).toBeGreaterThan(100);
    // Newest first (a set without a date last).
    const dates = sets.map((s) => s.releasedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(sets.find((s) => s.code === 'neo')?.rarities).toMatchObject({ common: 137, mythic: 18 });
    const neo = await t.app.inject({ method: 'GET', url: '/api/sets/NEO' });
    expect(neo.statusCode).toBe(200);
    const { set, cards } = neo.json() as SetCardsResponse;
    expect(set.name).toBe('Kamigawa: Neon Dynasty');
    expect(cards).toHaveLength(set.cards);
    const planned = planSetCube(set.name, cards, { seats: 8, packs: 3 });
    if (!planned.ok) throw new Error(planned.error);
    expect(planned.plan.counts.mythic.cards).toBe(18);
    expect(planned.plan.counts.common.copies).toBeGreaterThanOrEqual(240);
    expect((await t.app.inject({ method: 'GET', url: '/api/sets/zzzz' })).json()).toMatchObject({
      error: 'Set not found',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/sets/no%20such' })).statusCode).toBe(400);
  });

  it('lets cube commands resolve names through the index', async () => {
    const { cardLookupOf } = await import('../../services/cubes/card-lookup');
    const lookup = cardLookupOf({ cards: t.cards, database: t.database });
    expect(lookup.cardsLoaded).toBe(true);
    expect(lookup.printingsLoaded).toBe(true);
    const card = lookup.resolve('Brazen Borrower')!;
    expect(card.name).toBe('Brazen Borrower // Petty Theft');
    const printing = t.cards.index!.printingsOf(card.id)[0];
    expect(printing && lookup.printing(printing.id)?.cardId).toBe(card.id);
  });
});

describe(`card endpoints without card data (${testDbKind})`, () => {
  let none: TestApp;
  let loading: TestApp;
  beforeAll(async () => {
    none = await createTestApp();
    loading = await createTestApp({ cards: { file: '/nonexistent/cards.json', start: false } });
  });
  afterAll(async () => {
    await none?.close();
    await loading?.close();
  });

  it('answers 503 with what to do when there is no card data, and /healthz stays 200', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/api/cards/autocomplete?q=opt' },
      { method: 'GET' as const, url: '/api/cards/abc' },
      { method: 'POST' as const, url: '/api/cards/resolve', payload: { names: ['Opt'] } },
    ]) {
      const res = await none.app.inject(req);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/No card data: set CARD_DATA_FILE.*npm run cards:sync/);
    }
    const health = await none.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json().cards).toMatchObject({ status: 'missing', count: 0 });
    const info = (await none.app.inject({ method: 'GET', url: '/api/app-info' })).json();
    expect(info.cards.message).toMatch(/npm run cards:sync/);
  });

  it('answers 503 "still loading" while the index loads, then reports a file it cannot read', async () => {
    const res = await loading.app.inject({ method: 'GET', url: '/api/cards/autocomplete?q=opt' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'Card data is still loading', code: 'cards_loading' });
    expect((await loading.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await loading.cards.start();
    expect(loading.cards.status()).toMatchObject({ status: 'error' });
    const after = await loading.app.inject({ method: 'GET', url: '/api/cards/abc' });
    expect(after.statusCode).toBe(503);
    expect(after.json().error).toMatch(/could not be loaded from \/nonexistent\/cards.json/);
  });
});
