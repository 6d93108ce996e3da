import { ManualClock } from '@cubewright/core/clock';
import type { DraftSubscribeAck } from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import type { Socket as ServerSocket } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { call, type Person, signUpPeople } from '../../test/cube-requests';
import { startedTwoSeatDraft } from '../../test/draft-bed';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { ackView, draftViewsOn } from '../../test/seat-views';
import { signIn } from '../../test/sign-up';
import { connectWithCookie } from '../../test/sockets';
import { session } from '../db/schema';
import { SESSION_CHECK_TTL_MS, SocketSessions } from './socket-sessions';

// A socket lives no longer than the session it was opened with: signing out, revoking sessions, changing
// the password or deleting the account disconnects it at once, and a session row that disappears or
// expires without telling anyone is noticed by the socket's next message once the last check is a
// minute old (the clock is moved, not waited for).

/** The session token inside a session cookie header (`name=token.signature`). */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!.split('.')[0]!);

type PickAck = { ok: boolean; error?: string; code?: string; version?: number };

describe(`sockets end with their session (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof signUpPeople>>;
  // Started at the wall time: better-auth stamps session expiries with it.
  const started = Date.now();
  const clock = new ManualClock(started);
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ listen: true, draftWorker: false, clock });
    p = await signUpPeople(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  async function open(cookie: string) {
    const socket = await connectWithCookie(t.url, cookie);
    sockets.push(socket);
    // Pushes come as a full view then deltas; `updates` holds every version rebuilt whole.
    const { updates, ask } = draftViewsOn(socket);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    return { socket, updates, closed, ask };
  }

  const startedDraft = () => startedTwoSeatDraft(t.app, p);

  const within = <T>(promise: Promise<T>, ms = 3000) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
    ]);

  it('sign-out ends the socket: no more draft updates, and a pick after it is refused', async () => {
    const id = await startedDraft();
    const cookie = await signIn(t.app, { email: p.owner.email, password: 'correct horse battery' });
    const owner = await open(cookie);
    const editor = await open(p.editor.cookie);
    const a = await owner.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    const b = await editor.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    if (!a.ok || !b.ok) throw new Error('subscribe failed');

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await within(owner.closed)).toBe('io server disconnect');

    // The editor's pick changes the draft; the signed-out socket hears nothing of it.
    const before = owner.updates.length;
    const pick = { draftId: id, seq: 0, move: { cardId: ackView(b)!.pack![0]!.id } };
    expect((await editor.ask<PickAck>('draft:act', pick)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(owner.updates.length).toBe(before);

    // Coming back with the signed-out cookie gives a guest socket, whose pick is refused.
    const again = await open(cookie);
    const refused = await again.ask<PickAck>('draft:act', {
      ...pick,
      move: { cardId: ackView(a)!.pack![0]!.id },
    });
    expect(refused).toMatchObject({ ok: false, code: 'unauthenticated' });
  });

  async function twoSessions(person: Person) {
    const kept = await signIn(t.app, { email: person.email, password: 'correct horse battery' });
    const other = await signIn(t.app, { email: person.email, password: 'correct horse battery' });
    return { kept, keptSocket: await open(kept), otherSocket: await open(other), other };
  }

  it.each([
    ['revoke-other-sessions', (kept: string) => ({ url: '/api/auth/revoke-other-sessions', cookie: kept })],
    ['revoke-sessions', (kept: string) => ({ url: '/api/auth/revoke-sessions', cookie: kept })],
  ])('%s ends the revoked sessions’ sockets', async (_name, request) => {
    const s = await twoSessions(p.stranger);
    const { url, cookie } = request(s.kept);
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(await within(s.otherSocket.closed)).toBe('io server disconnect');
    if (url.endsWith('revoke-sessions'))
      expect(await within(s.keptSocket.closed)).toBe('io server disconnect');
    else expect(s.keptSocket.socket.connected).toBe(true);
  });

  it('revoke-session ends that one session’s socket', async () => {
    const s = await twoSessions(p.stranger);
    const token = tokenOf(s.other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: { cookie: s.kept },
      payload: { token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await within(s.otherSocket.closed)).toBe('io server disconnect');
    expect(s.keptSocket.socket.connected).toBe(true);
  });

  it('a password change ends the other sessions’ sockets and keeps the one that changed it', async () => {
    const s = await twoSessions(p.editor);
    const res = await call(t.app, { ...p.editor, cookie: s.kept }, 'POST', '/api/account/change-password', {
      currentPassword: 'correct horse battery',
      newPassword: 'correct horse battery',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await within(s.otherSocket.closed)).toBe('io server disconnect');
    expect(s.keptSocket.socket.connected).toBe(true);
  });

  it('deleting the account ends its sockets', async () => {
    const { stranger } = await signUpPeople(t.app, '-gone');
    const socket = await open(stranger.cookie);
    const res = await call(t.app, stranger, 'POST', '/api/account/delete', {
      currentPassword: 'correct horse battery',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await within(socket.closed)).toBe('io server disconnect');
  });

  it.each([
    ['deleted', (id: string) => t.database.db.delete(session).where(eq(session.id, id))],
    [
      'expired',
      (id: string) =>
        t.database.db
          .update(session)
          .set({ expiresAt: new Date(clock.now() - 1000) })
          .where(eq(session.id, id)),
    ],
  ])('a session row %s behind the app’s back is noticed within the TTL', async (_name, change) => {
    // The gateway sweeps every TTL from the app's start: begin right on a sweep, so the next one falls
    // exactly a TTL after this socket's check.
    await clock.advanceAsync(
      (SESSION_CHECK_TTL_MS - ((clock.now() - started) % SESSION_CHECK_TTL_MS)) % SESSION_CHECK_TTL_MS,
    );
    const id = await startedDraft();
    const cookie = await signIn(t.app, { email: p.owner.email, password: 'correct horse battery' });
    const owner = await open(cookie);
    const token = tokenOf(cookie);
    const [row] = await t.database.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.token, token));
    await change(row!.id);

    // Within the TTL the socket still acts on its last check...
    await clock.advanceAsync(SESSION_CHECK_TTL_MS - 5000);
    const a = await owner.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    expect(a.ok).toBe(true);
    // ...and once the check is older than the TTL the sweep (due every TTL) closes it.
    await clock.advanceAsync(10_000);
    expect(await within(owner.closed)).toBe('io server disconnect');
  });

  it('a message after the TTL re-checks the session and is refused once it is gone', async () => {
    const cookie = await signIn(t.app, { email: p.owner.email, password: 'correct horse battery' });
    const [row] = await t.database.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.token, tokenOf(cookie)));
    // The gateway's own checks race its sweep on a moved clock; these are the same checks, alone.
    const sessions = new SocketSessions(t.database.db, clock);
    const socket = { data: {} } as unknown as ServerSocket;
    sessions.opened(socket, row!.id);
    await t.database.db.delete(session).where(eq(session.id, row!.id));
    clock.advance(SESSION_CHECK_TTL_MS - 1);
    expect(sessions.isLive(socket)).toBe(true);
    clock.advance(1);
    const checking = sessions.isLive(socket);
    expect(checking).toBeInstanceOf(Promise);
    // A second message meanwhile shares the check, so messages stay in order.
    expect(sessions.isLive(socket)).toBe(checking);
    expect(await checking).toBe(false);
  });

  it('a socket that only listens is swept once its session row is gone', async () => {
    const cookie = await signIn(t.app, { email: p.editor.email, password: 'correct horse battery' });
    const quiet = await open(cookie);
    const live = await open(p.editor.cookie);
    await t.realtime.sweepSessions();
    expect(quiet.socket.connected).toBe(true);
    const token = tokenOf(cookie);
    await t.database.db.delete(session).where(eq(session.token, token));
    await t.realtime.sweepSessions();
    expect(await within(quiet.closed)).toBe('io server disconnect');
    expect(live.socket.connected).toBe(true);
  });

  it('a live session passes the re-check and keeps acting', async () => {
    const id = await startedDraft();
    const owner = await open(p.owner.cookie);
    await clock.advanceAsync(2 * SESSION_CHECK_TTL_MS);
    const a = await owner.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    expect(a.ok).toBe(true);
    expect(owner.socket.connected).toBe(true);
  });
});

// Two instances on one PostgreSQL database: the revocation happens on A, the socket is held by B, and
// only the socket.io postgres adapter carries the news. PGlite is one process, so this needs
// TEST_DATABASE_URL.
const onPostgres = testDbKind === 'postgres';

describe(
  'a session revoked on one instance ends its socket on another (postgres)',
  needs({ PostgreSQL: onPostgres }),
  () => {
    let a: TestApp;
    let b: TestApp;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      a = await createTestApp({ listen: true, draftWorker: false });
      b = await createTestApp({ listen: true, draftWorker: false, sameDatabaseAs: a });
    });
    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      await b?.close();
      await a?.close();
    });

    it('sign-out and revoke-other-sessions on A disconnect the sockets held by B', async () => {
      const p = await signUpPeople(a.app);
      const password = 'correct horse battery';
      const first = await signIn(a.app, { email: p.owner.email, password });
      const second = await signIn(a.app, { email: p.owner.email, password });
      const third = await signIn(a.app, { email: p.owner.email, password });
      const onB = async (cookie: string) => {
        const socket = await connectWithCookie(b.url, cookie);
        sockets.push(socket);
        return { socket, closed: new Promise<string>((resolve) => socket.on('disconnect', resolve)) };
      };
      const [one, two, three] = [await onB(first), await onB(second), await onB(third)];
      const within = <T>(promise: Promise<T>) =>
        Promise.race([
          promise,
          new Promise<never>((_, no) => setTimeout(() => no(new Error('timed out')), 5000)),
        ]);

      const out = await a.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: first },
      });
      expect(out.statusCode).toBe(200);
      expect(await within(one.closed)).toBe('io server disconnect');
      expect(two.socket.connected).toBe(true);

      const revoke = await a.app.inject({
        method: 'POST',
        url: '/api/auth/revoke-other-sessions',
        headers: { cookie: third },
        payload: {},
      });
      expect(revoke.statusCode).toBe(200);
      expect(await within(two.closed)).toBe('io server disconnect');
      expect(three.socket.connected).toBe(true);
    });
  },
);
