import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Person } from '../../../test/cube-requests';
import { draftableCube } from '../../../test/draft-bed';
import { insertPeople, insertPerson } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { SIMULATOR_BUSY } from '../../services/simulations/run-slots';
import { SIGN_IN_TO_SIMULATE } from './routes';

// Server-side simulations cost CPU on the server: guests may not run them, each user runs a few a
// minute, and the server runs only a few at once (here one, with one caller allowed to wait).

describe(`simulation limits (${testDbKind})`, () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  const sim = (who: Person | null, drafts = 1) =>
    call(t.app, who, 'POST', '/api/simulations', { cubeId, drafts, seed: 'limits' });

  beforeAll(async () => {
    t = await createTestApp({
      draftWorker: false,
      env: { SIMULATION_CONCURRENCY: '1', SIMULATION_QUEUE: '1', SIMULATION_RATE_LIMIT: '3' },
    });
    people = await insertPeople(t);
    cubeId = await draftableCube(t.app, people.owner, 45);
    const formats = { default: { seats: 4, packsPerPlayer: 2, cardsPerPack: 5 } };
    await call(t.app, people.owner, 'PUT', `/api/cubes/${cubeId}/draft-formats`, formats);
  });
  afterAll(() => t?.close());

  it('answers a guest 401 with a clear message, before looking at the body', async () => {
    expect(await sim(null)).toMatchObject({ status: 401, body: { error: SIGN_IN_TO_SIMULATE } });
    const garbage = await call(t.app, null, 'POST', '/api/simulations', { drafts: 'lots' });
    expect(garbage).toMatchObject({ status: 401, body: { error: SIGN_IN_TO_SIMULATE } });
  });

  it('limits each user to SIMULATION_RATE_LIMIT runs a minute (429), others unaffected', async () => {
    for (let i = 0; i < 3; i++) expect((await sim(people.editor)).status).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/simulations',
      headers: { cookie: people.editor.cookie },
      payload: { cubeId, drafts: 1 },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Too many simulations: you can run 3 a minute\. Try again in \d+ s\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sim(people.stranger)).status).toBe(200);
  });

  it('runs one simulation at a time, lets one caller wait and refuses the next with 503', async () => {
    const runners = await Promise.all(
      ['a', 'b', 'c'].map((tag) => insertPerson(t, tag).then((person) => person.cookie)),
    );
    // 300 drafts give the event loop many turns (the run yields between chunks), so all three calls
    // reach the slots while the first still holds the only one.
    const answers = await Promise.all(
      runners.map((cookie) =>
        t.app.inject({
          method: 'POST',
          url: '/api/simulations',
          headers: { cookie },
          payload: { cubeId, drafts: 300, seed: 'busy' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(busy.json()).toMatchObject({ error: SIMULATOR_BUSY, code: 'busy' });
    expect(busy.headers['retry-after']).toBe('30');
    // The slot is free again afterwards.
    expect((await sim(people.admin)).status).toBe(200);
  });
});
