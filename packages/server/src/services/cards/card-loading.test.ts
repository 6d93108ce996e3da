import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';

// Card loading holds no request up: once the index says ready, search answers over a real socket while
// a worker thread copies the cards into the database, and /healthz says how far the copy is.

// Names and text with what CSV and array literals must escape: quotes, commas, backslashes, newlines.
const scryfallCard = (i: number) => ({
  object: 'card',
  id: `id-${i}`,
  oracle_id: `oracle-${i}`,
  name: i === 0 ? 'Ach! Hans, Run! "Quote" \\ Slash' : `Loading Card ${String(i).padStart(4, '0')}`,
  layout: 'normal',
  mana_cost: `{${i % 5}}{G}`,
  cmc: (i % 5) + 1,
  type_line: i % 2 ? 'Creature — Elf' : 'Sorcery',
  oracle_text: 'Draw a card.\nThen "discard" a card, \\ or not.',
  colors: ['G'],
  color_identity: ['G'],
  set: 'tst',
  rarity: 'common',
});

// Enough cards that the copy takes a while after ready on either database.
const COUNT = 3000;

interface Health {
  cards: { status: string };
  cardSearchPrepared: number;
  cardTables: string;
  cardTablesProgress: { cards: { written: number; total: number } } | null;
}

describe(`card loading while serving (${testDbKind})`, () => {
  const file = writeTestCardFile(Array.from({ length: COUNT }, (_, i) => scryfallCard(i)));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true, cards: { file: file.file, persist: true, start: false } });
  });
  afterAll(async () => {
    await t?.close();
    file.remove();
  });

  const health = async () => (await (await fetch(`${t.url}/healthz`)).json()) as Health;

  it('reports search-index progress, says ready once the copy is under way, answers search while the card tables are written, reports their progress, then writes every row', async () => {
    void t.cards.start();
    let answeredWhileWriting = 0;
    const progress: number[] = [];
    const prepared: number[] = [];
    let seenReady = false;
    for (let i = 0; i < 2000; i++) {
      const before = await health();
      if (before.cards.status === 'ready' && !seenReady) {
        seenReady = true;
        // Ready waits until the copy is under way: its first COPY does not fall on the first searches.
        const written = before.cardTablesProgress?.cards.written ?? 0;
        expect(written > 0 || before.cardTables === 'done').toBe(true);
      }
      if (before.cardTables === 'done') break;
      if (before.cards.status === 'loading') prepared.push(before.cardSearchPrepared);
      else expect(before.cardSearchPrepared).toBe(1);
      if (before.cards.status === 'ready') {
        const res = await fetch(`${t.url}/api/cards/search?q=t:elf&page=${(i % 5) + 1}`);
        const after = await health();
        expect(res.status).toBe(200);
        expect(((await res.json()) as { total: number }).total).toBe(COUNT / 2);
        if (before.cardTables === 'writing' && after.cardTables === 'writing') answeredWhileWriting++;
        if (after.cardTablesProgress) progress.push(after.cardTablesProgress.cards.written);
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    await t.cards.persisted();
    expect(answeredWhileWriting).toBeGreaterThan(0);
    // While loading, the share of the search index prepared only grows and stays under 1.
    expect(prepared.length).toBeGreaterThan(0);
    expect(prepared).toEqual([...prepared].sort((a, b) => a - b));
    expect(prepared.every((share) => share >= 0 && share < 1)).toBe(true);
    // Progress only grows, and ends with every card written.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const done = await health();
    expect(done.cardTables).toBe('done');
    expect(done.cardTablesProgress?.cards).toEqual({ written: COUNT, total: COUNT });

    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n, min(name) as first from cards`,
    )) as unknown as { rows: { n: number; first: string }[] };
    expect(rows.rows[0]).toEqual({ n: COUNT, first: 'Ach! Hans, Run! "Quote" \\ Slash' });
    // The whole card round-trips through the CSV: the stored JSON is the index's card.
    const stored = (await t.database.db.execute(
      sql`select data, colors from cards where id = 'oracle-0'`,
    )) as unknown as { rows: { data: unknown; colors: string[] }[] };
    expect(stored.rows[0]?.data).toEqual(JSON.parse(JSON.stringify(t.cards.index!.get('oracle-0'))));
    expect(stored.rows[0]?.colors).toEqual(['G']);
  });
});

describe(`card loading under back-to-back requests (${testDbKind})`, () => {
  const file = writeTestCardFile(Array.from({ length: COUNT }, (_, i) => scryfallCard(i)));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true, cards: { file: file.file, persist: true, start: false } });
  });
  afterAll(async () => {
    await t?.close();
    file.remove();
  });

  it('answers every search while the copy runs, and the copy still ends though no quiet gap comes', async () => {
    void t.cards.start();
    let tables = 'none';
    let answered = 0;
    // One request after another, never a pause: on PGlite the copy must take its turns in the short
    // gaps between them (request-activity.ts) and still finish.
    for (let i = 0; tables !== 'done' && i < 100_000; i++) {
      const health = (await (await fetch(`${t.url}/healthz`)).json()) as Health;
      tables = health.cardTables;
      if (health.cards.status !== 'ready' || tables === 'done') continue;
      const res = await fetch(`${t.url}/api/cards/search?q=t:elf&page=${(i % 50) + 1}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      if (tables === 'writing') answered++;
    }
    expect(tables).toBe('done');
    expect(answered).toBeGreaterThan(0);
    const rows = (await t.database.db.execute(sql`select count(*)::int as n from cards`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]?.n).toBe(COUNT);
  });
});
