import fs from 'node:fs';
import type { CubeCard } from '@cubewright/core/cube';
import type { CubeWithCardsResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { type AnyBody, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// Named boards besides main and maybe: managed by people who may edit (the policy), at most 10, their
// cards saved as any card change, seen by the next (cached) read, and carried by JSON and CSV.

const CARD_FILE = process.env.CARD_DATA_FILE;
const PRINTINGS_FILE = process.env.CARD_PRINTINGS_FILE;
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE) && !!PRINTINGS_FILE && fs.existsSync(PRINTINGS_FILE);

describe(`named boards (${testDbKind})`, needs({ 'card data': haveData }), () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: CARD_FILE!, printings: PRINTINGS_FILE } });
    p = await insertPeople(t, 'brd');
  }, 120_000);
  afterAll(() => t?.close());
  const as = (who: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, who, method, url, body);
  const cubeOf = async (id: string, who: Person | null = p.owner) =>
    (await call<CubeWithCardsResponse>(t.app, who, 'GET', `/api/cubes/${id}`)).body;
  const byName = (cards: CubeCard[], name: string) => cards.find((c) => c.name === name)!;

  async function cubeWithCards() {
    const id = await createCube(t.app, p.owner, { visibility: 'public' });
    expect(
      (await as(p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: p.editor.username })).status,
    ).toBe(201);
    const saved = await save(t.app, p.owner, id, [
      { type: 'add', card: { name: 'Lightning Bolt' } },
      { type: 'add', card: { name: 'Counterspell' } },
      { type: 'add', card: { name: 'Opt', board: 'maybe' } },
    ]);
    expect(saved.status).toBe(200);
    return { id, cards: saved.body.cards };
  }

  it('editors add, rename and reorder boards; strangers and guests may not; the next read sees them', async () => {
    const { id } = await cubeWithCards();
    const url = `/api/cubes/${id}/boards`;
    expect((await cubeOf(id, null)).cube.boards).toEqual([]);
    expect((await as(null, 'POST', url, { name: 'Tokens' })).status).toBe(401);
    expect((await as(p.stranger, 'POST', url, { name: 'Tokens' })).status).toBe(403);
    const tokens = await as(p.editor, 'POST', url, { name: ' Tokens ' });
    expect(tokens.status).toBe(201);
    expect(tokens.body.boards).toEqual([{ id: expect.stringMatching(/^b-[a-z0-9]{10}$/), name: 'Tokens' }]);
    const basics = await as(p.owner, 'POST', url, { name: 'Basics' });
    const [t1, b1] = basics.body.boards;
    // The cached cube read (a guest's) has the boards.
    expect((await cubeOf(id, null)).cube.boards.map((b: { name: string }) => b.name)).toEqual([
      'Tokens',
      'Basics',
    ]);

    expect(await as(p.owner, 'POST', url, { name: 'tokens' })).toMatchObject({
      status: 409,
      body: { error: 'This cube already has a board of that name' },
    });
    expect((await as(p.owner, 'POST', url, { name: 'Maybeboard' })).status).toBe(409);
    expect((await as(p.owner, 'POST', url, { name: '  ' })).body.error).toContain('The board needs a name');
    expect((await as(p.owner, 'POST', url, { name: 'x'.repeat(41) })).body.error).toContain(
      'Board names must be at most 40 characters',
    );

    expect((await as(p.stranger, 'PATCH', `${url}/${t1.id}`, { name: 'Tokens!' })).status).toBe(403);
    expect((await as(p.editor, 'PATCH', `${url}/${t1.id}`, { name: 'Tokens!' })).body.boards[0].name).toBe(
      'Tokens!',
    );
    expect((await as(p.owner, 'PATCH', `${url}/b-nosuchboard`, { name: 'X' })).status).toBe(404);
    expect((await as(p.owner, 'PUT', `${url}/order`, { ids: [b1.id] })).status).toBe(400);
    const reordered = await as(p.owner, 'PUT', `${url}/order`, { ids: [b1.id, t1.id] });
    expect(reordered.body.boards.map((b: { name: string }) => b.name)).toEqual(['Basics', 'Tokens!']);
    expect((await cubeOf(id, null)).cube.boards.map((b: { name: string }) => b.name)).toEqual([
      'Basics',
      'Tokens!',
    ]);
  });

  it('allows 10 boards besides main and maybe, with a clear message past that', async () => {
    const id = await createCube(t.app, p.owner);
    for (let i = 1; i <= 10; i++) {
      expect((await as(p.owner, 'POST', `/api/cubes/${id}/boards`, { name: `Board ${i}` })).status).toBe(201);
    }
    expect(await as(p.owner, 'POST', `/api/cubes/${id}/boards`, { name: 'Board 11' })).toMatchObject({
      status: 400,
      body: { error: 'A cube can have at most 10 boards besides the main board and the maybeboard' },
    });
  });

  it('moves cards to a board in one save; the counts keep to main; unknown boards are refused', async () => {
    const { id, cards } = await cubeWithCards();
    const board = (await as(p.owner, 'POST', `/api/cubes/${id}/boards`, { name: 'Sideboard' })).body
      .boards[0];
    const bolt = byName(cards, 'Lightning Bolt');
    const moved = await save(t.app, p.editor, id, [{ type: 'move', id: bolt.id, board: board.id }]);
    expect(moved.status).toBe(200);
    expect(moved.body.diff.changed).toEqual([
      expect.objectContaining({ before: { board: 'main' }, after: { board: board.id } }),
    ]);
    const read = await cubeOf(id, null);
    expect(byName(read.cards, 'Lightning Bolt').board).toBe(board.id);
    expect(read.cube).toMatchObject({ cardCount: 1, maybeCount: 1, metadata: { totalCards: 1 } });
    const activity = await as(p.owner, 'GET', `/api/cubes/${id}/activity`);
    expect(JSON.stringify(activity.body)).toContain('updated Lightning Bolt (board)');

    // Another cube's board, a made-up id and a deleted board are all refused.
    const other = await createCube(t.app, p.owner);
    const foreign = (await as(p.owner, 'POST', `/api/cubes/${other}/boards`, { name: 'Elsewhere' })).body
      .boards[0];
    for (const target of [foreign.id, 'b-madeupboard', 'nonsense']) {
      const res = await save(t.app, p.owner, id, [
        { type: 'move', id: byName(cards, 'Counterspell').id, board: target },
      ]);
      expect(res.status, target).toBe(400);
      expect((res.body as AnyBody).error).toContain('There is no such board in this cube');
    }
    const added = await save(t.app, p.owner, id, [
      { type: 'add', card: { name: 'Ponder', board: foreign.id } },
    ]);
    expect(added.status).toBe(400);
  });

  it('deletes a board moving its cards, or removing them, as one version', async () => {
    const { id, cards } = await cubeWithCards();
    const url = `/api/cubes/${id}/boards`;
    await as(p.owner, 'POST', url, { name: 'Cut' });
    const [cut, keep] = (await as(p.owner, 'POST', url, { name: 'Keep' })).body.boards;
    await save(t.app, p.owner, id, [
      { type: 'move', id: byName(cards, 'Lightning Bolt').id, board: cut.id },
      { type: 'move', id: byName(cards, 'Counterspell').id, board: keep.id },
    ]);
    const version = (await cubeOf(id)).cube.version;
    expect((await as(p.stranger, 'DELETE', `${url}/${cut.id}`, { cards: 'remove' })).status).toBe(403);
    expect((await as(p.owner, 'DELETE', `${url}/${cut.id}`, { cards: 'move', to: cut.id })).status).toBe(400);
    expect((await as(p.owner, 'DELETE', `${url}/${cut.id}`, {})).status).toBe(400);
    const movedOut = await as(p.owner, 'DELETE', `${url}/${cut.id}`, { cards: 'move', to: 'maybe' });
    expect(movedOut.status).toBe(200);
    expect(movedOut.body.boards).toEqual([keep]);
    let read = await cubeOf(id, null);
    expect(byName(read.cards, 'Lightning Bolt').board).toBe('maybe');
    expect(read.cube.version).toBe(version + 1);

    const dropped = await as(p.editor, 'DELETE', `${url}/${keep.id}`, { cards: 'remove' });
    expect(dropped.status).toBe(200);
    read = await cubeOf(id, null);
    expect(read.cube.boards).toEqual([]);
    expect(read.cards.map((c) => c.name).sort()).toEqual(['Lightning Bolt', 'Opt']);
    const versions = await as(p.owner, 'GET', `/api/cubes/${id}/versions`);
    expect(versions.body.versions[0].summary).toBe('Deleted the board “Keep” and its 1 cards');
    // Reverting brings the removed card back, on the maybeboard since its board is gone.
    const reverted = await as(p.owner, 'POST', `/api/cubes/${id}/versions/${version}/revert`, {});
    expect(reverted.status).toBe(200);
    expect(byName((await cubeOf(id)).cards, 'Counterspell').board).toBe('maybe');
  });

  it('JSON and CSV exports carry the boards by name, and an import makes them again', async () => {
    const { id, cards } = await cubeWithCards();
    const url = `/api/cubes/${id}/boards`;
    await as(p.owner, 'POST', url, { name: 'Empty one' });
    const [, tokens] = (await as(p.owner, 'POST', url, { name: 'Tokens' })).body.boards;
    await save(t.app, p.owner, id, [
      { type: 'move', id: byName(cards, 'Lightning Bolt').id, board: tokens.id },
    ]);
    for (const format of ['json', 'csv'] as const) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/cubes/${id}/export?format=${format}`,
        headers: { cookie: p.owner.cookie },
      });
      expect(file.body).toContain('Tokens');
      const copy = await createCube(t.app, p.owner);
      const imported = await as(p.owner, 'POST', `/api/cubes/${copy}/import`, { format, text: file.body });
      expect(imported.status, imported.body?.error).toBe(200);
      expect(imported.body.counts).toMatchObject({ main: 1, maybe: 1, other: 1, total: 3 });
      const back = await cubeOf(copy);
      const names = back.cube.boards.map((b) => b.name);
      // JSON lists every board in order; CSV only knows the boards its records name.
      expect(names, format).toEqual(format === 'json' ? ['Empty one', 'Tokens'] : ['Tokens']);
      const made = back.cube.boards.find((b) => b.name === 'Tokens')!;
      expect(byName(back.cards, 'Lightning Bolt').board, format).toBe(made.id);
    }
    // A format without named boards leaves their cards out rather than putting them in the cube.
    const text = await t.app.inject({
      method: 'GET',
      url: `/api/cubes/${id}/export?format=txt`,
      headers: { cookie: p.owner.cookie },
    });
    expect(text.body).not.toContain('Lightning Bolt');
    expect(text.body).toContain('Counterspell');
  });

  it("an import puts every card on a named board the person chose; another cube's board is refused", async () => {
    const { id } = await cubeWithCards();
    const [tokens] = (await as(p.owner, 'POST', `/api/cubes/${id}/boards`, { name: 'Tokens' })).body.boards;
    // The import form learns the cube's boards from the list of the person's cubes.
    const mine = await as(p.editor, 'GET', '/api/cubes/mine');
    expect(mine.body.cubes.find((c: { id: string }) => c.id === id).boards).toEqual([tokens]);
    const url = `/api/cubes/${id}/import`;
    const body = { text: 'Shock\nOpt', board: tokens.id };
    const preview = await as(p.editor, 'POST', url, { ...body, preview: true });
    expect(preview.status, preview.body?.error).toBe(200);
    expect(preview.body.counts).toMatchObject({ main: 0, maybe: 0, other: 2, total: 2 });
    const done = await as(p.editor, 'POST', url, body);
    expect(done.status, done.body?.error).toBe(200);
    const cube = await cubeOf(id);
    expect(
      cube.cards
        .filter((c) => c.board === tokens.id)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Opt', 'Shock']);
    expect(cube.cube.boards).toHaveLength(1);

    // A board id this cube does not have (another cube's), in a preview or an import: 400, nothing written.
    const other = (await cubeWithCards()).id;
    const [foreign] = (await as(p.owner, 'POST', `/api/cubes/${other}/boards`, { name: 'Elsewhere' })).body
      .boards;
    for (const preview of [true, false]) {
      const refused = await as(p.owner, 'POST', url, { text: 'Shock', board: foreign.id, preview });
      expect(refused).toMatchObject({ status: 400, body: { error: 'There is no such board in this cube' } });
    }
    expect((await as(p.owner, 'POST', url, { text: 'Shock', board: 'sideboard' })).status).toBe(400);
    expect((await cubeOf(id)).cards).toHaveLength(cube.cards.length);
  });
});
