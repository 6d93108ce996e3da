import type { DraftSubscribeAck } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Person } from '../../test/cube-requests';
import { createDraft, draftableCube, viewOf } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { ackView } from '../../test/seat-views';
import { connectWithCookie } from '../../test/sockets';
import { draftEvents } from '../db/schema';

// The security refusals, sent the way a hostile or stale client would: over a real socket.io
// connection. Each is refused with a clear message, changes nothing, and the draft goes on.

interface Ack {
  ok: boolean;
  error?: string;
  code?: string;
  duplicate?: boolean;
}

describe(`draft refusals over socket.io (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let id: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ listen: true, draftWorker: false });
    p = await insertPeople(t);
    const cubeId = await draftableCube(t.app, p.owner);
    id = await createDraft(t.app, p.owner, cubeId, { seats: 2, bots: false, packs: 2, cardsPerPack: 4 });
    await call(t.app, p.editor, 'POST', `/api/drafts/${id}/join`, {});
    await call(t.app, p.owner, 'POST', `/api/drafts/${id}/start`);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  async function connect(person: Person) {
    const socket = await connectWithCookie(t.url, person.cookie);
    sockets.push(socket);
    return socket;
  }
  const pick = (socket: Socket, { seq, cardId }: { seq: number; cardId: string }): Promise<Ack> =>
    socket.emitWithAck('draft:act', { draftId: id, seq, move: { cardId } });
  const poolOf = async (person: Person) => (await viewOf(t.app, person, id)).body.view.pool.map((c) => c.id);
  const pickRows = () =>
    t.database.db
      .select()
      .from(draftEvents)
      .where(and(eq(draftEvents.draftId, id), eq(draftEvents.kind, 'pick')));

  it('refuses a card outside the current pack, out-of-turn picks and a duplicate index', async () => {
    const owner = await connect(p.owner);
    const mine = (await viewOf(t.app, p.owner, id)).body.view;
    const theirs = (await viewOf(t.app, p.editor, id)).body.view;

    // A card from the other seat's pack (acting for a seat that is not theirs) and one from nowhere.
    for (const cardId of [theirs.pack![0]!.id, 'no-such-card'])
      expect(await pick(owner, { seq: 0, cardId })).toEqual({
        ok: false,
        error: 'That card is not in your pack.',
        code: 'card_not_in_pack',
      });
    // A seq ahead of the seat's next pick (the view showed seq 0).
    expect(await pick(owner, { seq: 2, cardId: mine.pack![0]!.id })).toEqual({
      ok: false,
      error: 'Expected pick 1, got pick 3.',
      code: 'wrong_pick',
    });
    expect(await pick(owner, { seq: 4, cardId: mine.pack![0]!.id })).toEqual({
      ok: false,
      error: 'Expected pick 1, got pick 5.',
      code: 'wrong_pick',
    });
    expect(await pickRows()).toHaveLength(0);

    const chosen = mine.pack![1]!.id;
    expect(await pick(owner, { seq: 0, cardId: chosen })).toMatchObject({
      ok: true,
      duplicate: false,
    });
    // The same index again: with the same card a harmless resend, with another card a refusal.
    expect(await pick(owner, { seq: 0, cardId: chosen })).toMatchObject({
      ok: true,
      duplicate: true,
    });
    expect(await pick(owner, { seq: 0, cardId: mine.pack![2]!.id })).toEqual({
      ok: false,
      error: 'Pick 1 of pack 1 was already made.',
      code: 'duplicate_pick',
    });
    expect(await poolOf(p.owner)).toEqual([chosen]);
    expect(await pickRows()).toHaveLength(1);
  });

  it('refuses a user acting in a draft where they have no seat', async () => {
    const stranger = await connect(p.stranger);
    const theirs = (await viewOf(t.app, p.editor, id)).body.view;
    const refused = { ok: false, error: 'You do not have a seat in this draft.', code: 'forbidden' };
    expect(await pick(stranger, { seq: 0, cardId: theirs.pack![0]!.id })).toEqual(refused);
    expect(await stranger.emitWithAck('draft:subscribe', { draftId: id })).toEqual(refused);
    expect((await viewOf(t.app, p.editor, id)).body.view.pack).toEqual(theirs.pack);
  });

  it('rate-limits each connection, not the user', async () => {
    const flooding = await connect(p.editor);
    // 65 messages cannot all fit in the 20-per-second budget unless they took more than three seconds.
    const acks: Ack[] = await Promise.all(
      Array.from({ length: 65 }, () => flooding.emitWithAck('draft:unsubscribe', { draftId: id })),
    );
    const limited = acks.filter((a) => !a.ok);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]).toEqual({ ok: false, error: 'Too many messages; slow down.', code: 'rate_limited' });
    // The same player's other connection still drafts.
    const other = await connect(p.editor);
    const sub: DraftSubscribeAck = await other.emitWithAck('draft:subscribe', { draftId: id });
    expect(sub.ok).toBe(true);
    if (!sub.ok) return;
    const done = await pick(other, { seq: 0, cardId: ackView(sub)!.pack![0]!.id });
    expect(done).toMatchObject({ ok: true, duplicate: false });
  });
});
