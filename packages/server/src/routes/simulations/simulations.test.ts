import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyBody } from '../../../test/cube-requests';
import { createDraft, draftableCube, draftTestBed, pickFirst, playToEnd } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';
import { refreshRatings } from '../../services/ratings/refresh';

describe(`simulations and ratings (${testDbKind})`, () => {
  const bed = draftTestBed(80);
  const { as } = bed;
  beforeAll(async () => {
    const formats = { default: { seats: 4, packsPerPlayer: 2, cardsPerPack: 5 } };
    expect((await as(bed.p.owner, 'PUT', `/api/cubes/${bed.cubeId}/draft-formats`, formats)).status).toBe(
      200,
    );
  });

  it('runs the core simulator on a cube format, the same report for the same seed', async () => {
    const body = { cubeId: bed.cubeId, drafts: 20, seed: 'api-seed' };
    const res = await as(bed.p.editor, 'POST', '/api/simulations', body);
    expect(res.status).toBe(200);
    const report = res.body.report;
    expect(report).toMatchObject({ drafts: 20, seats: 4, rounds: 2, picksPerSeat: 10, seed: 'api-seed' });
    const picks = report.cards.reduce((s: number, c: AnyBody) => s + c.picks, 0);
    expect(picks).toBe(20 * 4 * 10);
    expect(report.deckColors.reduce((s: number, r: AnyBody) => s + r.decks, 0)).toBe(80);
    expect(report.sampleDecks.length).toBeGreaterThan(0);
    const again = await as(bed.p.stranger, 'POST', '/api/simulations', body);
    expect(again.body.report).toEqual(report);
    const six = await as(bed.p.editor, 'POST', '/api/simulations', { ...body, seats: 6 });
    expect(six.body.report.seats).toBe(6);
  });

  it('simulates a turn-based mode by name, and refuses one the cube is too small for', async () => {
    // Solomon: ten packs of eight for two players, exactly this cube's 80 cards.
    const body = { cubeId: bed.cubeId, drafts: 3, seed: 'modes', format: 'Solomon' };
    const res = await as(bed.p.editor, 'POST', '/api/simulations', body);
    expect(res.status).toBe(200);
    expect(res.body.report).toMatchObject({ format: 'Solomon', seats: 2, drafts: 3 });
    expect(res.body.report.cards.reduce((s: number, c: AnyBody) => s + c.picks, 0)).toBe(3 * 80);
    const winston = await as(bed.p.editor, 'POST', '/api/simulations', { ...body, format: 'Winston' });
    expect(winston).toMatchObject({
      status: 400,
      body: { error: 'Winston draft for 2 players needs 90 cards; the cube has 80.' },
    });
  });

  it('refuses bad input with clear 400s and hides private cubes', async () => {
    const tooMany = await as(bed.p.owner, 'POST', '/api/simulations', { cubeId: bed.cubeId, drafts: 1001 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/Drafts must be a whole number from 1 to 1000/);
    const unknown = await as(bed.p.owner, 'POST', '/api/simulations', {
      cubeId: bed.cubeId,
      drafts: 1,
      format: 'Mystery',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: 'This cube has no draft format named "Mystery".' },
    });
    const small = await as(bed.p.owner, 'POST', '/api/simulations', {
      cubeId: bed.cubeId,
      drafts: 1,
      seats: 16,
    });
    expect(small.status).toBe(400);
    expect(small.body.error).toMatch(/need 160/);
    expect((await as(bed.p.owner, 'POST', '/api/simulations', { drafts: 1 })).status).toBe(400);
    const hidden = await draftableCube(bed.t.app, bed.p.owner, 10, { visibility: 'private' });
    expect((await as(bed.p.stranger, 'POST', '/api/simulations', { cubeId: hidden, drafts: 1 })).status).toBe(
      404,
    );
    expect((await as(bed.p.stranger, 'GET', `/api/cubes/${hidden}/ratings`)).status).toBe(404);
  });

  it('learns Elo ratings from recorded human picks and feeds them to the simulator', async () => {
    expect((await as(null, 'GET', `/api/cubes/${bed.cubeId}/ratings`)).body).toEqual({
      ratings: {},
      cards: [],
      updatedAt: null,
    });
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId);
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const first = await pickFirst(bed.t.app, bed.p.owner, id);
    await playToEnd(bed.t.app, [bed.p.owner, bed.p.editor], id);
    const summary = await refreshRatings(bed.t.database.db, new Date());
    expect(summary).toMatchObject({ drafts: 1, picks: 16 });

    const cube = await as(null, 'GET', `/api/cubes/${bed.cubeId}`);
    const firstCardId = cube.body.cards.find((c: AnyBody) => c.id === first!.pick.cardId).cardId;
    const res = await as(null, 'GET', `/api/cubes/${bed.cubeId}/ratings`);
    expect(res.status).toBe(200);
    const rows: AnyBody[] = res.body.cards;
    const firstRow = rows.find((r) => r.cardId === firstCardId);
    expect(firstRow.elo).toBeGreaterThan(1500);
    expect(firstRow.picks).toBeGreaterThanOrEqual(1);
    expect(firstRow.scope).toBe('cube');
    // Elo moves points from losers to winners: the cube's table still averages 1500.
    const mean = rows.reduce((s, r) => s + r.elo, 0) / rows.length;
    expect(mean).toBeCloseTo(1500, 6);
    expect(rows.some((r) => r.elo < 1500)).toBe(true);
    expect(res.body.ratings[firstCardId]).toBeGreaterThan(res.body.ratings[rows.at(-1)!.cardId]);

    const sim = await as(bed.p.admin, 'POST', '/api/simulations', {
      cubeId: bed.cubeId,
      drafts: 5,
      seed: 'rated',
    });
    expect(sim.body.ratingsUsed).toBe(rows.length);
  });
});
