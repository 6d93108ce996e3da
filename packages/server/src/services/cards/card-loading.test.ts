import { ManualClock } from '@cubewright/core/clock';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import type { CopyProgress } from './persist-cards';

// Card loading holds no request up: once the index says ready, search answers over a real socket while
// a worker thread copies the cards into the database, and /healthz says how far the copy is. The tests
// hold the copy at its first written rows (copyCheckpoint) to look at the app half-way through it: polling
// to catch it there by chance never did on a loaded machine. Their clock never moves, so ready waits for
// the copy's first rows, never for its wall-clock bound.
// On PGlite the copy is paced to step aside for requests, and that pacing stretches on a busy machine: the
// first test took 1.2 s at load 4 but 16-46 s beside a CPU hog at load 14-18 (0.7 s on PostgreSQL), so
// these tests carry a limit above the project's minute.
const LOADING_LIMIT = { timeout: 120_000 };

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

// Enough cards that the copy runs in many statements on either database (the gate, not the count, makes
// sure the tests see it half-way).
const COUNT = 3000;
// Fewer for the back-to-back test: each of its statements waits for a gap between requests and is sized
// to a millisecond, so its time grows with the rows (1,000 took 12-41 s at load 13-20; 200 took 3-14 s
// beside a CPU hog); two hundred still take many turns.
const BACK_TO_BACK_COUNT = 200;

/** Holds the card-table copy at its first written rows until `release()`; `seen` is every step. */
function copyGate() {
  const seen: CopyProgress[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const checkpoint = async (p: CopyProgress) => {
    seen.push(structuredClone(p));
    if (p.cards.written + p.printings.written === 0) return;
    reached();
    await released;
  };
  return { seen, held, release, checkpoint };
}

interface Health {
  cards: { status: string };
  cardSearchPrepared: number;
  cardTables: string;
  cardTablesProgress: { cards: { written: number; total: number } } | null;
}

describe(`card loading while serving (${testDbKind})`, () => {
  const file = writeTestCardFile(Array.from({ length: COUNT }, (_, i) => scryfallCard(i)));
  const gate = copyGate();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      clock: new ManualClock(Date.parse('2026-01-01T00:00:00Z')),
      cards: { file: file.file, persist: true, start: false, copyCheckpoint: gate.checkpoint },
    });
  });
  afterAll(async () => {
    gate.release();
    await t?.close();
    file.remove();
  });

  const health = async () => (await (await fetch(`${t.url}/healthz`)).json()) as Health;

  it(
    'reports search-index progress, says ready once the copy is under way, answers search while the card tables are written, reports their progress, then writes every row',
    LOADING_LIMIT,
    async () => {
      // Loading from the start: the app says so before the load is even started, so at least one answer
      // is from before ready whatever the machine's speed (catching one after start would be a race).
      let before = await health();
      expect(before.cards.status).toBe('loading');
      void t.cards.start();
      // The index is built while the copy starts beside it; ready waits for the copy's first rows.
      const prepared: number[] = [];
      while (before.cards.status === 'loading') {
        prepared.push(before.cardSearchPrepared);
        before = await health();
      }
      expect(before.cards.status).toBe('ready');
      expect(before.cardSearchPrepared).toBe(1);
      // While loading, the share of the search index prepared only grows and stays under 1.
      expect(prepared.length).toBeGreaterThan(0);
      expect(prepared).toEqual([...prepared].sort((a, b) => a - b));
      expect(prepared.every((share) => share >= 0 && share < 1)).toBe(true);

      // Ready waited until the copy was under way: its first COPY does not fall on the first searches.
      expect(gate.seen.some((p) => p.cards.written + p.printings.written > 0)).toBe(true);
      await gate.held;
      const first = gate.seen.at(-1)!;
      expect(first.cards.written + first.printings.written).toBeGreaterThan(0);
      for (let page = 1; page <= 5; page++) {
        const res = await fetch(`${t.url}/api/cards/search?q=t:elf&page=${page}`);
        expect(res.status).toBe(200);
        expect(((await res.json()) as { total: number }).total).toBe(COUNT / 2);
        const now = await health();
        expect(now.cardTables).toBe('writing');
        expect(now.cardTablesProgress?.cards).toEqual(first.cards);
      }
      gate.release();
      await t.cards.persisted();
      // Progress only grows, and ends with every card written.
      const written = gate.seen.map((p) => p.cards.written);
      expect(written).toEqual([...written].sort((a, b) => a - b));
      expect(gate.seen.at(-1)?.cards).toEqual({ written: COUNT, total: COUNT });
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
    },
  );
});

describe(`card loading under back-to-back requests (${testDbKind})`, () => {
  const file = writeTestCardFile(Array.from({ length: BACK_TO_BACK_COUNT }, (_, i) => scryfallCard(i)));
  const gate = copyGate();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      clock: new ManualClock(Date.parse('2026-01-01T00:00:00Z')),
      cards: { file: file.file, persist: true, start: false, copyCheckpoint: gate.checkpoint },
    });
  });
  afterAll(async () => {
    gate.release();
    await t?.close();
    file.remove();
  });

  it(
    'answers every search while the copy runs, and the copy still ends though no quiet gap comes',
    LOADING_LIMIT,
    async () => {
      void t.cards.start();
      let tables = 'none';
      let answered = 0;
      // One request after another, never a pause: on PGlite the copy must take its turns in the short
      // gaps between them (request-activity.ts) and still finish. The gate holds the copy at its first
      // rows until a search has been answered while the tables were being written.
      for (let i = 0; tables !== 'done' && i < 100_000; i++) {
        const health = (await (await fetch(`${t.url}/healthz`)).json()) as Health;
        tables = health.cardTables;
        if (health.cards.status !== 'ready' || tables === 'done') continue;
        const res = await fetch(`${t.url}/api/cards/search?q=t:elf&page=${(i % 50) + 1}`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        if (tables === 'writing') answered++;
        if (answered === 3) gate.release();
      }
      expect(tables).toBe('done');
      expect(answered).toBeGreaterThanOrEqual(3);
      const rows = (await t.database.db.execute(sql`select count(*)::int as n from cards`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows.rows[0]?.n).toBe(BACK_TO_BACK_COUNT);
    },
  );
});
