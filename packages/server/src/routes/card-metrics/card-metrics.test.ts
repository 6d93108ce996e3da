import { laplaceRate } from '@cubewright/core/analytics';
import type { DraftResultResponse, EventDetail } from '@cubewright/core/protocol';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../../test/cube-requests';
import { createDraft, draftableCube, draftTestBed, viewOf } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';
import { pairNext, resultUrl } from '../../../test/record-requests';

// Card metrics from a real draft played over HTTP (2 people, 6 bots, 2 packs of 4) and the tournament
// started from it: the owner saves a deck, the editor does not (entered with the suggested deck); round
// one is reported 2-1. The numbers the API shows are checked against what the players did.

describe(`card metrics (${testDbKind})`, () => {
  const bed = draftTestBed(80);
  const { as } = bed;
  const metrics = (cubeId: string, who: Person | null = null) =>
    as(who, 'GET', `/api/cubes/${cubeId}/card-metrics`);

  /**
   * Plays a started draft to its end as the people, noting each person's pick (card id, 1-based pick)
   * and how many of the packs they picked from held each card.
   */
  const seen = new Map<string, number>();
  async function playNoting(people: Person[], id: string) {
    const picks: { cardId: string; pick: number }[] = [];
    for (let round = 0; round < 100; round++) {
      if ((await viewOf(bed.t.app, people[0]!, id)).body.status === 'complete') return picks;
      for (const p of people) {
        const v = (await viewOf(bed.t.app, p, id)).body.view;
        if (!v.pack?.length) continue;
        const card = v.pack[0]!;
        for (const c of v.pack as { cardId: string }[]) seen.set(c.cardId, (seen.get(c.cardId) ?? 0) + 1);
        const res = await as(p, 'POST', `/api/drafts/${id}/picks`, {
          packNumber: v.packNumber,
          pickNumber: v.pickNumber,
          cardId: card.id,
        });
        expect(res.status).toBe(200);
        picks.push({ cardId: card.cardId, pick: v.pickNumber + 1 });
      }
    }
    throw new Error('the draft did not finish');
  }

  it('is empty for a cube never drafted, and hides a private cube from strangers', async () => {
    const empty = await metrics(bed.cubeId);
    expect(empty).toMatchObject({ status: 200, body: { drafts: 0, events: 0, decks: 0, cards: [] } });
    expect(empty.body.lowSampleBelow).toBe(30);
    const hidden = await draftableCube(bed.t.app, bed.p.owner, 10, { visibility: 'private' });
    expect((await metrics(hidden, bed.p.stranger)).status).toBe(404);
    expect((await metrics(hidden, bed.p.owner)).status).toBe(200);
  });

  it('reads ATA from people’s picks and main-deck and win rates from the event’s decks and results', async () => {
    const { owner, editor } = bed.p;
    const cubeId = bed.cubeId;
    const draftId = await createDraft(bed.t.app, owner, cubeId);
    expect((await as(editor, 'POST', `/api/drafts/${draftId}/join`, {})).status).toBe(200);
    expect((await as(owner, 'POST', `/api/drafts/${draftId}/start`)).status).toBe(200);
    const picks = await playNoting([owner, editor], draftId);
    expect(picks).toHaveLength(16); // 2 people x 2 packs x 4 picks; the bots' 48 picks are not counted

    // Before any event: ATA only, from the people's picks.
    const drafted = (await metrics(cubeId)).body;
    expect(drafted).toMatchObject({ drafts: 1, events: 0, decks: 0, pending: 0 });
    const expectedAta = new Map<string, number[]>();
    for (const p of picks) expectedAta.set(p.cardId, [...(expectedAta.get(p.cardId) ?? []), p.pick]);
    // Every card a person saw is listed, taken or not, with how often they took it when they saw it.
    expect(drafted.cards).toHaveLength(seen.size);
    const passedOver = drafted.cards.filter((c: AnyBody) => c.picks === 0);
    expect(passedOver.length).toBeGreaterThan(0);
    for (const c of passedOver) expect(c).toMatchObject({ ata: null, takenWhenSeen: 0 });
    for (const c of drafted.cards) {
      expect(c.seen).toBe(seen.get(c.cardId));
      const mine = expectedAta.get(c.cardId);
      if (!mine) continue;
      expect(c.takenWhenSeen).toBeCloseTo(mine.length / seen.get(c.cardId)!);
      expect(c.picks).toBe(mine.length);
      expect(c.ata).toBeCloseTo(mine.reduce((s, n) => s + n, 0) / mine.length);
      expect(c.firstPicks).toBe(mine.filter((n) => n === 1).length);
      expect(c).toMatchObject({
        drafted: 0,
        mainDecks: 0,
        mainRate: null,
        matchWinRate: 0.5,
        lowSample: true,
      });
    }

    // The owner keeps five cards main; the editor saves nothing and is entered with the suggestion.
    const result = await call<DraftResultResponse>(bed.t.app, owner, 'GET', `/api/drafts/${draftId}/result`);
    const pool = result.body.seats[result.body.mySeat!]!.pool;
    const main = pool.slice(0, 5);
    const deck = { main: main.map((c) => c.id), side: pool.slice(5).map((c) => c.id), basics: {} };
    expect((await as(owner, 'PUT', `/api/drafts/${draftId}/deck`, deck)).status).toBe(200);
    const created = await as(owner, 'POST', `/api/cubes/${cubeId}/events/from-draft`, { draftId });
    expect(created.status).toBe(201);
    const event: EventDetail = await pairNext(bed.t.app, owner, cubeId, created.body.event.id);
    const ownerPlayer = event.players.find((x) => x.username === owner.username)!;
    const editorPlayer = event.players.find((x) => x.username === editor.username)!;
    expect(editorPlayer.deckSuggested).toBe(true);
    const match = event.matches[0]!;
    const ownerIsA = match.a === ownerPlayer.id;
    const reported = await as(owner, 'POST', resultUrl(cubeId, event.id, match.id), {
      aWins: ownerIsA ? 2 : 1,
      bWins: ownerIsA ? 1 : 2,
      draws: 0,
    });
    expect(reported.status).toBe(200);

    const after = (await metrics(cubeId)).body;
    expect(after).toMatchObject({ drafts: 1, events: 1, decks: 2, pending: 0 });
    const byId = new Map<string, AnyBody>(after.cards.map((c: AnyBody) => [c.cardId, c]));
    const ownerMain = new Set(main.map((c) => c.cardId));
    const editorMain = new Set(editorPlayer.deck.filter((c) => c.board === 'main').map((c) => c.cardId!));
    expect(editorMain.size).toBeGreaterThan(0);
    for (const id of ownerMain) {
      // Only in the owner's deck (the two pools are apart): one deck, one match won 2-1.
      expect(byId.get(id)).toMatchObject({
        drafted: 1,
        mainDecks: 1,
        mainRate: 1,
        matchWins: 1,
        matchLosses: 0,
        gameWins: 2,
        gameLosses: 1,
        lowSample: true,
      });
      expect(byId.get(id)!.matchWinRate).toBeCloseTo(laplaceRate(1, 1));
      expect(byId.get(id)!.gameWinRate).toBeCloseTo(laplaceRate(2, 3));
    }
    for (const id of editorMain) {
      expect(byId.get(id)).toMatchObject({
        mainDecks: 1,
        matchWins: 0,
        matchLosses: 1,
        gameWins: 1,
        gameLosses: 2,
      });
      expect(byId.get(id)!.matchWinRate).toBeCloseTo(laplaceRate(0, 1));
    }
    const ownerSide = pool.slice(5).find((c) => !ownerMain.has(c.cardId))!;
    expect(byId.get(ownerSide.cardId)).toMatchObject({ drafted: 1, mainDecks: 0, mainRate: 0 });
    // The picks are the same: the event added to them.
    expect(after.cards.reduce((n: number, c: AnyBody) => n + c.picks, 0)).toBe(16);

    // A deck written for the editor replaces the suggestion (here a card this test's card data cannot
    // name, so no card of theirs is left): their old main cards leave the totals, the owner's stay.
    const rewritten = await as(
      owner,
      'PUT',
      `/api/cubes/${cubeId}/events/${event.id}/players/${editorPlayer.id}/deck`,
      { text: '1 A Card Nobody Drafted' },
    );
    expect(rewritten.status).toBe(200);
    const changed = new Map<string, AnyBody>(
      (await metrics(cubeId)).body.cards.map((c: AnyBody) => [c.cardId, c]),
    );
    for (const id of editorMain)
      expect(changed.get(id)).toMatchObject({ drafted: 0, mainDecks: 0, matchLosses: 0 });
    for (const id of ownerMain) expect(changed.get(id)).toMatchObject({ mainDecks: 1, matchWins: 1 });

    // Deleting the event takes its decks and results back; the draft's picks stay.
    expect((await as(owner, 'DELETE', `/api/cubes/${cubeId}/events/${event.id}`)).status).toBe(204);
    const gone = (await metrics(cubeId)).body;
    expect(gone).toMatchObject({ drafts: 1, events: 0, decks: 0 });
    expect(gone.cards.every((c: AnyBody) => c.drafted === 0 && c.mainDecks === 0 && c.matchWins === 0)).toBe(
      true,
    );
    expect(gone.cards.reduce((n: number, c: AnyBody) => n + c.picks, 0)).toBe(16);
  });

  it('folds a long history a few sources per read, saying how many are left', async () => {
    const cubeId = await draftableCube(bed.t.app, bed.p.owner, 10);
    const { rows } = (await bed.t.database.db.execute(
      // 30 empty finished drafts: each still counts as one source to fold.
      sql.raw(`insert into drafts (id, cube_id, cube_name, format, seed, host_id, status, settings, initial)
       select 'hist-' || g, '${cubeId}', 'c', 'cube', 's', 'h', 'complete', '{}'::jsonb,
              '{"seats":[]}'::jsonb from generate_series(1, 30) g returning id`),
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(30);
    const first = (await metrics(cubeId)).body;
    expect(first).toMatchObject({ drafts: 25, pending: 5 });
    expect((await metrics(cubeId)).body).toMatchObject({ drafts: 30, pending: 0 });
  });
});
