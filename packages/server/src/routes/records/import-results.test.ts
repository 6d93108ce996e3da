import type { EventDetail } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { createEvent, pairNext } from '../../../test/record-requests';

// Results from CSV over HTTP: rows of paired rounds enter confirmed results, rows of the next round pair
// it; a bad file is a 400 naming its line and writes nothing; the matches export reads back in.

describe(`import results from CSV (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
  });
  afterAll(() => t?.close());

  const importUrl = (cubeId: string, eventId: string) => `/api/cubes/${cubeId}/events/${eventId}/results.csv`;
  const names = (e: EventDetail) => (id: string | null) =>
    e.players.find((x) => x.id === id)?.name ?? '(bye)';
  const HEADER = 'Round,Player A,Player B,A wins,B wins,Draws';

  async function pairedEvent(extra: Record<string, unknown> = {}) {
    const cubeId = await createCube(t.app, p.owner, { visibility: 'public' });
    const created = await createEvent(t.app, p.owner, cubeId, ['Ann', 'Ben', 'Cy', 'Dee'], {
      rounds: 3,
      ...extra,
    });
    return { cubeId, event: await pairNext(t.app, p.owner, cubeId, created.id) };
  }

  it('enters round 1 and pairs round 2 from the rows; standings follow', async () => {
    const { cubeId, event } = await pairedEvent();
    const n = names(event);
    const [m1, m2] = event.matches;
    const text = [
      HEADER,
      // Either player may come first: the second row names its match backwards.
      `1,${n(m1!.a)},${n(m1!.b)},2,0,0`,
      `1,${n(m2!.b)},${n(m2!.a)},2,1,0`,
      `2,${n(m1!.a)},${n(m2!.b)},2,1,0`,
      `2,${n(m1!.b)},${n(m2!.a)},1,1,1`,
    ].join('\n');
    const res = await call<AnyBody>(t.app, p.owner, 'POST', importUrl(cubeId, event.id), { text });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after: EventDetail = res.body.event;
    expect(after.roundsPaired).toBe(2);
    expect(after.matches.every((m) => m.status === 'confirmed')).toBe(true);
    const second = after.matches.find((m) => m.id === m2!.id)!;
    expect([second.aWins, second.bWins]).toEqual([1, 2]);
    // m1.a won both matches: first with 6 points.
    expect(after.standings[0]).toMatchObject({ player: m1!.a, matchPoints: 6 });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/cubes/${cubeId}/events/${event.id}/matches.csv`,
    });
    // The export reads back in unchanged.
    const again = await call<AnyBody>(t.app, p.owner, 'POST', importUrl(cubeId, event.id), {
      text: exported.body,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.event.standings).toEqual(after.standings);
  });

  it('answers a bad file with a 400 naming the line, and writes nothing', async () => {
    const { cubeId, event } = await pairedEvent();
    const n = names(event);
    const [m1] = event.matches;
    for (const [text, error] of [
      [
        `${HEADER}\n1,${n(m1!.a)},${n(m1!.b)},2,0,0\n1,Zed,Ann,2,0,0`,
        'Line 3: No player named "Zed" in this event',
      ],
      [
        `${HEADER}\n1,${n(m1!.a)},${n(m1!.b)},two,0,0`,
        'Line 2: Games won and drawn must be whole numbers from 0 to 3',
      ],
      ['Round,Player A\n1,Ann', 'Line 1: The header lacks the column "player b", "a wins", "b wins"'],
      [`${HEADER}\n9,Ann,Ben,2,0,0`, 'Line 2: The event has 3 rounds; round 9 is beyond them'],
    ]) {
      const res = await call<AnyBody>(t.app, p.owner, 'POST', importUrl(cubeId, event.id), { text });
      expect(res.status, text).toBe(400);
      expect(res.body.error).toBe(error);
    }
    const empty = await call<AnyBody>(t.app, p.owner, 'POST', importUrl(cubeId, event.id), { text: '' });
    expect(empty.status).toBe(400);
    const read = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cubes/${cubeId}/events/${event.id}`);
    expect(read.body.event.matches.every((m: AnyBody) => m.status === 'pending')).toBe(true);
  });

  it('refuses a drawn single-elimination match, naming the line', async () => {
    const { cubeId, event } = await pairedEvent({ pairing: 'elimination', rounds: 2 });
    const n = names(event);
    const m = event.matches[0]!;
    const text = `${HEADER}\n1,${n(m.a)},${n(m.b)},1,1,0`;
    const res = await call<AnyBody>(t.app, p.owner, 'POST', importUrl(cubeId, event.id), { text });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Line 2: A single-elimination match needs a winner');
  });
});
