// The draft services read the app's clock: pick timers and asynchronous turns are tested by advancing a
// ManualClock, never by waiting. Deadlines are exact (start time plus the timer), nothing is due a
// millisecond early, and the worker's auto-move happens once the clock has passed the deadline.
import { ManualClock } from '@cubewright/core/clock';
import { pickDeadline } from '@cubewright/core/draft';
import type { TurnViewResponse } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/cube-requests';
import { createDraft, draftTestBed, viewOf } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';
import { runDueDeadlines } from './deadline-worker';

const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);

describe(`draft clocks on the injected clock (${testDbKind})`, () => {
  const clock = new ManualClock(T0);
  const bed = draftTestBed(80, { clock });
  const { as } = bed;

  async function twoPeople(body: Record<string, unknown>) {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, { seats: 2, bots: false, ...body });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    return id;
  }

  it('a pick timer runs out when the clock passes it, not before', async () => {
    const started = clock.now();
    const id = await twoPeople({ timerSeconds: 30, packs: 2, cardsPerPack: 4 });
    const view = (await viewOf(bed.t.app, bed.p.owner, id)).body.view;
    const deadline = pickDeadline({ secondsPerPick: 30 }, started, 4, 4);
    expect(view.deadline).toBe(deadline);

    clock.set(deadline - 1);
    expect(await runDueDeadlines(bed.t.drafts.play)).toBe(0);
    clock.set(deadline);
    expect(await runDueDeadlines(bed.t.drafts.play)).toBe(1);
    const after = (await viewOf(bed.t.app, bed.p.owner, id)).body.view;
    expect(after.pool).toHaveLength(1);
    // The next pack's clock starts at the tick's time, read from the same clock.
    expect(after.deadline).toBe(pickDeadline({ secondsPerPick: 30 }, deadline, 3, 4));
  });

  it('an asynchronous rotisserie gives the seat a day, then plays for it', async () => {
    const started = clock.now();
    const id = await twoPeople({ format: 'rotisserie', turnHours: 24, modeSettings: { picksPerSeat: 3 } });
    const table = async () =>
      (await call<TurnViewResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/table`)).body.view;
    const first = await table();
    expect([first.turn, first.deadline]).toEqual([0, started + 24 * 3600_000]);

    // The other test's booster draft has clocks too: they are due by now, so the count says nothing here.
    clock.advance(24 * 3600_000 - 1);
    await runDueDeadlines(bed.t.drafts.play);
    expect((await table()).moveNumber).toBe(0);
    clock.advance(1);
    await runDueDeadlines(bed.t.drafts.play);
    const next = await table();
    expect(next.moveNumber).toBe(1);
    expect(next.seats[0]!.poolSize).toBe(1);
    expect([next.turn, next.deadline]).toEqual([1, started + 2 * 24 * 3600_000]);
  });
});
