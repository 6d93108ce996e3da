import { ManualClock } from '@cubewright/core/clock';
import type { DraftEvent, SeatView } from '@cubewright/core/draft';
import type { DraftSubscribeAck } from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { call, type Person } from '../../test/cube-requests';
import { createDraft, draftableCube } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { ackView, draftViewsOn, type SeatUpdate } from '../../test/seat-views';
import { connectWithCookie } from '../../test/sockets';
import { draftEvents } from '../db/schema';
import { HOLD_COUNTERS_MS } from './draft-rooms';

// Two app instances on one PostgreSQL database, each with its own deadline worker. Player A's socket
// is on instance one and player B's on instance two: every pick is applied by the instance its player
// is connected to, so a pack B receives straight after A's pick can only have come through the
// socket.io postgres adapter. PGlite is one process, so this needs TEST_DATABASE_URL.

const onPostgres = testDbKind === 'postgres';

interface PickAck {
  ok: boolean;
  version?: number;
  error?: string;
}

/**
 * Whether a seat may pick now: only once the human seat its pack passes to (pack 1 and 3 pass to the
 * next seat, pack 2 to the previous) has no pack waiting, so that seat is idle and the pack it hears
 * next is the one this pick passes.
 */
function nextSeatIdle(view: SeatView): boolean {
  const n = view.seats.length;
  const next = (view.seat + (view.packNumber % 2 === 0 ? 1 : n - 1)) % n;
  const seat = view.seats[next]!;
  return seat.kind !== 'human' || seat.packsWaiting === 0;
}

/** A seat's socket on one instance; with `picking` it picks the first card of each pack it is shown. */
async function seatSocket(app: TestApp, person: Person, draftId: string, picking: boolean) {
  const socket: Socket = await connectWithCookie(app.url, person.cookie);
  // Versions come whole then as deltas; `updates` holds each rebuilt whole, as the browser shows it.
  const { updates, ask } = draftViewsOn(socket, (m) => {
    if (m.version > seat.latestVersion) {
      seat.latestVersion = m.version;
      seat.latest = m.view;
    }
    void pickFrom(seat.latest);
  });
  const seat = {
    socket,
    updates,
    /** The packs this seat picked from (and so passed on), with the version its pick made. */
    passed: [] as { packId: string; version: number }[],
    picked: [] as string[],
    refusals: [] as string[],
    latest: null as SeatView | null,
    latestVersion: -1,
  };
  const tried = new Set<string>();
  let busy = false;
  async function pickFrom(view: SeatView | null): Promise<void> {
    if (!picking || busy || !view?.pack?.length || !view.packId || !nextSeatIdle(view)) return;
    const key = `${view.packNumber}/${view.pickNumber}`;
    if (tried.has(key)) return;
    tried.add(key);
    busy = true;
    const cardId = view.pack[0]!.id;
    // Booster seq = the seat's picks so far: its pool, in a draft without burns.
    const ack: PickAck = await socket.emitWithAck('draft:act', {
      draftId,
      seq: view.pool.length,
      move: { cardId },
    });
    busy = false;
    if (ack.ok) {
      seat.passed.push({ packId: view.packId, version: ack.version! });
      seat.picked.push(cardId);
    } else seat.refusals.push(ack.error ?? 'refused');
    // A pack may have arrived while the pick was in flight.
    await pickFrom(seat.latest);
  }
  const sub = await ask<DraftSubscribeAck>('draft:subscribe', { draftId });
  if (!sub.ok) throw new Error(`subscribe failed: ${sub.error}`);
  if (sub.version > seat.latestVersion) {
    seat.latestVersion = sub.version;
    seat.latest = ackView(sub);
  }
  void pickFrom(seat.latest);
  return seat;
}

/** How many packs `from` passed that `to` was shown in an update of exactly the passing pick's version. */
function handedOver(from: { passed: { packId: string; version: number }[] }, to: { updates: SeatUpdate[] }) {
  return from.passed.filter((p) =>
    to.updates.some((u) => u.version === p.version && u.view.packId === p.packId),
  ).length;
}

/**
 * Counts, on both instances' pools, the adapter's own notifications carrying a draft update, and the
 * group commits whose statement carries the notice itself (ADR 0084): with the notice in the commit, a
 * pick costs one round trip and the relay sends no update of its own.
 */
function countRelays(apps: TestApp[]) {
  const counts = { adapterUpdates: 0, commitsWithNotice: 0 };
  const restore: (() => void)[] = [];
  for (const app of apps) {
    const pool = app.database.pgPool!;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as { query: unknown }).query = (...args: unknown[]) => {
      // A statement as text and values, or as a config (the group commit's named statement).
      const [given, more] = args as [unknown, unknown[] | undefined];
      const config = typeof given === 'object' ? (given as { text?: string; values?: unknown[] }) : null;
      const text = config ? config.text : given;
      const values = config ? config.values : more;
      if (typeof text === 'string' && text.includes('pg_notify')) {
        if (text.includes('relayed as')) counts.commitsWithNotice++;
        else if (String(values?.[1] ?? '').includes('"kind":"update"')) counts.adapterUpdates++;
      }
      return query(...args);
    };
    restore.push(() => {
      (pool as { query: unknown }).query = query;
    });
  }
  return {
    counts,
    restore: () => {
      for (const r of restore) r();
    },
  };
}

/** Both instances' clock: counter holds, pick deadlines and the deadline workers run on it. */
const clock = new ManualClock();
/** How far the clock moves each time a wait finds its condition unmet. */
const STEP_MS = 100;

/**
 * Waits for `check`, moving the clock STEP_MS at a time (up to `clockMs` of it) and letting sockets and
 * the database answer in between: time passes for the server as fast as the test can check, not as
 * the wall clock allows.
 */
async function until(what: string, check: () => boolean | Promise<boolean>, clockMs = 30_000) {
  for (let moved = 0; !(await check()); moved += STEP_MS) {
    if (moved > clockMs) throw new Error(`${what} did not happen within ${clockMs} ms of the clock`);
    await clock.advanceAsync(STEP_MS);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('drafts across two instances (postgres)', needs({ PostgreSQL: onPostgres }), () => {
  let one: TestApp;
  let two: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Both instances run their deadline workers, as in production.
    one = await createTestApp({ listen: true, clock });
    two = await createTestApp({ listen: true, sameDatabaseAs: one, clock });
    p = await insertPeople(one);
    cubeId = await draftableCube(one.app, p.owner, 130);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await two?.close();
    await one?.close();
  });

  async function startDraft(body: object) {
    const id = await createDraft(one.app, p.owner, cubeId, body);
    expect((await call(two.app, p.editor, 'POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
    expect((await call(one.app, p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    return id;
  }

  const statusOf = async (id: string) =>
    (await call<{ draft: { status: string } }>(one.app, p.owner, 'GET', `/api/drafts/${id}`)).body.draft
      .status;

  it('players on different instances draft to the end with six bots, each receiving the other’s passes', async () => {
    const id = await startDraft({ seats: 8, bots: true, packs: 3, cardsPerPack: 5 });
    const relays = countRelays([one, two]);
    const a = await seatSocket(one, p.owner, id, true);
    const b = await seatSocket(two, p.editor, id, true);
    sockets.push(a.socket, b.socket);
    try {
      // A seat picks once the next seat's counter shows it idle, and another seat's counters reach a
      // seat that is only thinking when the hold ends (HOLD_COUNTERS_MS): up to that long per pick.
      await until(
        'the draft to complete',
        async () => (await statusOf(id)) === 'complete',
        30 * HOLD_COUNTERS_MS + 30_000,
      );
      await until('both seats to hear the end', () =>
        [a, b].every((s) => s.updates.some((u) => u.status === 'complete')),
      );
    } finally {
      relays.restore();
    }
    // The picks went to the other instance in their commit's own statement, not in a second round trip:
    // only a pick decided under the lock (each instance's first of the draft, which learns its cube, or
    // one that met the other instance's commit) is relayed by the adapter as before.
    expect(relays.counts.commitsWithNotice).toBeGreaterThanOrEqual(20);
    expect(relays.counts.adapterUpdates).toBeLessThan(relays.counts.commitsWithNotice / 3);

    expect(a.refusals).toEqual([]);
    expect(b.refusals).toEqual([]);
    expect(a.picked).toHaveLength(15);
    expect(b.picked).toHaveLength(15);
    // Packs 1 and 3 pass from A to B, pack 2 from B to A: four non-empty packs each time, each heard by
    // the idle receiver in the very version the passer's pick made on the other instance.
    expect(handedOver(a, b), 'packs from A (instance one) heard by B on instance two').toBe(8);
    expect(handedOver(b, a), 'packs from B (instance two) heard by A on instance one').toBe(4);
    // Each socket only ever saw its own seat.
    for (const u of a.updates) expect(u.view.seat).toBe(0);
    for (const u of b.updates) expect(u.view.seat).toBe(1);

    const result = await call<{ seats: { pool: { id: string }[] }[] }>(
      two.app,
      p.editor,
      'GET',
      `/api/drafts/${id}/result`,
    );
    expect(result.status).toBe(200);
    const pools = result.body.seats.map((s) => s.pool.map((c) => c.id));
    for (const pool of pools) expect(pool).toHaveLength(15);
    expect(new Set(pools.flat()).size).toBe(120);
    expect(pools[0]).toEqual(a.picked);
    expect(pools[1]).toEqual(b.picked);
  }, 180_000); // 24 picks each way through two instances: over 60 s at load 15 (stop 41's .ci/run).

  it('gives exactly one auto-pick per expired deadline with both instances’ workers claiming', async () => {
    // 10 s for the first card, 5 s (the floor) for the second; nobody picks.
    const id = await startDraft({ seats: 2, bots: false, packs: 1, cardsPerPack: 2, timerSeconds: 10 });
    const a = await seatSocket(one, p.owner, id, false);
    const b = await seatSocket(two, p.editor, id, false);
    sockets.push(a.socket, b.socket);
    await until('both deadlines to pass', async () => (await statusOf(id)) === 'complete', 40_000);

    const rows = await one.database.db.select().from(draftEvents).where(eq(draftEvents.draftId, id));
    const autos = rows
      .flatMap((r) => r.events as DraftEvent[])
      .flatMap((e) => (e.type === 'autoPicked' ? [`${e.seat}/${e.packNumber}/${e.pickNumber}`] : []))
      .sort();
    expect(autos).toEqual(['0/0/0', '0/0/1', '1/0/0', '1/0/1']);
    expect(rows.filter((r) => r.kind === 'pick')).toHaveLength(0);

    // Both sockets heard each auto-pick, whichever instance's worker made it.
    await until('both seats to hear the end', () =>
      [a, b].every((s) => s.updates.some((u) => u.status === 'complete')),
    );
    for (const s of [a, b]) {
      expect(s.updates.some((u) => u.view.pool.length === 1)).toBe(true);
      expect(s.updates.find((u) => u.status === 'complete')!.view.pool).toHaveLength(2);
    }
  }, 180_000); // 3 s quiet, 38 s at load 15.
});
