import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION, type SeatViewResponse } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Person } from '../../test/cube-requests';
import { createDraft, draftableCube } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { draftEvents, user } from '../db/schema';
import { drain, SHUTDOWN_LIMIT_MS } from './drain';

// The SIGTERM sequence of main.ts, in process on a listening app: /healthz turns 503 first while the
// app still serves, then the listener refuses new connections, a draft pick already queued commits and
// is answered, the realtime socket loses its transport (so socket.io reconnects, elsewhere behind a
// proxy) instead of being told to stay away, and the whole drain ends well inside the limit.

const GRACE_MS = 600;

describe(`draining an instance (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let socket: Socket | undefined;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    p = await insertPeople(t);
  });
  afterAll(async () => {
    socket?.close();
    await t?.close();
  });

  async function userId(person: Person): Promise<string> {
    const [row] = await t.database.db.select().from(user).where(eq(user.email, person.email));
    return row!.id;
  }

  it('answers 503 on /healthz, refuses new connections, finishes the pick in flight and sends sockets away', async () => {
    const cubeId = await draftableCube(t.app, p.owner, 40);
    const draftId = await createDraft(t.app, p.owner, cubeId, { seats: 2, packs: 1, cardsPerPack: 4 });
    expect((await call(t.app, p.owner, 'POST', `/api/drafts/${draftId}/start`)).status).toBe(200);
    const view = (await call<SeatViewResponse>(t.app, p.owner, 'GET', `/api/drafts/${draftId}/view`)).body
      .view;

    const s = io(t.url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { protocol: REALTIME_PROTOCOL_VERSION },
      extraHeaders: { cookie: p.owner.cookie },
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
    });
    socket = s;
    await new Promise<void>((resolve, reject) => {
      s.once('connect', resolve);
      s.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => s.once('disconnect', resolve));
    const retried = new Promise<void>((resolve) => s.io.once('reconnect_attempt', () => resolve()));

    // A pick queued in the draft's batch the moment the drain starts.
    const pick = { packNumber: view.packNumber, pickNumber: view.pickNumber, cardId: view.pack![0]!.id };
    const started = performance.now();
    const picked = t.drafts.play.pickOnly(await userId(p.owner), draftId, pick);
    const drained = drain(t.app, t.ctx, { graceMs: GRACE_MS });

    const health = await fetch(`${t.url}/healthz`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { status: string }).status).toBe('draining');
    // Still serving whatever reaches it during the grace period.
    expect((await fetch(`${t.url}/api/app-info`)).status).toBe(200);
    expect(s.connected).toBe(true);

    await drained;
    const ms = performance.now() - started;
    expect(ms).toBeGreaterThanOrEqual(GRACE_MS - 5);
    expect(ms).toBeLessThan(SHUTDOWN_LIMIT_MS);

    const { outcome } = await picked;
    expect(outcome.duplicate).toBe(false);
    const rows = await t.database.db
      .select()
      .from(draftEvents)
      .where(and(eq(draftEvents.draftId, draftId), eq(draftEvents.kind, 'pick')));
    expect(rows).toHaveLength(1);

    // Lost the transport rather than being dismissed, so the client tries again on its own.
    expect(await disconnected).toBe('transport close');
    await retried;
    await expect(fetch(`${t.url}/healthz`)).rejects.toThrow('fetch failed');
  });
});

describe(`draining waits for what the last commits started (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends only after the work an event listener started (a notice being written) has ended', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    // A listener that starts work it does not make the publisher wait for, as the notices do.
    t.ctx.events.on('cube:touched', () => {
      void t.ctx.events.track(held.then(() => order.push('notice written')));
    });
    await t.ctx.events.publish('cube:touched', { cubeId: 'any' });

    let waiting = false;
    const settled = t.ctx.events.settled.bind(t.ctx.events);
    t.ctx.events.settled = () => {
      waiting = true;
      return settled();
    };
    const stopCards = t.ctx.cards.stop.bind(t.ctx.cards);
    t.ctx.cards.stop = () => {
      order.push('cards stopped');
      return stopCards();
    };
    const drained = drain(t.app, t.ctx, { graceMs: 0 }).then(() => order.push('drained'));
    await expect.poll(() => waiting, { timeout: 30_000 }).toBe(true);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await drained;
    expect(order).toEqual(['notice written', 'cards stopped', 'drained']);
  });
});
