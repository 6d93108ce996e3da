// The draft services read the app's clock: pick timers and asynchronous turns are tested by advancing a
// ManualClock, never by waiting. Deadlines are exact (start time plus the timer), nothing is due a
// millisecond early, and the worker's auto-move happens once the clock has passed the deadline. The
// rows' timestamps and the lobby's presence read the same clock: the clock starts months before the wall
// time, so a service that read Date.now() or the database's now() would fail these.
import { ManualClock } from '@cubewright/core/clock';
import { pickDeadline } from '@cubewright/core/draft';
import type { TurnViewResponse } from '@cubewright/core/protocol';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../test/cube-requests';
import { createDraft, draftTestBed, viewOf } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';
import { draftChat, draftDeadlines, draftSeats, drafts } from '../../db/schema';
import { runDueDeadlines } from './deadline-worker';

const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);

describe(`draft clocks on the injected clock (${testDbKind})`, () => {
  const clock = new ManualClock(T0);
  const bed = draftTestBed(80, { clock });
  const { as } = bed;

  async function twoPeople(body: Record<string, unknown>) {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, { seats: 2, bots: false, ...body });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    return id;
  }

  it('a pick timer runs out when the clock passes it, not before', async () => {
    const started = clock.now();
    const id = await twoPeople({ timerSeconds: 30, packs: 2, cardsPerPack: 4 });
    const view = (await viewOf(bed.t.app, bed.p.owner, id)).body.view;
    const deadline = pickDeadline({ secondsPerPick: 30 }, started, 4, 4);
    expect(view.deadline).toBe(deadline);

    clock.set(deadline - 1);
    expect(await runDueDeadlines(bed.t.drafts.play)).toBe(0);
    clock.set(deadline);
    expect(await runDueDeadlines(bed.t.drafts.play)).toBe(1);
    const after = (await viewOf(bed.t.app, bed.p.owner, id)).body.view;
    expect(after.pool).toHaveLength(1);
    // The next pack's clock starts at the tick's time, read from the same clock.
    expect(after.deadline).toBe(pickDeadline({ secondsPerPick: 30 }, deadline, 3, 4));
  });

  it('an asynchronous rotisserie gives the seat a day, then plays for it', async () => {
    const started = clock.now();
    const id = await twoPeople({ format: 'rotisserie', turnHours: 24, modeSettings: { picksPerSeat: 3 } });
    const table = async () =>
      (await call<TurnViewResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/table`)).body.view;
    const first = await table();
    expect([first.turn, first.deadline]).toEqual([0, started + 24 * 3600_000]);

    // The other test's booster draft has clocks too: they are due by now, so the count says nothing here.
    clock.advance(24 * 3600_000 - 1);
    await runDueDeadlines(bed.t.drafts.play);
    expect((await table()).moveNumber).toBe(0);
    clock.advance(1);
    await runDueDeadlines(bed.t.drafts.play);
    const next = await table();
    expect(next.moveNumber).toBe(1);
    expect(next.seats[0]!.poolSize).toBe(1);
    expect([next.turn, next.deadline]).toEqual([1, started + 2 * 24 * 3600_000]);
  });

  it('a Glimpse draft runs a pick timer per seat: only the seat that ran out is played for', async () => {
    const started = clock.now();
    const id = await twoPeople({
      format: 'glimpse',
      timerSeconds: 45,
      modeSettings: { packs: 1, cardsPerPack: 9 },
    });
    const table = async (who = bed.p.owner) =>
      (await call<TurnViewResponse>(bed.t.app, who, 'GET', `/api/drafts/${id}/table`)).body.view;
    expect((await table()).deadline).toBe(started + 45_000);
    expect((await table(bed.p.editor)).deadline).toBe(started + 45_000);
    // The owner picks 10 s in: the editor's clock runs on; the owner waits for a pack, with no clock.
    clock.advance(10_000);
    const mine = await table();
    const pack = (mine.table as { pack: { id: string }[] }).pack;
    const moved = await as(bed.p.owner, 'POST', `/api/drafts/${id}/act`, {
      seq: mine.moveNumber,
      move: { cardId: pack[0]!.id, burn: [pack[1]!.id, pack[2]!.id] },
    });
    expect(moved.status).toBe(200);
    expect((await table()).deadline).toBeNull();

    clock.set(started + 45_000);
    await runDueDeadlines(bed.t.drafts.play);
    const after = await table(bed.p.editor);
    expect(after.pool).toHaveLength(1);
    // The editor still holds the owner's pack: a fresh clock from the tick; the owner has the editor's
    // pack now, with 45 s of its own.
    expect(after.deadline).toBe(started + 90_000);
    const owner = await table();
    expect([owner.pool.length, owner.deadline]).toEqual([1, started + 90_000]);
  });

  // PostgreSQL only: PGlite has one connection, so no other transaction can hold a lock meanwhile.
  it.skipIf(testDbKind === 'pglite')(
    "the worker skips a draft whose row a commit holds, and takes the draft's row before its deadlines",
    async () => {
      // The other tests' clocks are gone: only this draft's deadlines fall due.
      await bed.t.database.db.delete(draftDeadlines);
      const started = clock.now();
      const id = await twoPeople({ timerSeconds: 30, packs: 1, cardsPerPack: 4 });
      clock.set(pickDeadline({ secondsPerPick: 30 }, started, 4, 4));
      // A commit in flight, in the order every commit takes: the draft's row, then its deadline rows
      // (written only once the worker is done, as a commit reaches them while the worker runs). A worker
      // that locked the due deadline rows first waited here for the draft's row, and the commit's
      // deadlines then waited for the worker: a deadlock.
      const commit = await bed.t.database.pgPool!.connect();
      try {
        await commit.query('begin');
        await commit.query('select id from drafts where id = $1 for update', [id]);
        expect(await runDueDeadlines(bed.t.drafts.play)).toBe(0);
        await commit.query('update draft_deadlines set due_at = due_at where draft_id = $1', [id]);
        await commit.query('commit');
      } finally {
        commit.release();
      }
      expect(await runDueDeadlines(bed.t.drafts.play)).toBe(1);
      expect((await viewOf(bed.t.app, bed.p.owner, id)).body.view.pool.length).toBe(1);
    },
  );

  it('the worker claims nothing while nothing is due, and auto-picks when a deadline written here falls due', async () => {
    // The other tests' clocks are gone: the table holds no deadline. This bed's worker runs for this test.
    await bed.t.database.db.delete(draftDeadlines);
    const { play } = bed.t.drafts;
    const transactions = vi.spyOn(bed.t.database.db, 'transaction');
    play.startWorker();
    try {
      // Ten seconds of the clock with nothing due: the worker reads the earliest deadline (at most one
      // read per DEADLINE_LOOK_MS) and never opens its claiming transaction (it did twice a second).
      for (let i = 0; i < 100; i++) {
        await clock.advanceAsync(100);
        await new Promise((r) => setTimeout(r, 2));
      }
      expect(transactions).not.toHaveBeenCalled();
      transactions.mockRestore();
      // A clock started here wakes the worker at its deadline: no call to run it by hand.
      const started = clock.now();
      const id = await twoPeople({ timerSeconds: 30, packs: 1, cardsPerPack: 4 });
      const deadline = pickDeadline({ secondsPerPick: 30 }, started, 4, 4);
      clock.set(deadline - 1);
      clock.set(deadline);
      await expect.poll(async () => (await viewOf(bed.t.app, bed.p.owner, id)).body.view.pool.length).toBe(1);
    } finally {
      transactions.mockRestore();
      await play.stopWorker();
    }
  });

  it("stamps the lobby's rows and judges presence by the clock, not the wall time", async () => {
    const { db } = bed.t.database;
    const created = clock.now();
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, { seats: 2, bots: false });
    const row = async () => (await db.select().from(drafts).where(eq(drafts.id, id)))[0]!;
    const seenAt = async (userId: string) =>
      (
        await db
          .select({ seenAt: draftSeats.seenAt })
          .from(draftSeats)
          .where(and(eq(draftSeats.draftId, id), eq(draftSeats.userId, userId)))
      )[0]!.seenAt.getTime();
    expect((await row()).createdAt.getTime()).toBe(created);

    clock.advance(60_000);
    const joined = await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    const editorId = joined.body.draft.seats[joined.body.mySeat].userId as string;
    expect(await seenAt(editorId)).toBe(created + 60_000);
    clock.advance(60_000);
    expect((await as(bed.p.owner, 'PATCH', `/api/drafts/${id}/settings`, { logsPrivate: true })).status).toBe(
      200,
    );
    expect((await row()).updatedAt.getTime()).toBe(created + 120_000);
    // The editor fetched nothing for two minutes of the clock's time: away, with no row edited by hand.
    const lobby = await as(bed.p.owner, 'GET', `/api/drafts/${id}`);
    expect(lobby.body.draft.seats[1]).toMatchObject({ userId: editorId, present: false });
    // A visit brings them back, stamped with the clock.
    await as(bed.p.editor, 'GET', `/api/drafts/${id}`);
    expect(await seenAt(editorId)).toBe(created + 120_000);
    expect((await as(bed.p.owner, 'GET', `/api/drafts/${id}`)).body.draft.seats[1].present).toBe(true);

    const said = await as(bed.p.editor, 'POST', `/api/drafts/${id}/chat`, { text: 'hello' });
    expect(said.status).toBe(201);
    expect(Date.parse(said.body.message.createdAt)).toBe(created + 120_000);
    const [line] = await db.select().from(draftChat).where(eq(draftChat.draftId, id));
    expect(line!.createdAt.getTime()).toBe(created + 120_000);

    clock.advance(5_000);
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    expect((await row()).updatedAt.getTime()).toBe(created + 125_000);
  });
});
