import type { EventDetail, SharedEvent } from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARDS } from '../../../../core/src/cards/scryfall-objects.test-support';
import { type AnyBody, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople, insertPerson } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import { createEvent, pairNext } from '../../../test/record-requests';
import { recordPlayers } from '../../db/schema';

// The event's share link (issue 30): with the token, anyone sees the event of a private cube and each
// player enters their own deck, result and drop; a player linked to an account is that account's only.

describe(`event share link (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let ann: Person;
  let cubeId: string;
  const cardFile = writeTestCardFile(SAMPLE_CARDS);
  const as = (who: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, who, method, url, body);
  const linkUrl = (eventId: string) => `/api/cubes/${cubeId}/events/${eventId}/share-link`;
  const shared = (token: string) => `/api/shared-events/${token}`;

  beforeAll(async () => {
    t = await createTestApp({ cards: { file: cardFile.file } });
    p = await insertPeople(t);
    ann = await insertPerson(t, 'ann');
    cubeId = await createCube(t.app, p.owner, { visibility: 'private', name: 'Secret Cube' });
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

  /** An event of these players on the private cube, round one paired, with a share link. */
  async function sharedEvent(players: (Person | string)[]) {
    const created = await createEvent(t.app, p.owner, cubeId, players);
    const event = await pairNext(t.app, p.owner, cubeId, created.id);
    const link = await as(p.owner, 'POST', linkUrl(event.id));
    expect(link.status).toBe(200);
    const token: string = link.body.token;
    const id = (name: string) => event.players.find((x) => x.name === name)!.id;
    return { event, token, id };
  }

  it('shows the event of a private cube to anyone with the link, and nothing of the cube', async () => {
    const { event, token } = await sharedEvent(['Alice', 'Bob', 'Carol']);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The host reads the token back; nobody else does.
    const hostView = await as(p.owner, 'GET', `/api/cubes/${cubeId}/events/${event.id}`);
    expect(hostView.body.event.shareToken).toBe(token);

    const res = await as(null, 'GET', shared(token));
    expect(res.status).toBe(200);
    const seen: SharedEvent = res.body.event;
    expect(seen.players.map((x) => x.name)).toEqual(['Alice', 'Bob', 'Carol']);
    expect(seen.matches).toHaveLength(2);
    expect(seen.standings).toHaveLength(3);
    expect(Object.keys(seen)).not.toEqual(expect.arrayContaining(['draftId']));
    expect(seen).not.toHaveProperty('canEdit');
    expect(seen).not.toHaveProperty('shareToken');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(cubeId);
    expect(text).not.toContain('Secret Cube');
    // The link opens nothing else: the cube and its events stay private to a guest and a stranger.
    for (const who of [null, p.stranger]) {
      expect((await as(who, 'GET', `/api/cubes/${cubeId}`)).status).toBe(404);
      expect((await as(who, 'GET', `/api/cubes/${cubeId}/events`)).status).toBe(404);
      expect((await as(who, 'GET', `/api/cubes/${cubeId}/events/${event.id}`)).status).toBe(404);
      expect((await as(who, 'GET', `/api/cubes/${cubeId}/events/${event.id}?token=${token}`)).status).toBe(
        404,
      );
    }
  });

  it('a new link revokes the old one, revoking ends it, and a wrong or malformed token is refused', async () => {
    const { event, token } = await sharedEvent(['Alice', 'Bob']);
    const renewed = await as(p.owner, 'POST', linkUrl(event.id));
    expect(renewed.body.token).not.toBe(token);
    const old = await as(null, 'GET', shared(token));
    expect(old.status).toBe(404);
    expect(old.body.error).toMatch(/not valid any more/);
    expect((await as(null, 'GET', shared(renewed.body.token))).status).toBe(200);
    expect((await as(p.owner, 'DELETE', linkUrl(event.id))).status).toBe(204);
    expect((await as(null, 'GET', shared(renewed.body.token))).status).toBe(404);
    expect((await as(null, 'GET', shared('A'.repeat(32)))).status).toBe(404);
    expect((await as(null, 'GET', shared('short'))).status).toBe(400);
    expect((await as(null, 'GET', shared(`${'A'.repeat(31)}!`))).status).toBe(400);
    // Only the host makes links.
    expect((await as(p.stranger, 'POST', linkUrl(event.id))).status).toBe(404);
    expect((await as(null, 'POST', linkUrl(event.id))).status).toBe(401);
  });

  it('a player without an account submits and corrects their deck, read like the host paste', async () => {
    const { token, id } = await sharedEvent(['Alice', 'Bob']);
    const url = `${shared(token)}/players/${id('Alice')}/deck`;
    const first = await as(null, 'PUT', url, { text: '2 Grizzly Bears\n1 Jace, the Mind Sculptor' });
    expect(first.status).toBe(200);
    const alice = first.body.event.players.find((x: AnyBody) => x.name === 'Alice');
    expect(alice.deck).toEqual([
      expect.objectContaining({ name: 'Grizzly Bears', board: 'main', outsideCube: false }),
      expect.objectContaining({ name: 'Grizzly Bears', board: 'main', outsideCube: false }),
      expect.objectContaining({ name: 'Jace, the Mind Sculptor', outsideCube: true }),
    ]);
    const fixed = await as(null, 'PUT', url, { text: 'Deck\n1 Opt\n\nSideboard\n1 Grizzly Bears' });
    const after = fixed.body.event.players.find((x: AnyBody) => x.name === 'Alice');
    expect(after.deck.map((c: AnyBody) => `${c.board}:${c.name}`)).toEqual([
      'main:Opt',
      'side:Grizzly Bears',
    ]);
    // Bob's deck is untouched, and the host sees Alice's through the cube.
    const host = await as(p.owner, 'GET', `/api/cubes/${cubeId}/events/${fixed.body.event.id}`);
    expect(host.body.event.players.find((x: AnyBody) => x.name === 'Bob').deck).toEqual([]);
    expect(host.body.event.players.find((x: AnyBody) => x.name === 'Alice').deck).toHaveLength(2);
    // Malformed input is a 400, an unknown player a 404.
    expect((await as(null, 'PUT', url, { text: 5 })).status).toBe(400);
    expect((await as(null, 'PUT', url, { text: '501 Opt' })).status).toBe(400);
    expect((await as(null, 'PUT', `${shared(token)}/players/nobody/deck`, { text: '1 Opt' })).status).toBe(
      404,
    );
  });

  it('matches the lines read from a deck photo to the cube only, never listing the rest of it', async () => {
    const { token } = await sharedEvent(['Alice', 'Bob']);
    const url = `${shared(token)}/photo-deck`;
    const lines = ['Grizzly Bcars @', 'Creature — Bear', 'Forest   Forest', 'Jace, the Mind Sculptor'];
    const res = await as(null, 'POST', url, { lines });
    expect(res.status).toBe(200);
    // Jace is not in the cube: the answer names only cube cards (and basic lands) a line came close to.
    expect(res.body).toEqual({
      cards: [
        { name: 'Grizzly Bears', read: 'Grizzly Bcars' },
        { name: 'Forest', read: 'Forest' },
        { name: 'Forest', read: 'Forest' },
      ],
      unread: ['Jace, the Mind Sculptor'],
    });
    expect(JSON.stringify(res.body)).not.toContain('Opt');
    expect((await as(null, 'POST', url, { lines: 'Opt' })).status).toBe(400);
    expect((await as(null, 'POST', url, { lines: Array(401).fill('Opt') })).status).toBe(400);
    expect((await as(null, 'POST', `${shared('x'.repeat(32))}/photo-deck`, { lines: [] })).status).toBe(404);
  });

  it('a player linked to an account is edited only by that account (or the host)', async () => {
    const { token, id } = await sharedEvent([ann, 'Bob']);
    const url = `${shared(token)}/players/${id('ann')}/deck`;
    const guest = await as(null, 'PUT', url, { text: '1 Opt' });
    expect(guest.status).toBe(401);
    expect(guest.body.error).toMatch(/sign in as them/);
    const other = await as(p.stranger, 'PUT', url, { text: '1 Opt' });
    expect(other.status).toBe(403);
    expect((await as(ann, 'PUT', url, { text: '1 Opt' })).status).toBe(200);
    expect((await as(p.owner, 'PUT', url, { text: '2 Opt' })).status).toBe(200);
    const read = await as(ann, 'GET', shared(token));
    expect(read.body.event.myPlayerId).toBe(id('ann'));
    expect(read.body.event.players.find((x: AnyBody) => x.name === 'ann').deck).toHaveLength(2);
    // Ann may also act for Bob, who has no account: the link is the permission for him.
    expect(
      (await as(ann, 'PUT', `${shared(token)}/players/${id('Bob')}/drop`, { dropped: true })).status,
    ).toBe(200);
  });

  it('a bot seat is entered by the host only, not through the link', async () => {
    const { token, id } = await sharedEvent(['Carol', 'Dealer Bot']);
    // A bot seat comes from a draft's event with its bots (createEventFromDraft); marked here directly.
    await t.ctx.database.db
      .update(recordPlayers)
      .set({ bot: true })
      .where(eq(recordPlayers.id, id('Dealer Bot')));
    const url = `${shared(token)}/players/${id('Dealer Bot')}/deck`;
    for (const who of [null, ann]) {
      const refused = await as(who, 'PUT', url, { text: '1 Opt' });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('A bot seat is entered by the host');
    }
    expect((await as(p.owner, 'PUT', url, { text: '1 Opt' })).status).toBe(200);
  });

  describe('results through the link', () => {
    async function aliceVersusBob() {
      const s = await sharedEvent(['Alice', 'Bob']);
      const match = s.event.matches[0]!;
      const url = `${shared(s.token)}/matches/${match.id}/result`;
      // Results are from player a's side: Alice's wins first.
      const aliceIsA = match.a === s.id('Alice');
      const result = (by: string, alice: number, bob: number) => ({
        playerId: s.id(by),
        ...(aliceIsA ? { aWins: alice, bWins: bob } : { aWins: bob, bWins: alice }),
      });
      return { ...s, url, result };
    }

    it('two players reporting the same result make it final and update the standings', async () => {
      const { url, result, id } = await aliceVersusBob();
      const first = await as(null, 'POST', url, result('Alice', 2, 1));
      expect(first.status).toBe(200);
      expect(first.body.event.matches[0]).toMatchObject({ status: 'reported', reportedBy: id('Alice') });
      expect(first.body.event.standings.every((s: AnyBody) => s.matchPoints === 0)).toBe(true);
      const second = await as(null, 'POST', url, result('Bob', 2, 1));
      expect(second.status).toBe(200);
      const event: SharedEvent = second.body.event;
      expect(event.matches[0]).toMatchObject({ status: 'confirmed', dispute: null });
      expect(event.standings[0]).toMatchObject({ player: id('Alice'), matchPoints: 3, wins: 1 });
      // Final: a player can no longer change it.
      const late = await as(null, 'POST', url, result('Bob', 0, 2));
      expect(late.status).toBe(409);
    });

    it('a disagreement is kept with both reports for the host, who settles it', async () => {
      const { url, result, id, event } = await aliceVersusBob();
      await as(null, 'POST', url, result('Alice', 2, 0));
      const bob = await as(null, 'POST', url, result('Bob', 0, 2));
      expect(bob.status).toBe(200);
      const host = await as(p.owner, 'GET', `/api/cubes/${cubeId}/events/${event.id}`);
      const disputed = (host.body.event as EventDetail).matches[0]!;
      expect(disputed.status).toBe('reported');
      expect(disputed.reportedBy).toBe(id('Alice'));
      expect(disputed.dispute).toMatchObject({ by: id('Bob') });
      expect(disputed.dispute!.aWins + disputed.dispute!.bWins).toBe(2);
      expect(disputed.aWins).toBe(disputed.dispute!.bWins);
      const settled = await as(
        p.owner,
        'POST',
        `/api/cubes/${cubeId}/events/${event.id}/matches/${disputed.id}/result`,
        {
          aWins: disputed.aWins,
          bWins: disputed.bWins,
        },
      );
      expect(settled.status).toBe(200);
      expect(settled.body.event.matches[0]).toMatchObject({
        status: 'confirmed',
        reportedBy: 'host',
        dispute: null,
      });
      expect(settled.body.event.standings[0]).toMatchObject({ player: id('Alice'), matchPoints: 3 });
    });

    it('a player changing their report to agree settles a disagreement without the host', async () => {
      const { url, result } = await aliceVersusBob();
      await as(null, 'POST', url, result('Alice', 2, 0));
      await as(null, 'POST', url, result('Bob', 0, 2));
      const agreed = await as(null, 'POST', url, result('Alice', 0, 2));
      expect(agreed.body.event.matches[0]).toMatchObject({ status: 'confirmed', dispute: null });
    });

    it('refuses a player outside the match and malformed results', async () => {
      const s = await sharedEvent(['Alice', 'Bob', 'Carol', 'Dan']);
      const match = s.event.matches[0]!;
      const url = `${shared(s.token)}/matches/${match.id}/result`;
      const outsider = s.event.players.find((x) => x.id !== match.a && x.id !== match.b)!;
      const res = await as(null, 'POST', url, { playerId: outsider.id, aWins: 2, bWins: 0 });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Pick one of the two players of this match');
      expect((await as(null, 'POST', url, { aWins: 2, bWins: 0 })).status).toBe(400);
      expect((await as(null, 'POST', url, { playerId: match.a, aWins: 'two', bWins: 0 })).status).toBe(400);
      expect((await as(null, 'POST', url, { playerId: match.a, aWins: 0, bWins: 0 })).status).toBe(400);
      const unknown = `${shared(s.token)}/matches/nope/result`;
      expect((await as(null, 'POST', unknown, { playerId: match.a, aWins: 2, bWins: 0 })).status).toBe(404);
    });
  });

  it('a player drops themselves and comes back', async () => {
    const { token, id } = await sharedEvent(['Alice', 'Bob', 'Carol']);
    const url = `${shared(token)}/players/${id('Carol')}/drop`;
    const dropped = await as(null, 'PUT', url, { dropped: true });
    expect(dropped.status).toBe(200);
    expect(dropped.body.event.players.find((x: AnyBody) => x.name === 'Carol').droppedAfter).toBe(1);
    const back = await as(null, 'PUT', url, { dropped: false });
    expect(back.body.event.players.find((x: AnyBody) => x.name === 'Carol').droppedAfter).toBeNull();
    expect((await as(null, 'PUT', url, { dropped: 'yes' })).status).toBe(400);
  });
});
