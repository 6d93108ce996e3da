import type { NotificationsChangedMessage } from '@cubewright/core/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { type AnyBody, adds, call, createCube, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { connectWithCookie } from '../../../test/sockets';
import { workerOf } from '../jobs/worker';

// Live notifications across two app instances on one PostgreSQL database: user A's socket is on
// instance 2, everything that notifies A happens on instance 1, and instance 2's job worker is stopped,
// so the only way the events can reach A is the socket.io postgres adapter. PGlite is one process, so
// this needs TEST_DATABASE_URL.

const onPostgres = testDbKind === 'postgres';

describe('live notifications across two instances (postgres)', needs({ PostgreSQL: onPostgres }), () => {
  let one: TestApp;
  let two: TestApp;
  let socket: Socket | undefined;
  beforeAll(async () => {
    one = await createTestApp({ listen: true });
    two = await createTestApp({ listen: true, sameDatabaseAs: one });
    // Every job (announcement, follower fan-out) now runs on instance 1.
    await workerOf(two.database)!.stop();
  });
  afterAll(async () => {
    socket?.disconnect();
    await two?.close();
    await one?.close();
  });

  it('delivers an announcement and a followed cube update made on instance 1 to a socket on instance 2', async () => {
    // p.stranger is user A (the follower), p.owner is user B; the first account is the admin.
    const p = await insertPeople(one);
    const cubeId = await createCube(one.app, p.owner, { name: 'Followed Far Away', visibility: 'public' });
    expect((await call(one.app, p.stranger, 'PUT', `/api/follows/${cubeId}`, {})).status).toBe(200);

    const inbox: NotificationsChangedMessage[] = [];
    socket = await connectWithCookie(two.url, p.stranger.cookie);
    socket.on('notifications:changed', (m: NotificationsChangedMessage) => inbox.push(m));
    const waitFor = async (count: number) => {
      for (let i = 0; i < 1000 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 10));
      expect(inbox.length, JSON.stringify(inbox)).toBe(count);
    };
    const unreadOnTwo = async () =>
      (await call<AnyBody>(two.app, p.stranger, 'GET', '/api/session')).body.unreadCount as number;
    expect(await unreadOnTwo()).toBe(0);

    const sent = await call(one.app, p.admin, 'POST', '/api/announcements', {
      title: 'Maintenance tonight',
      message: 'Back in ten minutes',
    });
    expect(sent.status).toBe(202);
    await waitFor(1);
    expect(inbox[0]).toMatchObject({ type: 'notifications:changed', reason: 'created' });
    expect(await unreadOnTwo()).toBe(1);

    expect((await save(one.app, p.owner, cubeId, adds(['Lightning Bolt']))).status).toBe(200);
    await waitFor(2);
    // One follower: the fan-out pushes the exact unread count to that user's room.
    expect(inbox[1]).toMatchObject({ type: 'notifications:changed', reason: 'created', unreadCount: 2 });
    const list = (await call<AnyBody>(two.app, p.stranger, 'GET', '/api/notifications')).body.notifications;
    expect(list.map((n: AnyBody) => n.title)).toEqual([
      expect.stringContaining('Followed Far Away'),
      'Maintenance tonight',
    ]);
  });
});
