import { type DailyP1P1Response, P1P1_VOTES_PER_MINUTE, type P1P1Response } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, adds, call, createCube, patchSettings, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// "Pack 1, Pick 1" over HTTP against a real database: the seeded pack, votes (one each, changeable,
// signed-in only), the pack kept from its first vote, private cubes, bad input, the daily pack and
// comments on a pack.

const names = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag} Card ${i + 1}`);
const ids = (r: P1P1Response) => r.pack.map((c) => c.entryId);

describe(`P1P1 (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let cube: string;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t, 'p1p1');
    cube = await createCube(t.app, p.owner, { name: 'Open P1P1', visibility: 'public' });
    expect((await save(t.app, p.owner, cube, adds(names(360, 'Open')))).status).toBe(200);
    secret = await createCube(t.app, p.owner, { name: 'Secret P1P1', visibility: 'private' });
    expect((await save(t.app, p.owner, secret, adds(names(360, 'Secret')))).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deals the same pack for a seed to everyone, another for another seed', async () => {
    const guest = await call<P1P1Response>(t.app, null, 'GET', `/api/cubes/${cube}/p1p1/77`);
    expect(guest.status).toBe(200);
    expect(guest.body.pack).toHaveLength(15);
    expect(guest.body).toMatchObject({ cubeId: cube, cubeName: 'Open P1P1', seed: 77, kept: false });
    expect(guest.body.votes).toBeNull();
    expect(guest.body.myVote).toBeNull();
    expect(guest.body.pack[0]!.name).toMatch(/^Open Card \d+$/);
    const other = await call<P1P1Response>(t.app, p.stranger, 'GET', `/api/cubes/${cube}/p1p1/77`);
    expect(ids(other.body)).toEqual(ids(guest.body));
    const next = await call<P1P1Response>(t.app, null, 'GET', `/api/cubes/${cube}/p1p1/78`);
    expect(ids(next.body)).not.toEqual(ids(guest.body));
  });

  it("carries the entries' image override, also in a kept pack", async () => {
    const art = 'https://example.com/alters/p1p1.jpg';
    const alters = await createCube(t.app, p.owner, { name: 'Altered P1P1', visibility: 'public' });
    expect((await save(t.app, p.owner, alters, adds(names(360, 'Alter'), { imageUrl: art }))).status).toBe(
      200,
    );
    const url = `/api/cubes/${alters}/p1p1/5`;
    const dealt = await call<P1P1Response>(t.app, null, 'GET', url);
    expect(dealt.body.pack.map((c) => c.imageUrl)).toEqual(Array(15).fill(art));
    expect((await call(t.app, p.stranger, 'PUT', `${url}/vote`, { pick: 0 })).status).toBe(200);
    const kept = await call<P1P1Response>(t.app, null, 'GET', url);
    expect(kept.body).toMatchObject({ kept: true });
    expect(kept.body.pack.map((c) => c.imageUrl)).toEqual(Array(15).fill(art));
  });

  it('takes one vote per signed-in user, lets them change it, and shows the tally to voters only', async () => {
    const url = `/api/cubes/${cube}/p1p1/101`;
    const guest = await call<AnyBody>(t.app, null, 'PUT', `${url}/vote`, { pick: 0 });
    expect(guest.status).toBe(401);
    expect(guest.body.error).toBe('User not authenticated');

    const first = await call<P1P1Response>(t.app, p.stranger, 'PUT', `${url}/vote`, { pick: 3 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ myVote: 3, totalVotes: 1, kept: true });
    expect(first.body.votes?.[3]).toBe(1);
    const second = await call<P1P1Response>(t.app, p.owner, 'PUT', `${url}/vote`, { pick: 5 });
    expect(second.body).toMatchObject({ myVote: 5, totalVotes: 2 });
    const changed = await call<P1P1Response>(t.app, p.stranger, 'PUT', `${url}/vote`, { pick: 5 });
    expect(changed.body).toMatchObject({ myVote: 5, totalVotes: 2 });
    expect(changed.body.votes?.[3]).toBe(0);
    expect(changed.body.votes?.[5]).toBe(2);
    expect((await call<P1P1Response>(t.app, p.stranger, 'GET', url)).body.votes?.[5]).toBe(2);

    // Those who have not voted learn how many did, not for what: the counts would sway their pick.
    for (const who of [null, p.admin, p.editor]) {
      const seen = await call<P1P1Response>(t.app, who, 'GET', url);
      expect(seen.body).toMatchObject({ myVote: null, totalVotes: 2, kept: true, votes: null });
    }
    // The cube's curators see the tally without voting.
    const other = `/api/cubes/${cube}/p1p1/102`;
    expect((await call(t.app, p.stranger, 'PUT', `${other}/vote`, { pick: 1 })).status).toBe(200);
    const curator = await call<P1P1Response>(t.app, p.owner, 'GET', other);
    expect(curator.body).toMatchObject({ myVote: null, totalVotes: 1 });
    expect(curator.body.votes?.[1]).toBe(1);
  });

  it(`refuses a voter's ${P1P1_VOTES_PER_MINUTE + 1}th vote in a minute with 429, and only theirs`, async () => {
    // Each vote on a new seed stores a pack: a script must not keep thousands of them.
    const voter = (await insertPeople(t, 'p1p1-eager')).stranger;
    for (let i = 0; i < P1P1_VOTES_PER_MINUTE; i++) {
      const res = await call(t.app, voter, 'PUT', `/api/cubes/${cube}/p1p1/${5000 + i}/vote`, { pick: 0 });
      expect(res.status).toBe(200);
    }
    const over = await call<AnyBody>(t.app, voter, 'PUT', `/api/cubes/${cube}/p1p1/6000/vote`, { pick: 0 });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(
      /^You are voting too fast: you can vote 30 times a minute\. Try again in \d+ s\.$/,
    );
    expect((await call<P1P1Response>(t.app, null, 'GET', `/api/cubes/${cube}/p1p1/6000`)).body.kept).toBe(
      false,
    );
    const other = await call(t.app, p.editor, 'PUT', `/api/cubes/${cube}/p1p1/6000/vote`, { pick: 1 });
    expect(other.status).toBe(200);
  });

  it('keeps a voted pack when the cube changes, while an unvoted one follows the list', async () => {
    const kept = (
      await call<P1P1Response>(t.app, p.editor, 'PUT', `/api/cubes/${cube}/p1p1/303/vote`, { pick: 0 })
    ).body;
    const loose = (await call<P1P1Response>(t.app, null, 'GET', `/api/cubes/${cube}/p1p1/202`)).body;
    const read = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cubes/${cube}?cardData=false`);
    const removals = (read.body.cards as { id: string }[])
      .filter((c) => ids(kept).includes(c.id) || ids(loose).includes(c.id))
      .map((c) => ({ type: 'remove', id: c.id }));
    const saved = await save(t.app, p.owner, cube, [...removals, ...adds(names(30, 'Later'))]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(ids((await call<P1P1Response>(t.app, null, 'GET', `/api/cubes/${cube}/p1p1/303`)).body)).toEqual(
      ids(kept),
    );
    expect(
      ids((await call<P1P1Response>(t.app, null, 'GET', `/api/cubes/${cube}/p1p1/202`)).body),
    ).not.toEqual(ids(loose));
  });

  it('shows and takes nothing for a private cube from those who cannot view it', async () => {
    const url = `/api/cubes/${secret}/p1p1/5`;
    for (const who of [null, p.stranger, p.editor]) {
      const get = await call<AnyBody>(t.app, who, 'GET', url);
      expect(get.status).toBe(404);
      expect(get.body.error).toBe('Cube not found');
      const vote = await call<AnyBody>(t.app, who, 'PUT', `${url}/vote`, { pick: 0 });
      expect(vote.status).toBe(who === null ? 401 : 404);
    }
    expect((await call<P1P1Response>(t.app, p.owner, 'PUT', `${url}/vote`, { pick: 1 })).status).toBe(200);
    expect((await call<P1P1Response>(t.app, p.admin, 'GET', url)).body.totalVotes).toBe(1);
    // Comments on a P1P1 follow the cube too.
    const comment = `/api/comments/p1p1/${secret}:5`;
    expect((await call(t.app, p.stranger, 'POST', comment, { text: 'Bolt' })).status).toBe(404);
    expect((await call(t.app, p.stranger, 'GET', comment)).status).toBe(404);
  });

  it('refuses bad input with a 4xx naming the problem', async () => {
    for (const seed of ['0', '-1', 'abc', '1.5', String(2 ** 31)]) {
      const res = await call<AnyBody>(t.app, null, 'GET', `/api/cubes/${cube}/p1p1/${seed}`);
      expect(res.status, seed).toBe(400);
      expect(res.body.error, seed).toMatch(/seed/);
    }
    const url = `/api/cubes/${cube}/p1p1/9/vote`;
    const outside = await call<AnyBody>(t.app, p.stranger, 'PUT', url, { pick: 15 });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toBe('pick must be the position of a card in the pack, from 0 to 14');
    for (const body of [{ pick: -1 }, { pick: 'first' }, { pick: 1.5 }, { pick: 1, extra: true }, {}, null]) {
      const res = await call<AnyBody>(t.app, p.stranger, 'PUT', url, body ?? undefined);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(t.app, null, 'GET', '/api/cubes/no-such-cube/p1p1/9')).status).toBe(404);
    const small = await createCube(t.app, p.owner, { name: 'Too Small', visibility: 'public' });
    await save(t.app, p.owner, small, adds(names(10, 'Small')));
    const refused = await call<AnyBody>(t.app, null, 'GET', `/api/cubes/${small}/p1p1/9`);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^This cube cannot deal a pack/);
  });

  it('shows one daily pack from a featured public cube, the same for everyone that day', async () => {
    const none = await call<DailyP1P1Response>(t.app, null, 'GET', '/api/community/p1p1/daily');
    expect(none.status).toBe(200);
    expect(none.body.p1p1).toBeNull();
    expect(none.body.day).toBe(new Date().toISOString().slice(0, 10));
    // A private featured cube is never the daily one.
    expect((await patchSettings(t.app, p.admin, secret, { isFeatured: true })).status).toBe(200);
    expect(
      (await call<DailyP1P1Response>(t.app, null, 'GET', '/api/community/p1p1/daily')).body.p1p1,
    ).toBeNull();

    expect((await patchSettings(t.app, p.admin, cube, { isFeatured: true })).status).toBe(200);
    const guest = await call<DailyP1P1Response>(t.app, null, 'GET', '/api/community/p1p1/daily');
    expect(guest.body.p1p1?.cubeId).toBe(cube);
    const signedIn = await call<DailyP1P1Response>(t.app, p.stranger, 'GET', '/api/community/p1p1/daily');
    expect(signedIn.body.p1p1?.seed).toBe(guest.body.p1p1?.seed);
    expect(ids(signedIn.body.p1p1!)).toEqual(ids(guest.body.p1p1!));

    // Featuring another cube later in the day does not change today's pack.
    const another = await createCube(t.app, p.owner, { name: 'Later Feature', visibility: 'public' });
    await save(t.app, p.owner, another, adds(names(360, 'Another')));
    await patchSettings(t.app, p.admin, another, { isFeatured: true });
    const again = await call<DailyP1P1Response>(t.app, null, 'GET', '/api/community/p1p1/daily');
    expect(again.body.p1p1?.cubeId).toBe(cube);
    expect(again.body.p1p1?.seed).toBe(guest.body.p1p1?.seed);
  });

  it('takes comments on a P1P1 of a cube the commenter may view', async () => {
    const url = `/api/comments/p1p1/${cube}:101`;
    const posted = await call<AnyBody>(t.app, p.stranger, 'POST', url, { text: 'Easy first pick' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const thread = await call<AnyBody>(t.app, null, 'GET', url);
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).toContain('Easy first pick');
    for (const bad of [`${cube}`, `${cube}:0`, `no-such-cube:5`]) {
      const res = await call(t.app, p.stranger, 'POST', `/api/comments/p1p1/${encodeURIComponent(bad)}`, {
        text: 'x',
      });
      expect(res.status, bad).toBe(404);
    }
  });
});
