import { viewFor } from '@cubewright/core/draft';
import { anyDeadlines } from '@cubewright/core/draft/modes';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boosterInternals } from '../../../../core/src/draft/modes/booster-internals.test-support';
import { call } from '../../../test/cube-requests';
import { createDraft, draftableCube } from '../../../test/draft-bed';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { draftDeadlines, draftEvents } from '../../db/schema';
import { createEvents } from '../events/app-events';
import type { ActionOutcome } from './draft-log';
import { DraftFeed } from './feed';
import { DraftPlay } from './play';

// Group commit per draft: actions that arrive while the draft's transaction is in flight run together in
// the next one, each its own event row, each accepted or refused on its own, one publish per batch.

describe(`per-draft action batches (${testDbKind})`, () => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false });
    const p = await insertPeople(t);
    const cubeId = await draftableCube(t.app, p.owner);
    id = await createDraft(t.app, p.owner, cubeId, { seats: 4, bots: false, packs: 1, cardsPerPack: 4 });
    for (const who of [p.editor, p.stranger, p.admin])
      expect((await call(t.app, who, 'POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
    expect((await call(t.app, p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
  });
  afterAll(() => t?.close());

  /** A started one-pack booster draft of new people (`suffix` names them): the owner and the editor. */
  async function startedTwoSeatDraft(suffix: string, settings: object): Promise<string> {
    const people = await insertPeople(t, suffix);
    const cubeId = await draftableCube(t.app, people.owner);
    const id = await createDraft(t.app, people.owner, cubeId, {
      seats: 2,
      bots: false,
      packs: 1,
      ...settings,
    });
    await call(t.app, people.editor, 'POST', `/api/drafts/${id}/join`, {});
    await call(t.app, people.owner, 'POST', `/api/drafts/${id}/start`);
    return id;
  }

  it('commits picks sent together in two transactions, refusing only the bad one', async () => {
    const { folded } = await t.drafts.play.current(id);
    const state = folded!.state;
    const pickOf = (seat: number, cardId: string) => ({
      type: 'pick' as const,
      seat,
      packNumber: 0,
      pickNumber: 0,
      cardId,
      now: Date.now(),
    });
    const chosen = [0, 1, 2, 3].map((seat) => viewFor(boosterInternals(state)!, seat)!.pack![seat]!.id);
    const published: string[] = [];
    const stop = t.ctx.events.on('draft:changed', (c) => {
      published.push(c.kind);
    });
    // All in one tick: the first starts a transaction, the rest (a bad pick among them) queue behind it.
    const settled = await Promise.allSettled([
      t.drafts.play.act(id, pickOf(0, chosen[0]!), { kind: 'pick', seat: 0 }),
      t.drafts.play.act(id, pickOf(1, chosen[0]!), { kind: 'pick', seat: 1 }),
      ...[1, 2, 3].map((seat) => t.drafts.play.act(id, pickOf(seat, chosen[seat]!), { kind: 'pick', seat })),
    ]);
    stop();

    expect(settled[1]).toMatchObject({
      status: 'rejected',
      reason: { code: 'card_not_in_pack', message: 'That card is not in your pack.' },
    });
    const accepted = settled.filter(
      (s) => s.status === 'fulfilled',
    ) as PromiseFulfilledResult<ActionOutcome>[];
    expect(accepted.map((s) => s.value.folded.seq)).toEqual([2, 3, 4, 5]);
    expect(accepted.map((s) => s.value.duplicate)).toEqual([false, false, false, false]);
    expect(published).toEqual(['update', 'update']);

    const rows = await t.database.db
      .select()
      .from(draftEvents)
      .where(and(eq(draftEvents.draftId, id), eq(draftEvents.kind, 'pick')))
      .orderBy(asc(draftEvents.seq));
    expect(rows.map((r) => [r.seq, r.seat])).toEqual([
      [2, 0],
      [3, 1],
      [4, 2],
      [5, 3],
    ]);
    const after = (await t.drafts.play.current(id)).folded!;
    expect(after.seq).toBe(5);
    for (const seat of [0, 1, 2, 3])
      expect(after.state.seats[seat]!.pool.map((c) => c.id)).toEqual([chosen[seat]]);
  });

  it('decides a batch again from the log when another instance moved the draft since its cached state', async () => {
    // A second service on the same database stands for another instance: its pick moves the draft on
    // without this instance's cache hearing of it, so this instance's next batch starts from a stale
    // state. On PostgreSQL its one-statement commit finds the version moved and the locked path decides
    // again; a write on the stale state would collide with row 6 of the log.
    const other = new DraftPlay(
      t.database,
      t.cards,
      t.ctx.log,
      new DraftFeed(createEvents({ log: t.ctx.log }).events),
      t.ctx.clock,
    );
    const before = (await t.drafts.play.current(id)).folded!;
    expect(before.seq).toBe(5);
    const pickOf = (seat: number) => ({
      type: 'pick' as const,
      seat,
      packNumber: 0,
      pickNumber: 1,
      cardId: viewFor(boosterInternals(before.state)!, seat)!.pack![0]!.id,
      now: Date.now(),
    });
    const theirs = await other.act(id, pickOf(0), { kind: 'pick', seat: 0 });
    expect(theirs.folded.seq).toBe(6);
    const ours = await t.drafts.play.act(id, pickOf(1), { kind: 'pick', seat: 1 });
    expect(ours.folded.seq).toBe(7);
    expect(ours.folded.state.seats[0]!.pool).toHaveLength(2);
    expect(ours.folded.state.seats[1]!.pool).toHaveLength(2);
    const rows = await t.database.db
      .select({ seq: draftEvents.seq, seat: draftEvents.seat })
      .from(draftEvents)
      .where(and(eq(draftEvents.draftId, id), eq(draftEvents.kind, 'pick')))
      .orderBy(asc(draftEvents.seq));
    expect(rows.slice(-2)).toEqual([
      { seq: 6, seat: 0 },
      { seq: 7, seat: 1 },
    ]);
  });
  it('sends the batches of several drafts ready in one turn as one statement, each moved or not on its own', async () => {
    // Another draft, whose first batch takes the locked path (this instance has not seen its cube yet).
    const id2 = await startedTwoSeatDraft('-group', { cardsPerPack: 4 });
    const pickOf = (state: Parameters<typeof boosterInternals>[0], seat: number, pickNumber: number) => ({
      type: 'pick' as const,
      seat,
      packNumber: 0,
      pickNumber,
      cardId: viewFor(boosterInternals(state)!, seat)!.pack![0]!.id,
      now: Date.now(),
    });
    const first = (await t.drafts.play.current(id2)).folded!;
    await t.drafts.play.act(id2, pickOf(first.state, 0, 0), { kind: 'pick', seat: 0 });
    // Another instance moves the first draft on, so this instance's cached state of it is stale.
    const other = new DraftPlay(
      t.database,
      t.cards,
      t.ctx.log,
      new DraftFeed(createEvents({ log: t.ctx.log }).events),
      t.ctx.clock,
    );
    const before = (await other.current(id)).folded!;
    await other.act(id, pickOf(before.state, 2, 1), { kind: 'pick', seat: 2 });
    const pool = t.database.pgPool;
    let statements = 0;
    const query = pool?.query;
    if (pool)
      pool.query = ((text: unknown, ...rest: unknown[]) => {
        const sql = typeof text === 'string' ? text : ((text as { text?: string }).text ?? '');
        if (sql.includes('from bumped')) statements++;
        return (query as (...args: unknown[]) => unknown).call(pool, text, ...rest);
      }) as typeof pool.query;
    const second = (await t.drafts.play.current(id2)).folded!;
    const [stale, fresh] = await Promise.all([
      t.drafts.play.act(id, pickOf(before.state, 3, 1), { kind: 'pick', seat: 3 }),
      t.drafts.play.act(id2, pickOf(second.state, 1, 0), { kind: 'pick', seat: 1 }),
    ]).finally(() => {
      if (pool && query) pool.query = query;
    });
    // On PostgreSQL both went in one statement; the stale draft did not move in it and was decided again
    // under its lock, after the other instance's pick.
    if (pool) expect(statements).toBe(1);
    expect(stale.folded.seq).toBe(before.seq + 2);
    expect(fresh.folded.seq).toBe(second.seq + 1);
    const rows = await t.database.db
      .select({ seq: draftEvents.seq, seat: draftEvents.seat })
      .from(draftEvents)
      .where(and(eq(draftEvents.draftId, id), eq(draftEvents.kind, 'pick')))
      .orderBy(asc(draftEvents.seq));
    expect(rows.slice(-2)).toEqual([
      { seq: before.seq + 1, seat: 2 },
      { seq: before.seq + 2, seat: 3 },
    ]);
    expect((await t.drafts.play.current(id2)).folded!.state.seats[1]!.pool).toHaveLength(1);
  });
  it("rewrites a timed draft's deadlines in the same one statement as its picks, and clears them at the end", async () => {
    const timed = await startedTwoSeatDraft('-timed', { cardsPerPack: 3, timerSeconds: 30 });
    const rowsOf = async () =>
      (
        await t.database.db
          .select({ seat: draftDeadlines.seat, dueAt: draftDeadlines.dueAt })
          .from(draftDeadlines)
          .where(eq(draftDeadlines.draftId, timed))
          .orderBy(asc(draftDeadlines.seat))
      ).map((r) => ({ seat: r.seat, deadline: r.dueAt.getTime() }));
    const pool = t.database.pgPool;
    const statements: string[] = [];
    const query = pool?.query;
    if (pool)
      pool.query = ((text: unknown, ...rest: unknown[]) => {
        statements.push(typeof text === 'string' ? text : ((text as { text?: string }).text ?? ''));
        return (query as (...args: unknown[]) => unknown).call(pool, text, ...rest);
      }) as typeof pool.query;
    try {
      // The first pick takes the locked path (this instance learns the draft's cube); from the second
      // on, each pick is one statement on PostgreSQL, deadlines included.
      for (let pick = 0; pick < 3; pick++) {
        for (const seat of [0, 1]) {
          const { state } = (await t.drafts.play.current(timed)).folded!;
          statements.length = 0;
          const done = await t.drafts.play.act(
            timed,
            {
              type: 'pick',
              seat,
              packNumber: 0,
              pickNumber: pick,
              cardId: viewFor(boosterInternals(state)!, seat)!.pack![0]!.id,
              now: Date.now(),
            },
            { kind: 'pick', seat },
          );
          // The pick's writes and transactions (the check below, and the owner notice a finished draft
          // raises, read through the same pool).
          const writes = statements
            .map((q) => q.trim().slice(0, 40))
            .filter((q) => /^(begin|insert|update|delete|with)/i.test(q));
          if (pool && pick > 0) expect(writes).toEqual(['with batch as (\n  select * from jsonb_to']);
          const expected = anyDeadlines(done.folded.state).sort((a, b) => a.seat - b.seat);
          expect(await rowsOf()).toEqual(expected);
        }
      }
    } finally {
      if (pool && query) pool.query = query;
    }
    const { state } = (await t.drafts.play.current(timed)).folded!;
    expect(state.status).toBe('done');
    expect(await rowsOf()).toEqual([]);
  });
});
