import type { EventDetail } from '@cubewright/core/protocol';
import { pairKey } from '@cubewright/core/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople, insertPerson } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { createEvent, pairNext, resultUrl } from '../../../test/record-requests';

// Entering results: a player reports, the opponent confirms with the same result, the host overrides;
// two reports at the same moment are settled one after the other by the match row's lock.

describe(`match results (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let ann: Person;
  let ben: Person;
  let cubeId: string;
  const as = (who: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, who, method, url, body);

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
    ann = await insertPerson(t, 'ann');
    ben = await insertPerson(t, 'ben');
    cubeId = await createCube(t.app, p.owner);
  });
  afterAll(() => t?.close());

  /** A two-player event of Ann and Ben with round one paired; returns it and their match. */
  async function annVersusBen(extra: Record<string, unknown> = {}) {
    const created = await createEvent(t.app, p.owner, cubeId, [ann, ben], extra);
    const event = await pairNext(t.app, p.owner, cubeId, created.id);
    const match = event.matches[0]!;
    const annId = event.players.find((x) => x.username === 'ann')!.id;
    // Results are written from the side of player a; flip so Ann's wins read first.
    const annIsA = match.a === annId;
    const result = (annWins: number, benWins: number) =>
      annIsA ? { aWins: annWins, bWins: benWins } : { aWins: benWins, bWins: annWins };
    return { event, match, url: resultUrl(cubeId, event.id, match.id), result };
  }

  it('a report waits for the opponent, whose same result confirms it and updates the standings', async () => {
    const { url, result, event } = await annVersusBen();
    const reported = await as(ann, 'POST', url, result(2, 1));
    expect(reported.status).toBe(200);
    expect(reported.body.event.matches[0]).toMatchObject({ status: 'reported' });
    // Reported is not final: the standings do not count it yet.
    expect(reported.body.event.standings.every((s: AnyBody) => s.matchPoints === 0)).toBe(true);
    const confirmed = await as(ben, 'POST', url, result(2, 1));
    expect(confirmed.status).toBe(200);
    const detail: EventDetail = confirmed.body.event;
    expect(detail.matches[0]?.status).toBe('confirmed');
    const annId = event.players.find((x) => x.username === 'ann')!.id;
    expect(detail.standings[0]).toMatchObject({ player: annId, matchPoints: 3, wins: 1 });
    expect(detail.standings[1]).toMatchObject({ matchPoints: 0, losses: 1 });
    // Confirmed: a player can no longer change it, the host can.
    const late = await as(ben, 'POST', url, result(0, 2));
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This result is confirmed; ask the host to change it');
    const override = await as(p.editor, 'POST', url, result(0, 2));
    expect(override.status).toBe(403); // the editor is no collaborator of this cube
    const host = await as(p.owner, 'POST', url, result(1, 2));
    expect(host.status).toBe(200);
    expect(host.body.event.matches[0]).toMatchObject({ status: 'confirmed', reportedBy: 'host' });
    expect(host.body.event.standings[0].player).not.toBe(annId);
  });

  it('a different report from the opponent is kept beside the first for the host to settle', async () => {
    const { url, result, event } = await annVersusBen();
    await as(ann, 'POST', url, result(2, 0));
    const other = await as(ben, 'POST', url, result(0, 2));
    expect(other.status).toBe(200);
    const benId = event.players.find((x) => x.username === 'ben')!.id;
    const read = await as(null, 'GET', `/api/cubes/${cubeId}/events/${event.id}`);
    expect(read.body.event.matches[0]).toMatchObject({
      status: 'reported',
      ...result(2, 0),
      dispute: { by: benId, draws: 0, ...result(0, 2) },
    });
    expect(read.body.event.standings.every((s: AnyBody) => s.matchPoints === 0)).toBe(true);
  });

  it('both players submitting the same result at once confirm it once', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { url, result, event } = await annVersusBen();
      const [a, b] = await Promise.all([
        as(ann, 'POST', url, result(2, 1)),
        as(ben, 'POST', url, result(2, 1)),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const read = await as(null, 'GET', `/api/cubes/${cubeId}/events/${event.id}`);
      expect(read.body.event.matches[0]).toMatchObject({ status: 'confirmed' });
      expect(read.body.event.standings.map((s: AnyBody) => s.matchPoints)).toEqual([3, 0]);
    }
  });

  it('both players submitting different results at once: one stands as reported, the other as its dispute', async () => {
    const { url, result, event } = await annVersusBen();
    const [a, b] = await Promise.all([
      as(ann, 'POST', url, result(2, 0)),
      as(ben, 'POST', url, result(0, 2)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const read = await as(null, 'GET', `/api/cubes/${cubeId}/events/${event.id}`);
    const match = read.body.event.matches[0];
    expect(match).toMatchObject({ status: 'reported' });
    expect(match.dispute.by).not.toBe(match.reportedBy);
  });

  it('refuses bad results, a draw in single elimination and pairing past an open round', async () => {
    const { url, result, event } = await annVersusBen({ pairing: 'elimination' });
    expect((await as(ann, 'POST', url, { aWins: 4, bWins: 0 })).status).toBe(400);
    expect((await as(ann, 'POST', url, { aWins: 0, bWins: 0 })).status).toBe(400);
    expect((await as(ann, 'POST', url, { aWins: 'two' })).status).toBe(400);
    const draw = await as(ann, 'POST', url, { aWins: 1, bWins: 1 });
    expect(draw.status).toBe(400);
    expect(draw.body.error).toBe('A single-elimination match needs a winner');
    const early = await as(p.owner, 'POST', `/api/cubes/${cubeId}/events/${event.id}/rounds`, {});
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/Every match of the current round/);
    await as(p.owner, 'POST', url, result(2, 0));
    const done = await as(p.owner, 'POST', `/api/cubes/${cubeId}/events/${event.id}/rounds`, {});
    expect(done.status).toBe(409);
    expect(done.body.error).toBe('Every round of this event has been played');
  });

  it('the host pairs by hand and the rules check the pairing', async () => {
    const created = await createEvent(t.app, p.owner, cubeId, ['A', 'B', 'C', 'D']);
    const [a, b, c, d] = created.players.map((x) => x.id) as [string, string, string, string];
    const url = `/api/cubes/${cubeId}/events/${created.id}/rounds`;
    const twice = await as(p.owner, 'POST', url, {
      pairings: [
        { a, b: a },
        { a: c, b: d },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatch(/more than once/);
    const ok = await as(p.owner, 'POST', url, {
      pairings: [
        { a, b: d },
        { a: b, b: c },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.event.matches.map((m: AnyBody) => [m.a, m.b])).toEqual([
      [a, d],
      [b, c],
    ]);
    // Paired again automatically while nothing is confirmed: the seeds' own order.
    const again = await as(p.owner, 'PUT', `${url}/1`, {});
    expect(again.status).toBe(200);
    expect(again.body.event.matches.map((m: AnyBody) => [m.a, m.b])).toEqual([
      [a, b],
      [c, d],
    ]);
    expect((await as(p.owner, 'PUT', `${url}/2`, {})).status).toBe(409);
  });

  // 192 results through HTTP: 24 s on PGlite at load 13-20, near the project's 60 s on a busier machine.
  it('runs a 64-player event over six Swiss rounds without a rematch', { timeout: 120_000 }, async () => {
    const names = Array.from({ length: 64 }, (_, i) => `Player ${i + 1}`);
    const created = await createEvent(t.app, p.owner, cubeId, names, { rounds: 6 });
    expect(created.rounds).toBe(6);
    const seedOf = new Map(created.players.map((x) => [x.id, x.seed]));
    let event = created;
    for (let round = 1; round <= 6; round++) {
      event = await pairNext(t.app, p.owner, cubeId, event.id);
      const tables = event.matches.filter((m) => m.round === round);
      expect(tables).toHaveLength(32);
      for (const m of tables) {
        // The better seed wins 2-1, except every fifth table is drawn: results with real tie-breaks.
        const draw = m.table % 5 === 0;
        const aBetter = seedOf.get(m.a)! < seedOf.get(m.b!)!;
        const body = draw
          ? { aWins: 1, bWins: 1, draws: 0 }
          : aBetter
            ? { aWins: 2, bWins: 1 }
            : { aWins: 1, bWins: 2 };
        const res = await as(p.owner, 'POST', resultUrl(cubeId, event.id, m.id), body);
        expect(res.status).toBe(200);
      }
    }
    const final: EventDetail = (await as(null, 'GET', `/api/cubes/${cubeId}/events/${event.id}`)).body.event;
    const pairs = final.matches.map((m) => pairKey(m.a, m.b!));
    expect(new Set(pairs).size).toBe(6 * 32);
    expect(final.standings.map((s) => s.rank)).toEqual(names.map((_, i) => i + 1));
    for (const s of final.standings) expect(s.wins + s.losses + s.draws).toBe(6);
    for (let i = 0; i + 1 < 64; i++)
      expect(final.standings[i]!.matchPoints).toBeGreaterThanOrEqual(final.standings[i + 1]!.matchPoints);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/cubes/${cubeId}/events/${event.id}/matches.csv`,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 6 * 32);
    const listed = await as(null, 'GET', `/api/cubes/${cubeId}/events`);
    expect(listed.body.events.find((e: AnyBody) => e.id === event.id)).toMatchObject({
      playerCount: 64,
      roundsPaired: 6,
    });
  });
});
