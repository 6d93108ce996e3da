import { ManualClock } from '@cubewright/core/clock';
import { VISIBILITIES, type Visibility } from '@cubewright/core/cube';
import type { DraftSubscribeAck, TurnViewResponse } from '@cubewright/core/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, type Person, type Who } from '../../test/cube-requests';
import { createDraft, draftableCube } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { connectWithCookie } from '../../test/sockets';

// The socket half of the permission matrix: every role x visibility x socket message that reaches a
// cube or a draft, over real socket.io connections. Expected outcomes are written out from the spec's
// rules (a private cube is seen by its owner, its collaborators and admins; a draft's room is its seated
// players'), not computed from the policy module under test.

const WHOS: Who[] = ['guest', 'stranger', 'editor', 'owner', 'admin'];
type Outcome = 'ok' | string;

const seesCube = (who: Who, visibility: Visibility) =>
  visibility !== 'private' || who === 'owner' || who === 'editor' || who === 'admin';

describe(`socket permission matrix (${testDbKind})`, () => {
  let t: TestApp;
  let people: Record<Who, Person | null>;
  const sockets = new Map<Who, Socket>();
  // Each role keeps one socket for the whole file, and the rooms allow a socket 20 messages a second on
  // the app's clock: the clock moves a second before each test, so a fast run (a warm module graph) is
  // not refused for its rate.
  const clock = new ManualClock(Date.now());
  beforeEach(() => clock.advance(1000));
  beforeAll(async () => {
    t = await createTestApp({ listen: true, draftWorker: false, clock });
    people = { guest: null, ...(await insertPeople(t)) };
    for (const who of WHOS) sockets.set(who, await connectWithCookie(t.url, people[who]?.cookie ?? ''));
  });
  afterAll(async () => {
    for (const s of sockets.values()) s.disconnect();
    await t?.close();
  });

  const ask = <T>(who: Who, type: string, body: object) =>
    sockets.get(who)!.timeout(5000).emitWithAck(type, body) as Promise<T>;
  const outcome = (ack: { ok: boolean; code?: string; error?: string }): Outcome =>
    ack.ok ? 'ok' : (ack.code ?? ack.error ?? 'refused');

  /**
   * A cube of the visibility (the editor a collaborator), a started booster draft of it seating only the
   * owner, and a started Winston draft of the owner against a bot.
   */
  async function bed(visibility: Visibility) {
    const owner = people.owner!;
    const cubeId = await draftableCube(t.app, owner, 24, { visibility });
    const added = await call(t.app, owner, 'POST', `/api/cubes/${cubeId}/collaborators`, { user: 'editor' });
    expect(added.status).toBe(201);
    const draftId = await createDraft(t.app, owner, cubeId, { seats: 2, packs: 1, cardsPerPack: 3 });
    const started = await call(t.app, owner, 'POST', `/api/drafts/${draftId}/start`);
    expect(started.status).toBe(200);
    const winstonId = await createDraft(t.app, owner, cubeId, {
      format: 'winston',
      seats: 2,
      modeSettings: { cardsPerSeat: 5 },
    });
    expect((await call(t.app, owner, 'POST', `/api/drafts/${winstonId}/start`)).status).toBe(200);
    return { cubeId, draftId, winstonId };
  }

  const ownerTable = async (id: string) =>
    (await call<TurnViewResponse>(t.app, people.owner, 'GET', `/api/drafts/${id}/table`)).body.view;

  for (const visibility of VISIBILITIES) {
    it(`cube and draft messages on a ${visibility} cube`, async () => {
      const { cubeId, draftId, winstonId } = await bed(visibility);
      const got: Record<string, Outcome[]> = {};
      const want: Record<string, Outcome[]> = {};
      for (const who of WHOS) {
        const cube = await ask<{ ok: boolean; error?: string }>(who, 'cube:subscribe', { cubeId });
        const draft = await ask<DraftSubscribeAck>(who, 'draft:subscribe', { draftId });
        // A pick of a card the seat could hold: the owner's pack as the owner's subscribe saw it.
        const ownerView = await call<{
          view: { packNumber: number; pickNumber: number; pack: { id: string }[] };
        }>(t.app, people.owner, 'GET', `/api/drafts/${draftId}/view`);
        const v = ownerView.body.view;
        const pick = await ask<{ ok: boolean; code?: string }>(who, 'draft:act', {
          draftId,
          seq: v.pickNumber,
          move: { cardId: v.pack[0]!.id },
        });
        // A turn-based mode: its subscribe reply carries the seat's table, and a move the owner could play.
        const modeDraft = await ask<DraftSubscribeAck>(who, 'draft:subscribe', { draftId: winstonId });
        const table = await ownerTable(winstonId);
        const move = await ask<{ ok: boolean; code?: string }>(who, 'draft:act', {
          draftId: winstonId,
          seq: table.moveNumber,
          move: { take: true, pile: (table.table as { looking: number }).looking },
        });
        got[who] = [outcome(cube), outcome(draft), outcome(pick), outcome(modeDraft), outcome(move)];
        const seated = who === 'owner';
        const draftRule = who === 'guest' ? 'unauthenticated' : seated ? 'ok' : 'forbidden';
        want[who] = [
          seesCube(who, visibility) ? 'ok' : 'Cube not found',
          draftRule,
          draftRule,
          draftRule,
          draftRule,
        ];
        if (seated && modeDraft.ok)
          expect(modeDraft).toMatchObject({
            seen: { stream: 'table', view: { mode: 'winston', seat: table.seat } },
          });
      }
      expect(got).toEqual(want);
    });
  }

  // Spectators (ADR 0073): watching is the lobby's rule (whoever may view the cube, or holds the invite
  // token) for signed-in people without a seat, only where the host allowed it; a spectator's act is
  // refused in words of its own.
  for (const visibility of VISIBILITIES) {
    it(`watching and acting as a spectator on a ${visibility} cube`, async () => {
      const owner = people.owner!;
      const cubeId = await draftableCube(t.app, owner, 24, { visibility });
      await call(t.app, owner, 'POST', `/api/cubes/${cubeId}/collaborators`, { user: 'editor' });
      const drafts = {
        booster: await createDraft(t.app, owner, cubeId, {
          seats: 2,
          packs: 1,
          cardsPerPack: 3,
          spectators: true,
        }),
        winston: await createDraft(t.app, owner, cubeId, {
          format: 'winston',
          seats: 2,
          modeSettings: { cardsPerSeat: 5 },
          spectators: true,
        }),
        closed: await createDraft(t.app, owner, cubeId, { seats: 2, packs: 1, cardsPerPack: 3 }),
      };
      for (const id of Object.values(drafts))
        expect((await call(t.app, owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
      const invite = (
        await call<{ inviteToken: string }>(t.app, owner, 'GET', `/api/drafts/${drafts.booster}`)
      ).body.inviteToken;
      const got: Record<string, Outcome[]> = {};
      const want: Record<string, Outcome[]> = {};
      const SPECTATOR_ACT = 'You are watching this draft: spectators cannot pick or move.';
      for (const who of WHOS) {
        const seated = who === 'owner';
        const row: Outcome[] = [];
        for (const draftId of [drafts.booster, drafts.winston]) {
          const watch = await ask<DraftSubscribeAck>(who, 'draft:subscribe', { draftId, watch: true });
          const act = await ask<{ ok: boolean; code?: string; error?: string }>(who, 'draft:act', {
            draftId,
            seq: 0,
            move: draftId === drafts.booster ? { cardId: 'x' } : { take: true, pile: 0 },
          });
          // A spectator hears why: not "no seat", but that spectators do not act. (The seated owner's act
          // is a seat's, judged by the rules: not part of this matrix.)
          const acted = seated ? 'seat' : watch.ok && !act.ok ? (act.error ?? 'refused') : outcome(act);
          row.push(outcome(watch), acted);
          if (watch.ok)
            expect(watch.seen).toMatchObject({ stream: draftId === drafts.booster ? 'watch' : 'table' });
        }
        row.push(
          outcome(
            await ask<DraftSubscribeAck>(who, 'draft:subscribe', { draftId: drafts.closed, watch: true }),
          ),
        );
        // The host's invite token lets in whoever cannot view the cube, as GET /watch?invite= does.
        row.push(
          outcome(
            await ask<DraftSubscribeAck>(who, 'draft:subscribe', {
              draftId: drafts.booster,
              watch: true,
              invite,
            }),
          ),
        );
        got[who] = row;
        const sees = seesCube(who, visibility);
        const watchRule =
          who === 'guest' ? 'unauthenticated' : seated ? 'forbidden' : sees ? 'ok' : 'not_found';
        const actRule = seated
          ? 'seat'
          : watchRule === 'ok'
            ? SPECTATOR_ACT
            : watchRule === 'unauthenticated'
              ? watchRule
              : 'forbidden';
        const closedRule = who === 'guest' ? 'unauthenticated' : sees || seated ? 'forbidden' : 'not_found';
        const invitedRule = who === 'guest' ? 'unauthenticated' : seated ? 'forbidden' : 'ok';
        want[who] = [watchRule, actRule, watchRule, actRule, closedRule, invitedRule];
      }
      expect(got).toEqual(want);
    });
  }

  it('sends a draft update to the seated player only', async () => {
    const { draftId } = await bed('public');
    const heard = new Map<Who, number>();
    for (const who of WHOS) {
      heard.set(who, 0);
      // A seat hears a new version whole or as what changed, as a draft:view.
      sockets.get(who)!.on('draft:view', (m: { draftId: string }) => {
        if (m.draftId === draftId) heard.set(who, heard.get(who)! + 1);
      });
      await ask(who, 'draft:subscribe', { draftId });
    }
    const { body } = await call<{ view: { packNumber: number; pickNumber: number; pack: { id: string }[] } }>(
      t.app,
      people.owner,
      'GET',
      `/api/drafts/${draftId}/view`,
    );
    const picked = await call(t.app, people.owner, 'POST', `/api/drafts/${draftId}/picks`, {
      packNumber: body.view.packNumber,
      pickNumber: body.view.pickNumber,
      cardId: body.view.pack[0]!.id,
    });
    expect(picked.status).toBe(200);
    const end = Date.now() + 5000;
    while (heard.get('owner') === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(Object.fromEntries(heard)).toEqual({ guest: 0, stranger: 0, editor: 0, owner: 1, admin: 0 });
  });

  it("sends a turn-based draft's table to the seated player only, after a move over the socket", async () => {
    const { winstonId } = await bed('public');
    const heard = new Map<Who, number[]>();
    for (const who of WHOS) {
      heard.set(who, []);
      sockets.get(who)!.on('draft:view', (m: { draftId: string; version: number }) => {
        if (m.draftId === winstonId) heard.get(who)!.push(m.version);
      });
      await ask(who, 'draft:subscribe', { draftId: winstonId });
    }
    const table = await ownerTable(winstonId);
    const moved = await ask<{ ok: boolean; version: number }>('owner', 'draft:act', {
      draftId: winstonId,
      seq: table.moveNumber,
      move: { take: true, pile: (table.table as { looking: number }).looking },
    });
    expect(moved).toMatchObject({ ok: true, duplicate: false });
    const end = Date.now() + 5000;
    while (heard.get('owner')!.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    const versions = Object.fromEntries([...heard].map(([who, s]) => [who, [...new Set(s)]]));
    expect(versions).toEqual({ guest: [], stranger: [], editor: [], owner: [moved.version], admin: [] });
  });
});
