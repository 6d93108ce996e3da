import type { EventDetail } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { createEvent, pairNext, resultUrl } from '../../../test/record-requests';

// Dropping from an event: a dropped player is not paired again (Swiss leaves them out; a fixed round
// robin gives their opponent the bye), hand pairings may not name them, and the standings keep them.

describe(`players dropping (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
  });
  afterAll(() => t?.close());

  const eventUrl = (cubeId: string, eventId: string) => `/api/cubes/${cubeId}/events/${eventId}`;
  const dropUrl = (cubeId: string, e: EventDetail, playerId: string) =>
    `${eventUrl(cubeId, e.id)}/players/${playerId}/drop`;

  /** The host enters a 2-0 for player a of every match of the latest round. */
  async function finishRound(cubeId: string, e: EventDetail): Promise<EventDetail> {
    let latest = e;
    for (const m of e.matches.filter((x) => x.round === e.roundsPaired && x.b !== null)) {
      const res = await call<AnyBody>(t.app, p.owner, 'POST', resultUrl(cubeId, e.id, m.id), {
        aWins: 2,
        bWins: 0,
      });
      expect(res.status).toBe(200);
      latest = res.body.event;
    }
    return latest;
  }
  const playing = (e: EventDetail, round: number) =>
    e.matches.filter((m) => m.round === round).flatMap((m) => (m.b === null ? [m.a] : [m.a, m.b]));

  it('Swiss: a dropped player is not paired again, keeps their standing, and may come back', async () => {
    const cubeId = await createCube(t.app, p.owner, { visibility: 'public' });
    const created = await createEvent(t.app, p.owner, cubeId, ['Ann', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'], {
      rounds: 3,
    });
    const round1 = await finishRound(cubeId, await pairNext(t.app, p.owner, cubeId, created.id));
    const loser = round1.matches[0]!.b!;
    const dropped = await call<AnyBody>(t.app, p.owner, 'PUT', dropUrl(cubeId, round1, loser), {
      dropped: true,
    });
    expect(dropped.status).toBe(200);
    expect(dropped.body.event.players.find((x: AnyBody) => x.id === loser).droppedAfter).toBe(1);

    const round2 = await pairNext(t.app, p.owner, cubeId, created.id);
    expect(playing(round2, 2)).not.toContain(loser);
    expect(playing(round2, 2)).toHaveLength(5);
    // Five players still in: one has the bye.
    expect(round2.matches.filter((m) => m.round === 2 && m.b === null)).toHaveLength(1);
    expect(round2.standings.map((s) => s.player)).toContain(loser);
    expect(round2.standings.find((s) => s.player === loser)).toMatchObject({ losses: 1, matchPoints: 0 });

    // Pairing by hand may not name them.
    const ids = round2.players.map((x) => x.id);
    const byHand = await call<AnyBody>(t.app, p.owner, 'PUT', `${eventUrl(cubeId, created.id)}/rounds/2`, {
      pairings: [
        { a: ids[0], b: ids[1] },
        { a: ids[2], b: ids[3] },
        { a: ids[4], b: ids[5] },
      ],
    });
    expect(byHand.status).toBe(400);
    expect(byHand.body.error).toBe('A player who dropped cannot be paired; bring them back first');

    // Back in: paired in round 3.
    const back = await call<AnyBody>(t.app, p.owner, 'PUT', dropUrl(cubeId, round1, loser), {
      dropped: false,
    });
    expect(back.body.event.players.find((x: AnyBody) => x.id === loser).droppedAfter).toBeNull();
    await finishRound(cubeId, round2);
    const round3 = await pairNext(t.app, p.owner, cubeId, created.id);
    expect(playing(round3, 3)).toContain(loser);
  });

  it('round robin: the dropped player’s scheduled opponent gets the bye', async () => {
    const cubeId = await createCube(t.app, p.owner, { visibility: 'public' });
    const created = await createEvent(t.app, p.owner, cubeId, ['Ann', 'Ben', 'Cy', 'Dee'], {
      pairing: 'round-robin',
    });
    const round1 = await finishRound(cubeId, await pairNext(t.app, p.owner, cubeId, created.id));
    const gone = round1.players[0]!.id;
    await call<AnyBody>(t.app, p.owner, 'PUT', dropUrl(cubeId, round1, gone), { dropped: true });
    const round2 = await pairNext(t.app, p.owner, cubeId, created.id);
    const matches = round2.matches.filter((m) => m.round === 2);
    expect(playing(round2, 2)).not.toContain(gone);
    expect(matches.filter((m) => m.b === null)).toHaveLength(1);
    expect(matches.filter((m) => m.b !== null)).toHaveLength(1);
  });

  it('only the host drops a player; an unknown player is a 404', async () => {
    const cubeId = await createCube(t.app, p.owner, { visibility: 'public' });
    const e = await createEvent(t.app, p.owner, cubeId, ['Ann', 'Ben']);
    const url = dropUrl(cubeId, e, e.players[0]!.id);
    expect((await call(t.app, p.stranger, 'PUT', url, { dropped: true })).status).toBe(403);
    expect((await call(t.app, null, 'PUT', url, { dropped: true })).status).toBe(401);
    expect((await call(t.app, p.editor, 'PUT', url, { dropped: 'yes' })).status).toBe(400);
    expect((await call(t.app, p.owner, 'PUT', dropUrl(cubeId, e, 'nobody'), { dropped: true })).status).toBe(
      404,
    );
  });
});
