import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARDS, scryfallCard } from '../../../../core/src/cards/scryfall-objects.test-support';
import { type AnyBody, call, createCube, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import { createEvent } from '../../../test/record-requests';

// Decks of an event played elsewhere: pasted in any list format the app reads; a card the cube lacks is
// flagged (not refused), basic lands never are, and a name no card matches is kept as written.

describe(`recorded decks (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cubeId: string;
  const cardFile = writeTestCardFile([
    ...SAMPLE_CARDS,
    scryfallCard('Plains', { type_line: 'Basic Land — Plains' }),
  ]);

  beforeAll(async () => {
    t = await createTestApp({ cards: { file: cardFile.file } });
    p = await insertPeople(t);
    cubeId = await createCube(t.app, p.owner);
    const saved = await save(t.app, p.owner, cubeId, [
      { type: 'add', card: { name: 'Grizzly Bears' } },
      { type: 'add', card: { name: 'Opt' } },
    ]);
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    cardFile.remove();
  });

  it('reads a pasted MTGA deck and flags what the cube lacks', async () => {
    const arena = [
      'Deck',
      '2 Grizzly Bears',
      '1 Jace, the Mind Sculptor',
      '8 Plains',
      '1 Nonexistent Card',
      '',
      'Sideboard',
      '1 Opt',
    ].join('\n');
    const event = await createEvent(t.app, p.owner, cubeId, ['Ann', 'Ben'], {
      players: [{ name: 'Ann', text: arena }, { name: 'Ben' }],
    });
    const deck = event.players[0]!.deck;
    const main = deck.filter((c) => c.board === 'main');
    expect(main.filter((c) => c.name === 'Grizzly Bears')).toHaveLength(2);
    expect(main.filter((c) => c.name === 'Plains').every((c) => !c.outsideCube)).toBe(true);
    expect(main.find((c) => c.name === 'Jace, the Mind Sculptor')).toMatchObject({ outsideCube: true });
    expect(main.find((c) => c.name === 'Nonexistent Card')).toMatchObject({
      cardId: null,
      outsideCube: true,
    });
    expect(deck.filter((c) => c.board === 'side')).toEqual([
      expect.objectContaining({ name: 'Opt', outsideCube: false }),
    ]);
    expect(event.players[1]!.deck).toEqual([]);
  });

  it('replaces a deck with a pasted plain-text list, and refuses a deck too big to be one', async () => {
    const event = await createEvent(t.app, p.owner, cubeId, ['Ann', 'Ben']);
    const url = `/api/cubes/${cubeId}/events/${event.id}/players/${event.players[1]!.id}/deck`;
    const res = await call<AnyBody>(t.app, p.owner, 'PUT', url, { text: '3 Opt\n1 grizzly bears' });
    expect(res.status).toBe(200);
    expect(res.body.event.players[1].deck.map((c: AnyBody) => c.name)).toEqual([
      'Opt',
      'Opt',
      'Opt',
      'Grizzly Bears',
    ]);
    const huge = await call<AnyBody>(t.app, p.owner, 'PUT', url, { text: '501 Opt' });
    expect(huge.status).toBe(400);
    expect(huge.body.error).toBe('A deck can hold at most 500 cards');
    const missing = await call<AnyBody>(t.app, p.owner, 'PUT', url.replace(event.players[1]!.id, 'nobody'), {
      text: '1 Opt',
    });
    expect(missing.status).toBe(404);
  });

  it('refuses an unknown username and a user listed twice', async () => {
    const base = { name: 'E', date: '2026-11-01' };
    const unknown = await call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${cubeId}/events`, {
      ...base,
      players: [{ name: 'X', username: 'no-such-user' }, { name: 'Y' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('No user named "no-such-user"');
    const twice = await call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${cubeId}/events`, {
      ...base,
      players: [
        { name: 'X', username: p.editor.username },
        { name: 'Y', username: p.editor.username },
      ],
    });
    expect(twice.status).toBe(400);
    const one = await call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${cubeId}/events`, {
      ...base,
      players: [{ name: 'X' }],
    });
    expect(one.status).toBe(400);
    expect(one.body.error).toMatch(/at least two players/);
    const badDate = await call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${cubeId}/events`, {
      ...base,
      date: 'friday',
      players: [{ name: 'X' }, { name: 'Y' }],
    });
    expect(badDate.status).toBe(400);
  });
});
