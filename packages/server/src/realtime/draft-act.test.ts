import type {
  ActResponse,
  DraftActAck,
  DraftSubscribeAck,
  SeatStateResponse,
} from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../test/cube-requests';
import { createDraft, draftableCube } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { draftViewsOn } from '../../test/seat-views';
import { connectWithCookie } from '../../test/sockets';
import { draftEvents } from '../db/schema';

// One message per direction (ADR 0063), over a real socket.io connection: a booster pick and a Winston
// move both go as `draft:act { draftId, seq, move }`; the ack comes once the act is an event row; the
// same seq sent twice is applied once (the second ack says `duplicate`, with the first one's version);
// each seat hears the new version as one `draft:view`; POST /act answers the same act the same way.

describe(`draft:act for every mode over socket.io (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ listen: true, draftWorker: false });
    p = await insertPeople(t);
    cubeId = await draftableCube(t.app, p.owner);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  /** Two seated players' sockets, subscribed, folding what they hear into whole views. */
  async function seated(body: object) {
    const id = await createDraft(t.app, p.owner, cubeId, { seats: 2, bots: false, ...body });
    await call(t.app, p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await call(t.app, p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const seats = [];
    for (const person of [p.owner, p.editor]) {
      const socket = await connectWithCookie(t.url, person.cookie);
      sockets.push(socket);
      const frames: string[] = [];
      socket.onAny((type: string, m: { draftId?: string }) => {
        if (m?.draftId === id) frames.push(type);
      });
      const views = draftViewsOn(socket);
      const ack = await views.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id });
      if (!ack.ok) throw new Error(ack.error);
      seats.push({ person, socket, frames, views: views.views(id) });
    }
    return { id, seats };
  }

  const rowsOf = (id: string) => t.database.db.select().from(draftEvents).where(eq(draftEvents.draftId, id));

  /** Sends one act and, when its ack arrives, reads the draft's event rows (durable before the ack). */
  async function act(socket: Socket, id: string, seq: number, move: unknown) {
    const ack: DraftActAck = await socket.emitWithAck('draft:act', { draftId: id, seq, move });
    return { ack, rows: await rowsOf(id) };
  }

  it('takes a booster pick as draft:act: durable before the ack, the same seq twice applied once', async () => {
    const { id, seats } = await seated({ packs: 2, cardsPerPack: 4 });
    const [owner, editor] = seats as [(typeof seats)[0], (typeof seats)[0]];
    expect(owner.views.seq).toBe(0);
    const cardId = owner.views.view!.pack![1]!.id;
    const before = (await rowsOf(id)).length;

    const first = await act(owner.socket, id, 0, { cardId });
    expect(first.ack).toMatchObject({ ok: true, duplicate: false });
    if (!first.ack.ok) return;
    // The pick's event row is there when the ack arrives.
    expect(first.rows.filter((r) => r.kind === 'pick' && r.seat === 0)).toHaveLength(1);
    const afterFirst = first.rows.length;
    expect(afterFirst).toBeGreaterThan(before);

    const again = await act(owner.socket, id, 0, { cardId });
    expect(again.ack).toEqual({ ok: true, version: first.ack.version, duplicate: true });
    expect(again.rows).toHaveLength(afterFirst);
    // The same seq naming another card is a second pick for one slot: refused, nothing written.
    const other = owner.views.view?.pack?.[0]?.id ?? 'no-such-card';
    const clash = await act(owner.socket, id, 0, { cardId: other });
    expect(clash.ack).toEqual({
      ok: false,
      error: 'Pick 1 of pack 1 was already made.',
      code: 'duplicate_pick',
    });
    expect(clash.rows).toHaveLength(afterFirst);

    // Each seat heard the new version as one draft:view, and its rebuilt view is the server's.
    await expect.poll(() => owner.views.version).toBe(first.ack.version);
    await expect.poll(() => editor.views.version).toBe(first.ack.version);
    expect(owner.views.view!.pool.map((c) => c.id)).toEqual([cardId]);
    expect(owner.views.seq).toBe(1);
    expect(editor.views.seq).toBe(0);
    for (const seat of seats) expect(seat.frames.filter((f) => f !== 'draft:view')).toEqual([]);
    const server = await call<SeatStateResponse>(t.app, p.owner, 'GET', `/api/drafts/${id}/seat`);
    expect(server.body).toMatchObject({ draftId: id, version: first.ack.version, status: 'running' });
    expect(owner.views.held.seen).toEqual(server.body.seen);

    // POST /act, the fallback: the same act answers `duplicate` with the seat's view, one shape.
    const http = await call<ActResponse>(t.app, p.owner, 'POST', `/api/drafts/${id}/act`, {
      seq: 0,
      move: { cardId },
    });
    expect(http.status).toBe(200);
    expect(http.body).toMatchObject({
      version: first.ack.version,
      duplicate: true,
      seen: { stream: 'packs', seq: 1 },
    });
    expect(await rowsOf(id)).toHaveLength(afterFirst);
  });

  it('takes a Winston move as the same draft:act: durable before the ack, the same seq twice applied once', async () => {
    const { id, seats } = await seated({ format: 'winston', modeSettings: { cardsPerSeat: 10 } });
    const mover = seats.find((s) => s.views.table!.turn === s.views.table!.seat)!;
    const waiter = seats.find((s) => s !== mover)!;
    const seq = mover.views.seq;
    const move = { take: true, pile: (mover.views.table!.table as AnyBody).looking };

    // The other seat's act out of turn is refused by the mode's rules, with nothing written.
    const early = await act(waiter.socket, id, seq, move);
    expect(early.ack).toMatchObject({ ok: false });
    const moves = (rows: { kind: string }[]) => rows.filter((r) => r.kind === 'move');
    expect(moves(early.rows)).toHaveLength(0);

    const first = await act(mover.socket, id, seq, move);
    expect(first.ack).toMatchObject({ ok: true, duplicate: false });
    if (!first.ack.ok) return;
    expect(moves(first.rows)).toHaveLength(1);
    const again = await act(mover.socket, id, seq, move);
    expect(again.ack).toEqual({ ok: true, version: first.ack.version, duplicate: true });
    expect(moves(again.rows)).toHaveLength(1);

    // Both seats rebuilt the new table from a delta; it is the one GET /seat answers whole.
    for (const seat of seats) {
      await expect.poll(() => seat.views.version).toBe(first.ack.version);
      expect(seat.views.seq).toBe(seq + 1);
      const server = await call<SeatStateResponse>(
        t.app,
        seat.person as Person,
        'GET',
        `/api/drafts/${id}/seat`,
      );
      expect(seat.views.held.seen).toEqual(server.body.seen);
      expect(seat.frames.filter((f) => f !== 'draft:view')).toEqual([]);
    }
    expect(mover.views.table!.pool).toHaveLength(1);
  });
});
