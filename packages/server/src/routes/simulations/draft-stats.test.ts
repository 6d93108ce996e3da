import type { DraftResultResponse } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../../test/cube-requests';
import { createDraft, draftableCube, draftTestBed, pickFirst, playToEnd } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';

// Statistics from real drafts: a draft of 2 people and 6 bots (2 packs of 4) played over HTTP, then the
// numbers checked against what the players did: 16 human picks, 4 of them first picks, 6 bot decks.

describe(`real-draft statistics (${testDbKind})`, () => {
  const bed = draftTestBed(80);
  const { as } = bed;
  const stats = (who: Person | null = null) => as(who, 'GET', `/api/cubes/${bed.cubeId}/draft-stats`);

  async function startedDraft() {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId);
    expect((await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    return id;
  }

  it('is empty before any draft, and ignores drafts still running', async () => {
    const empty = { drafts: 0, seats: 0, humanSeats: 0, cards: [], deckColors: [], lastDraftAt: null };
    expect(await stats()).toEqual({ status: 200, body: empty });
    const id = await startedDraft();
    expect((await pickFirst(bed.t.app, bed.p.owner, id))!.res.status).toBe(200);
    expect((await stats()).body).toEqual(empty);
  });

  it('counts human picks, first picks and final decks of completed drafts', async () => {
    const id = await startedDraft();
    const first = await pickFirst(bed.t.app, bed.p.owner, id);
    await playToEnd(bed.t.app, [bed.p.owner, bed.p.editor], id);
    const cube = await as(null, 'GET', `/api/cubes/${bed.cubeId}`);
    const cardIdOf = new Map<string, string>(cube.body.cards.map((c: AnyBody) => [c.id, c.cardId]));

    const res = await stats(bed.p.stranger);
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s).toMatchObject({ drafts: 1, seats: 8, humanSeats: 2 });
    expect(Date.parse(s.lastDraftAt)).not.toBeNaN();
    const sum = (k: string) => s.cards.reduce((n: number, c: AnyBody) => n + c[k], 0);
    expect(sum('picks')).toBe(16); // 2 people x 2 packs x 4 picks; the bots' 48 are not counted
    expect(sum('firstPicks')).toBe(4);
    const firstCard = s.cards.find((c: AnyBody) => c.cardId === cardIdOf.get(first!.pick.cardId));
    expect(firstCard).toMatchObject({ picks: 1, avgPick: 1, firstPicks: 1 });
    const avgs = s.cards.map((c: AnyBody) => c.avgPick);
    expect(avgs).toEqual([...avgs].sort((a, b) => a - b));
    // Six bot decks (no card data here: every card is colourless); the people saved none yet.
    expect(s.deckColors).toEqual([{ key: '', decks: 6, share: 1 }]);

    const result = await call<DraftResultResponse>(bed.t.app, bed.p.owner, 'GET', `/api/drafts/${id}/result`);
    const mine = result.body.seats[0]!.pool;
    const saved = await as(bed.p.owner, 'PUT', `/api/drafts/${id}/deck`, {
      main: mine.slice(0, 5).map((c) => c.id),
      side: mine.slice(5).map((c) => c.id),
      basics: { W: 8 },
    });
    expect(saved.status).toBe(200);
    const after = (await stats()).body;
    expect(after.deckColors).toEqual([{ key: '', decks: 7, share: 1 }]);
    const inDecks = after.cards.reduce((n: number, c: AnyBody) => n + c.inDecks, 0);
    expect(inDecks).toBeGreaterThanOrEqual(5);
    const myCard = after.cards.find((c: AnyBody) => c.cardId === mine[0]!.cardId);
    expect(myCard.inDecks).toBe(1);
  });

  it('hides a private cube from strangers', async () => {
    const hidden = await draftableCube(bed.t.app, bed.p.owner, 10, { visibility: 'private' });
    expect((await as(bed.p.stranger, 'GET', `/api/cubes/${hidden}/draft-stats`)).status).toBe(404);
    expect((await as(bed.p.owner, 'GET', `/api/cubes/${hidden}/draft-stats`)).status).toBe(200);
  });

  it("counts the cards people took from Winston piles as picks, numbered by each seat's takes", async () => {
    // A cube of its own, so the other tests' drafts do not mix in.
    const cubeId = await draftableCube(bed.t.app, bed.p.owner, 40);
    const id = await createDraft(bed.t.app, bed.p.owner, cubeId, {
      format: 'winston',
      seats: 2,
      bots: false,
      modeSettings: { cardsPerSeat: 8 },
    });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    const people = [bed.p.owner, bed.p.editor];
    const firstTakes: string[][] = [[], []];
    for (let i = 0; i < 100; i++) {
      const seen = (await as(people[0]!, 'GET', `/api/drafts/${id}/table`)).body.view;
      if (seen.status === 'done') break;
      const who = seen.turn === seen.seat ? 0 : 1;
      const mine = (await as(people[who]!, 'GET', `/api/drafts/${id}/table`)).body.view;
      // Pass the first pile once in a while, so piles grow past one card; otherwise take it.
      const take = mine.table.stackSize === 0 || i % 3 !== 0;
      if (take && firstTakes[mine.seat]!.length === 0)
        firstTakes[mine.seat] = mine.table.pile.map((c: AnyBody) => c.cardId);
      const res = await as(people[who]!, 'POST', `/api/drafts/${id}/moves`, {
        moveNumber: mine.moveNumber,
        move: { take, pile: mine.table.looking },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const s = (await as(null, 'GET', `/api/cubes/${cubeId}/draft-stats`)).body;
    expect(s).toMatchObject({ drafts: 1, seats: 2, humanSeats: 2 });
    const sum = (k: string) => s.cards.reduce((n: number, c: AnyBody) => n + c[k], 0);
    // Every dealt card ended in a pool by a person's own take: 2 seats x 8 cards.
    expect(sum('picks')).toBe(16);
    expect(sum('firstPicks')).toBe(firstTakes[0]!.length + firstTakes[1]!.length);
    for (const cardId of firstTakes.flat())
      expect(s.cards.find((c: AnyBody) => c.cardId === cardId)).toMatchObject({ picks: 1, firstPicks: 1 });
  });
});
