import type { CommunityListResponse } from '@cubewright/core/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCube, type Person, patchSettings } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// Community search by text (lists.ts, ADR 0061): name, description, any tag or the owner's username
// contains the text, case-insensitively and literally. Both ways a page is read are exercised: the
// test's cubes sit behind more than TEXT_WALK_ROWS (2,000) newer listed cubes, so a rare text is found
// through the trigram indexes, while a text every filler holds fills its page from the walk of the order.

const FILLERS = 4_500;

describe(`community search by text (${testDbKind})`, () => {
  let t: TestApp;
  let owner: Person;
  let other: Person;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const people = await insertPeople(t);
    owner = people.owner;
    other = people.stranger;
    ids.byName = await createCube(t.app, owner, { name: 'Peasant Pile', visibility: 'public' });
    ids.byDescription = await createCube(t.app, owner, {
      name: 'Second',
      description: 'Drafted for 100% fun_times',
      visibility: 'public',
    });
    ids.lookalike = await createCube(t.app, owner, {
      name: 'Third',
      description: 'Drafted for 1000 funxtimes',
      visibility: 'public',
    });
    ids.byTag = await createCube(t.app, other, { name: 'Fourth', tags: ['Vintage'], visibility: 'public' });
    ids.private = await createCube(t.app, other, { name: 'Peasant Secret', visibility: 'private' });
    ids.unlisted = await createCube(t.app, other, { name: 'Peasant Link', visibility: 'unlisted' });
    // Newer listed cubes in front of the test's, in every order the search is asked in.
    await t.database.db.execute(sql`
      insert into cubes (id, name, description, size, created_by, metadata, card_count, updated_at, created_at)
      select 'filler' || i, 'Filler ' || i, case when i % 1000 = 7 then 'A rare gem' else '' end, 360,
        'nobody', '{}'::jsonb, 0,
        now() + (i || ' minutes')::interval, now() + (i || ' minutes')::interval
      from generate_series(1, ${FILLERS}) i`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (q: string, extra = '') => {
    const res = await call<CommunityListResponse>(
      t.app,
      null,
      'GET',
      `/api/community/browse?q=${encodeURIComponent(q)}${extra}`,
    );
    expect(res.status, q).toBe(200);
    return res.body;
  };
  const idsOf = async (q: string, extra = '') => (await search(q, extra)).cubes.map((c) => c.id).sort();

  it('finds a listed cube by name, description, tag or owner, case-insensitively', async () => {
    expect(await idsOf('PEASANT pile')).toEqual([ids.byName]);
    expect(await idsOf('peasant')).toEqual([ids.byName]);
    expect(await idsOf('drafted for')).toEqual([ids.byDescription, ids.lookalike].sort());
    expect(await idsOf('vintag')).toEqual([ids.byTag]);
    expect(await idsOf(other.username.toUpperCase())).toEqual([ids.byTag]);
    expect(await idsOf(owner.username, '&sort=name')).toEqual(
      [ids.byName, ids.byDescription, ids.lookalike].sort(),
    );
  });

  it('matches % and _ literally and never across two fields', async () => {
    expect(await idsOf('100%')).toEqual([ids.byDescription]);
    expect(await idsOf('n_t')).toEqual([ids.byDescription]);
    // Name and description are indexed as one text; a text spanning both is no match.
    expect(await idsOf('Second')).toEqual([ids.byDescription]);
    expect(await idsOf('second drafted')).toEqual([]);
    expect(await idsOf('zzz-nowhere')).toEqual([]);
  });

  it('pages a common text from the walk and a rare one from the index, in the same order', async () => {
    const names = async (q: string, limit: number) => {
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page = await search(q, `&limit=${limit}${after}`);
        pages.push(page.cubes.map((c) => c.name));
        cursor = page.nextCursor;
      } while (cursor && pages.length < 10);
      return pages;
    };
    // Every filler holds 'filler': its first pages come from the walk of the order.
    expect((await names('filler', 3)).slice(0, 2)).toEqual([
      ['Filler 4500', 'Filler 4499', 'Filler 4498'],
      ['Filler 4497', 'Filler 4496', 'Filler 4495'],
    ]);
    // Five fillers, 1,000 apart, hold 'rare gem': a walk of 2,000 rows finds too few for a page, so the
    // first two pages come from the trigram index; the last page's walk reaches the end of the order.
    expect(await names('RARE GEM', 2)).toEqual([
      ['Filler 4007', 'Filler 3007'],
      ['Filler 2007', 'Filler 1007'],
      ['Filler 7'],
    ]);
  });

  it('follows edits: a renamed cube is found by its new name only', async () => {
    const res = await patchSettings(t.app, owner, ids.byName!, { name: 'Goblin Stack' });
    expect(res.status).toBe(200);
    expect(await idsOf('goblin')).toEqual([ids.byName]);
    expect(await idsOf('peasant')).toEqual([]);
  });
});
