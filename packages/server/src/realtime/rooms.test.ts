import type { CubeAccess } from '@cubewright/core/cube';
import type { CubeChangedMessage } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { memoryClient } from '../../test/memory-socket';
import type { RealtimeConnection } from './connection';
import { MessageRouter } from './message-router';
import { CubeRooms, type RoomState } from './rooms';

// The rooms through the in-memory socket pair and the message router: no sockets, no ports, no database. Loads are resolved by
// hand (`gate`) where a test needs to interleave events with a pending subscribe.

const owner = { id: 'owner', isAdmin: false, isModerator: false };
const editor = { id: 'editor', isAdmin: false, isModerator: false };
const stranger = { id: 'stranger', isAdmin: false, isModerator: false };
const admin = { id: 'admin', isAdmin: true, isModerator: false };

function setup() {
  const cubes = new Map<string, RoomState>();
  const access = (visibility: CubeAccess['visibility'], collaborators = {}): CubeAccess => ({
    createdBy: 'owner',
    visibility,
    collaborators,
  });
  let gate: Promise<void> | null = null;
  const errors: unknown[] = [];
  const rooms = new CubeRooms({
    loadRoom: async (id) => {
      if (gate) await gate;
      if (id === 'broken') throw new Error('database down');
      const state = cubes.get(id);
      return state ? structuredClone(state) : null;
    },
    log: { error: (obj) => errors.push(obj) },
  });
  const router = new MessageRouter([rooms], {
    log: { error: (obj) => errors.push(obj) },
    rejected: () => {},
  });
  const connect = (actor: RealtimeConnection['actor']) => {
    const client = memoryClient(router, actor);
    const subscribe = (cubeId: string) => client.ask({ type: 'cube:subscribe', cubeId });
    return { conn: client.conn, inbox: client.inbox, ask: client.ask, subscribe, send: client.send };
  };
  const changed = (cubeId: string, version: number): CubeChangedMessage => ({
    type: 'cube:changed',
    cubeId,
    version,
    kind: 'cards',
    by: { id: 'owner', username: 'owner' },
  });
  const hold = () => {
    let open = () => {};
    gate = new Promise<void>((resolve) => {
      open = () => {
        gate = null;
        resolve();
      };
    });
    return open;
  };
  return { rooms, cubes, access, connect, changed, hold, errors };
}

describe('cube rooms', () => {
  it('subscribes by the core policy and answers a hidden cube exactly like a missing one', async () => {
    const { cubes, access, connect } = setup();
    cubes.set('pub', { access: access('public'), version: 4 });
    cubes.set('priv', { access: access('private', { editor: 'editor' }), version: 0 });
    expect(await connect(null).subscribe('pub')).toEqual({ ok: true, version: 4 });
    expect(await connect(null).subscribe('priv')).toEqual({ ok: false, error: 'Cube not found' });
    expect(await connect(stranger).subscribe('priv')).toEqual({ ok: false, error: 'Cube not found' });
    expect(await connect(stranger).subscribe('missing')).toEqual({ ok: false, error: 'Cube not found' });
    expect(await connect(editor).subscribe('priv')).toEqual({ ok: true, version: 0 });
    expect(await connect(owner).subscribe('priv')).toEqual({ ok: true, version: 0 });
    expect(await connect(admin).subscribe('priv')).toEqual({ ok: true, version: 0 });
  });

  it('delivers changes to subscribers only, and stops after unsubscribe or disconnect', async () => {
    const { rooms, cubes, access, connect, changed } = setup();
    cubes.set('a', { access: access('public'), version: 0 });
    cubes.set('b', { access: access('public'), version: 0 });
    const alice = connect(owner);
    const bob = connect(null);
    await alice.subscribe('a');
    await bob.subscribe('a');
    await bob.subscribe('b');
    rooms.deliver(changed('a', 1));
    rooms.deliver(changed('b', 1));
    expect(alice.inbox).toEqual([changed('a', 1)]);
    expect(bob.inbox).toEqual([changed('a', 1), changed('b', 1)]);
    expect(await bob.ask({ type: 'cube:unsubscribe', cubeId: 'a' })).toEqual({ ok: true });
    rooms.deliver(changed('a', 2));
    expect(bob.inbox).toHaveLength(2);
    expect(alice.inbox).toHaveLength(2);
    rooms.disconnect(alice.conn);
    rooms.deliver(changed('a', 3));
    expect(alice.inbox).toHaveLength(2);
    expect(rooms.subscriberCount('a')).toBe(0);
    expect(rooms.subscriberCount('b')).toBe(1);
  });

  it('queues events during a pending subscribe and sends only those newer than the ack', async () => {
    const { rooms, cubes, access, connect, changed, hold } = setup();
    cubes.set('a', { access: access('public'), version: 5 });
    const c = connect(null);
    const open = hold();
    // The ack must reach the client before any event newer than the version it reports.
    let ackAt = -1;
    let ack: unknown;
    const done = c.send({ type: 'cube:subscribe', cubeId: 'a' }, (a) => {
      ack = a;
      ackAt = c.inbox.length;
    });
    rooms.deliver(changed('a', 5)); // already counted in the version the ack reports
    rooms.deliver(changed('a', 6));
    expect(c.inbox).toEqual([]);
    open();
    await done;
    expect(ack).toEqual({ ok: true, version: 5 });
    expect(ackAt).toBe(0);
    expect(c.inbox).toEqual([changed('a', 6)]);
  });

  it('removes and tells subscribers who lost access when visibility or collaborators change', async () => {
    const { rooms, cubes, access, connect } = setup();
    cubes.set('a', { access: access('public', { editor: 'editor' }), version: 1 });
    const guest = connect(null);
    const ed = connect(editor);
    const own = connect(owner);
    for (const c of [guest, ed, own]) await c.subscribe('a');
    cubes.set('a', { access: access('private', { editor: 'editor' }), version: 1 });
    await rooms.recheck('a');
    expect(guest.inbox).toEqual([{ type: 'cube:unsubscribed', cubeId: 'a', error: 'Cube not found' }]);
    expect(ed.inbox).toEqual([]);
    expect(rooms.subscriberCount('a')).toBe(2);
    cubes.set('a', { access: access('private'), version: 1 });
    await rooms.recheck('a');
    expect(ed.inbox).toEqual([{ type: 'cube:unsubscribed', cubeId: 'a', error: 'Cube not found' }]);
    cubes.delete('a');
    await rooms.recheck('a');
    expect(own.inbox).toEqual([{ type: 'cube:unsubscribed', cubeId: 'a', error: 'Cube not found' }]);
    expect(rooms.subscriberCount('a')).toBe(0);
  });

  it('refuses a pending subscribe whose access is lost before it completes', async () => {
    const { rooms, cubes, access, connect, hold } = setup();
    cubes.set('a', { access: access('public'), version: 0 });
    const early = connect(null);
    await early.subscribe('a');
    const late = connect(null);
    const open = hold();
    const pending = late.subscribe('a');
    cubes.set('a', { access: access('private'), version: 0 });
    const recheck = rooms.recheck('a');
    open();
    await recheck;
    expect(await pending).toEqual({ ok: false, error: 'Cube not found' });
    expect(late.inbox).toEqual([]);
    expect(rooms.subscriberCount('a')).toBe(0);
  });

  it('answers malformed messages with an error event and never throws', async () => {
    const { rooms, connect, errors } = setup();
    const c = connect(null);
    const bad: [unknown, string][] = [
      [{ type: 'cube:subscribe' }, 'Invalid message: cubeId: cubeId must be a string'],
      [{ type: 'cube:subscribe', cubeId: 42 }, 'Invalid message: cubeId: cubeId must be a string'],
      [{ type: 'cube:subscribe', cubeId: 'x'.repeat(65) }, 'Invalid message: cubeId: cubeId is too long'],
      [{ type: 'nope' }, 'Invalid message: Unknown message type "nope"'],
      [null, 'Invalid message'],
      ['cube:subscribe', 'Invalid message'],
    ];
    for (const [raw, message] of bad) {
      c.inbox.length = 0;
      const ack = await c.ask(raw);
      expect(ack, JSON.stringify(raw)).toMatchObject({ ok: false, error: expect.stringContaining(message) });
      expect(c.inbox).toEqual([
        { type: 'error', message: expect.stringContaining(message), code: 'invalid_message' },
      ]);
    }
    // A failing load is logged and answered, not thrown.
    c.inbox.length = 0;
    expect(await c.subscribe('broken')).toMatchObject({ ok: false });
    expect(c.inbox).toMatchObject([{ type: 'error', code: 'internal' }]);
    expect(errors).toHaveLength(1);
    expect(rooms.subscriberCount('broken')).toBe(0);
  });

  it('keeps delivering to the others when one transport throws', async () => {
    const { rooms, cubes, access, connect, changed, errors } = setup();
    cubes.set('a', { access: access('public'), version: 0 });
    const broken = connect(null);
    const fine = connect(null);
    await broken.subscribe('a');
    await fine.subscribe('a');
    (broken.conn as { send: RealtimeConnection['send'] }).send = () => {
      throw new Error('socket gone');
    };
    rooms.deliver(changed('a', 1));
    expect(fine.inbox).toEqual([changed('a', 1)]);
    expect(errors).toHaveLength(1);
  });

  it('limits how many cubes one connection watches', async () => {
    const { cubes, access, connect } = setup();
    const c = connect(null);
    for (let i = 0; i < 51; i++) cubes.set(`c${i}`, { access: access('public'), version: 0 });
    for (let i = 0; i < 50; i++) expect(await c.subscribe(`c${i}`)).toMatchObject({ ok: true });
    expect(await c.subscribe('c50')).toEqual({
      ok: false,
      error: 'A connection can watch at most 50 cubes at once',
    });
    expect(await c.subscribe('c0')).toMatchObject({ ok: true });
  });
});
