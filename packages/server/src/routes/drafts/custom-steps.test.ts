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

  it('plays a Supreme draft: each seat keeps the packs it opens, takes two and burns the rest', async () => {
    // MTG Arena's defaults (18 packs of 15 per player) need far more than this cube: refused at create.
    const big = await as(bed.p.owner, 'POST', '/api/drafts', {
      cubeId: bed.cubeId,
      format: 'supreme',
      seats: 2,
      bots: false,
      timerSeconds: null,
    });
    expect(big.status).toBe(400);
    expect(big.body.error).toMatch(/40/);
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'supreme',
      seats: 2,
      bots: false,
      packs: 2,
      cardsPerPack: 5,
    });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const opened = (await viewOf(bed.t.app, bed.p.owner, id)).body.view;
    expect(opened.step).toEqual({ picks: 2, burns: 3 });
    const theirs = (await viewOf(bed.t.app, bed.p.editor, id)).body.view;
    const taken = [opened.pack![0]!.id];
    await pickFirst(bed.t.app, bed.p.owner, id);
    const same = (await viewOf(bed.t.app, bed.p.owner, id)).body.view;
    expect(same.packId).toBe(opened.packId);
    taken.push(same.pack![0]!.id);
    await pickFirst(bed.t.app, bed.p.owner, id);
    // The rest of the owner's pack burned; nothing reached the editor, whose own pack is untouched.
    const editor = (await viewOf(bed.t.app, bed.p.editor, id)).body.view;
    expect(editor.packId).toBe(theirs.packId);
    expect(editor.pack).toHaveLength(5);
    await playToEnd(bed.t.app, [bed.p.owner, bed.p.editor], id);
    const result = await call<DraftResultResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/result`);
    expect(result.body.seats.map((s) => s.pool.length)).toEqual([4, 4]);
    const ownerSeat = result.body.seats.find((s) => s.pool.some((c) => c.id === taken[0]));
    expect(ownerSeat?.pool.map((c) => c.id)).toEqual(expect.arrayContaining(taken));
  });
});
