import type { DraftResultResponse, DraftSubscribeAck } from '@cubewright/core/protocol';
import { CHAT_BURST, CHAT_KEPT, type DraftChatMessage } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../../test/cube-requests';
import { createDraft, draftableCube, pickFirst, playToEnd, viewOf } from '../../../test/draft-bed';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { draftViewsOn } from '../../../test/seat-views';
import { connectWithCookie } from '../../../test/sockets';
import { draftSeats } from '../../db/schema';
import { chatRowsOf, postChat } from '../../services/drafts/chat';

// The lobby's host controls, presence, chat and seat replacement, over HTTP (and the chat over a real
// socket). Every host control is also tried by someone else and must be refused.

const ONLY_HOST = 'Only the host can change the lobby.';

describe(`draft lobby host controls and chat (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  beforeAll(async () => {
    t = await createTestApp({ listen: true, draftWorker: false });
    p = await insertPeople(t);
    cubeId = await draftableCube(t.app, p.owner);
  });
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });
  const as = (person: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, person, method, url, body);

  /** A lobby hosted by the owner with the editor seated. */
  async function lobbyWithGuest(body = {}) {
    const id = await createDraft(t.app, p.owner, cubeId, body);
    const joined = await as(p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect(joined.status).toBe(200);
    return { id, editorId: joined.body.draft.seats[joined.body.mySeat].userId as string };
  }

  it('lets the host change settings, checked like a new draft, and nobody else', async () => {
    const { id } = await lobbyWithGuest();
    const changed = await as(p.owner, 'PATCH', `/api/drafts/${id}/settings`, {
      timerSeconds: 45,
      seats: 6,
      logsPrivate: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.draft.settings).toMatchObject({
      timerSeconds: 45,
      seats: 6,
      logsPrivate: true,
      packs: 2,
      cardsPerPack: 4,
    });
    expect(changed.body.draft.seats).toHaveLength(6);

    const byGuest = await as(p.editor, 'PATCH', `/api/drafts/${id}/settings`, { timerSeconds: null });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.error).toBe(ONLY_HOST);
    // 6 seats x 3 packs x 15 cards is more than the 80-card cube: the create message, not a 500.
    const tooBig = await as(p.owner, 'PATCH', `/api/drafts/${id}/settings`, { packs: 3, cardsPerPack: 15 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toMatch(/main board/);
    const unknown = await as(p.owner, 'PATCH', `/api/drafts/${id}/settings`, { format: 'Mystery' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Unknown format/);
    const bad = await as(p.owner, 'PATCH', `/api/drafts/${id}/settings`, { seats: 40 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Seats must be at most 16/);
    // The refused changes left the settings alone.
    const now = await as(p.editor, 'GET', `/api/drafts/${id}`);
    expect(now.body.draft.settings).toMatchObject({ timerSeconds: 45, packs: 2, cardsPerPack: 4 });

    // Two players seated: a smaller table than that is refused; the guest at seat 1 of 2 stays put.
    await as(p.stranger, 'POST', `/api/drafts/${id}/join`, { seat: 5 });
    const tooFew = await as(p.owner, 'PATCH', `/api/drafts/${id}/settings`, { seats: 2 });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error).toBe('3 players are seated: the draft needs at least 3 seats.');
    const smaller = await as(p.owner, 'PATCH', `/api/drafts/${id}/settings`, { seats: 3 });
    expect(smaller.status).toBe(200);
    expect(smaller.body.draft.seats.map((s: AnyBody) => s.username)).toEqual([
      p.owner.username,
      p.editor.username,
      p.stranger.username,
    ]);

    await as(p.owner, 'POST', `/api/drafts/${id}/start`);
    const late = await as(p.owner, 'PATCH', `/api/drafts/${id}/settings`, { timerSeconds: 60 });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This draft has already started.');
  });

  it('marks seats for bots or players; open seats without a player leave the table at the start', async () => {
    const { id } = await lobbyWithGuest();
    const refused = await as(p.editor, 'POST', `/api/drafts/${id}/seat-mode`, { seat: 4, bot: false });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ONLY_HOST);
    const noSeat = await as(p.owner, 'POST', `/api/drafts/${id}/seat-mode`, { seat: 9, bot: false });
    expect(noSeat.status).toBe(400);
    expect(noSeat.body.error).toBe('There is no seat 10.');
    for (const seat of [4, 5, 6])
      await as(p.owner, 'POST', `/api/drafts/${id}/seat-mode`, { seat, bot: false });
    const marked = await as(p.owner, 'POST', `/api/drafts/${id}/seat-mode`, { seat: 6, bot: true });
    expect(marked.body.draft.settings.botSeats).toEqual([0, 1, 2, 3, 6, 7]);
    expect(marked.body.draft.seats.map((s: AnyBody) => s.kind)).toEqual([
      'human',
      'human',
      'bot',
      'bot',
      'human',
      'human',
      'bot',
      'bot',
    ]);
    // A newcomer takes the first seat waiting for a player, not a bot's.
    const joined = await as(p.stranger, 'POST', `/api/drafts/${id}/join`, {});
    expect(joined.body.mySeat).toBe(4);

    const started = await as(p.owner, 'POST', `/api/drafts/${id}/start`);
    expect(started.status).toBe(200);
    expect(started.body.draft.seats.map((s: AnyBody) => [s.kind, s.username])).toEqual([
      ['human', p.owner.username],
      ['human', p.editor.username],
      ['bot', null],
      ['bot', null],
      ['human', p.stranger.username],
      ['bot', null],
      ['bot', null],
    ]);
    expect((await viewOf(t.app, p.stranger, id)).body.view.seat).toBe(4);
  });

  it('kicks a player, who may not come back; never the host; only by the host', async () => {
    const { id, editorId } = await lobbyWithGuest();
    const hostId = (await as(p.owner, 'GET', `/api/drafts/${id}`)).body.draft.host.id;
    const byGuest = await as(p.editor, 'POST', `/api/drafts/${id}/kick`, { userId: hostId });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.error).toBe(ONLY_HOST);
    const self = await as(p.owner, 'POST', `/api/drafts/${id}/kick`, { userId: hostId });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('The host cannot remove themselves.');

    const kicked = await as(p.owner, 'POST', `/api/drafts/${id}/kick`, { userId: editorId });
    expect(kicked.status).toBe(200);
    expect(kicked.body.draft.seats.some((s: AnyBody) => s.userId === editorId)).toBe(false);
    const again = await as(p.editor, 'POST', `/api/drafts/${id}/join`, { seat: 3 });
    expect(again.status).toBe(403);
    expect(again.body.error).toBe('The host removed you from this draft.');
    expect((await as(p.editor, 'GET', `/api/drafts/${id}`)).body.mySeat).toBeNull();
    const gone = await as(p.owner, 'POST', `/api/drafts/${id}/kick`, { userId: editorId });
    expect(gone.status).toBe(404);
    // Others still join.
    expect((await as(p.stranger, 'POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
  });

  it('randomises seating: everyone keeps a seat, bots move with their marks, only the host may', async () => {
    const { id } = await lobbyWithGuest();
    await as(p.owner, 'POST', `/api/drafts/${id}/seat-mode`, { seat: 7, bot: false });
    const refused = await as(p.editor, 'POST', `/api/drafts/${id}/shuffle`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ONLY_HOST);
    const hostSeats = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const r = await as(p.owner, 'POST', `/api/drafts/${id}/shuffle`);
      expect(r.status).toBe(200);
      const seats = r.body.draft.seats as AnyBody[];
      expect(
        seats
          .filter((s) => s.userId)
          .map((s) => s.username)
          .sort(),
      ).toEqual([p.owner.username, p.editor.username].sort());
      // Five empty bot seats, one open seat, two players (their seats keep their marks): counts survive.
      expect(seats.filter((s) => !s.userId && s.kind === 'bot')).toHaveLength(5);
      expect(r.body.draft.settings.botSeats).toHaveLength(7);
      hostSeats.add(r.body.mySeat);
    }
    // Fresh randomness each time: eight shuffles leaving the host at one seat has odds of 1 in 8^7.
    expect(hostSeats.size).toBeGreaterThan(1);
    // What the host saw is what the guest sees.
    const guest = await as(p.editor, 'GET', `/api/drafts/${id}`);
    expect(guest.body.mySeat).toBe(
      guest.body.draft.seats.findIndex((s: AnyBody) => s.username === p.editor.username),
    );
  });

  it('chat: stores trimmed lines, refuses empty, long and outsiders, rate-limits, keeps the last lines', async () => {
    const { id, editorId } = await lobbyWithGuest();
    const said = await as(p.editor, 'POST', `/api/drafts/${id}/chat`, { text: '  hello table  ' });
    expect(said.status).toBe(201);
    expect(said.body.message).toMatchObject({
      text: 'hello table',
      username: p.editor.username,
      userId: editorId,
    });
    const empty = await as(p.editor, 'POST', `/api/drafts/${id}/chat`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/Write a message/);
    const long = await as(p.editor, 'POST', `/api/drafts/${id}/chat`, { text: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/at most 300 characters/);
    expect((await as(p.editor, 'POST', `/api/drafts/${id}/chat`, { text: 'y'.repeat(300) })).status).toBe(
      201,
    );
    const outsider = await as(p.stranger, 'POST', `/api/drafts/${id}/chat`, { text: 'let me in' });
    expect(outsider.status).toBe(403);
    expect(outsider.body.error).toBe('Only players in this draft can use its chat.');
    expect((await as(p.stranger, 'GET', `/api/drafts/${id}/chat`)).status).toBe(403);
    expect((await as(null, 'GET', `/api/drafts/${id}/chat`)).status).toBe(401);

    const statuses: number[] = [];
    for (let i = 0; i < CHAT_BURST; i++)
      statuses.push((await as(p.owner, 'POST', `/api/drafts/${id}/chat`, { text: `line ${i}` })).status);
    expect(statuses).toEqual(Array(CHAT_BURST).fill(201));
    const flood = await as(p.owner, 'POST', `/api/drafts/${id}/chat`, { text: 'one more' });
    expect(flood.status).toBe(429);
    expect(flood.body.error).toBe('You are sending messages too fast; wait a few seconds.');

    const listed = await as(p.owner, 'GET', `/api/drafts/${id}/chat`);
    expect(listed.body.messages.map((m: AnyBody) => m.text)).toEqual([
      'hello table',
      'y'.repeat(300),
      ...Array.from({ length: CHAT_BURST }, (_, i) => `line ${i}`),
    ]);

    // Old lines roll off: spread over time (so the rate limit lets them through), only the last are kept.
    const editor = { id: editorId, username: p.editor.username, isAdmin: false, isModerator: false };
    const start = Date.now() + 60_000;
    for (let i = 0; i < CHAT_KEPT + 5; i++)
      await postChat(t.database.db, editor, id, { text: `old ${i}` }, new Date(start + i * 60_000));
    const rows = await chatRowsOf(t.database.db, id);
    expect(rows).toHaveLength(CHAT_KEPT);
    expect(rows[0]!.text).toBe('old 5');
  });

  /** A signed-in socket subscribed to the draft, recording what it hears. */
  async function subscribed(person: Person, id: string) {
    const socket = await connectWithCookie(t.url, person.cookie);
    sockets.push(socket);
    // Versions come whole then as deltas (draft:view); `updates` holds each rebuilt whole.
    const { updates, ask } = draftViewsOn(socket);
    const heard = { chat: [] as DraftChatMessage[], lobby: [] as unknown[], updates };
    socket.on('draft:chat', (m: DraftChatMessage) => heard.chat.push(m));
    socket.on('draft:lobby', (m: unknown) => heard.lobby.push(m));
    const ack = await ask<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    expect(ack).toMatchObject({ ok: true, status: 'lobby', seen: null });
    return heard;
  }

  it('delivers chat lines live to the lobby subscribers over socket.io', async () => {
    const { id } = await lobbyWithGuest();
    const heard = await subscribed(p.owner, id);
    await as(p.editor, 'POST', `/api/drafts/${id}/chat`, { text: 'ready when you are' });
    await expect.poll(() => heard.chat.length).toBe(1);
    expect(heard.chat[0]).toMatchObject({ draftId: id, message: { text: 'ready when you are' } });
    await as(p.owner, 'PATCH', `/api/drafts/${id}/settings`, { timerSeconds: 30 });
    await expect.poll(() => heard.lobby.length).toBeGreaterThan(0);
  });

  it('a lobby subscriber moved at the start gets its new seat’s pack; a kicked one hears no more', async () => {
    const id = await createDraft(t.app, p.owner, cubeId);
    await as(p.owner, 'POST', `/api/drafts/${id}/seat-mode`, { seat: 2, bot: false });
    expect((await as(p.editor, 'POST', `/api/drafts/${id}/join`, { seat: 3 })).body.mySeat).toBe(3);
    const stranger = await as(p.stranger, 'POST', `/api/drafts/${id}/join`, { seat: 4 });
    const editor = await subscribed(p.editor, id);
    const kicked = await subscribed(p.stranger, id);
    await as(p.owner, 'POST', `/api/drafts/${id}/kick`, {
      userId: stranger.body.draft.seats[4].userId,
    });
    await expect.poll(() => editor.lobby.length).toBe(1);
    // The kicked player's page hears the change that took its seat (it polls no more), then nothing.
    await expect.poll(() => kicked.lobby.length).toBe(1);
    await as(p.owner, 'POST', `/api/drafts/${id}/chat`, { text: 'starting now' });
    await expect.poll(() => editor.chat.length).toBe(1);
    expect(kicked.chat).toHaveLength(0);

    // The open seat 2 stays empty, so the table closes up and the editor plays seat 2.
    await as(p.owner, 'POST', `/api/drafts/${id}/start`);
    await expect.poll(() => editor.updates.length).toBeGreaterThan(0);
    const mine = (await viewOf(t.app, p.editor, id)).body.view;
    expect(mine.seat).toBe(2);
    for (const u of editor.updates) expect(u.view.seat).toBe(2);
    expect(editor.updates.at(-1)!.view.pack).toEqual(mine.pack);
    expect(kicked.updates).toHaveLength(0);
    expect(kicked.lobby).toHaveLength(1);
  });

  it('lets a player at the table hand an away seat to a bot while the host is away too', async () => {
    const { id, editorId } = await lobbyWithGuest();
    const third = await as(p.stranger, 'POST', `/api/drafts/${id}/join`, {});
    expect(third.status).toBe(200);
    const strangerSeat = third.body.mySeat as number;
    const strangerId = third.body.draft.seats[strangerSeat].userId as string;
    await as(p.owner, 'POST', `/api/drafts/${id}/start`);
    const leave = (userId: string) =>
      t.database.db
        .update(draftSeats)
        .set({ seenAt: new Date(Date.now() - 60_000) })
        .where(and(eq(draftSeats.draftId, id), eq(draftSeats.userId, userId)));
    await leave(strangerId);
    // The host is at the table: only the host decides.
    const hostHere = await as(p.editor, 'POST', `/api/drafts/${id}/replace`, { seat: strangerSeat });
    expect(hostHere.status).toBe(403);
    expect(hostHere.body.error).toMatch(/^Only the host can replace a player with a bot/);
    // The host has gone too: the player still drafting may keep the table moving.
    await leave(third.body.draft.host.id);
    const replaced = await as(p.editor, 'POST', `/api/drafts/${id}/replace`, { seat: strangerSeat });
    expect(replaced.status).toBe(200);
    expect(replaced.body.draft.seats[strangerSeat]).toMatchObject({ kind: 'bot', userId: strangerId });
    expect(replaced.body.draft.seats.find((s: { userId: string }) => s.userId === editorId).kind).toBe(
      'human',
    );
  });

  it('hands an away player’s seat to a bot; the draft goes on and the player takes it back', async () => {
    const { id, editorId } = await lobbyWithGuest();
    await as(p.owner, 'POST', `/api/drafts/${id}/start`);
    const live = await as(p.owner, 'GET', `/api/drafts/${id}`);
    expect(live.body.draft.seats[1]).toMatchObject({ kind: 'human', present: true, userId: editorId });

    // Still at the table: not replaceable; and only the host may replace.
    const present = await as(p.owner, 'POST', `/api/drafts/${id}/replace`, { seat: 1 });
    expect(present.status).toBe(409);
    expect(present.body.error).toMatch(/still at the table/);
    // The guest's tab went quiet (no fetch for a minute): away.
    await t.database.db
      .update(draftSeats)
      .set({ seenAt: new Date(Date.now() - 60_000) })
      .where(and(eq(draftSeats.draftId, id), eq(draftSeats.userId, editorId)));
    // Their dashboard listing the draft is not being at the table.
    expect((await as(p.editor, 'GET', '/api/drafts/mine')).status).toBe(200);
    const away = await as(p.owner, 'GET', `/api/drafts/${id}`);
    expect(away.body.draft.seats[1].present).toBe(false);
    const byGuest = await as(p.stranger, 'POST', `/api/drafts/${id}/replace`, { seat: 1 });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.error).toBe(
      'Only the host can replace a player with a bot (or a player at the table while the host is away).',
    );
    const botSeat = await as(p.owner, 'POST', `/api/drafts/${id}/replace`, { seat: 2 });
    expect(botSeat.status).toBe(409);

    const replaced = await as(p.owner, 'POST', `/api/drafts/${id}/replace`, { seat: 1 });
    expect(replaced.status).toBe(200);
    expect(replaced.body.draft.seats[1]).toMatchObject({ kind: 'bot', userId: editorId });
    // The bot picked for the guest's waiting pack at once; the host drafts on alone for a while.
    expect((await viewOf(t.app, p.editor, id)).body.view.pool).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect(await pickFirst(t.app, p.owner, id)).not.toBeNull();
    const whileAway = (await viewOf(t.app, p.editor, id)).body.view.pool.length;
    expect(whileAway).toBeGreaterThanOrEqual(2);

    // The guest comes back: a person again, and the draft completes with both picking.
    const back = await as(p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect(back.status).toBe(200);
    expect(back.body.draft.seats[1]).toMatchObject({ kind: 'human', present: true });
    await playToEnd(t.app, [p.owner, p.editor], id);
    const result = await call<DraftResultResponse>(t.app, p.editor, 'GET', `/api/drafts/${id}/result`);
    expect(result.body.draft.status).toBe('complete');
    expect(result.body.seats[1]!.pool).toHaveLength(8);
    expect(new Set(result.body.seats.flatMap((s) => s.pool.map((c) => c.id))).size).toBe(64);
  });

  it('a player who left the running draft shows as away and can be replaced to finish without them', async () => {
    const { id } = await lobbyWithGuest();
    await as(p.owner, 'POST', `/api/drafts/${id}/start`);
    await as(p.editor, 'POST', `/api/drafts/${id}/leave`);
    const after = await as(p.owner, 'GET', `/api/drafts/${id}`);
    expect(after.body.draft.seats[1]).toMatchObject({ kind: 'human', present: false });
    expect((await as(p.owner, 'POST', `/api/drafts/${id}/replace`, { seat: 1 })).status).toBe(200);
    const picks = await playToEnd(t.app, [p.owner], id);
    expect(picks).toBe(8);
    const result = await call<DraftResultResponse>(t.app, p.owner, 'GET', `/api/drafts/${id}/result`);
    expect(result.body.seats[1]!.pool).toHaveLength(8);
  });
});
