import { dateOf, ManualClock } from '@cubewright/core/clock';
import {
  type NotificationsChangedMessage,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
} from '@cubewright/core/protocol';
import { sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople, insertPerson } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { connectWithCookie } from '../../../test/sockets';
import { databaseNow } from '../../db/database-now';
import { enqueueJob } from '../../services/jobs/queue';
import { JobWorker, workerOf } from '../../services/jobs/worker';
import { ANNOUNCEMENT_JOB } from '../../services/notifications/create';

// Notifications over HTTP and the socket, the callable endpoints' permissions and messages, the
// expiry purge and the job queue's claiming.

describe(`notifications (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  const sockets: Socket[] = [];
  const drain = () => workerOf(t.database)!.drain();
  const me = async (who: Person) =>
    (await call<AnyBody>(t.app, who, 'GET', '/api/session')).body.user.id as string;
  const notify = (who: Person, userId: string, title = 'Hello') =>
    call<AnyBody>(t.app, who, 'POST', '/api/notifications', {
      userId,
      title,
      message: 'A message',
      actionUrl: '/about',
    });

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    p = await insertPeople(t);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  it('creates, lists, marks read, marks all read and deletes, with the unread count following', async () => {
    const id = await me(p.stranger);
    const created = await notify(p.stranger, id, 'First');
    expect(created.status).toBe(201);
    expect(created.body.notification).toMatchObject({
      kind: 'general',
      type: 'info',
      read: false,
      actionUrl: '/about',
    });
    await notify(p.admin, id, 'From the admin');
    await notify(p.stranger, id, 'Third');
    expect((await call<AnyBody>(t.app, p.stranger, 'GET', '/api/session')).body.unreadCount).toBe(3);
    const list = await call<AnyBody>(t.app, p.stranger, 'GET', '/api/notifications');
    expect(list.body.notifications.map((n: AnyBody) => n.title)).toEqual([
      'Third',
      'From the admin',
      'First',
    ]);
    const first = list.body.notifications[2];
    const read = await call<AnyBody>(t.app, p.stranger, 'POST', `/api/notifications/${first.id}/read`);
    expect(read.body.notification.read).toBe(true);
    expect(read.body.notification.readAt).toEqual(expect.any(String));
    expect(read.body.unreadCount).toBe(2);
    // Someone else's notification is as missing as a made-up one.
    expect(await call(t.app, p.owner, 'POST', `/api/notifications/${first.id}/read`)).toMatchObject({
      status: 404,
      body: { error: 'Failed to mark notification as read' },
    });
    expect(await call(t.app, p.owner, 'DELETE', `/api/notifications/${first.id}`)).toMatchObject({
      status: 404,
      body: { error: 'Failed to delete notification' },
    });
    const all = await call<AnyBody>(t.app, p.stranger, 'POST', '/api/notifications/read-all');
    expect(all.body).toEqual({ updated: 2, unreadCount: 0 });
    expect((await call<AnyBody>(t.app, p.stranger, 'DELETE', `/api/notifications/${first.id}`)).body.ok).toBe(
      true,
    );
    expect(
      (await call<AnyBody>(t.app, p.stranger, 'GET', '/api/notifications')).body.notifications,
    ).toHaveLength(2);
    expect(await call(t.app, null, 'GET', '/api/notifications')).toMatchObject({
      status: 401,
      body: { error: 'User not authenticated' },
    });
  });

  it('enforces who may call createNotification, createAnnouncement and createCubeNotification', async () => {
    const ownerId = await me(p.owner);
    expect(await notify(p.stranger, ownerId)).toMatchObject({
      status: 403,
      body: { error: 'Failed to create notification' },
    });
    expect((await call(t.app, p.stranger, 'POST', '/api/notifications', { userId: ownerId })).status).toBe(
      400,
    );
    const announce = { title: 'Maintenance', message: 'Tonight at 10' };
    expect(await call(t.app, p.owner, 'POST', '/api/announcements', announce)).toMatchObject({
      status: 403,
      body: { error: 'Failed to create announcement' },
    });
    const cubeId = await createCube(t.app, p.owner, { visibility: 'public' });
    const notice = { cubeId, title: 'Draft night', message: 'Friday' };
    expect(await call(t.app, p.stranger, 'POST', '/api/notifications/cube', notice)).toMatchObject({
      status: 403,
      body: { error: 'Failed to create cube notification' },
    });
    await call(t.app, p.stranger, 'PUT', `/api/follows/${cubeId}`);
    await call(t.app, p.editor, 'PUT', `/api/follows/${cubeId}`);
    await drain();
    const before = (await call<AnyBody>(t.app, p.editor, 'GET', '/api/session')).body.unreadCount;
    const sent = await call(t.app, p.owner, 'POST', '/api/notifications/cube', {
      ...notice,
      excludeUserId: await me(p.editor),
    });
    expect(sent.status).toBe(202);
    await drain();
    const strangers = (await call<AnyBody>(t.app, p.stranger, 'GET', '/api/notifications')).body
      .notifications;
    expect(strangers[0]).toMatchObject({ kind: 'cube_update', title: 'Draft night', cubeId });
    expect((await call<AnyBody>(t.app, p.editor, 'GET', '/api/session')).body.unreadCount).toBe(before);
  });

  it('delivers an announcement to every user through a job', async () => {
    expect(
      (await call(t.app, p.admin, 'POST', '/api/announcements', { title: 'Welcome', message: 'Hi all' }))
        .status,
    ).toBe(202);
    await drain();
    for (const who of Object.values(p)) {
      const list = (await call<AnyBody>(t.app, who, 'GET', '/api/notifications')).body.notifications;
      expect(list.find((n: AnyBody) => n.title === 'Welcome')).toMatchObject({
        announcement: true,
        read: false,
      });
    }
  });

  it('delivers an announcement only to the accounts that existed when it was made', async () => {
    // The job may run seconds after the announcement on a loaded server: an account made in between is
    // not one the admin addressed.
    const madeAt = await databaseNow(t.database.db);
    const late = await insertPerson(t, 'latecomer');
    await enqueueJob(
      t.database.db,
      ANNOUNCEMENT_JOB,
      { title: 'Before you came', message: 'Hi', actionUrl: null, madeAt },
      { runAt: new Date(t.ctx.clock.now() - 1000) },
    );
    await drain();
    const titles = async (who: Person) =>
      (await call<AnyBody>(t.app, who, 'GET', '/api/notifications')).body.notifications.map(
        (n: AnyBody) => n.title,
      );
    expect(await titles(p.stranger)).toContain('Before you came');
    expect(await titles(late)).not.toContain('Before you came');
  });

  it('purges expired cube-update notifications and hides them before that', async () => {
    const id = await me(p.editor);
    await t.database.db.execute(sql`
      insert into notifications (id, user_id, kind, type, title, message, update_id, created_at, expires_at)
      values ('old-1', ${id}, 'cube_update', 'cube_update', 'Old', 'gone', 'u-old', now() - interval '721 hours', now() - interval '1 hour')`);
    const list = (await call<AnyBody>(t.app, p.editor, 'GET', '/api/notifications')).body.notifications;
    expect(list.map((n: AnyBody) => n.id)).not.toContain('old-1');
    await enqueueJob(
      t.database.db,
      'purge-expired-notifications',
      {},
      { runAt: new Date(), singletonKey: 'purge-expired-notifications' },
    );
    // Due a second ago, not "now": the database stamps microseconds and the worker's clock milliseconds,
    // so a job stamped now() could still be in the worker's future within the same millisecond (it failed
    // once on a quiet machine).
    await t.database.db.execute(
      sql`update jobs set run_at = now() - interval '1 second' where kind = 'purge-expired-notifications'`,
    );
    await drain();
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from notifications where id = 'old-1'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // The purge schedules its next run instead of disappearing.
    const next = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where kind = 'purge-expired-notifications' and run_at > now()`,
    );
    expect((next as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('pushes the unread count live to the user over the socket', async () => {
    const socket = connectSocket(t.url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { protocol: REALTIME_PROTOCOL_VERSION },
      extraHeaders: { cookie: p.owner.cookie },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const heard = new Promise<NotificationsChangedMessage>((resolve) =>
      socket.on('notifications:changed', resolve),
    );
    const ownerId = await me(p.owner);
    const expected = (await call<AnyBody>(t.app, p.owner, 'GET', '/api/session')).body.unreadCount + 1;
    await notify(p.admin, ownerId, 'Live one');
    const message = await heard;
    expect(message).toMatchObject({
      type: 'notifications:changed',
      reason: 'created',
      unreadCount: expected,
    });
  });

  // A page fetches its session, then opens its socket once idle: what was sent meanwhile reached no
  // socket. Its subscribe names the count the page shows; the server answers only when it is not current.
  it('catches a socket up on subscribe with the count it missed, and sends nothing when it matches', async () => {
    const userId = await me(p.editor);
    const fetched = (await call<AnyBody>(t.app, p.editor, 'GET', '/api/session')).body.unreadCount as number;
    expect((await notify(p.admin, userId, 'Before the socket')).status).toBe(201);
    const socket = await connectWithCookie(t.url, p.editor.cookie);
    sockets.push(socket);
    const caughtUp: NotificationsChangedMessage[] = [];
    socket.on('notifications:changed', (m: NotificationsChangedMessage) => {
      if (m.reason === 'caught-up') caughtUp.push(m);
    });
    const subscribe = (on: Socket, unreadCount: number) =>
      on.timeout(5000).emitWithAck('notifications:subscribe', { unreadCount });

    const before = Date.now();
    expect(await subscribe(socket, fetched)).toEqual({ ok: true });
    // Sent before the ack, on the same socket: here by the time the ack is.
    expect(caughtUp).toEqual([
      {
        type: 'notifications:changed',
        version: expect.any(Number),
        reason: 'caught-up',
        unreadCount: fetched + 1,
      },
    ]);
    expect(caughtUp[0]!.version).toBeGreaterThanOrEqual(before);
    expect(await subscribe(socket, fetched + 1)).toEqual({ ok: true });
    expect(caughtUp).toHaveLength(1);

    const guest = await connectWithCookie(t.url, '');
    sockets.push(guest);
    expect(await subscribe(guest, 0)).toMatchObject({ ok: false, code: 'unauthenticated' });
  });

  it('claims each job once when two workers race for them (FOR UPDATE SKIP LOCKED)', async () => {
    await workerOf(t.database)!.stop();
    const ran: number[] = [];
    const handlers = {
      'test-count': async (_ctx: unknown, payload: Record<string, unknown>) => {
        await new Promise((r) => setTimeout(r, 5));
        ran.push(Number(payload.n));
      },
    };
    const clock = new ManualClock();
    for (let n = 0; n < 40; n++)
      await enqueueJob(t.database.db, 'test-count', { n }, { runAt: dateOf(clock) });
    const ctx = { database: t.database, clock, log: { error: () => {}, info: () => {} } } as never;
    const a = new JobWorker(ctx, handlers);
    const b = new JobWorker(ctx, handlers);
    const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
    expect(byA + byB).toBe(40);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});
