import fs from 'node:fs';
import path from 'node:path';
import type { CubeWithCardsResponse, ImportResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

const CARD_FILE = process.env.CARD_DATA_FILE;
const CUBES_DIR = process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes';
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE) && fs.existsSync(CUBES_DIR);
if (!haveData) console.warn('import safety tests skipped: CARD_DATA_FILE / CUBE_LISTS_DIR not found');

/** About `bytes` of seeded random text in lines of 10 to 80 characters: nothing like a card list. */
function garbage(bytes: number, seed = 13): string {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const chars =
    'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.;:!?-_()[]{}<>@#$%^&*+=/\\|~';
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const n = 10 + Math.floor(next() * 71);
    let line = '';
    for (let i = 0; i < n; i++) line += chars[Math.floor(next() * chars.length)];
    lines.push(line);
    size += n + 1;
  }
  return lines.join('\n');
}

const realLists = () =>
  fs
    .readdirSync(CUBES_DIR)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => fs.readFileSync(path.join(CUBES_DIR, f), 'utf8'));

describe(
  `imports that must not silently lose or misreport a cube (${testDbKind})`,
  needs({ 'card data': haveData }),
  () => {
    let t: TestApp;
    let p: Awaited<ReturnType<typeof insertPeople>>;
    beforeAll(async () => {
      t = await createTestApp({ cards: { file: CARD_FILE! } });
      p = await insertPeople(t, 'safe');
    }, 120_000);
    afterAll(() => t?.close());
    const as = <T = AnyBody>(who: Person, method: 'GET' | 'POST', url: string, body?: unknown) =>
      call<T>(t.app, who, method, url, body);
    const importInto = (id: string, body: Record<string, unknown>) =>
      as(p.owner, 'POST', `/api/cubes/${id}/import`, body);
    const cubeOf = async (id: string) =>
      (await as<CubeWithCardsResponse>(p.owner, 'GET', `/api/cubes/${id}?cardData=false`)).body;
    const names = async (id: string) => (await cubeOf(id)).cards.map((c) => `${c.board}:${c.name}`).sort();

    it('refuses a replace (or any import) that resolves to no cards, and leaves the cube as it was', async () => {
      const id = await createCube(t.app, p.owner);
      expect((await importInto(id, { text: 'Opt\nPonder\nShock\n# maybeboard\nBrainstorm' })).status).toBe(
        200,
      );
      const before = await names(id);
      const draftmancerWithoutCards = [
        '[Settings]',
        '{ "name": "Slots only", "colorBalance": true }',
        '[Layouts]',
        '- Regular (1)',
        '    [Rares] 1',
        '[MainSlot]',
        '[Rares(1)]',
        '',
      ].join('\n');
      for (const body of [
        { text: '', mode: 'replace' },
        { text: '  \n\t\n', mode: 'replace' },
        { text: '', mode: 'replace', board: 'main' },
        { text: draftmancerWithoutCards, mode: 'replace', format: 'draftmancer' },
      ]) {
        const res = await importInto(id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.code).toBe('empty_list');
        expect(res.body.error).toMatch(
          /^The list has no cards to import, so nothing was replaced: replacing would have removed all [34] cards and added none$/,
        );
      }
      for (const text of ['', '   ']) {
        const res = await importInto(id, { text });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'empty_list', error: 'The list has no cards to import' });
      }
      expect(await names(id)).toEqual(before);
      expect((await cubeOf(id)).cube.version).toBe(2);
    });

    it('the replace preview says how many cards would be removed, added and kept', async () => {
      const id = await createCube(t.app, p.owner);
      await importInto(id, { text: 'Opt\nOpt\nPonder\nShock\n# maybeboard\nBrainstorm' });
      const text = 'Opt\nPonder\nLightning Bolt\n# maybeboard\nBrainstorm';
      const all = await importInto(id, { text, mode: 'replace', preview: true });
      expect(all.status).toBe(200);
      expect(all.body.replace).toEqual({ current: 5, removed: 2, added: 1, kept: 3 });
      const mainOnly = await importInto(id, {
        text: 'Opt\nPonder',
        mode: 'replace',
        board: 'main',
        preview: true,
      });
      expect(mainOnly.body.replace).toEqual({ current: 4, removed: 2, added: 0, kept: 2 });
      const empty = await importInto(id, { text: '', mode: 'replace', preview: true });
      expect(empty.body.replace).toEqual({ current: 5, removed: 5, added: 0, kept: 0 });
      expect((await importInto(id, { text, preview: true })).body.replace).toBeUndefined();
      expect((await cubeOf(id)).cube.version).toBe(2);
    });

    it('says a 5 MB garbage file is not a card list instead of calling it too many cards', async () => {
      const id = await createCube(t.app, p.owner);
      const text = garbage(5 * 1024 * 1024);
      for (const preview of [true, false]) {
        const res = await importInto(id, { text, preview });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('unreadable');
        expect(res.body.error).toMatch(/^This file could not be read as a card list: \d+% of its lines/);
        expect(res.body.error).not.toMatch(/at most 10,000 cards/);
      }
      // A long list of real names with garbage mixed in, under half of it, is still read line by line.
      const lists = realLists();
      const mixed = `${lists[0]!.trim().split('\n').slice(0, 120).join('\n')}\n${garbage(4000)}`;
      const review = await importInto(id, { text: mixed, preview: true });
      expect(review.status).toBe(200);
      expect(review.body.counts.total).toBe(120);
      expect(review.body.counts.unresolved).toBeGreaterThan(40);
      // A short paste that is mostly typos keeps the per-line review with suggestions.
      const typos = await importInto(id, { text: 'Lightnig Bolt\nCountrspell\nOpt', preview: true });
      expect(typos.body.unresolved).toHaveLength(2);
    }, 180_000); // 49 s at load 15 (stop 41's .ci/run), near the usual 60 s.

    it('still imports a real large list, and reports a real list past the limit as too many cards', async () => {
      const all = realLists().join('\n');
      const lines = all.split('\n').filter((l) => l.trim()).length;
      expect(lines).toBeGreaterThan(6000);
      const made = await as<ImportResponse>(p.owner, 'POST', '/api/cubes/import-new', {
        text: all,
        fileName: 'every-list.txt',
      });
      expect(made.status).toBe(201);
      expect((await cubeOf(made.body.cubeId!)).cube.cardCount).toBe(lines);
      const twice = await as(p.owner, 'POST', '/api/cubes/import-new', {
        text: `${all}\n${all}`,
        preview: true,
      });
      expect(twice.status).toBe(400);
      expect(twice.body.error).toMatch(/^A cube can hold at most 10,000 cards .* would make/);
    }, 180_000);
  },
);
