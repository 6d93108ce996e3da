import { SAVED_SIMULATIONS_PER_CUBE } from '@cubewright/core/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyBody } from '../../../test/cube-requests';
import { draftableCube, draftTestBed } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';

describe(`saved simulation runs (${testDbKind})`, () => {
  const bed = draftTestBed(40);
  const { as } = bed;
  let report: AnyBody;
  beforeAll(async () => {
    const formats = { default: { seats: 4, packsPerPlayer: 2, cardsPerPack: 5 } };
    expect((await as(bed.p.owner, 'PUT', `/api/cubes/${bed.cubeId}/draft-formats`, formats)).status).toBe(
      200,
    );
    const added = await as(bed.p.owner, 'POST', `/api/cubes/${bed.cubeId}/collaborators`, { user: 'editor' });
    expect(added.status).toBe(201);
    const sim = await as(bed.p.owner, 'POST', '/api/simulations', {
      cubeId: bed.cubeId,
      drafts: 5,
      seed: 'saved',
    });
    expect(sim.status).toBe(200);
    report = sim.body.report;
  });
  const url = () => `/api/cubes/${bed.cubeId}/simulations`;

  it('saves a run for owner and editors; anyone who sees the cube reads it back', async () => {
    expect(await as(null, 'GET', url())).toEqual({ status: 200, body: { runs: [] } });
    expect(await as(null, 'GET', `${url()}/latest`)).toEqual({ status: 200, body: { run: null } });

    const saved = await as(bed.p.editor, 'POST', url(), { report });
    expect(saved.status).toBe(201);
    expect(saved.body.run).toMatchObject({
      cubeId: bed.cubeId,
      createdBy: { username: 'editor' },
      format: report.format,
      seats: 4,
      drafts: 5,
      seed: 'saved',
      report,
    });
    const latest = await as(bed.p.stranger, 'GET', `${url()}/latest`);
    expect(latest.body.run).toEqual(saved.body.run);
    const list = await as(null, 'GET', url());
    expect(list.body.runs).toEqual([
      {
        id: saved.body.run.id,
        cubeId: bed.cubeId,
        createdAt: saved.body.run.createdAt,
        createdBy: saved.body.run.createdBy,
        format: report.format,
        seats: 4,
        drafts: 5,
        seed: 'saved',
      },
    ]);
  });

  it('opens any saved run by id, only under its own cube', async () => {
    const first = await as(bed.p.owner, 'POST', url(), { report: { ...report, seed: 'open-first' } });
    const second = await as(bed.p.owner, 'POST', url(), { report: { ...report, seed: 'open-second' } });
    expect([first.status, second.status]).toEqual([201, 201]);
    // The earlier run, not only the latest, comes back whole (report included) to a signed-out visitor.
    expect(await as(null, 'GET', `${url()}/${first.body.run.id}`)).toEqual({
      status: 200,
      body: { run: first.body.run },
    });
    expect((await as(bed.p.stranger, 'GET', `${url()}/${second.body.run.id}`)).body.run.seed).toBe(
      'open-second',
    );

    const missing = { status: 404, body: { error: 'Simulation not found' } };
    expect(await as(null, 'GET', `${url()}/no-such-run`)).toMatchObject(missing);
    // A run saved to another cube is not found through this one, though it opens under its own.
    const other = await draftableCube(bed.t.app, bed.p.owner, 40, { visibility: 'public' });
    const theirs = await as(bed.p.owner, 'POST', `/api/cubes/${other}/simulations`, { report });
    expect(theirs.status).toBe(201);
    expect(await as(null, 'GET', `${url()}/${theirs.body.run.id}`)).toMatchObject(missing);
    expect((await as(null, 'GET', `/api/cubes/${other}/simulations/${theirs.body.run.id}`)).status).toBe(200);
    // The static /latest still answers with the newest run.
    expect((await as(null, 'GET', `${url()}/latest`)).body.run.id).toBe(second.body.run.id);
  });

  it('refuses strangers and guests with clear messages, and hides private cubes', async () => {
    expect(await as(bed.p.stranger, 'POST', url(), { report })).toMatchObject({
      status: 403,
      body: { error: "Only the cube's owner or editors can save a simulation" },
    });
    expect((await as(null, 'POST', url(), { report })).status).toBe(401);
    const hidden = await draftableCube(bed.t.app, bed.p.owner, 10, { visibility: 'private' });
    expect((await as(bed.p.stranger, 'GET', `/api/cubes/${hidden}/simulations`)).status).toBe(404);
    expect((await as(bed.p.stranger, 'GET', `/api/cubes/${hidden}/simulations/latest`)).status).toBe(404);
    const hiddenRun = await as(bed.p.owner, 'POST', `/api/cubes/${hidden}/simulations`, {
      // The private cube holds Draft Card 0 to 9: its report may only list those.
      report: {
        ...report,
        cards: report.cards.filter((c: { name: string }) => /^Draft Card \d$/.test(c.name)),
      },
    });
    expect(hiddenRun.status).toBe(201);
    const runUrl = `/api/cubes/${hidden}/simulations/${hiddenRun.body.run.id}`;
    expect((await as(bed.p.stranger, 'GET', runUrl)).status).toBe(404);
    expect((await as(bed.p.owner, 'GET', runUrl)).status).toBe(200);
    expect((await as(bed.p.stranger, 'POST', `/api/cubes/${hidden}/simulations`, { report })).status).toBe(
      404,
    );
  });

  it('validates the report: shape, bounds and the cube it claims to describe', async () => {
    const bad = await as(bed.p.owner, 'POST', url(), { report: { ...report, seats: 40 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/report\.seats/);
    expect((await as(bed.p.owner, 'POST', url(), {})).status).toBe(400);
    const rate = structuredClone(report);
    rate.cards[0].firstPickRate = 3;
    expect((await as(bed.p.owner, 'POST', url(), { report: rate })).status).toBe(400);
    const extra = structuredClone(report);
    extra.cards.push({ ...extra.cards[0], cardId: 'someone-else' });
    expect(await as(bed.p.owner, 'POST', url(), { report: extra })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/lists 41 cards but this cube has only 40/) },
    });
    const twice = structuredClone(report);
    twice.cards[1] = { ...twice.cards[0] };
    expect(await as(bed.p.owner, 'POST', url(), { report: twice })).toMatchObject({
      status: 400,
      body: { error: 'The report lists a card twice.' },
    });
    const foreign = structuredClone(report);
    foreign.cards[0] = { ...foreign.cards[0], cardId: 'name:Not In This Cube', name: 'Not In This Cube' };
    expect(await as(bed.p.owner, 'POST', url(), { report: foreign })).toMatchObject({
      status: 400,
      body: {
        error:
          'The report lists Not In This Cube, which is not in this cube; run the simulation on this cube again.',
      },
    });
    const huge = await bed.t.app.inject({
      method: 'POST',
      url: url(),
      headers: { cookie: bed.p.owner.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ report, padding: 'x'.repeat(2.1 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it(`keeps the newest ${SAVED_SIMULATIONS_PER_CUBE} runs, newest first`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < SAVED_SIMULATIONS_PER_CUBE + 2; i++) {
      const res = await as(bed.p.owner, 'POST', url(), { report: { ...report, seed: `run-${i}` } });
      expect(res.status).toBe(201);
      ids.push(res.body.run.id);
    }
    const { body } = await as(null, 'GET', url());
    expect(body.runs.map((r: AnyBody) => r.id)).toEqual(ids.slice(-SAVED_SIMULATIONS_PER_CUBE).reverse());
    expect((await as(null, 'GET', `${url()}/latest`)).body.run.seed).toBe(
      `run-${SAVED_SIMULATIONS_PER_CUBE + 1}`,
    );
  });
});
