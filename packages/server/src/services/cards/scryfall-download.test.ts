import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { appMeta, cards as cardsTable, printings as printingsTable } from '../../db/schema';
import { cardSourceOf } from './card-files';
import { CardService } from './card-service';
import { persistCardData } from './persist-cards';
import { syncBulkFiles } from './scryfall-download';

// A handful of objects in Scryfall's card format, written for this test.
const card = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  object: 'card',
  id,
  oracle_id: `oracle-${id}`,
  name,
  layout: 'normal',
  mana_cost: '{U}',
  cmc: 1,
  type_line: 'Instant',
  oracle_text: 'Scry 1.\nDraw a card.',
  colors: ['U'],
  color_identity: ['U'],
  set: 'xln',
  set_name: 'Ixalan',
  collector_number: '65',
  rarity: 'common',
  released_at: '2017-09-29',
  image_uris: { normal: `https://cards.scryfall.io/normal/front/${id}.jpg` },
  ...extra,
});
const oracleCards = [
  card('c1', 'Opt'),
  card('c2', 'Fire // Ice', {
    layout: 'split',
    mana_cost: '{1}{R} // {1}{U}',
    card_faces: [
      {
        object: 'card_face',
        name: 'Fire',
        mana_cost: '{1}{R}',
        type_line: 'Instant',
        oracle_text: 'Fire deals 2 damage.',
      },
      {
        object: 'card_face',
        name: 'Ice',
        mana_cost: '{1}{U}',
        type_line: 'Instant',
        oracle_text: 'Tap target permanent.',
      },
    ],
  }),
  card('c3', 'Goblin', { layout: 'token' }),
];
const defaultCards = [
  card('p1', 'Opt', { oracle_id: 'oracle-c1', set: 'dom', set_name: 'Dominaria', released_at: '2018-04-27' }),
  card('p2', 'Opt', { oracle_id: 'oracle-c1' }),
  card('p3', 'Fire // Ice', { oracle_id: 'oracle-c2', set: 'apc', set_name: 'Apocalypse' }),
];
// Scryfall writes one object per line.
const bulkText = (objs: unknown[]) => `[\n${objs.map((o) => JSON.stringify(o)).join(',\n')}\n]\n`;

describe(`Scryfall bulk download against a local server (${testDbKind})`, () => {
  let server: http.Server;
  let api: string;
  let root: string;
  let dir: string;
  let t: TestApp;
  const requests: string[] = [];
  const updatedAt: Record<string, string> = {
    oracle_cards: '2026-11-01T09:00:00+00:00',
    default_cards: '2026-11-01T09:10:00+00:00',
  };
  let failFiles = false;
  const files: Record<string, Buffer> = {
    '/file/oracle-cards-20261101.json.gz': zlib.gzipSync(bulkText(oracleCards)),
    '/file/default-cards-20261101.json': Buffer.from(bulkText(defaultCards)),
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-cards-sync-'));
    dir = path.join(root, 'cards');
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/bulk-data') {
        const entry = (type: string, file: string) => ({
          object: 'bulk_data',
          id: `id-${type}`,
          type,
          updated_at: updatedAt[type] ?? '2026-11-01T00:00:00+00:00',
          uri: `${api}/bulk-data/id-${type}`,
          name: type,
          description: `${type} for the test`,
          size: files[file]?.length ?? 0,
          download_uri: `${api}${file}`,
          content_type: 'application/json',
          content_encoding: 'gzip',
        });
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            object: 'list',
            has_more: false,
            data: [
              entry('oracle_cards', '/file/oracle-cards-20261101.json.gz'),
              entry('unique_artwork', '/file/none.json'),
              entry('default_cards', '/file/default-cards-20261101.json'),
            ],
          }),
        );
        return;
      }
      const body = files[req.url ?? ''];
      if (!body || failFiles) {
        res.statusCode = failFiles ? 500 : 404;
        res.end('no');
        return;
      }
      res.setHeader('content-length', body.length);
      // Two writes, so the progress callback sees the download in more than one step.
      res.write(body.subarray(0, body.length >> 1));
      setTimeout(() => res.end(body.subarray(body.length >> 1)), 5);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => server?.close(r));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('downloads oracle_cards and default_cards with progress, then skips them while unchanged', async () => {
    const progress: Array<{ received: number; total: number | null; finished: boolean }> = [];
    const first = await syncBulkFiles({
      apiUrl: api,
      dir,
      onProgress: (s, finished) => progress.push({ received: s.received, total: s.total, finished }),
    });
    expect(first.map((r) => [r.type, r.status, path.basename(r.file)])).toEqual([
      ['oracle_cards', 'downloaded', 'oracle-cards.json.gz'],
      ['default_cards', 'downloaded', 'default-cards.json'],
    ]);
    expect(fs.readFileSync(first[0]!.file)).toEqual(files['/file/oracle-cards-20261101.json.gz']);
    const done = progress.filter((p) => p.finished);
    expect(done).toHaveLength(2);
    expect(done.every((p) => p.received === p.total)).toBe(true);
    expect(progress.length).toBeGreaterThan(2);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.part'))).toEqual([]);

    requests.length = 0;
    const second = await syncBulkFiles({ apiUrl: api, dir });
    expect(second.map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
    expect(requests).toEqual(['/bulk-data']);
  });

  it('downloads again only the file whose updated_at changed, and keeps the old file when a download fails', async () => {
    updatedAt.oracle_cards = '2026-11-02T09:00:00+00:00';
    failFiles = true;
    await expect(syncBulkFiles({ apiUrl: api, dir })).rejects.toThrow(/answered 500/);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'default-cards.json',
      'manifest.json',
      'oracle-cards.json.gz',
    ]);
    failFiles = false;
    requests.length = 0;
    const again = await syncBulkFiles({ apiUrl: api, dir });
    expect(again.map((r) => r.status)).toEqual(['downloaded', 'unchanged']);
    expect(requests).toEqual(['/bulk-data', '/file/oracle-cards-20261101.json.gz']);
  });

  it('loads the downloaded files through the card service and mirrors them into the database once', async () => {
    const source = cardSourceOf({ dataDir: root, cardDataFile: undefined, cardPrintingsFile: undefined });
    expect(source).toMatchObject({ origin: 'cache', cards: path.join(dir, 'oracle-cards.json.gz') });
    const service = new CardService({ source, log: pino({ level: 'silent' }), database: t.database });
    await service.start();
    await service.persisted();
    expect(service.status()).toEqual({ status: 'ready', count: 2, printingCount: 3, message: null });
    const index = service.index!;
    expect(index.lookup('Ice')?.name).toBe('Fire // Ice');
    expect(index.printingsOf('oracle-c1').map((p) => p.set)).toEqual(['dom', 'xln']);

    const db = t.database.db;
    expect((await db.select({ n: count() }).from(cardsTable))[0]!.n).toBe(2);
    expect((await db.select({ n: count() }).from(printingsTable))[0]!.n).toBe(3);
    const files = [source!.cards, source!.printings!];
    const { fingerprintOf } = await import('./bulk-file');
    expect(await persistCardData(t.database, source!, await fingerprintOf(files))).toBe('unchanged');
    // A mirror release 0.1 wrote from the same file (stamped with the file alone) lacks the newer facts.
    const older = { fingerprint: await fingerprintOf(files) };
    await db.update(appMeta).set({ value: older }).where(eq(appMeta.key, 'card_data'));
    expect(await persistCardData(t.database, source!, await fingerprintOf(files))).toBe('written');
    expect(await persistCardData(t.database, source!, 'another-file')).toBe('written');
    await service.stop();
  });
});
