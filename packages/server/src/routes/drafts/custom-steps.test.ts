// A cube's custom format whose pick steps change within a pack (Minneapolis draft: one card from a
// fresh pack, then two at a time), played live over HTTP.
import type { DraftResultResponse } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/cube-requests';
import { createDraft, draftTestBed, pickFirst, playToEnd, viewOf } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';

describe(`custom formats with changing pick steps (${testDbKind})`, () => {
  const bed = draftTestBed(40);
  const { as } = bed;

  it('plays each pack’s steps in order: one pick, then two before the pack passes', async () => {
    const minneapolis = {
      name: 'Minneapolis',
      packs: [
        {
          slots: [{ count: 5, filter: '' }],
          steps: [
            { picks: 1, burns: 0 },
            { picks: 2, burns: 0 },
            { picks: 2, burns: 0 },
          ],
        },
      ],
    };
    const put = await as(bed.p.owner, 'PUT', `/api/cubes/${bed.cubeId}/draft-formats`, {
      custom: [minneapolis],
    });
    expect(put.status).toBe(200);
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'Minneapolis',
      seats: 2,
      bots: false,
    });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);

    expect((await viewOf(bed.t.app, bed.p.owner, id)).body.view.step).toEqual({ picks: 1, burns: 0 });
    await pickFirst(bed.t.app, bed.p.owner, id);
    await pickFirst(bed.t.app, bed.p.editor, id);
    // The packs have swapped: the second step on each takes two cards.
    const second = (await viewOf(bed.t.app, bed.p.owner, id)).body.view;
    expect(second.step).toEqual({ picks: 2, burns: 0 });
    expect(second.pack).toHaveLength(4);
    await pickFirst(bed.t.app, bed.p.owner, id);
    const mid = (await viewOf(bed.t.app, bed.p.owner, id)).body.view;
    expect(mid).toMatchObject({ stepPicks: 1, packId: second.packId });

    await playToEnd(bed.t.app, [bed.p.owner, bed.p.editor], id);
    const result = await call<DraftResultResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/result`);
    expect(result.body.seats.map((s) => s.pool.length)).toEqual([5, 5]);
  });
});
