import type { Actor } from '@cubewright/core/cube';
import type { SeatViewDelta } from '@cubewright/core/draft';
import { viewFor } from '@cubewright/core/draft';
import type {
  DraftActAck,
  DraftSubscribeAck,
  DraftViewMessage,
  ServerMessage,
} from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boosterInternals } from '../../../core/src/draft/modes/booster-internals.test-support';
import { call, type Person } from '../../test/cube-requests';
import { createDraft, draftableCube, startedTwoSeatDraft } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { memoryClient } from '../../test/memory-socket';
import { ackTable, ackView, seatUpdates } from '../../test/seat-views';

// The draft rooms in process, through the same in-memory socket pair as the cube rooms: the app's own
// router, a real database and draft service, no socket.io and no ports. Every mode's seats act with
// `draft:act` and hear each version as a `draft:view` of their own view (ADR 0063).

const viewsOf = (inbox: ServerMessage[]) =>
  inbox.filter((m): m is DraftViewMessage => m.type === 'draft:view');

/** The booster deltas a seat heard, with their pack-view delta. */
const deltasOf = (inbox: ServerMessage[]) =>
  viewsOf(inbox).flatMap((m) =>
    m.delta?.stream === 'packs' ? [{ ...m, delta: m.delta.delta as SeatViewDelta }] : [],
  );

describe(`draft rooms through the in-memory pair (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  const actors = new Map<Person, Actor>();
  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false });
    p = await insertPeople(t);
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
    expect([ackView(a)!.seat, ackView(b)!.seat]).toEqual([0, 1]);
    expect(t.realtime.draftRooms.subscriberCount(id)).toBe(2);

    const cardId = ackView(a)!.pack![0]!.id;
    const ack = await owner.emit<DraftActAck>('draft:act', { draftId: id, seq: 0, move: { cardId } });
    expect(ack).toEqual({ ok: true, version: a.version + 1, duplicate: false });
    await expect.poll(() => seatUpdates(id, b, editor.inbox).length).toBe(1);
    await expect.poll(() => seatUpdates(id, a, owner.inbox).length).toBe(1);
    const [mine] = seatUpdates(id, a, owner.inbox);
    const [theirs] = seatUpdates(id, b, editor.inbox);
    // Both came as deltas from the ack's version: the picker's carries the card, not the whole pool;
    // the other seat's carries the counters that changed and no cards of anyone's.
    const [myDelta] = deltasOf(owner.inbox);
    const [theirDelta] = deltasOf(editor.inbox);
    expect(myDelta).toMatchObject({ base: a.version, version: a.version + 1 });
    expect(myDelta!.delta.poolAdded?.map((c) => c.id)).toEqual([cardId]);
    expect(myDelta!.delta.pool).toBeUndefined();
    expect(theirDelta!.delta.pool).toBeUndefined();
    expect(theirDelta!.delta.poolAdded).toBeUndefined();
    expect(theirDelta!.delta.seatChanges?.length).toBeGreaterThan(0);
    const state = boosterInternals((await t.drafts.play.latest(id)).folded!.state)!;
    expect(mine!.view).toEqual(viewFor(state, 0));
    expect(theirs!.view).toEqual(viewFor(state, 1));
    expect(mine).toMatchObject({ draftId: id, version: ack.ok ? ack.version : -1, status: 'running' });
    expect(mine!.view.seat).toBe(0);
    expect(mine!.view.pool.map((c) => c.id)).toEqual([cardId]);
    expect(theirs!.view.seat).toBe(1);
    expect(theirs!.view.pool).toEqual([]);

    // A resend is acked as a duplicate and makes no new version.
    expect(
      await owner.emit<DraftActAck>('draft:act', { draftId: id, seq: 0, move: { cardId } }),
    ).toMatchObject({ ok: true, version: ack.ok ? ack.version : -1, duplicate: true });

    // A disconnected seat leaves the room; the other stays.
    owner.close();
    expect(t.realtime.draftRooms.subscriberCount(id)).toBe(1);
  });

  it('sends a full view to a connection that subscribes again, and deltas from its version after', async () => {
    const id = await startedTwoSeatDraft(t.app, p);
    const owner = client(p.owner);
    const editor = client(p.editor);
    const a = await owner.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    if (!a.ok) throw new Error('subscribe failed');
    const pick = (who: typeof owner, seq: number, cardId: string) =>
      who.emit<DraftActAck>('draft:act', { draftId: id, seq, move: { cardId } });
    // The owner's client takes a newer view over HTTP (as after a pick sent over HTTP): the next delta,
    // made from the version the socket last carried, does not apply to it, so it subscribes again.
    await pick(owner, 0, ackView(a)!.pack![0]!.id);
    await expect.poll(() => deltasOf(owner.inbox).length).toBe(1);
    const again = await owner.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    if (!again.ok) throw new Error('subscribe failed');
    expect(again.version).toBe(a.version + 1);
    owner.inbox.length = 0;
    const b = (await t.drafts.play.view(actors.get(p.editor)!.id, id)).view;
    await pick(editor, 0, b.pack![0]!.id);
    await expect.poll(() => deltasOf(owner.inbox).length).toBe(1);
    expect(deltasOf(owner.inbox)[0]).toMatchObject({ base: again.version, version: again.version + 1 });
    const state = boosterInternals((await t.drafts.play.latest(id)).folded!.state)!;
    expect(seatUpdates(id, again, owner.inbox).at(-1)!.view).toEqual(viewFor(state, 0));
    expect(t.realtime.draftRooms.subscriberCount(id)).toBe(1);
  });

  it("holds back a delta that only moves other seats' counters, and sends it when the hold ends", async () => {
    const cubeId = await draftableCube(t.app, p.owner, 40);
    const id = await createDraft(t.app, p.owner, cubeId, {
      seats: 3,
      bots: false,
      packs: 1,
      cardsPerPack: 3,
    });
    await call(t.app, p.editor, 'POST', `/api/drafts/${id}/join`, {});
    await call(t.app, p.stranger, 'POST', `/api/drafts/${id}/join`, {});
    await call(t.app, p.owner, 'POST', `/api/drafts/${id}/start`);
    const [owner, editor, third] = [client(p.owner), client(p.editor), client(p.stranger)];
    const acks = [];
    for (const c of [owner, editor, third])
      acks.push(await c.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id }));
    const [a] = acks;
    if (!a?.ok) throw new Error('subscribe failed');
    const ack = await owner.emit<DraftActAck>('draft:act', {
      draftId: id,
      seq: 0,
      move: { cardId: ackView(a)!.pack![0]!.id },
    });
    if (!ack.ok) throw new Error('pick refused');
    // The seat the pack went to hears it at once (one more pack waits there); the other seat only sees two counters move, so its
    // delta waits (HOLD_COUNTERS_MS) for a change of its own or the end of the hold.
    await expect.poll(() => deltasOf(editor.inbox).length + deltasOf(third.inbox).length).toBe(1);
    const [receiver, bystander] = deltasOf(editor.inbox).length ? [editor, third] : [third, editor];
    const receiverSeat = receiver === editor ? 1 : 2;
    expect(deltasOf(receiver.inbox)[0]!.delta.seatChanges!.map((c) => c.index)).toContain(receiverSeat);
    expect(deltasOf(bystander.inbox)).toEqual([]);
    await expect.poll(() => deltasOf(bystander.inbox).length, { timeout: 5000 }).toBe(1);
    const [held] = deltasOf(bystander.inbox);
    const seat = 3 - receiverSeat;
    expect(held).toMatchObject({ version: ack.version, status: 'running' });
    expect(Object.keys(held!.delta)).toEqual(['seatChanges']);
    expect(held!.delta.seatChanges!.map((c) => c.index).sort()).not.toContain(seat);
    const state = boosterInternals((await t.drafts.play.latest(id)).folded!.state)!;
    const bystanderAck = acks[seat]!;
    expect(seatUpdates(id, bystanderAck, bystander.inbox).at(-1)!.view).toEqual(viewFor(state, seat));
  });

  it('answers a malformed draft frame with an error event and an invalid_message ack', async () => {
    const id = await startedTwoSeatDraft(t.app, p);
    const owner = client(p.owner);
    const ack = await owner.emit('draft:act', { draftId: id, seq: -1, move: { cardId: 'x' } });
    expect(ack).toEqual({
      ok: false,
      error: 'Invalid message: seq: The seq is a whole number',
      code: 'invalid_message',
    });
    expect(owner.inbox).toEqual([
      {
        type: 'error',
        message: 'Invalid message: seq: The seq is a whole number',
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
    // The subscribe ack carries each seat's table, whole; the move goes over the same draft:act.
    if (!a.ok || !b.ok) throw new Error('subscribe failed');
    expect([ackTable(a)!.seat, ackTable(b)!.seat]).toEqual([0, 1]);
    expect(ackTable(b)!.table).toMatchObject({ pile: null });
    const moved = await owner.emit<DraftActAck>('draft:act', {
      draftId: id,
      seq: 0,
      move: { take: true, pile: 0 },
    });
    expect(moved).toEqual({ ok: true, version: a.version + 1, duplicate: false });
    await expect.poll(() => viewsOf(editor.inbox).length).toBe(1);
    await expect.poll(() => viewsOf(owner.inbox).length).toBe(1);
    // Both came as deltas of the table, not whole tables.
    expect(viewsOf(editor.inbox)[0]).toMatchObject({ base: b.version, delta: { stream: 'table' } });
    expect(viewsOf(owner.inbox)[0]!.seen).toBeUndefined();
    const [theirs] = seatUpdates(id, b, editor.inbox);
    const [mine] = seatUpdates(id, a, owner.inbox);
    expect(theirs).toMatchObject({
      draftId: id,
      status: 'running',
      seq: 1,
      table: { mode: 'winston', seat: 1, turn: 1 },
    });
    expect((theirs!.table.table as { pile: unknown[] }).pile).toHaveLength(1);
    expect(mine!.table.table).toMatchObject({ pile: null });
    expect(mine!.table.pool).toHaveLength(1);
    expect(mine!.version).toBe(theirs!.version);
    // What the seats rebuilt from deltas is what the server would send whole.
    const folded = (await t.drafts.play.latest(id)).folded!;
    expect(mine!.table).toEqual(t.drafts.play.tableOf(folded, 0));
    expect(theirs!.table).toEqual(t.drafts.play.tableOf(folded, 1));
  });
});
