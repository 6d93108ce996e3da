import type { DraftActAck, TurnViewResponse } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../test/cube-requests';
import { createDraft, draftableCube } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { connectWithCookie } from '../../test/sockets';
import { draftEvents } from '../db/schema';

// Turn-based moves over socket.io (`draft:act`, seq = the move number): each refusal is the one POST
// /api/drafts/:id/moves gives (the same words and code), the ack comes only once the move is an event
// row, and the other seat hears the new table as a `draft:view` push of that version.

describe(`turn-based moves over socket.io (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  let winstonId: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ listen: true, draftWorker: false });
    p = await insertPeople(t);
    cubeId = await draftableCube(t.app, p.owner);
    winstonId = await createDraft(t.app, p.owner, cubeId, {
      format: 'winston',
      seats: 2,
      bots: false,
      modeSettings: { cardsPerSeat: 10 },
    });
    await call(t.app, p.editor, 'POST', `/api/drafts/${winstonId}/join`, {});
    await call(t.app, p.owner, 'POST', `/api/drafts/${winstonId}/start`);
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
  const tableOf = async (person: Person) =>
    (await call<TurnViewResponse>(t.app, person, 'GET', `/api/drafts/${winstonId}/table`)).body.view;
  const moveRows = () =>
    t.database.db
      .select()
      .from(draftEvents)
      .where(and(eq(draftEvents.draftId, winstonId), eq(draftEvents.kind, 'move')));

  it('refuses over the socket exactly what POST /moves refuses, and changes nothing', async () => {
    const booster = await createDraft(t.app, p.owner, cubeId, { seats: 2, packs: 1, cardsPerPack: 3 });
    await call(t.app, p.owner, 'POST', `/api/drafts/${booster}/start`);
    const lobby = await createDraft(t.app, p.owner, cubeId, {
      format: 'grid',
      seats: 2,
      bots: false,
      modeSettings: { grids: 2 },
    });
    const owner = await connect(p.owner);
    const editor = await connect(p.editor);
    const stranger = await connect(p.stranger);
    const first = await tableOf(p.owner);
    const mover =
      first.turn === first.seat ? { person: p.owner, socket: owner } : { person: p.editor, socket: editor };
    const waiter =
      mover.person === p.owner ? { person: p.editor, socket: editor } : { person: p.owner, socket: owner };
    const cases: { what: string; who: { person: Person; socket: Socket }; draftId: string; body: AnyBody }[] =
      [
        {
          what: 'out of turn',
          who: waiter,
          draftId: winstonId,
          body: { moveNumber: 0, move: { take: true, pile: 0 } },
        },
        {
          what: "another mode's move",
          who: mover,
          draftId: winstonId,
          body: { moveNumber: 0, move: { line: 'row', index: 0 } },
        },
        {
          what: 'a future move number',
          who: mover,
          draftId: winstonId,
          body: { moveNumber: 5, move: { take: true, pile: 0 } },
        },
        {
          what: 'a pile that is not looked at',
          who: mover,
          draftId: winstonId,
          body: { moveNumber: 0, move: { take: true, pile: 2 } },
        },
        {
          what: 'no seat',
          who: { person: p.stranger, socket: stranger },
          draftId: winstonId,
          body: { moveNumber: 0, move: { take: true, pile: 0 } },
        },
        {
          what: 'a draft in its lobby',
          who: mover,
          draftId: lobby,
          body: { moveNumber: 0, move: { line: 'row', index: 0 } },
        },
        { what: 'a missing draft', who: mover, draftId: 'no-such-draft', body: { moveNumber: 0, move: {} } },
      ];
    for (const c of cases) {
      const http = await call<AnyBody>(t.app, c.who.person, 'POST', `/api/drafts/${c.draftId}/moves`, c.body);
      expect(http.status, c.what).toBeGreaterThanOrEqual(400);
      expect(http.status, c.what).toBeLessThan(500);
      const ack: DraftActAck = await c.who.socket.emitWithAck('draft:act', {
        draftId: c.draftId,
        seq: c.body.moveNumber,
        move: c.body.move,
      });
      expect(ack, c.what).toEqual({ ok: false, error: http.body.error, code: http.body.code });
    }
    // In a booster draft the same message is a pick: a Winston move is not one.
    const notAPick: DraftActAck = await owner.emitWithAck('draft:act', {
      draftId: booster,
      seq: 0,
      move: { take: true, pile: 0 },
    });
    expect(notAPick).toEqual({ ok: false, error: 'Name the card to pick', code: 'bad_request' });
    expect(await moveRows()).toHaveLength(0);
    expect(await tableOf(p.owner)).toEqual(first);
  });

  it('acks a move once it is an event row; the other seat hears that version; a resend is a duplicate', async () => {
    const owner = await connect(p.owner);
    const editor = await connect(p.editor);
    const heard: { socket: Socket; versions: number[] }[] = [owner, editor].map((socket) => ({
      socket,
      versions: [],
    }));
    for (const h of heard) {
      h.socket.on('draft:view', (m: { draftId: string; version: number }) => {
        if (m.draftId === winstonId) h.versions.push(m.version);
      });
      expect(await h.socket.emitWithAck('draft:subscribe', { draftId: winstonId })).toMatchObject({
        ok: true,
      });
    }
    for (let i = 0; i < 6; i++) {
      const view = await tableOf(p.owner);
      const turnIsOwner = view.turn === view.seat;
      const [moverSocket, other] = turnIsOwner ? [owner, heard[1]!] : [editor, heard[0]!];
      const mine = await tableOf(turnIsOwner ? p.owner : p.editor);
      const body = {
        moveNumber: mine.moveNumber,
        move: { take: true, pile: (mine.table as AnyBody).looking },
      };
      const act = { draftId: winstonId, seq: body.moveNumber, move: body.move };
      const ack: DraftActAck = await moverSocket.emitWithAck('draft:act', act);
      expect(ack).toMatchObject({ ok: true, duplicate: false });
      if (!ack.ok) return;
      // Durable before the ack: the row of this move number is there when the ack arrives.
      const rows = await moveRows();
      expect(rows.some((r) => r.pickNumber === body.moveNumber)).toBe(true);
      await expect.poll(() => other.versions.includes(ack.version), { timeout: 10_000 }).toBe(true);
      const again: DraftActAck = await moverSocket.emitWithAck('draft:act', act);
      expect(again).toEqual({ ok: true, version: ack.version, duplicate: true });
    }
    expect(await moveRows()).toHaveLength(6);
  });
});
