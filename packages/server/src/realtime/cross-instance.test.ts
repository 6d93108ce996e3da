import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION, type ServerMessage } from '@cubewright/core/protocol';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { adds, createCube, patchSettings, save } from '../../test/cube-requests';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';

// Two app instances on one PostgreSQL database: a save on one reaches a socket on the other through
// the socket.io postgres adapter, and so does an access change. PGlite is one process, so this needs
// TEST_DATABASE_URL.

const onPostgres = testDbKind === 'postgres';

describe('live updates across two instances (postgres)', needs({ PostgreSQL: onPostgres }), () => {
  let a: TestApp;
  let b: TestApp;
  let socket: Socket | undefined;
  beforeAll(async () => {
    a = await createTestApp({ listen: true });
    b = await createTestApp({ listen: true, sameDatabaseAs: a });
  });
  afterAll(async () => {
    socket?.disconnect();
    await b?.close();
    await a?.close();
  });

  it('fans a save and a visibility change out to the other instance', async () => {
    const p = await insertPeople(a);
    const id = await createCube(a.app, p.owner, { name: 'Shared' });
    const inbox: ServerMessage[] = [];
    socket = connectSocket(b.url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { protocol: REALTIME_PROTOCOL_VERSION },
    });
    socket.onAny((_type, message) => inbox.push(message));
    await new Promise<void>((resolve, reject) => socket!.on('connect', resolve).on('connect_error', reject));
    expect(await socket.emitWithAck('cube:subscribe', { cubeId: id })).toEqual({ ok: true, version: 0 });

    const waitFor = async (count: number) => {
      for (let i = 0; i < 300 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 10));
      expect(inbox.length, JSON.stringify(inbox)).toBe(count);
    };
    expect((await save(a.app, p.owner, id, adds(['Ancestral Recall']))).status).toBe(200);
    await waitFor(1);
    expect(inbox[0]).toMatchObject({ type: 'cube:changed', cubeId: id, version: 1, kind: 'cards' });

    await patchSettings(a.app, p.owner, id, { visibility: 'private' });
    await waitFor(2);
    expect(inbox[1]).toEqual({ type: 'cube:unsubscribed', cubeId: id, error: 'Cube not found' });
    expect(b.realtime.rooms.subscriberCount(id)).toBe(0);
  });
});
