// Silent Auction over HTTP, on the injected clock: a bid is acknowledged without showing it to the other
// seat (neither its view nor a lobby read holds it), the lot's clock is not restarted by a bid, and
// when it runs out the deadline worker bids 0 for the person yet to bid, resolves the lot and starts
// the next lot's clock. The log after the draft shows every bid.
import { ManualClock } from '@cubewright/core/clock';
import type { DraftLogResponse, TurnViewResponse } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { call, type Person } from '../../../test/cube-requests';
import { createDraft, draftTestBed } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';
import { runDueDeadlines } from '../../services/drafts/deadline-worker';

const T0 = Date.UTC(2026, 1, 2, 18, 0, 0);

interface AuctionTable {
  lot: { id: string } | null;
  lotNumber: number;
  myBid: number | null;
  hasBid: boolean[];
  budgets: number[];
  results: { card: { id: string }; bids: number[]; winner: number }[];
}

describe(`Silent Auction over HTTP (${testDbKind})`, () => {
  const clock = new ManualClock(T0);
  const bed = draftTestBed(80, { clock });
  const { as } = bed;

  const tableOf = async (p: Person, id: string) =>
    (await call<TurnViewResponse>(bed.t.app, p, 'GET', `/api/drafts/${id}/table`)).body.view;
  const auction = (v: TurnViewResponse['view']) => v.table as unknown as AuctionTable;
  const bid = async (p: Person, id: string, amount: number) => {
    const v = await tableOf(p, id);
    return as(p, 'POST', `/api/drafts/${id}/moves`, {
      moveNumber: v.moveNumber,
      move: { lot: auction(v).lot!.id, bid: amount },
    });
  };

  it('keeps a bid secret until the lot is sold, and bids 0 for a person whose lot clock ran out', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'silent-auction',
      seats: 2,
      bots: false,
      timerSeconds: 30,
      modeSettings: { cardsPerSeat: 2, budget: 50 },
    });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    const started = clock.now();
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    expect((await tableOf(bed.p.owner, id)).deadline).toBe(started + 30_000);

    clock.advance(10_000);
    expect(await bid(bed.p.owner, id, 37)).toMatchObject({ status: 200 });
    expect((await bid(bed.p.owner, id, 1)).body).toMatchObject({ code: 'not_your_turn' });
    expect((await bid(bed.p.editor, id, 51)).body).toMatchObject({
      error: 'Bid a whole number from 0 to 50.',
    });
    const theirs = await tableOf(bed.p.editor, id);
    expect(auction(theirs)).toMatchObject({ myBid: null, hasBid: [true, false], results: [] });
    const lobby = await as(bed.p.editor, 'GET', `/api/drafts/${id}`);
    // 37 as a number anywhere in what the other seat reads (ids and names may hold the digits).
    for (const body of [theirs, lobby.body]) expect(JSON.stringify(body)).not.toMatch(/[:[,]37[,\]}]/);
    // The bid did not restart the lot's clock.
    expect(theirs.deadline).toBe(started + 30_000);

    clock.set(started + 30_000);
    await runDueDeadlines(bed.t.drafts.play);
    const after = await tableOf(bed.p.editor, id);
    expect(auction(after).results[0]).toMatchObject({ bids: [37, 0], winner: 0 });
    expect(auction(after).budgets).toEqual([13, 50]);
    expect(after.deadline).toBe(started + 60_000);

    for (let lot = 2; lot <= 4; lot++) {
      expect(await bid(bed.p.owner, id, 0)).toMatchObject({ status: 200 });
      expect(await bid(bed.p.editor, id, 0)).toMatchObject({ status: 200 });
    }
    const log = await as(bed.p.owner, 'GET', `/api/drafts/${id}/log`);
    expect(log.status).toBe(200);
    const moves = (log.body as DraftLogResponse).moves!;
    expect(moves.map((m) => [m.seat, m.said, m.auto])).toEqual([
      [0, 'bid 37', false],
      [1, 'bid 0', true],
      ...[0, 0, 0].flatMap(() => [
        [0, 'bid 0', false],
        [1, 'bid 0', false],
      ]),
    ]);
  });
});
