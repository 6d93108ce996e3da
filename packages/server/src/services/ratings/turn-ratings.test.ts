// Learned ratings count the picks of turn-based modes: every card a person took with a grid's row or
// column is a pick, compared with the grid's cards it was taken over.
import type { TurnViewResponse } from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type Person } from '../../../test/cube-requests';
import { createDraft, draftTestBed } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';
import { cardRatings } from '../../db/schema';
import { refreshRatings } from './refresh';

describe(`ratings learn from turn-based drafts (${testDbKind})`, () => {
  const bed = draftTestBed(80);
  const { as } = bed;

  it('counts every card of a grid line a person took as a pick', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'grid',
      seats: 2,
      bots: false,
      modeSettings: { grids: 2 },
    });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const people = [bed.p.owner, bed.p.editor];
    const tableOf = async (p: Person) =>
      (await call<TurnViewResponse>(bed.t.app, p, 'GET', `/api/drafts/${id}/table`)).body.view;
    const firstPick: string[] = [];
    for (let i = 0; i < 20; i++) {
      const seen = await tableOf(people[0]!);
      if (seen.status === 'done') break;
      const moverPerson = people[seen.turn === seen.seat ? 0 : 1]!;
      const mover = await tableOf(moverPerson);
      const grid = (mover.table as { grid: ({ cardId: string } | null)[] }).grid;
      // The first open row, else the first open column.
      const row = [0, 1, 2].find((r) => grid.slice(3 * r, 3 * r + 3).some(Boolean));
      const move =
        row !== undefined
          ? { line: 'row', index: row }
          : { line: 'column', index: [0, 1, 2].find((c) => [c, c + 3, c + 6].some((k) => grid[k]))! };
      if (i === 0) firstPick.push(...grid.slice(3 * row!, 3 * row! + 3).map((c) => c!.cardId));
      const res = await as(moverPerson, 'POST', `/api/drafts/${id}/moves`, {
        moveNumber: mover.moveNumber,
        move,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const end = await tableOf(bed.p.owner);
    expect(end.status).toBe('done');
    const taken = end.seats.reduce((n, s) => n + s.poolSize, 0);

    const summary = await refreshRatings(bed.t.database.db, new Date());
    expect(summary.picks).toBe(taken);
    const cube = await bed.t.database.db.select().from(cardRatings).where(eq(cardRatings.scope, bed.cubeId));
    expect(cube.reduce((n, r) => n + r.picks, 0)).toBe(taken);
    // The first row's cards were taken over the six others of a fresh grid: they gained rating.
    const rated = new Map(cube.map((r) => [r.cardId, r]));
    for (const cardId of firstPick) {
      expect(rated.get(cardId)?.picks).toBe(1);
      expect(rated.get(cardId)?.comparisons).toBe(6);
    }
  });
});
