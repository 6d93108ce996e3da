import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call } from '../../../test/cube-requests';
import { createDraft, draftableCube, playToEnd } from '../../../test/draft-bed';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// "Start a tournament" from a draft finished here: its players with their saved decks, bots too when the
// host wants a full pod (the bot deck builder's decks).

describe(`events from a finished draft (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  let draftId: string;
  const as = (
    who: Parameters<typeof call>[1],
    method: Parameters<typeof call>[2],
    url: string,
    body?: unknown,
  ) => call<AnyBody>(t.app, who, method, url, body);

  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false });
    p = await insertPeople(t);
    cubeId = await draftableCube(t.app, p.owner, 80);
    draftId = await createDraft(t.app, p.owner, cubeId, { seats: 4, packs: 2, cardsPerPack: 4 });
    expect((await as(p.editor, 'POST', `/api/drafts/${draftId}/join`, {})).status).toBe(200);
    expect((await as(p.owner, 'POST', `/api/drafts/${draftId}/start`)).status).toBe(200);
  });
  afterAll(() => t?.close());

  it('refuses a draft still running, then builds the event from the finished one', async () => {
    const url = `/api/cubes/${cubeId}/events/from-draft`;
    const early = await as(p.owner, 'POST', url, { draftId });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('The draft is not over yet.');

    await playToEnd(t.app, [p.owner, p.editor], draftId);
    const result = await as(p.owner, 'GET', `/api/drafts/${draftId}/result`);
    const mine = result.body.seats[result.body.mySeat];
    const main = mine.pool.slice(0, 5).map((c: AnyBody) => c.id);
    const side = mine.pool.slice(5).map((c: AnyBody) => c.id);
    expect(
      (await as(p.owner, 'PUT', `/api/drafts/${draftId}/deck`, { main, side, basics: { W: 3 } })).status,
    ).toBe(200);

    const humans = await as(p.owner, 'POST', url, { draftId });
    expect(humans.status).toBe(201);
    const event = humans.body.event;
    expect(event).toMatchObject({ origin: 'draft', draftId, pairing: 'swiss', playerCount: 2 });
    const owner = event.players.find((x: AnyBody) => x.username === p.owner.username);
    expect(owner.deck.filter((c: AnyBody) => c.board === 'main')).toHaveLength(5);
    expect(owner.deck.filter((c: AnyBody) => c.board === 'side')).toHaveLength(side.length);
    expect(owner.deck.every((c: AnyBody) => !c.outsideCube)).toBe(true);
    expect(owner.deckSuggested).toBe(false);
    // The editor saved no deck: entered with the deck builder's suggestion from their own pool, marked
    // so, so their cards count in the records; before, they were entered with no deck at all.
    const editorSeat = result.body.seats.find((x: AnyBody) => x.name === p.editor.username);
    const editor = event.players.find((x: AnyBody) => x.username === p.editor.username);
    expect(editor.deckSuggested).toBe(true);
    const editorMain = editor.deck.filter((c: AnyBody) => c.board === 'main');
    expect(editorMain.length).toBeGreaterThan(0);
    const poolCards = new Set(editorSeat.pool.map((c: AnyBody) => c.cardId));
    expect(editor.deck.every((c: AnyBody) => poolCards.has(c.cardId))).toBe(true);
    expect(editor.deck).toHaveLength(editorSeat.pool.length);
    // A deck written for them replaces the suggestion and clears the mark.
    const names = editorSeat.pool.slice(0, 2).map((c: AnyBody) => `1 ${c.name}`);
    const replaced = await as(
      p.owner,
      'PUT',
      `/api/cubes/${cubeId}/events/${event.id}/players/${editor.id}/deck`,
      {
        text: names.join('\n'),
      },
    );
    expect(replaced.status).toBe(200);
    const after = replaced.body.event.players.find((x: AnyBody) => x.id === editor.id);
    expect(after.deckSuggested).toBe(false);
    expect(after.deck).toHaveLength(2);

    const full = await as(p.owner, 'POST', url, { draftId, includeBots: true, pairing: 'round-robin' });
    expect(full.status).toBe(201);
    expect(full.body.event.players).toHaveLength(4);
    expect(full.body.event.rounds).toBe(3);
    const bots = full.body.event.players.filter((x: AnyBody) => x.bot);
    expect(bots).toHaveLength(2);
    for (const bot of bots) expect(bot.deck.some((c: AnyBody) => c.board === 'main')).toBe(true);
  });

  it('is for the cube editors, and only for a draft of this cube', async () => {
    const url = `/api/cubes/${cubeId}/events/from-draft`;
    expect((await as(p.editor, 'POST', url, { draftId })).status).toBe(403);
    expect((await as(null, 'POST', url, { draftId })).status).toBe(401);
    const other = await draftableCube(t.app, p.owner, 10);
    const wrong = await as(p.owner, 'POST', `/api/cubes/${other}/events/from-draft`, { draftId });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('That draft is not of this cube');
    expect((await as(p.owner, 'POST', url, { draftId: 'nope' })).status).toBe(404);
  });
});
