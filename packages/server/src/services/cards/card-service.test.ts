import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import { CardSearch } from '../card-search/card-search';

// Loading card data must not hold requests up: the search index is prepared in steps before the
// status turns `ready`, and the database copy of the cards is written afterwards in small batches.
// /healthz says where each stands.

const scryfallCard = (i: number) => ({
  object: 'card',
  id: `id-${i}`,
  oracle_id: `oracle-${i}`,
  name: `Test Card ${String(i).padStart(3, '0')}`,
  layout: 'normal',
  mana_cost: `{${i % 5}}{R}`,
  cmc: (i % 5) + 1,
  type_line: i % 2 ? 'Creature — Goblin' : 'Instant',
  oracle_text: i % 3 ? 'Haste' : 'Draw a card.',
  colors: ['R'],
  color_identity: ['R'],
  set: 'tst',
  rarity: 'common',
});

// More cards than one first batch of the database copy, so it takes several.
const COUNT = 150;

describe(`card service (${testDbKind})`, () => {
  const file = writeTestCardFile(Array.from({ length: COUNT }, (_, i) => scryfallCard(i)));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: file.file, persist: true, start: false } });
  });
  afterAll(async () => {
    await t?.close();
    file.remove();
  });

  it('is ready only once search is prepared, then writes the card tables and says so', async () => {
    const loading = t.cards.start();
    expect(t.cards.status().status).toBe('loading');
    expect(t.cards.search).toBeNull();
    await loading;
    const health = (await t.app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(health.cards).toMatchObject({ status: 'ready', count: COUNT });
    const prepared = t.cards.search!;
    expect(prepared.source).toBe(t.cards.index);
    expect(prepared.index.facts).toHaveLength(COUNT);
    // The default order is sorted ahead too: the first search does not sort 30k cards.
    expect([...prepared.orders.keys()]).toEqual(['name:asc']);
    // The route's search uses what the service prepared instead of building its own.
    expect(new CardSearch(() => t.cards.search).prepare(t.cards.index!)).toBe(prepared);
    const res = await t.app.inject({ method: 'GET', url: '/api/cards/search?q=t:goblin' });
    expect(res.json().total).toBe(COUNT / 2);

    await t.cards.persisted();
    const after = (await t.app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(after.cardTables).toBe('done');
    const rows = (await t.database.db.execute(sql`select count(*)::int as n from cards`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]?.n).toBe(COUNT);
  });
});
