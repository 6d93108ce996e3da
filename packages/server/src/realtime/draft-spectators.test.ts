import type { DraftResponse, DraftSubscribeAck, SeatStateResponse } from '@cubewright/core/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call } from '../../test/cube-requests';
import { createDraft, draftableCube, pickFirst } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { draftViewsOn } from '../../test/seat-views';
import { connectWithCookie } from '../../test/sockets';
import { REMOVED_SPECTATOR, SPECTATORS_CANNOT_ACT } from '../services/drafts/spectators';

// Spectators over a real socket and HTTP (ADR 0073): a spectator hears each new version as the
// spectator view (no pack, no pick until the end, unless the host reveals with a delay), never acts,
// holds no seat, shows in the host's list, and stops hearing the draft once the host removes them.

describe(`draft spectators (${testDbKind})`, () => {
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

  /** A started two-seat booster draft (owner, editor) that the stranger watches over a socket. */
  async function watched(body: object) {
    const id = await createDraft(t.app, p.owner, cubeId, {
      seats: 2,
      bots: false,
      packs: 2,
      cardsPerPack: 3,
      spectators: true,
      ...body,
    });
    await call(t.app, p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await call(t.app, p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const socket = await connectWithCookie(t.url, p.stranger.cookie);
    sockets.push(socket);
    const frames: string[] = [];
    socket.onAny((type: string, m: { draftId?: string }) => {
      if (m?.draftId === id) frames.push(type);
    });
    const views = draftViewsOn(socket);
    const ack = await views.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id, watch: true });
    if (!ack.ok) throw new Error(ack.error);
    return { id, socket, frames, ack, held: () => views.views(id).held };
  }

  /** Waits (on the wall clock: the server's delivery, not a timer we control) until `done` holds. */
  async function until(done: () => boolean, what: string) {
    const end = Date.now() + 5000;
    while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    if (!done()) throw new Error(`timed out waiting for ${what}`);
  }

  const picksOf = (seen: SeatStateResponse['seen']) =>
    seen?.stream === 'watch' ? seen.view.seats.map((s) => s.picks) : [];
  const shownOf = (seen: SeatStateResponse['seen']) =>
    seen?.stream === 'watch' ? seen.view.seats.map((s) => s.shown?.length ?? null) : null;

  it('hears every version as the spectator view, never acts, and holds no seat', async () => {
    const { id, socket, ack, held } = await watched({});
    expect(ack).toMatchObject({
      ok: true,
      seen: { stream: 'watch', view: { seats: [{ picks: 0 }, { picks: 0 }] } },
    });
    // The arrival is written beside the subscribe's answer, not before it: the lobby lists it soon after.
    const lobbyOf = () => call<DraftResponse>(t.app, p.owner, 'GET', `/api/drafts/${id}`);
    await expect
      .poll(async () => (await lobbyOf()).body.draft.spectators.map((s) => s.username))
      .toEqual(['stranger']);
    const lobby = await lobbyOf();
    const strangerId = lobby.body.draft.spectators[0]!.userId;
    expect(lobby.body.draft.seats.map((s) => s.userId)).not.toContain(strangerId);

    // Acts are refused in their own words, over the socket and over HTTP.
    const act = await socket.emitWithAck('draft:act', { draftId: id, seq: 0, move: { cardId: 'x' } });
    expect(act).toEqual({ ok: false, error: SPECTATORS_CANNOT_ACT, code: 'forbidden' });
    const posted = await call<AnyBody>(t.app, p.stranger, 'POST', `/api/drafts/${id}/act`, {
      seq: 0,
      move: { cardId: 'x' },
    });
    expect([posted.status, posted.body.error]).toEqual([403, SPECTATORS_CANNOT_ACT]);

    const picked = await pickFirst(t.app, p.owner, id);
    expect(picked?.res.status).toBe(200);
    await until(() => picksOf(held().seen)[0] === 1, 'the pick');
    // Counters move; no card is shown while the draft runs without a reveal.
    expect(shownOf(held().seen)).toEqual([null, null]);
    expect(JSON.stringify(held().seen)).not.toContain(picked!.pick.cardId);
  });

  it('with "everything, delayed by N picks" shows each seat’s picks but its last N, all at the end', async () => {
    const { id, held } = await watched({ spectatorDelay: 1 });
    for (let k = 0; k < 2; k++) for (const who of [p.owner, p.editor]) await pickFirst(t.app, who, id);
    await until(() => picksOf(held().seen)[1] === 2, 'two picks');
    expect(shownOf(held().seen)).toEqual([1, 1]);
    const http = await call<SeatStateResponse>(t.app, p.stranger, 'GET', `/api/drafts/${id}/watch`);
    expect(shownOf(http.body.seen)).toEqual([1, 1]);
    for (let k = 0; k < 10; k++) for (const who of [p.owner, p.editor]) await pickFirst(t.app, who, id);
    await until(() => held().status === 'complete', 'the end');
    expect(shownOf(held().seen)).toEqual([6, 6]);
  });

  it('a removed spectator stops receiving and may not watch again', async () => {
    const { id, frames, held } = await watched({});
    // The host's list names whom to remove.
    const listed = await call<DraftResponse>(t.app, p.owner, 'GET', `/api/drafts/${id}`);
    const strangerId = listed.body.draft.spectators[0]!.userId;
    const removed = await call<DraftResponse>(t.app, p.owner, 'POST', `/api/drafts/${id}/spectators/remove`, {
      userId: strangerId,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.draft.spectators).toEqual([]);
    await until(() => frames.includes('draft:lobby'), 'the lobby change');
    const heard = frames.length;
    const version = held().version;
    await pickFirst(t.app, p.owner, id);
    await pickFirst(t.app, p.editor, id);
    // The seats heard both picks; the removed spectator heard nothing after its removal.
    const owner = await call<SeatStateResponse>(t.app, p.owner, 'GET', `/api/drafts/${id}/seat`);
    expect(owner.body.version).toBeGreaterThan(version);
    await new Promise((r) => setTimeout(r, 300));
    // (A lobby change already in flight at the removal may still say "draft:lobby": no view, no card.)
    expect(frames.slice(heard).filter((f) => f !== 'draft:lobby')).toEqual([]);

    const again = await call<AnyBody>(t.app, p.stranger, 'GET', `/api/drafts/${id}/watch`);
    expect([again.status, again.body.error]).toEqual([403, REMOVED_SPECTATOR]);
    const lobby = await call<DraftResponse>(t.app, p.stranger, 'GET', `/api/drafts/${id}`);
    expect(lobby.body.mayWatch).toBe(false);
    // Only the host removes.
    const other = await call(t.app, p.editor, 'POST', `/api/drafts/${id}/spectators/remove`, {
      userId: strangerId,
    });
    expect(other.status).toBe(403);
  });

  it('lets in a spectator of a private cube’s draft by the invite token over the socket as over HTTP, and refuses one without it alike', async () => {
    const privateCube = await draftableCube(t.app, p.owner, 24, { visibility: 'private' });
    const id = await createDraft(t.app, p.owner, privateCube, {
      seats: 2,
      bots: false,
      packs: 1,
      cardsPerPack: 3,
      spectators: true,
      spectatorDelay: 1,
    });
    const invite = (await call<DraftResponse>(t.app, p.owner, 'GET', `/api/drafts/${id}`)).body.inviteToken;
    expect((await call(t.app, p.editor, 'POST', `/api/drafts/${id}/join`, { invite })).status).toBe(200);
    expect((await call(t.app, p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const socket = await connectWithCookie(t.url, p.stranger.cookie);
    sockets.push(socket);
    const views = draftViewsOn(socket);
    const subscribe = (body: object) =>
      views.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id, watch: true, ...body });

    // Without the token, or with another draft's, the socket refuses as HTTP does: the draft is not found.
    const other = await createDraft(t.app, p.owner, privateCube, { seats: 2, spectators: true });
    const othersToken = (await call<DraftResponse>(t.app, p.owner, 'GET', `/api/drafts/${other}`)).body
      .inviteToken;
    for (const query of ['', `?invite=${othersToken}`]) {
      const http = await call<AnyBody>(t.app, p.stranger, 'GET', `/api/drafts/${id}/watch${query}`);
      expect([http.status, http.body.error]).toEqual([404, 'Draft not found']);
    }
    expect(await subscribe({})).toEqual({ ok: false, error: 'Draft not found', code: 'not_found' });
    expect(await subscribe({ invite: othersToken })).toEqual({
      ok: false,
      error: 'Draft not found',
      code: 'not_found',
    });
    // A token too long to be one is the same refusal as the HTTP query's, in words.
    const long = await subscribe({ invite: 'x'.repeat(65) });
    expect(long).toMatchObject({ ok: false, error: expect.stringMatching(/The invite token is too long/) });
    const longHttp = await call<AnyBody>(
      t.app,
      p.stranger,
      'GET',
      `/api/drafts/${id}/watch?invite=${'x'.repeat(65)}`,
    );
    expect(longHttp.status).toBe(400);
    expect(JSON.stringify(longHttp.body)).toMatch(/The invite token is too long/);

    // With the host's token: watching over the socket, live, as over HTTP.
    const http = await call<SeatStateResponse>(
      t.app,
      p.stranger,
      'GET',
      `/api/drafts/${id}/watch?invite=${invite}`,
    );
    expect(http.status).toBe(200);
    const ack = await subscribe({ invite });
    expect(ack).toMatchObject({
      ok: true,
      seen: { stream: 'watch', view: { seats: [{ picks: 0 }, { picks: 0 }] } },
    });
    // The arrival is written beside the subscribe's answer, not before it: the lobby lists it soon after.
    const lobbyOf = () => call<DraftResponse>(t.app, p.owner, 'GET', `/api/drafts/${id}`);
    await expect
      .poll(async () => (await lobbyOf()).body.draft.spectators.map((s) => s.username))
      .toEqual(['stranger']);
    const picked = await pickFirst(t.app, p.owner, id);
    expect(picked?.res.status).toBe(200);
    await until(() => picksOf(views.views(id).held.seen)[0] === 1, 'the pick, live');
    // Let in by the token, still a spectator: no act.
    const act = await socket.emitWithAck('draft:act', { draftId: id, seq: 0, move: { cardId: 'x' } });
    expect(act).toEqual({ ok: false, error: SPECTATORS_CANNOT_ACT, code: 'forbidden' });
  });

  it('shows a turn-based table to a spectator as the mode shows it to no seat', async () => {
    const id = await createDraft(t.app, p.owner, cubeId, {
      format: 'winston',
      seats: 2,
      modeSettings: { cardsPerSeat: 5 },
      spectators: true,
    });
    expect((await call(t.app, p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const seen = (await call<SeatStateResponse>(t.app, p.stranger, 'GET', `/api/drafts/${id}/watch`)).body
      .seen;
    expect(seen).toMatchObject({
      stream: 'table',
      view: { mode: 'winston', seat: null, pool: [], table: { pile: null } },
    });
  });
});
