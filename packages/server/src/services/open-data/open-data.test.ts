import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ManualClock } from '@cubewright/core/clock';
import { OPEN_DATA_FILES, type OpenDataListing } from '@cubewright/core/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, adds, call, createCube, patchSettings, save } from '../../../test/cube-requests';
import { createDraft, draftableCube, playToEnd } from '../../../test/draft-bed';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { createEvent, pairNext } from '../../../test/record-requests';
import { loadConfig } from '../../config';
import { cubes, draftChat, recordEvents, session } from '../../db/schema';
import { jobHandlers } from '../jobs/handlers';
import { JobWorker, workerOf } from '../jobs/worker';
import { nextDumpAt, OPEN_DATA_JOB, scheduleOpenDataDump } from './job';
import { keysetPages } from './keyset-pages';

// The nightly open data dump, end to end: a world of public, private, unlisted and hidden cubes, drafts
// with shared and private logs, recorded events with typed names, notes and a share link, people with
// e-mails, sessions and IPs. The dump is produced by the job once the app's clock reaches the night (a
// second instance on the same database and folder competing for it), downloaded through the stable
// URLs, decompressed, and every secret is looked for in every byte.

describe(`open data dump (${testDbKind})`, () => {
  let one: TestApp;
  let two: TestApp;
  const clock = new ManualClock(Date.UTC(2026, 10, 28, 12, 0, 0));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-open-data-'));
  const secrets: string[] = [];
  const ids: Record<string, string> = {};
  /** Each file of the latest dump, decompressed, as downloaded. */
  const files = new Map<string, string>();
  const rows = (name: string): AnyBody[] =>
    files
      .get(name)!
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));

  const stopWorkers = async (t: TestApp) => {
    for (let w = workerOf(t.database); w; w = workerOf(t.database)) await w.stop();
  };

  beforeAll(async () => {
    one = await createTestApp({ clock, draftWorker: false });
    two = await createTestApp({ clock, draftWorker: false, sameDatabaseAs: one });
    // The test runs the jobs by hand, one worker per instance; the apps' own would race it.
    await stopWorkers(one);
    await stopWorkers(two);
    one.config.dataDir = dir;
    two.config.dataDir = dir;
    const app = one.app;
    const p = await insertPeople(one, 'Zq7');

    // Listed: a public cube with cards (notes on one), a shared draft and an event.
    const open = await draftableCube(app, p.owner, 40, { name: 'Open Cube', description: 'For everyone' });
    ids.open = open;
    const noted = await save(app, p.owner, open, adds(['Noted Card'], { notes: 'SECRET-CARD-NOTE-7781' }));
    expect(noted.status).toBe(200);
    const shared = await createDraft(app, p.owner, open, { seats: 4, packs: 2, cardsPerPack: 4 });
    ids.shared = shared;
    expect((await call(app, p.editor, 'POST', `/api/drafts/${shared}/join`, {})).status).toBe(200);
    expect((await call(app, p.owner, 'POST', `/api/drafts/${shared}/start`)).status).toBe(200);
    await playToEnd(app, [p.owner, p.editor], shared);
    const result = await call<AnyBody>(app, p.owner, 'GET', `/api/drafts/${shared}/result`);
    const pool = result.body.seats[result.body.mySeat].pool.map((c: AnyBody) => c.id);
    const deck = { main: pool.slice(0, 3), side: pool.slice(3), basics: { W: 7 } };
    expect((await call(app, p.owner, 'PUT', `/api/drafts/${shared}/deck`, deck)).status).toBe(200);
    await one.database.db
      .insert(draftChat)
      .values({ draftId: shared, userId: 'x', username: 'owner', text: 'SECRET-CHAT-LINE-5512' });
    const event = await createEvent(app, p.owner, open, [p.owner, 'SECRET-PLAYER Alice Example'], {
      notes: 'SECRET-EVENT-NOTE-3390',
    });
    ids.event = event.id;
    await pairNext(app, p.owner, open, event.id);
    await one.database.db
      .update(recordEvents)
      .set({ shareToken: 'SECRETSHARETOKEN4471' })
      .where(eq(recordEvents.id, event.id));

    // Same cube, but the host kept the logs private: the draft stays out.
    const hidden = await createDraft(app, p.owner, open, {
      seats: 2,
      packs: 1,
      cardsPerPack: 2,
      logsPrivate: true,
    });
    expect((await call(app, p.owner, 'POST', `/api/drafts/${hidden}/start`)).status).toBe(200);
    await playToEnd(app, [p.owner], hidden);
    secrets.push(hidden);

    // Never listed: private, unlisted, and public but hidden by a moderator; each with a draft and an event.
    for (const [kind, name] of [
      ['private', 'SECRET-PRIVATE-CUBE-1123'],
      ['unlisted', 'SECRET-UNLISTED-CUBE-2234'],
      ['hidden', 'SECRET-HIDDEN-CUBE-3345'],
    ] as const) {
      const id = await draftableCube(app, p.editor, 8, { name });
      await save(app, p.editor, id, adds([`Secret ${kind} card 9`]));
      const draft = await createDraft(app, p.editor, id, { seats: 2, packs: 1, cardsPerPack: 2 });
      expect((await call(app, p.editor, 'POST', `/api/drafts/${draft}/start`)).status).toBe(200);
      await playToEnd(app, [p.editor], draft);
      const secretEvent = await createEvent(app, p.editor, id, [p.editor, `SECRET-${kind}-player`], {
        name: `SECRET-${kind}-event`,
      });
      if (kind === 'hidden')
        await one.database.db
          .update(cubes)
          .set({ hiddenAt: new Date(clock.now()) })
          .where(eq(cubes.id, id));
      else expect((await patchSettings(app, p.editor, id, { visibility: kind })).status).toBe(200);
      secrets.push(id, name, `Secret ${kind} card 9`, draft, secretEvent.id, `SECRET-${kind}-event`);
    }
    ids.private = secrets[secrets.indexOf('SECRET-PRIVATE-CUBE-1123') - 1]!;
    // A public copy of the private cube must not point at it.
    const copy = await createCube(app, p.owner, { name: 'Public copy' });
    await one.database.db.update(cubes).set({ copiedFrom: ids.private }).where(eq(cubes.id, copy));

    // Sessions with an IP and a browser; every account's id, e-mail and password hash.
    await one.database.db.update(session).set({ ipAddress: '203.0.113.77', userAgent: 'SECRET-AGENT/4.2' });
    const q = async (text: ReturnType<typeof sql>) =>
      (await one.database.db.execute(text)) as unknown as { rows: Record<string, string | null>[] };
    for (const r of (await q(sql`select id, email from "user"`)).rows) secrets.push(r.id!, r.email!);
    for (const r of (await q(sql`select token from session`)).rows) secrets.push(r.token!);
    for (const r of (await q(sql`select password from account where password is not null`)).rows)
      secrets.push(r.password!);
    secrets.push(
      '@example.com',
      'SECRET-CARD-NOTE-7781',
      'SECRET-CHAT-LINE-5512',
      'SECRET-PLAYER',
      'Alice Example',
      'SECRET-EVENT-NOTE-3390',
      'SECRETSHARETOKEN4471',
      '203.0.113.77',
      'SECRET-AGENT',
      one.config.authSecret,
      // Drafters' and players' usernames (seat names) are people's names too.
      p.owner.username,
      p.editor.username,
    );
  }, 120_000);

  afterAll(async () => {
    await two?.close();
    await one?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is scheduled once for all instances and answers "none yet" until the night', async () => {
    await scheduleOpenDataDump(one.ctx);
    await scheduleOpenDataDump(two.ctx);
    const scheduled = (await one.database.db.execute(
      sql`select run_at from jobs where kind = ${OPEN_DATA_JOB}`,
    )) as unknown as { rows: { run_at: string | Date }[] };
    expect(scheduled.rows.map((r) => new Date(r.run_at).toISOString())).toEqual(['2026-11-29T03:00:00.000Z']);

    const listing = await call<OpenDataListing>(one.app, null, 'GET', '/api/open-data');
    expect(listing.status).toBe(200);
    expect(listing.body).toMatchObject({ latest: null, dumps: [] });
    const early = await call(one.app, null, 'GET', '/api/open-data/latest/cubes.ndjson.gz');
    expect(early.status).toBe(404);
    expect(early.body).toMatchObject({ error: expect.stringContaining('No open data dump') });
  });

  it('is produced by exactly one instance when the clock reaches the night, then rescheduled', async () => {
    // Which instance ran the dump (the queue holds other jobs too: the hourly purge, save fan-outs).
    const runs: string[] = [];
    const counting = (t: TestApp) =>
      new JobWorker(t.ctx, {
        ...jobHandlers,
        [OPEN_DATA_JOB]: (ctx, payload) => {
          runs.push(t === one ? 'one' : 'two');
          return jobHandlers[OPEN_DATA_JOB]!(ctx, payload);
        },
      });
    const workers = [counting(one), counting(two)];
    await Promise.all(workers.map((w) => w.drain()));
    expect(runs).toEqual([]);
    clock.set(Date.UTC(2026, 10, 29, 3, 0, 0));
    await Promise.all(workers.map((w) => w.drain()));
    expect(runs).toHaveLength(1);
    const next = (await one.database.db.execute(
      sql`select run_at, locked_at from jobs where kind = ${OPEN_DATA_JOB}`,
    )) as unknown as { rows: { run_at: string | Date; locked_at: unknown }[] };
    expect(next.rows).toHaveLength(1);
    expect(new Date(next.rows[0]!.run_at).getTime()).toBe(nextDumpAt(clock.now(), 3).getTime());
    expect(next.rows[0]!.locked_at).toBeNull();
    expect(fs.readdirSync(path.join(dir, 'open-data'))).toEqual(['2026-11-29T03-00-00Z']);
  });

  it('lists the dump and serves each file at the stable URL, with its size and hash', async () => {
    const listing = await call<OpenDataListing>(two.app, null, 'GET', '/api/open-data');
    expect(listing.body.latest?.id).toBe('2026-11-29T03-00-00Z');
    expect(listing.body.latest?.files.map((f) => f.name)).toEqual([...OPEN_DATA_FILES]);
    for (const f of listing.body.latest!.files) {
      expect(f.url).toBe(`/api/open-data/latest/${f.name}`);
      const res = await two.app.inject({
        method: 'GET',
        url: f.url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length).toBe(f.bytes);
      const text = gunzipSync(res.rawPayload).toString('utf8');
      expect(text.split('\n').filter(Boolean)).toHaveLength(f.rows);
      files.set(f.name, text);
      // The same bytes under the dump's own id.
      const own = await two.app.inject({
        method: 'GET',
        url: `/api/open-data/${listing.body.latest!.id}/${f.name}`,
      });
      expect(own.rawPayload.equals(res.rawPayload)).toBe(true);
    }
    expect(
      (await call(one.app, null, 'GET', '/api/open-data/2020-01-01T00-00-00Z/cubes.ndjson.gz')).status,
    ).toBe(404);
    expect((await call(one.app, null, 'GET', '/api/open-data/latest/users.ndjson.gz')).status).toBe(400);
    const openapi = (await call<AnyBody>(one.app, null, 'GET', '/api/openapi.json')).body;
    expect(openapi.paths['/api/open-data']?.get).toBeDefined();
    const params = openapi.paths['/api/open-data/{dump}/{file}']?.get?.parameters ?? [];
    expect(params.find((x: AnyBody) => x.name === 'file')?.schema?.enum).toEqual([...OPEN_DATA_FILES]);
    expect((await call(one.app, null, 'GET', '/api/open-data/..%2F..%2Fetc/cubes.ndjson.gz')).status).toBe(
      400,
    );
  });

  it('holds the listed cubes, their shared drafts with picks and decks, and their events', () => {
    const cubeRows = rows('cubes.ndjson.gz');
    expect(cubeRows.map((c) => c.name).sort()).toEqual(['Open Cube', 'Public copy']);
    const open = cubeRows.find((c) => c.id === ids.open);
    expect(open.cards).toHaveLength(41);
    expect(open.cards.find((c: AnyBody) => c.name === 'Noted Card')).toEqual({
      cardId: 'name:noted card',
      name: 'Noted Card',
      board: 'main',
      printingId: null,
      finish: 'nonfoil',
      tags: [],
      colorCategory: null,
    });
    expect(open.owner).toMatch(/^u_[\w-]{22}$/);
    expect(cubeRows.find((c) => c.name === 'Public copy')).toMatchObject({
      owner: open.owner,
      copiedFrom: null,
    });

    const draftRows = rows('drafts.ndjson.gz');
    expect(draftRows.map((d) => d.id)).toEqual([ids.shared]);
    const draft = draftRows[0];
    expect(draft).toMatchObject({ cubeId: ids.open, formatKind: 'booster', packs: 2, cardsPerPack: 4 });
    expect(draft.seats.map((s: AnyBody) => s.kind)).toEqual(['human', 'human', 'bot', 'bot']);
    expect(draft.seats[0].drafter).toBe(open.owner);
    expect(draft.seats[1].drafter).toMatch(/^u_/);
    expect(draft.seats[1].drafter).not.toBe(open.owner);
    for (const seat of draft.seats) {
      expect(seat.picks).toHaveLength(8);
      expect(seat.pool).toHaveLength(8);
      // The first pick of each pack saw the whole pack; every pick saw the card it took.
      expect(seat.picks[0]).toMatchObject({ pack: 0, pick: 0 });
      expect(seat.picks[0].seen).toHaveLength(4);
      for (const pick of seat.picks) expect(pick.seen).toContain(pick.cardId);
      expect(seat.picks.map((x: AnyBody) => x.cardId).sort()).toEqual([...seat.pool].sort());
    }
    expect(draft.seats[0].deck).toMatchObject({
      main: draft.seats[0].pool.slice(0, 3),
      side: draft.seats[0].pool.slice(3),
      basics: { W: 7 },
    });

    const recordRows = rows('records.ndjson.gz');
    expect(recordRows.map((e) => e.id)).toEqual([ids.event]);
    const event = recordRows[0];
    expect(event).toMatchObject({
      cubeId: ids.open,
      name: 'Friday night',
      date: '2026-11-20',
      pairing: 'swiss',
    });
    expect(event.players.map((x: AnyBody) => [x.seed, x.player])).toEqual([
      [0, open.owner],
      [1, null],
    ]);
    expect(event.matches).toEqual([
      expect.objectContaining({ round: 1, table: 1, a: expect.any(Number), b: expect.any(Number) }),
    ]);
  });

  it('holds none of the secrets: private, unlisted or hidden cubes, notes, names, e-mails, ids, sessions', () => {
    expect(secrets.length).toBeGreaterThan(30);
    // The scan reads real text: what the dump should hold is found by the same search.
    expect([...files.keys()]).toEqual([...OPEN_DATA_FILES]);
    expect(files.get('cubes.ndjson.gz')).toContain(ids.open);
    const found: string[] = [];
    for (const [name, text] of files) {
      for (const secret of secrets) if (text.includes(secret)) found.push(`${name}: ${secret}`);
    }
    expect(found).toEqual([]);
  });
});

describe('the dump hour', () => {
  it('is the next OPEN_DATA_HOUR o’clock UTC, strictly after now', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(nextDumpAt(at('2026-11-28T12:00:00Z'), 3).toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(nextDumpAt(at('2026-11-29T02:59:59Z'), 3).toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(nextDumpAt(at('2026-11-29T03:00:00Z'), 3).toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(nextDumpAt(at('2026-12-31T23:30:00Z'), 0).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reads OPEN_DATA_HOUR: an hour, off, or the default 3 for anything else', () => {
    expect(loadConfig({ OPEN_DATA_HOUR: '5' }).openDataHourUtc).toBe(5);
    expect(loadConfig({ OPEN_DATA_HOUR: 'off' }).openDataHourUtc).toBeNull();
    expect(loadConfig({}).openDataHourUtc).toBe(3);
    for (const bad of ['', '24', '-1', '2.5', 'night'])
      expect(loadConfig({ OPEN_DATA_HOUR: bad }).openDataHourUtc).toBe(3);
  });
});

describe('keyset pages', () => {
  const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${String(i).padStart(4, '0')}`);
  async function readAll(all: string[], size: number) {
    const reads: (string | null)[] = [];
    const read = async (after: string | null, limit: number) => {
      reads.push(after);
      return all.filter((k) => after === null || k > after).slice(0, limit);
    };
    const seen: string[] = [];
    for await (const page of keysetPages(
      size,
      read,
      (k) => k,
      async (rows) => rows.length,
    ))
      seen.push(...page.rows.map((k) => `${k}/${page.extras}`));
    return { seen, reads };
  }

  it('reads every row once, in key order, across pages, whatever the last page holds', async () => {
    for (const n of [0, 1, 99, 100, 101, 250, 300]) {
      const { seen, reads } = await readAll(keys(n), 100);
      expect(seen.map((s) => s.split('/')[0])).toEqual(keys(n));
      // Each row comes with its own page's extras.
      expect(
        seen.every(
          (s) => Number(s.split('/')[1]) === (n % 100 === 0 || s < keys(n)[n - (n % 100)]! ? 100 : n % 100),
        ),
      ).toBe(true);
      // One read per page, plus one that finds nothing when the last page is full.
      expect(reads).toHaveLength(Math.floor(n / 100) + 1);
    }
  });
});
