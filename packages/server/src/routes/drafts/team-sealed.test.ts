// Team sealed over HTTP: two teams of two share their team's packs, claim and return cards through the
// turn engine's /moves route in any order, and end with every card in exactly one place. Teammates who
// claim at once (one over the socket) both get their cards, whoever's claim landed first.
import type { Actor } from '@cubewright/core/cube';
import type { DraftActAck, DraftResultResponse, TurnViewResponse } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../../test/cube-requests';
import { createDraft, draftTestBed } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';
import { memoryClient } from '../../../test/memory-socket';

type Table = TurnViewResponse['view'];
interface TeamTable {
  team: number;
  teams: number[][];
  teamPool: { id: string }[];
  done: boolean[];
}

describe(`team sealed over HTTP (${testDbKind})`, () => {
  const bed = draftTestBed(80);
  const { as } = bed;

  const tableOf = async (p: Person, id: string) =>
    (await call<TurnViewResponse>(bed.t.app, p, 'GET', `/api/drafts/${id}/table`)).body.view;
  const teamOf = (v: Table) => v.table as unknown as TeamTable;
  const move = async (p: Person, id: string, m: unknown) => {
    const v = await tableOf(p, id);
    return as(p, 'POST', `/api/drafts/${id}/moves`, { moveNumber: v.moveNumber, move: m });
  };

  it('refuses seats that do not split into the teams, and a cube too small for the packs', async () => {
    const make = (body: AnyBody) =>
      as(bed.p.owner, 'POST', '/api/drafts', {
        cubeId: bed.cubeId,
        bots: true,
        format: 'team-sealed',
        ...body,
      });
    expect(await make({ seats: 6, modeSettings: { teams: 4 } })).toMatchObject({
      status: 400,
      body: { error: '6 players do not split evenly into 4 teams; seat a multiple of 4.' },
    });
    expect(await make({ seats: 4, modeSettings: { teams: 2, packsPerTeam: 3 } })).toMatchObject({
      status: 400,
      body: {
        error:
          'Team sealed with 2 teams × 3 packs × 15 cards needs 90 cards; the cube has 80 in its main board.',
      },
    });
  });

  it("applies two teammates' claims sent at once under the same move number; resends stay no-ops", async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'team-sealed',
      seats: 4,
      bots: false,
      modeSettings: { teams: 2, packsPerTeam: 1, cardsPerPack: 8 },
    });
    for (const p of [bed.p.editor, bed.p.stranger, bed.p.admin])
      expect((await as(p, 'POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const people = [bed.p.owner, bed.p.editor, bed.p.stranger, bed.p.admin];
    const bySeat: Person[] = [];
    for (const p of people) bySeat[(await tableOf(p, id)).seat!] = p;
    const [a0, a1] = bySeat as [Person, Person];
    const seen = await tableOf(a0, id);
    const [card0, card1] = teamOf(seen).teamPool.map((c) => c.id) as [string, string];
    const n = seen.moveNumber;

    // a0 claims over the socket, a1 over HTTP, both from the same screen (move number n), at once.
    const actor = (await call<{ user: Actor }>(bed.t.app, a0, 'GET', '/api/session')).body.user;
    const socket = memoryClient(bed.t.realtime.router, actor);
    const claim0 = { moveNumber: n, move: { claim: card0 } };
    const claim1 = { moveNumber: n, move: { claim: card1 } };
    const [ack, res] = await Promise.all([
      socket.emit<DraftActAck>('draft:act', { draftId: id, seq: n, move: claim0.move }),
      as(a1, 'POST', `/api/drafts/${id}/moves`, claim1),
    ]);
    expect(ack).toMatchObject({ ok: true, duplicate: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.duplicate).toBe(false);
    // The answer's view is how the screen knows the claim went through.
    expect((res.body.view as Table).pool.map((c) => c.id)).toEqual([card1]);
    expect((await tableOf(a0, id)).pool.map((c) => c.id)).toEqual([card0]);
    const after = await tableOf(a1, id);
    expect(after.moveNumber).toBe(n + 2);
    expect(teamOf(after).teamPool.map((c) => c.id)).not.toContain(card0);

    // Lost answers resent after the teammate's move landed: no-ops, whichever number each was played at.
    const again = await socket.emit<DraftActAck>('draft:act', { draftId: id, seq: n, move: claim0.move });
    expect(again).toMatchObject({ ok: true, duplicate: true });
    expect(await as(a1, 'POST', `/api/drafts/${id}/moves`, claim1)).toMatchObject({
      status: 200,
      body: { duplicate: true },
    });
    // A real double claim, of the card the teammate took, is refused in the mode's words.
    expect(await as(a1, 'POST', `/api/drafts/${id}/moves`, claim0)).toMatchObject({
      status: 400,
      body: { code: 'bad_move', error: "That card is not in your team's pool (already claimed?)." },
    });
    // Each claim is in the log once: one at n, the other after it.
    const { folded } = await bed.t.drafts.play.latest(id);
    const moves = (folded!.state as { moves: { seat: number; move: unknown }[] }).moves.slice(n);
    expect(moves.map((m) => m.seat).sort()).toEqual([0, 1]);
    expect(moves).toHaveLength(2);
    socket.close();
  });

  it('plays a 4-seat, 2-team draft to the end: each team splits its own pool', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'team-sealed',
      seats: 4,
      bots: false,
      modeSettings: { teams: 2, packsPerTeam: 2, cardsPerPack: 15 },
    });
    for (const p of [bed.p.editor, bed.p.stranger, bed.p.admin])
      expect((await as(p, 'POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);

    const people = [bed.p.owner, bed.p.editor, bed.p.stranger, bed.p.admin];
    const views = await Promise.all(people.map((p) => tableOf(p, id)));
    const bySeat: Person[] = [];
    views.forEach((v, i) => {
      bySeat[v.seat!] = people[i]!;
    });
    const [a0, a1, b0, b1] = bySeat as [Person, Person, Person, Person];
    const first = await tableOf(a0, id);
    expect(first.mode).toBe('team-sealed');
    expect(teamOf(first)).toMatchObject({
      team: 0,
      teams: [
        [0, 1],
        [2, 3],
      ],
    });
    const poolA = teamOf(first).teamPool.map((c) => c.id);
    const poolB = teamOf(await tableOf(b0, id)).teamPool.map((c) => c.id);
    expect(poolA).toHaveLength(30);
    expect(teamOf(await tableOf(a1, id)).teamPool.map((c) => c.id)).toEqual(poolA);
    // A seat sees only its team's pool.
    expect(poolB.some((c) => poolA.includes(c))).toBe(false);
    expect(JSON.stringify(first)).not.toContain(`"${poolB[0]}"`);

    // Another team's card, a card not in my pool, and a move of another mode's shape are refused.
    expect(await move(a0, id, { claim: poolB[0] })).toMatchObject({
      status: 400,
      body: { code: 'bad_move' },
    });
    expect(await move(a0, id, { return: poolA[0] })).toMatchObject({
      status: 400,
      body: { code: 'bad_move' },
    });
    expect(await move(a0, id, { take: poolA[0] })).toMatchObject({ status: 400 });

    // Members of both teams claim in any order, not in turns.
    for (let i = 0; i < 15; i++)
      for (const p of [b1, a0, a1, b0]) {
        const v = await tableOf(p, id);
        const res = await move(p, id, { claim: teamOf(v).teamPool[0]!.id });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    const mine = (await tableOf(a1, id)).pool;
    expect((await move(a1, id, { return: mine[0]!.id })).status).toBe(200);
    expect(teamOf(await tableOf(a0, id)).teamPool.map((c) => c.id)).toEqual([mine[0]!.id]);
    for (const p of [a0, a1, b0]) expect((await move(p, id, { done: true })).status).toBe(200);
    expect(await move(a0, id, { claim: mine[0]!.id })).toMatchObject({
      status: 400,
      body: { code: 'not_your_turn' },
    });
    expect((await tableOf(b1, id)).status).toBe('drafting');
    expect((await move(b1, id, { done: true })).status).toBe(200);
    expect((await tableOf(b1, id)).status).toBe('done');

    const result = await call<DraftResultResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/result`);
    expect(result.status).toBe(200);
    const pools = result.body.seats.map((s) => s.pool.map((c) => c.id));
    expect(pools.map((p) => p.length)).toEqual([15, 14, 15, 15]);
    expect([...pools[0]!, ...pools[1]!].every((c) => poolA.includes(c))).toBe(true);
    expect([...pools[2]!, ...pools[3]!].every((c) => poolB.includes(c))).toBe(true);
    expect(new Set(pools.flat()).size).toBe(59);
    // The log replays every accepted move.
    const log = await as(bed.p.owner, 'GET', `/api/drafts/${id}/log`);
    expect(log.status).toBe(200);
    expect(log.body.moves).toHaveLength(60 + 1 + 4);
  }, 120_000);
});
