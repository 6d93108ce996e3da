import type { DraftEvent } from '@cubewright/core/draft';
import type { DraftResultResponse } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AnyBody, call } from '../../../test/cube-requests';
import {
  createDraft,
  draftableCube,
  draftTestBed,
  pickFirst,
  playToEnd,
  viewOf,
} from '../../../test/draft-bed';
import { insertPeople } from '../../../test/factories';
import { createTestApp, testDbKind } from '../../../test/harness';
import { draftEvents } from '../../db/schema';
import { runDueDeadlines } from '../../services/drafts/deadline-worker';

describe(`online drafts over HTTP (${testDbKind})`, () => {
  const bed = draftTestBed(80);
  const { as } = bed;

  async function twoPlayerDraft(body = {}) {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, body);
    expect((await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {})).body.mySeat).toBe(1);
    const started = await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`);
    expect(started.status).toBe(200);
    expect(started.body.draft.status).toBe('running');
    return id;
  }

  it('plays 2 humans + 6 bots to the end: every card in exactly one pool', async () => {
    const id = await twoPlayerDraft();
    const lobby = await as(bed.p.editor, 'GET', `/api/drafts/${id}`);
    expect(lobby.body.draft.seats.map((s: AnyBody) => s.kind)).toEqual([
      'human',
      'human',
      ...Array(6).fill('bot'),
    ]);
    const picks = await playToEnd(bed.t.app, [bed.p.owner, bed.p.editor], id);
    expect(picks).toBe(16);
    const result = await call<DraftResultResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/result`);
    expect(result.status).toBe(200);
    expect(result.body.seats).toHaveLength(8);
    for (const s of result.body.seats) expect(s.pool).toHaveLength(8);
    const ids = result.body.seats.flatMap((s) => s.pool.map((c) => c.id));
    expect(new Set(ids).size).toBe(64);
    // Bots build decks; a player saves theirs.
    expect(result.body.seats[2]!.deck).not.toBeNull();
    const mine = result.body.seats[0]!.pool.map((c) => c.id);
    const saved = await as(bed.p.owner, 'PUT', `/api/drafts/${id}/deck`, {
      main: mine.slice(0, 6),
      side: mine.slice(6),
      basics: { W: 8, U: 9 },
    });
    expect(saved.status).toBe(200);
    const stolen = await as(bed.p.owner, 'PUT', `/api/drafts/${id}/deck`, {
      main: [result.body.seats[1]!.pool[0]!.id],
      side: [],
      basics: {},
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toMatch(/not in your pool/);
  });

  it('accepts a resent pick once (idempotent) and refuses a card outside the pack', async () => {
    const id = await twoPlayerDraft();
    const first = await pickFirst(bed.t.app, bed.p.owner, id);
    expect(first!.res.body).toMatchObject({ ok: true, duplicate: false });
    const again = await as(bed.p.owner, 'POST', `/api/drafts/${id}/picks`, first!.pick);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ ok: true, duplicate: true });
    expect(again.body.view.pool.map((c: AnyBody) => c.id)).toEqual([first!.pick.cardId]);
    const rows = await bed.t.database.db
      .select()
      .from(draftEvents)
      .where(and(eq(draftEvents.draftId, id), eq(draftEvents.kind, 'pick')));
    expect(rows).toHaveLength(1);

    const { body } = await viewOf(bed.t.app, bed.p.editor, id);
    const wrong = await as(bed.p.editor, 'POST', `/api/drafts/${id}/picks`, {
      packNumber: body.view.packNumber,
      pickNumber: body.view.pickNumber,
      cardId: first!.pick.cardId,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'That card is not in your pack.', code: 'card_not_in_pack' });
    const outOfTurn = await as(bed.p.editor, 'POST', `/api/drafts/${id}/picks`, {
      packNumber: 0,
      pickNumber: 5,
      cardId: body.view.pack![0]!.id,
    });
    expect(outOfTurn.status).toBe(400);
    expect(outOfTurn.body.code).toBe('wrong_pick');
  });

  it('binds seats to accounts: a stranger cannot take a seat or see a pack', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId);
    const taken = await as(bed.p.stranger, 'POST', `/api/drafts/${id}/join`, { seat: 0 });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('That seat is taken.');
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.stranger, 'POST', `/api/drafts/${id}/start`)).status).toBe(403);
    await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`);
    const late = await as(bed.p.stranger, 'POST', `/api/drafts/${id}/join`, {});
    expect(late.status).toBe(403);
    const peek = await as(bed.p.stranger, 'GET', `/api/drafts/${id}/view`);
    expect(peek.status).toBe(403);
    expect(peek.body.error).toBe('You do not have a seat in this draft.');
    const { body } = await viewOf(bed.t.app, bed.p.owner, id);
    const steal = await as(bed.p.stranger, 'POST', `/api/drafts/${id}/picks`, {
      packNumber: 0,
      pickNumber: 0,
      cardId: body.view.pack![0]!.id,
    });
    expect(steal.status).toBe(403);
    expect((await as(null, 'GET', `/api/drafts/${id}/view`)).status).toBe(401);
    // The seat's owner still has their pack untouched.
    expect((await viewOf(bed.t.app, bed.p.owner, id)).body.view.pack).toHaveLength(4);
  });

  it('refuses a cube too small for the settings, and unknown formats, with clear messages', async () => {
    const small = await as(bed.p.owner, 'POST', '/api/drafts', {
      cubeId: bed.cubeId,
      seats: 8,
      packs: 3,
      cardsPerPack: 15,
    });
    expect(small.status).toBe(400);
    expect(small.body.error).toMatch(/main board/);
    const unknown = await as(bed.p.owner, 'POST', '/api/drafts', { cubeId: bed.cubeId, format: 'Mystery' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Unknown format/);
  });

  it('deals sealed pools straight away', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'sealed',
      seats: 2,
      packs: 2,
      cardsPerPack: 5,
    });
    const started = await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`);
    expect(started.body.draft.status).toBe('complete');
    const result = await call<DraftResultResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/result`);
    expect(result.body.seats.map((s) => s.pool.length)).toEqual([10, 10]);
  });

  it('keeps a saved sealed deck: the result reads back the deck that was saved', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'sealed',
      seats: 2,
      packs: 3,
      cardsPerPack: 5,
    });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`);
    for (const who of [bed.p.owner, bed.p.editor]) {
      const before = await call<DraftResultResponse>(bed.t.app, who, 'GET', `/api/drafts/${id}/result`);
      const pool = before.body.seats[before.body.mySeat!]!.pool.map((c) => c.id);
      const deck = { main: pool.slice(0, 9), side: pool.slice(9), basics: { W: 8, U: 0, B: 0, R: 0, G: 9 } };
      expect((await as(who, 'PUT', `/api/drafts/${id}/deck`, deck)).status).toBe(200);
      const after = await call<DraftResultResponse>(bed.t.app, who, 'GET', `/api/drafts/${id}/result`);
      expect(after.body.seats[after.body.mySeat!]!.deck).toEqual(deck);
    }
  });

  it('gives exactly one auto-pick per expired deadline, however many workers claim it', async () => {
    const id = await twoPlayerDraft({ timerSeconds: 30 });
    const other = await createTestApp({ sameDatabaseAs: bed.t, draftWorker: false });
    try {
      const later = Date.now() + 60_000;
      const ticked = await Promise.all([
        runDueDeadlines(bed.t.drafts.play, later),
        runDueDeadlines(other.drafts.play, later),
        runDueDeadlines(bed.t.drafts.play, later),
      ]);
      expect(ticked.reduce((a, b) => a + b, 0)).toBe(1);
      const rows = await bed.t.database.db.select().from(draftEvents).where(eq(draftEvents.draftId, id));
      const autos = rows
        .flatMap((r) => r.events as DraftEvent[])
        .filter((e) => e.type === 'autoPicked' && (e.seat === 0 || e.seat === 1));
      expect(autos.map((e) => e.type === 'autoPicked' && [e.seat, e.packNumber, e.pickNumber])).toEqual([
        [0, 0, 0],
        [1, 0, 0],
      ]);
      expect((await viewOf(bed.t.app, bed.p.owner, id)).body.view.pool).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe(`drafts survive a restart (${testDbKind})`, () => {
  it('a new app on the same database resumes the draft with no lost pick', async () => {
    const holder = await createTestApp({ draftWorker: false });
    try {
      const first = await createTestApp({ sameDatabaseAs: holder });
      const p = await insertPeople(first, 'r');
      const cubeId = await draftableCube(first.app, p.owner);
      const id = await createDraft(first.app, p.owner, cubeId);
      await call(first.app, p.editor, 'POST', `/api/drafts/${id}/join`, {});
      await call(first.app, p.owner, 'POST', `/api/drafts/${id}/start`);
      const made: string[] = [];
      for (let i = 0; i < 3; i++)
        for (const who of [p.owner, p.editor]) {
          const done = await pickFirst(first.app, who, id);
          if (done) made.push(done.pick.cardId);
        }
      expect(made.length).toBeGreaterThanOrEqual(4);
      await first.close();

      const second = await createTestApp({ sameDatabaseAs: holder });
      try {
        expect(second.drafts.play.cache.size).toBe(0);
        const mine = (await viewOf(second.app, p.owner, id)).body.view.pool.map((c) => c.id);
        const theirs = (await viewOf(second.app, p.editor, id)).body.view.pool.map((c) => c.id);
        expect(new Set([...mine, ...theirs])).toEqual(new Set(made));
        const more = await playToEnd(second.app, [p.owner, p.editor], id);
        expect(made.length + more).toBe(16);
        const result = await call<DraftResultResponse>(
          second.app,
          p.owner,
          'GET',
          `/api/drafts/${id}/result`,
        );
        const pools = result.body.seats.flatMap((s) => s.pool.map((c) => c.id));
        expect(new Set(pools).size).toBe(64);
        for (const cardId of made) expect(pools).toContain(cardId);
      } finally {
        await second.close();
      }
    } finally {
      await holder.close();
    }
  });
});
