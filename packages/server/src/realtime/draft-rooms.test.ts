import type { Actor } from '@cubewright/core/cube';
import type {
  DraftPickAck,
  DraftSubscribeAck,
  DraftTableMessage,
  DraftUpdateMessage,
  ServerMessage,
} from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Person, signUpPeople } from '../../test/cube-requests';
import { createDraft, draftableCube, startedTwoSeatDraft } from '../../test/draft-bed';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { memoryClient } from '../../test/memory-socket';

// The draft rooms in process, through the same in-memory socket pair as the cube rooms: the app's own
// router, a real database and draft service, no socket.io and no ports. A turn-based mode's seats hear
// each version as `draft:table` with their own view of the table.

const tablesOf = (inbox: ServerMessage[]) =>
  inbox.filter((m): m is DraftTableMessage => m.type === 'draft:table');

const updatesOf = (inbox: ServerMessage[]) =>
  inbox.filter((m): m is DraftUpdateMessage => m.type === 'draft:update');

describe(`draft rooms through the in-memory pair (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof signUpPeople>>;
  const actors = new Map<Person, Actor>();
  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false });
    p = await signUpPeople(t.app);
    for (const person of Object.values(p)) {
      const { body } = await call<{ user: Actor }>(t.app, person, 'GET', '/api/session');
      actors.set(person, body.user);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const client = (person: Person | null) =>
    memoryClient(t.realtime.router, person ? actors.get(person)! : null);

  it('subscribes seated players only, and sends each seat its own view after a pick', async () => {
    const id = await startedTwoSeatDraft(t.app, p);
    const owner = client(p.owner);
    const editor = client(p.editor);
    expect(await client(p.stranger).emit('draft:subscribe', { draftId: id })).toEqual({
      ok: false,
      error: 'You do not have a seat in this draft.',
      code: 'forbidden',
    });
    expect(await client(null).emit('draft:subscribe', { draftId: id })).toEqual({
      ok: false,
      error: 'Sign in to draft',
      code: 'unauthenticated',
    });

    const a = await owner.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    const b = await editor.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    if (!a.ok || !b.ok) throw new Error('subscribe failed');
    expect([a.view!.seat, b.view!.seat]).toEqual([0, 1]);
    expect(t.realtime.draftRooms.subscriberCount(id)).toBe(2);

    const cardId = a.view!.pack![0]!.id;
    const ack = await owner.emit<DraftPickAck>('draft:pick', {
      draftId: id,
      packNumber: 0,
      pickNumber: 0,
      cardId,
    });
    expect(ack).toEqual({ ok: true, version: a.version + 1, duplicate: false });
    await expect.poll(() => updatesOf(editor.inbox).length).toBe(1);
    await expect.poll(() => updatesOf(owner.inbox).length).toBe(1);
    const [mine] = updatesOf(owner.inbox);
    const [theirs] = updatesOf(editor.inbox);
    expect(mine).toMatchObject({ draftId: id, version: ack.ok ? ack.version : -1, status: 'running' });
    expect(mine!.view.seat).toBe(0);
    expect(mine!.view.pool.map((c) => c.id)).toEqual([cardId]);
    expect(theirs!.view.seat).toBe(1);
    expect(theirs!.view.pool).toEqual([]);

    // A resend is acked as a duplicate and makes no new version.
    expect(
      await owner.emit<DraftPickAck>('draft:pick', { draftId: id, packNumber: 0, pickNumber: 0, cardId }),
    ).toMatchObject({ ok: true, duplicate: true });

    // A disconnected seat leaves the room; the other stays.
    owner.close();
    expect(t.realtime.draftRooms.subscriberCount(id)).toBe(1);
  });

  it('answers a malformed draft frame with an error event and an invalid_message ack', async () => {
    const id = await startedTwoSeatDraft(t.app, p);
    const owner = client(p.owner);
    const ack = await owner.emit('draft:pick', { draftId: id, packNumber: -1, pickNumber: 0, cardId: 'x' });
    expect(ack).toEqual({
      ok: false,
      error: 'Invalid message: packNumber: Pack number must be at least 0',
      code: 'invalid_message',
    });
    expect(owner.inbox).toEqual([
      {
        type: 'error',
        message: 'Invalid message: packNumber: Pack number must be at least 0',
        code: 'invalid_message',
      },
    ]);
    expect(await owner.emit('draft:subscribe', { draftId: id })).toMatchObject({ ok: true });
  });

  it('sends each Winston seat its own table after a move: the pile only to the seat looking', async () => {
    const cubeId = await draftableCube(t.app, p.owner, 40);
    const id = await createDraft(t.app, p.owner, cubeId, {
      format: 'winston',
      seats: 2,
      bots: false,
      modeSettings: { cardsPerSeat: 10 },
    });
    await call(t.app, p.editor, 'POST', `/api/drafts/${id}/join`, {});
    await call(t.app, p.owner, 'POST', `/api/drafts/${id}/start`);
    const owner = client(p.owner);
    const editor = client(p.editor);
    const a = await owner.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    const b = await editor.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    // The subscribe ack carries booster views only: a turn draft's seat reads GET /table first.
    expect(a.ok && b.ok && a.view === null && b.view === null).toBe(true);

    const moved = await call(t.app, p.owner, 'POST', `/api/drafts/${id}/moves`, {
      moveNumber: 0,
      move: { take: true, pile: 0 },
    });
    expect(moved.status).toBe(200);
    await expect.poll(() => tablesOf(editor.inbox).length).toBe(1);
    await expect.poll(() => tablesOf(owner.inbox).length).toBe(1);
    const [theirs] = tablesOf(editor.inbox);
    const [mine] = tablesOf(owner.inbox);
    expect(theirs).toMatchObject({
      draftId: id,
      status: 'running',
      view: { mode: 'winston', seat: 1, turn: 1 },
    });
    expect((theirs!.view.table as { pile: unknown[] }).pile).toHaveLength(1);
    expect(mine!.view.table).toMatchObject({ pile: null });
    expect(mine!.view.pool).toHaveLength(1);
    expect(mine!.version).toBe(theirs!.version);
  });
});
