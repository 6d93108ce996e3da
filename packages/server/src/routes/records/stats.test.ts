import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARDS } from '../../../../core/src/cards/scryfall-objects.test-support';
import { type AnyBody, call, createCube, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import { createEvent, pairNext, resultUrl } from '../../../test/record-requests';

// What the records teach, over HTTP: per card (main deck only), per colour pair and archetype tag, per
// player; served from the cube cache and rebuilt after a result changes; private like the cube.

describe(`record statistics (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  const cardFile = writeTestCardFile(SAMPLE_CARDS);
  const as = (
    who: Parameters<typeof call>[1],
    method: Parameters<typeof call>[2],
    url: string,
    body?: unknown,
  ) => call<AnyBody>(t.app, who, method, url, body);

  beforeAll(async () => {
    t = await createTestApp({ cards: { file: cardFile.file } });
    p = await insertPeople(t);
  });
  afterAll(async () => {
    await t?.close();
    cardFile.remove();
  });

  it('counts main-deck cards with the decks’ match records, and follows a changed result', async () => {
    const cubeId = await createCube(t.app, p.owner, { visibility: 'private' });
    const saved = await save(t.app, p.owner, cubeId, [
      { type: 'add', card: { name: 'Grizzly Bears', tags: ['beasts'] } },
      { type: 'add', card: { name: 'Opt' } },
    ]);
    expect(saved.status).toBe(200);
    const event = await createEvent(t.app, p.owner, cubeId, ['Ann', 'Ben'], {
      players: [
        { name: 'Ann', text: '4 Grizzly Bears\n\nSideboard\n1 Opt' },
        { name: 'Ben', text: '5 Opt\n1 Grizzly Bears' },
      ],
    });
    const paired = await pairNext(t.app, p.owner, cubeId, event.id);
    const match = paired.matches[0]!;
    const ann = paired.players.find((x) => x.name === 'Ann')!.id;
    const annWins = match.a === ann ? { aWins: 2, bWins: 0 } : { aWins: 0, bWins: 2 };
    expect((await as(p.owner, 'POST', resultUrl(cubeId, event.id, match.id), annWins)).status).toBe(200);

    const url = `/api/cubes/${cubeId}/records/stats`;
    const first = await as(p.owner, 'GET', url);
    expect(first.status).toBe(200);
    const bears = first.body.cards.find((c: AnyBody) => c.name === 'Grizzly Bears');
    expect(bears).toMatchObject({ decks: 2, mainDeckRate: 1, matches: 2, wins: 1, losses: 1, winRate: 0.5 });
    const opt = first.body.cards.find((c: AnyBody) => c.name === 'Opt');
    expect(opt).toMatchObject({ decks: 1, mainDeckRate: 0.5, wins: 0, losses: 1, winRate: 0 });
    expect(opt.interval[0]).toBe(0);
    expect(opt.interval[1]).toBeGreaterThan(0.5);
    // Ben's one Grizzly Bears among five Opt is a splash: his deck is blue.
    expect(first.body.colorPairs.map((g: AnyBody) => [g.key, g.wins, g.losses])).toEqual([
      ['G', 1, 0],
      ['U', 0, 1],
    ]);
    expect(first.body.tags).toEqual([expect.objectContaining({ key: 'beasts', decks: 1, wins: 1 })]);
    expect(first.body.players.map((x: AnyBody) => [x.name, x.wins, x.losses])).toEqual([
      ['Ann', 1, 0],
      ['Ben', 0, 1],
    ]);
    // The per-player view: each player's events with their record there and deck size.
    expect(first.body.players[0].entries).toEqual([
      {
        eventId: event.id,
        eventName: event.name,
        date: event.date,
        playerId: ann,
        wins: 1,
        losses: 0,
        draws: 0,
        mainDeck: 4,
      },
    ]);

    // The host turns the result around: the cached statistics are rebuilt.
    const flipped = { aWins: annWins.bWins, bWins: annWins.aWins };
    expect((await as(p.owner, 'POST', resultUrl(cubeId, event.id, match.id), flipped)).status).toBe(200);
    const after = await as(p.owner, 'GET', url);
    expect(after.body.players.map((x: AnyBody) => [x.name, x.wins])).toEqual([
      ['Ben', 1],
      ['Ann', 0],
    ]);

    // A second event joins the first, which is folded from memory; deleting the first leaves the second.
    const second = await createEvent(t.app, p.owner, cubeId, ['Cy', 'Di'], {
      players: [
        { name: 'Cy', text: '2 Grizzly Bears' },
        { name: 'Di', text: '2 Opt' },
      ],
    });
    const both = await as(p.owner, 'GET', url);
    expect(both.body.events).toBe(2);
    expect(both.body.cards.find((c: AnyBody) => c.name === 'Grizzly Bears').decks).toBe(3);
    const gone = await as(p.owner, 'DELETE', `/api/cubes/${cubeId}/events/${event.id}`);
    expect(gone.status).toBeLessThan(300);
    const left = await as(p.owner, 'GET', url);
    expect(left.body.events).toBe(1);
    expect(left.body.players.map((x: AnyBody) => x.name).sort()).toEqual(['Cy', 'Di']);
    expect(second.id).not.toBe(event.id);

    // Private like the cube.
    expect((await as(p.stranger, 'GET', url)).status).toBe(404);
    expect((await as(null, 'GET', url)).status).toBe(404);
  });
});
