import type { Actor } from '@cubewright/core/cube';
import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION, type ServerMessage } from '@cubewright/core/protocol';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adds, call, createCube, type Person, patchSettings, save } from '../../test/cube-requests';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { memoryClient } from '../../test/memory-socket';

// Saves over HTTP reach the cube rooms: first through in-process connections on the app's own rooms
// (no sockets), then through two real socket.io clients against the listening app.

describe(`live cube updates (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  const actors = new Map<Person, Actor>();
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    p = await insertPeople(t);
    for (const person of Object.values(p)) {
      const { body } = await call<{ user: Actor }>(t.app, person, 'GET', '/api/session');
      actors.set(person, body.user);
    }
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  function inProcess(person: Person | null) {
    const client = memoryClient(t.realtime.router, person ? actors.get(person)! : null);
    const subscribe = (cubeId: string) => client.ask({ type: 'cube:subscribe', cubeId });
    return { inbox: client.inbox, subscribe };
  }

  it('numbers every kind of save in the room, and re-checks access on visibility and collaborators', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Live', visibility: 'private' });
    expect(
      (await call(t.app, p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: 'editor' })).status,
    ).toBe(201);
    const editor = inProcess(p.editor);
    const owner = inProcess(p.owner);
    const guest = inProcess(null);
    const stranger = inProcess(p.stranger);
    expect(await editor.subscribe(id)).toEqual({ ok: true, version: 1 });
    expect(await owner.subscribe(id)).toEqual({ ok: true, version: 1 });
    expect(await stranger.subscribe(id)).toEqual({ ok: false, error: 'Cube not found' });
    expect(await guest.subscribe(id)).toEqual({ ok: false, error: 'Cube not found' });
    expect(await guest.subscribe('no-such-cube')).toEqual({ ok: false, error: 'Cube not found' });

    const by = { id: actors.get(p.owner)!.id, username: 'owner' };
    expect((await save(t.app, p.owner, id, adds(['Lightning Bolt', 'Counterspell']))).status).toBe(200);
    const cube = (await call<{ cube: { version: number } }>(t.app, p.owner, 'GET', `/api/cubes/${id}`)).body
      .cube;
    await call(t.app, p.owner, 'PUT', `/api/cubes/${id}/whitepaper`, {
      content: '# Hi',
      baseVersion: cube.version,
    });
    await call(t.app, p.editor, 'POST', `/api/cubes/${id}/versions/2/revert`, {});
    await call(t.app, p.editor, 'POST', `/api/cubes/${id}/jumpstart`, { name: 'Burn' });
    await call(t.app, p.editor, 'PUT', `/api/cubes/${id}/draft-formats`, { default: { seats: 6 } });
    await patchSettings(t.app, p.owner, id, { visibility: 'unlisted' });
    const editorBy = { id: actors.get(p.editor)!.id, username: 'editor' };
    expect(editor.inbox).toEqual([
      { type: 'cube:changed', cubeId: id, version: 2, kind: 'cards', by },
      { type: 'cube:changed', cubeId: id, version: 3, kind: 'whitepaper', by },
      { type: 'cube:changed', cubeId: id, version: 4, kind: 'revert', by: editorBy },
      { type: 'cube:changed', cubeId: id, version: 5, kind: 'jumpstart', by: editorBy },
      { type: 'cube:changed', cubeId: id, version: 6, kind: 'draft-formats', by: editorBy },
      { type: 'cube:changed', cubeId: id, version: 7, kind: 'settings', by },
    ]);
    // A save that changes nothing sends nothing.
    await patchSettings(t.app, p.owner, id, { visibility: 'unlisted' });
    expect(editor.inbox).toHaveLength(6);
    // Adding the editor was event 1, before anyone watched.

    // Unlisted: anyone with the link may watch; made private again, the guest is dropped and told.
    expect(await guest.subscribe(id)).toEqual({ ok: true, version: 7 });
    await patchSettings(t.app, p.owner, id, { visibility: 'private' });
    expect(guest.inbox).toEqual([{ type: 'cube:unsubscribed', cubeId: id, error: 'Cube not found' }]);
    expect(editor.inbox.at(-1)).toMatchObject({ version: 8, kind: 'settings' });

    // The removed editor leaves the room before the change goes out, so learns nothing more.
    const editorId = actors.get(p.editor)!.id;
    expect((await call(t.app, p.owner, 'DELETE', `/api/cubes/${id}/collaborators/${editorId}`)).status).toBe(
      204,
    );
    expect(editor.inbox.at(-1)).toEqual({ type: 'cube:unsubscribed', cubeId: id, error: 'Cube not found' });
    expect(owner.inbox.at(-1)).toMatchObject({ version: 9, kind: 'collaborators' });
    expect(t.realtime.rooms.subscriberCount(id)).toBe(1);

    expect((await call(t.app, p.owner, 'DELETE', `/api/cubes/${id}`)).status).toBe(204);
    expect(owner.inbox.at(-1)).toEqual({ type: 'cube:unsubscribed', cubeId: id, error: 'Cube not found' });
    expect(t.realtime.rooms.subscriberCount(id)).toBe(0);
  });

  function open(person: Person | null, protocol: unknown = REALTIME_PROTOCOL_VERSION) {
    const socket = connectSocket(t.url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { protocol },
      extraHeaders: person ? { cookie: person.cookie } : {},
    });
    sockets.push(socket);
    const inbox: ServerMessage[] = [];
    socket.onAny((_type, message) => inbox.push(message));
    return { socket, inbox };
  }
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
  const waitFor = async (check: () => boolean, what: string) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    if (!check()) throw new Error(`timed out waiting for ${what}`);
  };

  it('carries a save by one user to another over real sockets, and refuses a stranger', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Sockets', visibility: 'private' });
    await call(t.app, p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: 'editor' });
    const editor = open(p.editor);
    const stranger = open(p.stranger);
    await Promise.all([connected(editor.socket), connected(stranger.socket)]);

    expect(await editor.socket.emitWithAck('cube:subscribe', { cubeId: id })).toEqual({
      ok: true,
      version: 1,
    });
    expect(await stranger.socket.emitWithAck('cube:subscribe', { cubeId: id })).toEqual({
      ok: false,
      error: 'Cube not found',
    });

    // The owner saves through the real HTTP server, as a browser would.
    const cube = (await call<{ cube: { version: number } }>(t.app, p.owner, 'GET', `/api/cubes/${id}`)).body
      .cube;
    const res = await fetch(`${t.url}/api/cubes/${id}/changes`, {
      method: 'POST',
      headers: { cookie: p.owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ baseVersion: cube.version, ops: adds(['Dark Ritual']) }),
    });
    expect(res.status).toBe(200);
    await waitFor(() => editor.inbox.length > 0, 'cube:changed');
    expect(editor.inbox).toEqual([
      {
        type: 'cube:changed',
        cubeId: id,
        version: 2,
        kind: 'cards',
        by: { id: actors.get(p.owner)!.id, username: 'owner' },
      },
    ]);
    expect(stranger.inbox).toEqual([]);

    // A malformed message gets an error event, is counted by reason, and the socket stays usable.
    const rejectedBefore = await rejectedCounts();
    stranger.socket.emit('cube:subscribe', { cubeId: 7 });
    stranger.socket.emit('cube:explode', {});
    await waitFor(() => stranger.inbox.length >= 2, 'error events');
    expect(stranger.inbox).toEqual([
      { type: 'error', code: 'invalid_message', message: 'Invalid message: cubeId: cubeId must be a string' },
      {
        type: 'error',
        code: 'invalid_message',
        message: 'Invalid message: Unknown message type "cube:explode"',
      },
    ]);
    expect(stranger.socket.connected).toBe(true);
    const rejectedAfter = await rejectedCounts();
    expect(rejectedAfter.invalid_fields - rejectedBefore.invalid_fields).toBe(1);
    expect(rejectedAfter.unknown_type - rejectedBefore.unknown_type).toBe(1);
  });

  /** `realtime_rejected_total` by reason, as GET /metrics shows it. */
  async function rejectedCounts() {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const count = (reason: string) =>
      Number(
        text.match(new RegExp(`^realtime_rejected_total\\{reason="${reason}"\\} (\\d+)$`, 'm'))?.[1] ?? 0,
      );
    return { invalid_fields: count('invalid_fields'), unknown_type: count('unknown_type') };
  }

  it('refuses a client speaking another protocol version at connect', async () => {
    const old = open(null, 0);
    await expect(connected(old.socket)).rejects.toThrow(
      `Unsupported realtime protocol version 0 (the server speaks ${REALTIME_PROTOCOL_VERSION}); reload the page`,
    );
    const guest = open(null);
    await connected(guest.socket);
    const id = await createCube(t.app, p.owner, { name: 'Public' });
    expect(await guest.socket.emitWithAck('cube:subscribe', { cubeId: id })).toEqual({
      ok: true,
      version: 0,
    });
  });
});
