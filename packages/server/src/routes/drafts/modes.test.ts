// Turn-based draft modes over HTTP: created from the lobby with their settings, played with moves
// until the end, refused with clear messages when the table or a move does not fit.
import type { DraftResultResponse, TurnViewResponse } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../../test/cube-requests';
import { createDraft, draftTestBed } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';

type Table = TurnViewResponse['view'];

describe(`turn-based draft modes over HTTP (${testDbKind})`, () => {
  const bed = draftTestBed(80);
  const { as } = bed;

  async function twoSeats(format: string, modeSettings: Record<string, number>) {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format,
      seats: 2,
      bots: false,
      modeSettings,
    });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    return id;
  }

  const tableOf = async (p: Person, id: string) =>
    (await call<TurnViewResponse>(bed.t.app, p, 'GET', `/api/drafts/${id}/table`)).body.view;

  /** Plays until the end: whoever's turn it is sends `choose(view)`. */
  async function playOut(id: string, choose: (v: Table) => unknown) {
    const people = [bed.p.owner, bed.p.editor];
    for (let i = 0; i < 400; i++) {
      const view = await tableOf(people[0]!, id);
      if (view.status === 'done') return;
      const mover = people[view.turn!]!;
      const mine = await tableOf(mover, id);
      const res = await as(mover, 'POST', `/api/drafts/${id}/moves`, {
        moveNumber: mine.moveNumber,
        move: choose(mine),
      });
      if (res.status !== 200) throw new Error(`move refused: ${JSON.stringify(res.body)}`);
    }
    throw new Error('the draft did not finish');
  }

  it('plays a Winston draft to the end: piles private to the seat looking, every card in a pool', async () => {
    const id = await twoSeats('winston', { cardsPerSeat: 10 });
    const first = await tableOf(bed.p.owner, id);
    expect(first).toMatchObject({ mode: 'winston', turn: 0, table: { stackSize: 17, pileSizes: [1, 1, 1] } });
    expect((first.table as AnyBody).pile).toHaveLength(1);
    expect((await tableOf(bed.p.editor, id)).table).toMatchObject({ pile: null });
    // Out of turn, and a move of another mode's shape, are refused.
    const outOfTurn = await as(bed.p.editor, 'POST', `/api/drafts/${id}/moves`, {
      moveNumber: 0,
      move: { take: true, pile: 0 },
    });
    expect(outOfTurn).toMatchObject({ status: 400, body: { code: 'not_your_turn' } });
    const shape = await as(bed.p.owner, 'POST', `/api/drafts/${id}/moves`, {
      moveNumber: 0,
      move: { line: 'row', index: 0 },
    });
    expect(shape.status).toBe(400);
    // A resend of a played move is acknowledged as a duplicate.
    const move = { moveNumber: 0, move: { take: true, pile: 0 } };
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/moves`, move)).body.duplicate).toBe(false);
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/moves`, move)).body.duplicate).toBe(true);
    await playOut(id, (v) => ({ take: true, pile: (v.table as AnyBody).looking }));
    const result = await call<DraftResultResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/result`);
    expect(result.status).toBe(200);
    const pools = result.body.seats.map((s) => s.pool.length);
    expect(pools[0]! + pools[1]!).toBe(20);
    expect(new Set(result.body.seats.flatMap((s) => s.pool.map((c) => c.id))).size).toBe(20);
    // The log lists every move with what its mover saw and what was taken.
    const log = await as(bed.p.editor, 'GET', `/api/drafts/${id}/log`);
    expect(log.status).toBe(200);
    expect(log.body.mode).toBe('winston');
    const moves = log.body.moves as AnyBody[];
    expect(moves[0]).toMatchObject({ seat: 0, moveNumber: 0, move: { take: true, pile: 0 } });
    expect(moves[0]!.before.pile).toHaveLength(1);
    expect(moves[0]!.taken).toEqual([{ seat: 0, cards: moves[0]!.before.pile }]);
    const taken = moves.flatMap((m) => m.taken.flatMap((t: AnyBody) => t.cards));
    expect(taken).toHaveLength(20);
    expect(log.body.seats.map((s: AnyBody) => s.name)).toEqual(['owner', 'editor']);
  });

  it('plays a Grid draft to the end and answers the booster view with a pointer to the table', async () => {
    const id = await twoSeats('Grid', { grids: 3 });
    const view = await as(bed.p.owner, 'GET', `/api/drafts/${id}/view`);
    expect(view).toMatchObject({
      status: 409,
      body: { error: `This is a Grid draft: its table is at /api/drafts/${id}/table.` },
    });
    await playOut(id, (v) => {
      const grid = (v.table as AnyBody).grid as (AnyBody | null)[];
      const row = [0, 1, 2].find((r) => grid.slice(r * 3, r * 3 + 3).some((c) => c !== null))!;
      return { line: 'row', index: row };
    });
    const result = await call<DraftResultResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/result`);
    expect(result.body.seats.map((s) => s.pool.length)).toEqual([9, 9]);
  });

  it('refuses a table the mode cannot seat, a cube too small and unknown settings', async () => {
    const make = (body: AnyBody) =>
      as(bed.p.owner, 'POST', '/api/drafts', { cubeId: bed.cubeId, bots: true, ...body });
    expect(await make({ format: 'winston', seats: 8 })).toMatchObject({
      status: 400,
      body: { error: 'Winston draft is for 2 to 3 players, got 8.' },
    });
    expect(await make({ format: 'winston', seats: 2 })).toMatchObject({
      status: 400,
      body: { error: 'Winston draft for 2 players needs 90 cards; the cube has 80.' },
    });
    expect(await make({ format: 'grid', seats: 2, modeSettings: { piles: 3 } })).toMatchObject({
      status: 400,
      body: { error: 'Grid draft has no setting "piles".' },
    });
  });

  it('lets the host change a mode and its settings in the lobby, checked like a new draft', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'grid',
      seats: 2,
      bots: true,
      modeSettings: { grids: 3 },
    });
    const settings = (body: AnyBody) => as(bed.p.owner, 'PATCH', `/api/drafts/${id}/settings`, body);
    expect(await settings({ modeSettings: { grids: 4 } })).toMatchObject({
      status: 200,
      body: { draft: { settings: { mode: 'grid', modeSettings: { grids: 4 } } } },
    });
    expect(await settings({ format: 'winston', seats: 8 })).toMatchObject({
      status: 400,
      body: { error: 'Winston draft is for 2 to 3 players, got 8.' },
    });
    expect(await settings({ format: 'winston', modeSettings: { cardsPerSeat: 20, piles: 4 } })).toMatchObject(
      {
        status: 200,
        body: { draft: { settings: { mode: 'winston', modeSettings: { cardsPerSeat: 20, piles: 4 } } } },
      },
    );
    // A clock of hours per turn, as at setup; kept while other settings change.
    expect(await settings({ turnHours: 24 })).toMatchObject({
      status: 200,
      body: { draft: { settings: { timerSeconds: 24 * 3600 } } },
    });
    expect(await settings({ seats: 3 })).toMatchObject({
      status: 200,
      body: { draft: { settings: { seats: 3, timerSeconds: 24 * 3600 } } },
    });
  });

  it('gives an asynchronous rotisserie a clock of hours per turn', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'rotisserie',
      seats: 2,
      bots: false,
      turnHours: 24,
      modeSettings: { picksPerSeat: 5 },
    });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    const before = Date.now();
    await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`);
    const view = await tableOf(bed.p.owner, id);
    expect(view.turn).toBe(0);
    expect(view.deadline! - before).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(view.deadline! - before).toBeLessThan(24 * 3600_000 + 60_000);
    const booster = await as(bed.p.owner, 'POST', '/api/drafts', { cubeId: bed.cubeId, turnHours: 24 });
    expect(booster).toMatchObject({
      status: 400,
      body: {
        error: 'Hours per turn are for turn-based modes (winston, grid, rotisserie, ...), not this format.',
      },
    });
  });

  it('bots play every other seat of a Rochester draft', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'rochester',
      seats: 4,
      bots: true,
      modeSettings: { packs: 1, cardsPerPack: 6 },
    });
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    await playOut(id, (v) => ({ cardId: ((v.table as AnyBody).pack as AnyBody[])[0]!.id }));
    const result = await call<DraftResultResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/result`);
    expect(result.body.seats.map((s) => s.pool.length)).toEqual([6, 6, 6, 6]);
  });
});
