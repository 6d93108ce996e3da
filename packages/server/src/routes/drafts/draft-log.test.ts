import type { CubeDraftsResponse, DraftLogResponse, DraftResultExtras } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../../test/cube-requests';
import { createDraft, draftableCube, draftTestBed, pickFirst, playToEnd } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';

describe(`draft log and a cube's drafts (${testDbKind})`, () => {
  const bed = draftTestBed(80);
  const as = <T = AnyBody>(person: Person | null, url: string) => call<T>(bed.t.app, person, 'GET', url);

  async function startTwoPlayer(cube: string, body = {}) {
    const id = await createDraft(bed.t.app, bed.p.owner, cube, body);
    // The host's invite token lets the editor into the lobby of a cube they may not view.
    const invite = (await as(bed.p.owner, `/api/drafts/${id}`)).body.inviteToken;
    const joined = await call<AnyBody>(bed.t.app, bed.p.editor, 'POST', `/api/drafts/${id}/join`, { invite });
    expect(joined.body.mySeat).toBe(1);
    expect((await call(bed.t.app, bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    return id;
  }

  it('shares the log with the draft players once the draft is over, each pick with its pack', async () => {
    const id = await startTwoPlayer(bed.cubeId);
    await pickFirst(bed.t.app, bed.p.owner, id);
    const early = await as(bed.p.owner, `/api/drafts/${id}/log`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('The draft log is shared when the draft is over.');
    await playToEnd(bed.t.app, [bed.p.owner, bed.p.editor], id);

    const log = await as<DraftLogResponse>(bed.p.editor, `/api/drafts/${id}/log`);
    expect(log.status).toBe(200);
    expect(log.body.mySeat).toBe(1);
    expect(log.body.logsPrivate).toBe(false);
    expect(log.body.seats).toHaveLength(8);
    const result = await as(bed.p.owner, `/api/drafts/${id}/result`);
    for (const seat of log.body.seats) {
      // 2 packs of 4: every seat made 8 picks, each from the pack it held, which shrank by one a pick.
      expect(seat.picks).toHaveLength(8);
      expect(seat.picks!.map((x) => x.card.id).sort()).toEqual(
        result.body.seats[seat.seat].pool.map((c: AnyBody) => c.id).sort(),
      );
      expect(seat.picks!.map((x) => x.pack.length)).toEqual([4, 3, 2, 1, 4, 3, 2, 1]);
      for (const x of seat.picks!) expect(x.pack.map((c) => c.id)).toContain(x.card.id);
    }
    // Humans' picks are theirs, bots' are automatic.
    expect(log.body.seats[0]!.picks!.every((x) => !x.auto)).toBe(true);
    expect(log.body.seats[5]!.picks!.every((x) => x.auto)).toBe(true);
    // Every dealt card was shown exactly once at pack-open.
    const opened = log.body.seats.flatMap((s) =>
      s.picks!.filter((x) => x.pickNumber === 0).flatMap((x) => x.pack),
    );
    expect(new Set(opened.map((c) => c.id)).size).toBe(64);

    const stranger = await as(bed.p.stranger, `/api/drafts/${id}/log`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toBe('You do not have a seat in this draft.');
    expect((await as(null, `/api/drafts/${id}/log`)).status).toBe(401);
    expect((await as(bed.p.owner, '/api/drafts/nope/log')).status).toBe(404);
  });

  it('keeps other seats private when the host chose private logs', async () => {
    const id = await startTwoPlayer(bed.cubeId, { logsPrivate: true });
    await playToEnd(bed.t.app, [bed.p.owner, bed.p.editor], id);
    const log = await as<DraftLogResponse>(bed.p.editor, `/api/drafts/${id}/log`);
    expect(log.status).toBe(200);
    expect(log.body.logsPrivate).toBe(true);
    expect(log.body.seats.map((s) => (s.picks === null ? null : s.picks.length))).toEqual([
      null,
      8,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    // Names stay listed so the seat selector still shows the table.
    expect(log.body.seats[0]!.name).toBe(bed.p.owner.username);
    const own = await as<DraftLogResponse>(bed.p.owner, `/api/drafts/${id}/log`);
    expect(own.body.seats.filter((s) => s.picks !== null).map((s) => s.seat)).toEqual([0]);
  });

  it('gives the result printings for exports', async () => {
    const id = await startTwoPlayer(bed.cubeId);
    await playToEnd(bed.t.app, [bed.p.owner, bed.p.editor], id);
    const result = await as<DraftResultExtras>(bed.p.owner, `/api/drafts/${id}/result`);
    expect(result.status).toBe(200);
    // The test cube's name-keyed cards have no card data: no printing is invented for them.
    expect(result.body.printings).toEqual({});
  });

  it("lists a cube's running and finished drafts to those who may see the cube, newest first", async () => {
    const privateCube = await draftableCube(bed.t.app, bed.p.owner, 80, { visibility: 'private' });
    const lobbyOnly = await createDraft(bed.t.app, bed.p.owner, privateCube);
    const first = await startTwoPlayer(privateCube);
    await playToEnd(bed.t.app, [bed.p.owner, bed.p.editor], first);
    const second = await startTwoPlayer(privateCube);

    const mine = await as<CubeDraftsResponse>(bed.p.owner, `/api/cubes/${privateCube}/drafts`);
    expect(mine.status).toBe(200);
    expect(mine.body.drafts.map((d) => [d.id, d.status])).toEqual([
      [second, 'running'],
      [first, 'complete'],
    ]);
    expect(mine.body.drafts.map((d) => d.id)).not.toContain(lobbyOnly);
    expect(mine.body.drafts[1]!.seats.map((s) => s.username).slice(0, 2)).toEqual([
      bed.p.owner.username,
      bed.p.editor.username,
    ]);
    expect(mine.body.drafts[1]!.host.username).toBe(bed.p.owner.username);

    for (const who of [bed.p.stranger, null]) {
      const hidden = await as(who, `/api/cubes/${privateCube}/drafts`);
      expect(hidden.status).toBe(404);
      expect(hidden.body.error).toBe('Cube not found');
    }
    // A public cube's drafts are listed to anyone, guests included.
    const open = await as<CubeDraftsResponse>(null, `/api/cubes/${bed.cubeId}/drafts`);
    expect(open.status).toBe(200);
    expect(open.body.drafts.length).toBeGreaterThanOrEqual(3);
    expect(open.body.drafts.every((d) => d.cubeId === bed.cubeId)).toBe(true);
  });
});
