import type { CubePricesResponse, PriceSwapsResponse } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CARDS,
  ORACLE_CARDS,
  PRINTING,
} from '../../../../core/src/prices/scryfall-prices.test-support';
import { type AnyBody, call, createCube, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import { cubeCards } from '../../db/schema';

// The price routes over a small bulk data set in Scryfall's format (oracle cards plus printings, prices as
// strings or null), and over the same cards without prices, as the offline file is.

describe(`cube prices (${testDbKind})`, () => {
  const oracle = writeTestCardFile(ORACLE_CARDS);
  const printings = writeTestCardFile(DEFAULT_CARDS);
  const bare = writeTestCardFile(ORACLE_CARDS.map(({ prices: _prices, ...rest }) => rest));
  let t: TestApp;
  let people: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;

  beforeAll(async () => {
    t = await createTestApp({ cards: { file: oracle.file, printings: printings.file } });
    people = await insertPeople(t);
    cubeId = await createCube(t.app, people.owner, { name: 'Priced cube' });
    const added = await call(t.app, people.owner, 'POST', `/api/cubes/${cubeId}/collaborators`, {
      user: people.editor.username,
    });
    expect(added.status).toBe(201);
    const res = await save(t.app, people.owner, cubeId, [
      { type: 'add', card: { name: 'Lightning Bolt', printingId: PRINTING.boltLea } },
      { type: 'add', card: { name: 'Counterspell', printingId: PRINTING.csLea } },
      { type: 'add', card: { name: 'Sol Ring', finish: 'etched' } },
      { type: 'add', card: { name: 'Grizzly Bears' } },
      { type: 'add', card: { name: 'Forest', board: 'maybe' } },
    ]);
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    for (const f of [oracle, printings, bare]) f.remove();
  });

  it('totals the cube by chosen printings and finishes, cheapest where none is chosen, with breakdowns', async () => {
    const res = await call<CubePricesResponse>(t.app, null, 'GET', `/api/cubes/${cubeId}/prices`);
    expect(res.status).toBe(200);
    expect(res.body.hasPriceData).toBe(true);
    // $400 (LEA Bolt) + $120 (LEA Counterspell) + $6 (etched Sol Ring) + $0.10 (Forest); Bears unpriced.
    expect(res.body.total.usd).toEqual({ total: 526.1, priced: 4, missing: 1 });
    expect(res.body.byBoard.map((r) => [r.key, r.cost.usd.total])).toEqual([
      ['main', 526],
      ['maybe', 0.1],
    ]);
    expect(Object.values(res.body.entries)).toHaveLength(5);
  });

  it('proposes cheapest-printing swaps with the saving, to anyone who may view', async () => {
    const res = await call<PriceSwapsResponse>(t.app, null, 'GET', `/api/cubes/${cubeId}/prices/swaps`);
    expect(res.status).toBe(200);
    expect(res.body.swaps.map((s) => [s.name, s.toPrintingId])).toEqual([
      ['Lightning Bolt', PRINTING.boltM10],
      ['Counterspell', PRINTING.csEma],
    ]);
    expect(res.body.saving).toBe(517.45);
  });

  it('prices a version once: read again, it is the kept answer, and a 304 to its ETag (ADR 0086)', async () => {
    const url = `/api/cubes/${cubeId}/prices`;
    const swapsUrl = `${url}/swaps`;
    const first = await t.app.inject({ method: 'GET', url });
    const firstSwaps = await t.app.inject({ method: 'GET', url: swapsUrl });
    expect([first.statusCode, firstSwaps.statusCode]).toEqual([200, 200]);
    // A change behind the app's back (no event, no new version): a read that prices the list again sees it.
    const bolt = and(eq(cubeCards.cubeId, cubeId), eq(cubeCards.name, 'Lightning Bolt'));
    await t.database.db.update(cubeCards).set({ finish: 'foil', printingId: null }).where(bolt);
    try {
      expect((await t.app.inject({ method: 'GET', url })).body).toBe(first.body);
      expect((await t.app.inject({ method: 'GET', url: swapsUrl })).body).toBe(firstSwaps.body);
    } finally {
      await t.database.db
        .update(cubeCards)
        .set({ finish: 'nonfoil', printingId: PRINTING.boltLea })
        .where(bolt);
    }
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('refuses bad input with a 4xx', async () => {
    const bad = [
      await call(t.app, null, 'GET', `/api/cubes/${cubeId}/prices/swaps?currency=gbp`),
      await call(t.app, people.owner, 'POST', `/api/cubes/${cubeId}/prices/swaps`, { currency: 'doubloons' }),
      await call(t.app, people.owner, 'POST', `/api/cubes/${cubeId}/prices/swaps`, {
        currency: 'usd',
        entryIds: [],
      }),
      await call(t.app, people.owner, 'POST', `/api/cubes/${cubeId}/prices/swaps`, {
        currency: 'usd',
        extra: 1,
      }),
      await call(t.app, people.owner, 'POST', `/api/cubes/${cubeId}/prices/swaps`, {
        currency: 'usd',
        entryIds: ['not-an-entry'],
      }),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect((bad[4]!.body as AnyBody).error).toBe('No cheaper printing to swap to');
    const missing = await call(t.app, null, 'GET', '/api/cubes/no-such-cube/prices');
    expect(missing.status).toBe(404);
  });

  it('lets only the owner and editors apply swaps', async () => {
    const body = { currency: 'usd' };
    const url = `/api/cubes/${cubeId}/prices/swaps`;
    expect((await call(t.app, null, 'POST', url, body)).status).toBe(401);
    expect((await call(t.app, people.stranger, 'POST', url, body)).status).toBe(403);
    const before = await call<CubePricesResponse>(t.app, null, 'GET', `/api/cubes/${cubeId}/prices`);
    expect(before.body.total.usd.total).toBe(526.1);
  });

  it('applies the swaps as one version, and the total falls by the saving', async () => {
    const before = await call<AnyBody>(t.app, people.owner, 'GET', `/api/cubes/${cubeId}/versions`);
    const res = await call<AnyBody>(t.app, people.editor, 'POST', `/api/cubes/${cubeId}/prices/swaps`, {
      currency: 'usd',
    });
    expect(res.status).toBe(200);
    expect(res.body.applied.saving).toBe(517.45);
    expect(res.body.save.version.summary).toBe('Cheapest printings for 2 cards, saving $517.45');
    const after = await call<AnyBody>(t.app, people.owner, 'GET', `/api/cubes/${cubeId}/versions`);
    expect(after.body.versions.length).toBe(before.body.versions.length + 1);
    const prices = await call<CubePricesResponse>(t.app, null, 'GET', `/api/cubes/${cubeId}/prices`);
    expect(prices.body.total.usd.total).toBe(8.65);
    const again = await call<PriceSwapsResponse>(t.app, null, 'GET', `/api/cubes/${cubeId}/prices/swaps`);
    expect(again.body.swaps).toEqual([]);
  });

  it('takes new prices with the next card-data sync (the reload of newer bulk files)', async () => {
    // Scryfall's next day: the Forest printing now lists at $0.25.
    const bump = (o: (typeof DEFAULT_CARDS)[number]) =>
      o.id === PRINTING.forestM10 ? { ...o, prices: { ...o.prices, usd: '0.25' } } : o;
    const nextOracle = writeTestCardFile(ORACLE_CARDS.map(bump));
    const nextPrintings = writeTestCardFile(DEFAULT_CARDS.map(bump));
    try {
      await t.cards.reload({ cards: nextOracle.file, printings: nextPrintings.file, origin: 'cache' });
      const res = await call<CubePricesResponse>(t.app, null, 'GET', `/api/cubes/${cubeId}/prices`);
      expect(res.body.total.usd.total).toBe(8.8);
    } finally {
      nextOracle.remove();
      nextPrintings.remove();
    }
  });

  it('says there is no price data rather than pricing at zero when the card file has none', async () => {
    const offline = await createTestApp({ cards: { file: bare.file } });
    try {
      const owner = (await insertPeople(offline, 'x')).owner;
      const id = await createCube(offline.app, owner, { name: 'Offline cube' });
      expect(
        (await save(offline.app, owner, id, [{ type: 'add', card: { name: 'Lightning Bolt' } }])).status,
      ).toBe(200);
      const res = await call<CubePricesResponse>(offline.app, null, 'GET', `/api/cubes/${id}/prices`);
      expect(res.body.hasPriceData).toBe(false);
      expect(res.body.total.usd).toEqual({ total: 0, priced: 0, missing: 1 });
      const apply = await call<AnyBody>(offline.app, owner, 'POST', `/api/cubes/${id}/prices/swaps`, {
        currency: 'usd',
      });
      expect(apply.status).toBe(400);
      expect(apply.body.error).toBe('There is no price data to choose printings by');
    } finally {
      await offline.close();
    }
  });
});
