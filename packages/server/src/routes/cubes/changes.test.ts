import { CUBE_CARDS_MAX, type CubeCard, WHITEPAPER_MAX_BYTES } from '@cubewright/core/cube';
import type {
  CompareResponse,
  ConflictDetails,
  CubeWithCardsResponse,
  SaveResponse,
  VersionResponse,
} from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, adds, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

describe(`cube card changes, versions, revert, white paper (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
  });
  afterAll(() => t?.close());
  const as = <T = AnyBody>(
    person: Person | null,
    method: Parameters<typeof call>[2],
    url: string,
    body?: unknown,
  ) => call<T>(t.app, person, method, url, body);
  const cubeOf = async (id: string) =>
    (await as<CubeWithCardsResponse>(p.owner, 'GET', `/api/cubes/${id}`)).body;
  const byName = (cards: CubeCard[], name: string) => cards.find((c) => c.name === name)!;

  it('saves a batch as one version with its diff, summary, activity and metadata', async () => {
    const id = await createCube(t.app, p.owner);
    const first = await save(t.app, p.owner, id, [
      ...adds(['Lightning Bolt', 'Counterspell', 'Opt', 'Ponder', 'Brainstorm']),
      ...adds(['Lightning Bolt'], { board: 'maybe', tags: ['burn'] }),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.version).toMatchObject({ number: 2, summary: '+6 -0', author: { username: 'owner' } });
    expect(first.body.version.counts).toEqual({
      added: 6,
      removed: 0,
      printings: 0,
      moved: 0,
      edited: 0,
      whitepaper: false,
    });
    expect(first.body.cube).toMatchObject({
      version: 2,
      cardCount: 5,
      maybeCount: 1,
      metadata: { totalCards: 5 },
    });
    expect(first.body.cards).toHaveLength(6);

    const cards = first.body.cards;
    const bolt = cards.find((c) => c.name === 'Lightning Bolt' && c.board === 'main')!;
    const second = await save(t.app, p.owner, id, [
      { type: 'remove', id: byName(cards, 'Opt').id },
      { type: 'move', id: byName(cards, 'Ponder').id, board: 'maybe' },
      { type: 'setPrinting', id: bolt.id, printingId: 'm11-149' },
      { type: 'update', id: byName(cards, 'Counterspell').id, fields: { finish: 'foil', notes: 'signed' } },
      ...adds(['Delver of Secrets']),
    ]);
    expect(second.body.version.summary).toBe('+1 -1, 1 moved, 1 printing swapped, 1 edited');
    const d = second.body.diff;
    expect(d.added.map((c) => c.name)).toEqual(['Delver of Secrets']);
    expect(d.removed.map((c) => c.name)).toEqual(['Opt']);
    expect(d.changed.map((c) => [c.name, c.before, c.after])).toEqual(
      expect.arrayContaining([
        ['Ponder', { board: 'main' }, { board: 'maybe' }],
        ['Lightning Bolt', { printingId: null }, { printingId: 'm11-149' }],
        ['Counterspell', { finish: 'nonfoil', notes: '' }, { finish: 'foil', notes: 'signed' }],
      ]),
    );
    const cube = await cubeOf(id);
    expect(cube.cube.version).toBe(3);
    expect(byName(cube.cards, 'Counterspell')).toMatchObject({ finish: 'foil', notes: 'signed' });

    const activity = await as(p.owner, 'GET', `/api/cubes/${id}/activity`);
    const summaries = activity.body.entries.map((e: { summary: string }) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'owner added 5 cards to the main board',
        'owner added Lightning Bolt to the maybeboard',
        'owner removed Opt',
        'owner moved Ponder to the maybeboard',
        'owner changed the printing of Lightning Bolt',
        'owner updated Counterspell (finish, notes)',
        'owner added Delver of Secrets',
      ]),
    );
    const stats = await as(p.owner, 'GET', `/api/cubes/${id}/activity/stats`);
    expect(stats.body.byAction).toMatchObject({ cards_bulk_added: 1, card_added: 2, card_removed: 1 });
    expect(stats.body.byUser).toEqual([
      { userId: cube.cube.createdBy, username: 'owner', count: stats.body.total },
    ]);
  });

  it('shows any version as it was, compares versions and reverts as a new version', async () => {
    const id = await createCube(t.app, p.owner);
    const v2 = await save(t.app, p.owner, id, adds(['A1', 'A2', 'A3']));
    const a1 = byName(v2.body.cards, 'A1');
    await save(t.app, p.owner, id, [{ type: 'remove', id: a1.id }, ...adds(['B1'])]);
    const v4 = await save(t.app, p.owner, id, [
      { type: 'move', id: byName(v2.body.cards, 'A2').id, board: 'maybe' },
    ]);
    expect(v4.body.version.number).toBe(4);

    const at2 = (await as<VersionResponse>(p.owner, 'GET', `/api/cubes/${id}/versions/2`)).body;
    expect(at2.cards.map((c) => `${c.name}:${c.board}`).sort()).toEqual(['A1:main', 'A2:main', 'A3:main']);
    expect(at2.diff.added).toHaveLength(3);
    expect((await as(p.owner, 'GET', `/api/cubes/${id}/versions/9`)).status).toBe(404);

    const cmp = (await as<CompareResponse>(p.owner, 'GET', `/api/cubes/${id}/compare?from=2&to=4`)).body;
    expect(cmp.diff.added.map((c) => c.name)).toEqual(['B1']);
    expect(cmp.diff.removed.map((c) => c.name)).toEqual(['A1']);
    expect(cmp.diff.changed.map((c) => c.name)).toEqual(['A2']);
    const back = (await as<CompareResponse>(p.owner, 'GET', `/api/cubes/${id}/compare?from=4&to=2`)).body;
    expect(back.diff.added.map((c) => c.name)).toEqual(['A1']);

    const revert = await as<SaveResponse>(p.owner, 'POST', `/api/cubes/${id}/versions/2/revert`, {
      baseVersion: 4,
    });
    expect(revert.status).toBe(200);
    expect(revert.body.version).toMatchObject({
      number: 5,
      summary: 'Reverted to version 2 (+1 -1, 1 moved)',
    });
    const now = await cubeOf(id);
    expect(now.cards.map((c) => `${c.name}:${c.board}`).sort()).toEqual(['A1:main', 'A2:main', 'A3:main']);
    // The entry comes back under its old id, so its history stays one line.
    expect(byName(now.cards, 'A1').id).toBe(a1.id);
    // History is kept: version 4 still shows its state.
    const at4 = (await as<VersionResponse>(p.owner, 'GET', `/api/cubes/${id}/versions/4`)).body;
    expect(at4.cards.map((c) => c.name).sort()).toEqual(['A2', 'A3', 'B1']);
    // Reverting to what the cube already is changes nothing.
    const again = await as<SaveResponse>(p.owner, 'POST', `/api/cubes/${id}/versions/5/revert`);
    expect(again.status).toBe(200);
    expect(again.body.version.number).toBe(5);
  });

  it('merges a stale save that does not overlap and refuses one that does (409)', async () => {
    const id = await createCube(t.app, p.owner);
    await as(p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: 'editor' });
    const base = await save(t.app, p.owner, id, adds(['Opt', 'Ponder', 'Preordain']));
    const v = base.body.version.number;
    const [opt, ponder, preordain] = ['Opt', 'Ponder', 'Preordain'].map((n) => byName(base.body.cards, n));

    const mine = await save(t.app, p.owner, id, [{ type: 'move', id: opt!.id, board: 'maybe' }], v);
    expect(mine.body.merged).toBe(false);
    const theirs = await save(
      t.app,
      p.editor,
      id,
      [
        { type: 'update', id: opt!.id, fields: { tags: ['cantrip'] } },
        { type: 'remove', id: ponder!.id },
      ],
      v,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.merged).toBe(true);
    expect(byName(theirs.body.cards, 'Opt')).toMatchObject({ board: 'maybe', tags: ['cantrip'] });

    const clash = await save(
      t.app,
      p.editor,
      id,
      [
        { type: 'move', id: opt!.id, board: 'main' },
        { type: 'remove', id: preordain!.id },
      ],
      v,
    );
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'conflict' });
    expect((clash.body as unknown as { error: string }).error).toContain(
      'changed by someone else while you were editing',
    );
    const details = (clash.body as unknown as { details: ConflictDetails }).details;
    expect(details.currentVersion).toBe(v + 2);
    expect(details.conflicts).toEqual([
      { id: opt!.id, name: 'Opt', reason: 'Opt: board changed by someone else' },
    ]);
    // Nothing of the refused batch was saved.
    expect((await cubeOf(id)).cards.some((c) => c.id === preordain!.id)).toBe(true);

    expect((await save(t.app, p.owner, id, adds(['X']), v + 10)).status).toBe(409);
  });

  it('serialises simultaneous saves: none is lost, each gets its own version', async () => {
    const id = await createCube(t.app, p.owner);
    const base = await save(t.app, p.owner, id, adds(Array.from({ length: 8 }, (_, i) => `Card ${i}`)));
    const v = base.body.version.number;
    const results = await Promise.all(
      base.body.cards.map((card, i) =>
        save(t.app, p.owner, id, [{ type: 'update', id: card.id, fields: { notes: `note ${i}` } }], v),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(results.map((r) => r.body.version.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, i) => v + 1 + i),
    );
    const final = await cubeOf(id);
    expect(final.cards.map((c) => c.notes).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `note ${i}`));
  });

  it('refuses bad batches with 400 and a message', async () => {
    const id = await createCube(t.app, p.owner);
    const cases: [unknown[], string][] = [
      [[], 'There are no changes to save'],
      [[{ type: 'remove', id: 'nope' }], 'Card entry nope is not in this cube'],
      [adds(['Opt'], { notes: 'x'.repeat(1001) }), 'Card notes must be at most 1,000 characters'],
      [
        adds(['Opt'], { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
        'A card can have at most 20 tags',
      ],
      [adds(['Opt'], { board: 'sideboard' }), 'board'],
      [[{ type: 'explode' }], 'Invalid request'],
      [[{ type: 'add', card: { name: 'Opt' } }], 'Card data is not loaded on this server yet'],
    ];
    for (const [ops, message] of cases) {
      const res = await save(t.app, p.owner, id, ops, 1);
      expect(res.status, JSON.stringify(ops).slice(0, 80)).toBe(400);
      expect((res.body as unknown as { error: string }).error).toContain(message);
    }
  });

  it(`holds at most ${CUBE_CARDS_MAX} cards`, async () => {
    const id = await createCube(t.app, p.owner);
    const tooMany = await save(
      t.app,
      p.owner,
      id,
      adds(Array.from({ length: CUBE_CARDS_MAX + 1 }, (_, i) => `Card ${i}`)),
      1,
    );
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as unknown as { error: string }).error).toBe(
      'A cube can hold at most 10,000 cards (all its boards together); this change would make 10,001',
    );
    const full = await save(
      t.app,
      p.owner,
      id,
      adds(Array.from({ length: CUBE_CARDS_MAX }, (_, i) => `Card ${i}`)),
      1,
    );
    expect(full.status).toBe(200);
    expect(full.body.cube.cardCount).toBe(CUBE_CARDS_MAX);
    expect((await save(t.app, p.owner, id, adds(['One more']), 2)).status).toBe(400);
  });

  it('keeps the white paper in versions, with a 10 MiB limit and stale-save protection', async () => {
    const id = await createCube(t.app, p.owner);
    const put = (content: string, baseVersion: number) =>
      as<SaveResponse>(p.owner, 'PUT', `/api/cubes/${id}/whitepaper`, { content, baseVersion });
    const first = await put('# Welcome\n\nDraft [[Lightning Bolt]].', 1);
    expect(first.body.version).toMatchObject({
      number: 2,
      summary: 'White paper edited',
      counts: { whitepaper: true },
    });
    expect((await as(null, 'GET', `/api/cubes/${id}/whitepaper`)).body).toEqual({
      content: '# Welcome\n\nDraft [[Lightning Bolt]].',
      version: 2,
    });
    expect((await put('stale', 1)).status).toBe(409);
    await put('Second', 2);
    const at2 = (await as<VersionResponse>(p.owner, 'GET', `/api/cubes/${id}/versions/2`)).body;
    expect(at2.whitepaper).toBe('# Welcome\n\nDraft [[Lightning Bolt]].');

    const big = 'é'.repeat(WHITEPAPER_MAX_BYTES / 2);
    expect((await put(big, 3)).status).toBe(200);
    const tooBig = await put(`${big}x`, 4);
    expect(tooBig.status).toBe(400);
    expect((tooBig.body as unknown as { error: string }).error).toBe(
      'The white paper must be at most 10 MiB (10,485,760 bytes)',
    );
    expect(
      (await as(p.stranger, 'PUT', `/api/cubes/${id}/whitepaper`, { content: 'x', baseVersion: 4 })).status,
    ).toBe(403);
  });
});
