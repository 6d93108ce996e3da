import fs from 'node:fs';
import path from 'node:path';
import type { CubeCard } from '@cubewright/core/cube';
import { FORMAT_IDS, type FormatId } from '@cubewright/core/formats';
import type { CubeWithCardsResponse, ImportResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

const CARD_FILE = process.env.CARD_DATA_FILE;
const PRINTINGS_FILE = process.env.CARD_PRINTINGS_FILE;
const CUBES_DIR = process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes';
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE) && !!PRINTINGS_FILE && fs.existsSync(PRINTINGS_FILE);
if (!haveData) console.warn('cube-io tests skipped: CARD_DATA_FILE / CARD_PRINTINGS_FILE not found');

// A list in our JSON with everything a cube entry can hold, including characters that break formats.
const RICH_JSON = JSON.stringify({
  name: 'Rich cube',
  cards: [
    {
      name: 'Lightning Bolt',
      set: 'm11',
      collectorNumber: '149',
      tags: ['burn', 'a;b, "c"'],
      notes: 'line 1,\nline "2"',
      finish: 'foil',
      status: 'proxied',
      colorCategory: 'red',
    },
    { name: 'Counterspell', set: 'ema', collectorNumber: '43', board: 'maybe', tags: ['counter'] },
    { name: 'Fire // Ice', status: 'ordered' },
    { name: 'Opt', set: 'xln' },
  ],
});

describe(`import, export and the public read API (${testDbKind})`, needs({ 'card data': haveData }), () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: CARD_FILE!, printings: PRINTINGS_FILE } });
    p = await insertPeople(t, 'io');
  }, 120_000);
  afterAll(() => t?.close());
  const as = <T = AnyBody>(who: Person | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
    call<T>(t.app, who, method, url, body);
  const cubeOf = async (id: string) =>
    (await as<CubeWithCardsResponse>(p.owner, 'GET', `/api/cubes/${id}?cardData=false`)).body;
  const importInto = (id: string, body: Record<string, unknown>, who: Person | null = p.owner) =>
    as(who, 'POST', `/api/cubes/${id}/import`, body);
  const exported = (id: string, format: FormatId, who: Person | null = p.owner) =>
    t.app.inject({
      method: 'GET',
      url: `/api/cubes/${id}/export?format=${format}`,
      headers: who ? { cookie: who.cookie } : {},
    });
  const comparable = (cards: CubeCard[]) =>
    cards
      .map((c) =>
        JSON.stringify([c.board, c.name, c.printingId, c.finish, c.status, c.tags, c.notes, c.colorCategory]),
      )
      .sort();

  it('previews a pasted list: counts per board, unresolved lines with suggestions, nothing written', async () => {
    const id = await createCube(t.app, p.owner);
    const text =
      '2 Lightning Bolt\nCounterspell (EMA) 43\nLightnig Bolt\n0 Opt\n# Maybeboard\nPonder\nBrainstorm (XYZ) 1\n';
    const res = await importInto(id, { text, preview: true });
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('txt');
    expect(res.body.counts).toEqual({ main: 3, maybe: 2, total: 5, unresolved: 1, printingsMatched: 1 });
    expect(res.body.unresolved).toEqual([
      { line: 3, name: 'Lightnig Bolt', count: 1, suggestions: expect.arrayContaining(['Lightning Bolt']) },
    ]);
    expect(res.body.problems.map((x: { line: number; severity: string }) => [x.line, x.severity])).toEqual([
      [4, 'error'],
      [7, 'warning'],
    ]);
    expect((await cubeOf(id)).cube.version).toBe(1);

    // The real import refuses the error line and the unknown name, and says where.
    const refused = await importInto(id, { text });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'parse_error', error: 'Line 4: A count of 0 adds nothing' });
    const unresolved = await importInto(id, { text, overrides: { 4: null } });
    expect(unresolved.body).toMatchObject({
      code: 'unresolved',
      error: 'Line 3: unknown card "Lightnig Bolt"',
    });
    expect((await cubeOf(id)).cube.version).toBe(1);

    // Accepting a suggestion and skipping the bad line imports as one version with the activity.
    const done = await importInto(id, {
      text,
      overrides: { 3: 'Lightning Bolt', 4: null },
      fileName: 'list.txt',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      preview: false,
      cubeId: id,
      version: 2,
      counts: { total: 6, main: 4, maybe: 2 },
    });
    const cube = await cubeOf(id);
    expect(cube.cube).toMatchObject({ version: 2, cardCount: 4, maybeCount: 2 });
    const counter = cube.cards.find((c) => c.name === 'Counterspell')!;
    expect(counter.printingId).toMatch(/^0c9a7cb0/);
    const activity = await as(p.owner, 'GET', `/api/cubes/${id}/activity`);
    const actions = activity.body.entries.map((e: { action: string }) => e.action);
    // One entry for the import, not also "added 6 cards".
    expect(actions.filter((a: string) => a !== 'cube_created')).toEqual(['cube_imported']);
    const imported = activity.body.entries.find((e: { action: string }) => e.action === 'cube_imported');
    expect(imported.details).toEqual({ count: 6, source: 'list.txt' });
  });

  it('replace mode empties the cube (or one board) before adding', async () => {
    const id = await createCube(t.app, p.owner);
    await importInto(id, { text: 'Opt\nPonder\n# maybeboard\nBrainstorm' });
    const boardOnly = await importInto(id, { text: 'Shock', mode: 'replace', board: 'maybe' });
    expect(boardOnly.body).toMatchObject({ removed: 1, version: 3 });
    expect((await cubeOf(id)).cards.map((c) => `${c.board}:${c.name}`).sort()).toEqual([
      'main:Opt',
      'main:Ponder',
      'maybe:Shock',
    ]);
    const all = await importInto(id, { text: 'Counterspell', mode: 'replace' });
    expect(all.body).toMatchObject({ removed: 3, version: 4 });
    expect((await cubeOf(id)).cards.map((c) => c.name)).toEqual(['Counterspell']);
  });

  it('exports every format with its content type and file name, and imports each back', async () => {
    const made = await as<ImportResponse>(p.owner, 'POST', '/api/cubes/import-new', {
      text: RICH_JSON,
      fileName: 'rich.json',
    });
    expect(made.status).toBe(201);
    const id = made.body.cubeId!;
    const source = await cubeOf(id);
    expect(source.cube.name).toBe('Rich cube');
    expect(made.body.counts.printingsMatched).toBe(3);
    for (const format of FORMAT_IDS) {
      const res = await exported(id, format);
      expect(res.statusCode, format).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="Rich-cube[-a-z]*\.(txt|csv|dek|cod|dck|json)"/,
      );
      const target = await createCube(t.app, p.owner);
      const back = await importInto(target, {
        text: res.body,
        fileName: `x.${format === 'arena' || format === 'draftmancer' ? 'txt' : format === 'xmage' ? 'dck' : format}`,
        format,
      });
      expect(back.status, `${format}: ${JSON.stringify(back.body)}`).toBe(200);
      const cards = (await cubeOf(target)).cards;
      if (format === 'json' || format === 'csv')
        expect(comparable(cards), format).toEqual(comparable(source.cards));
      else {
        const boards = ['main', 'maybe'];
        const names = (cs: CubeCard[]) =>
          cs
            .filter((c) => boards.includes(c.board))
            .map((c) => `${c.board}:${c.name}`)
            .sort();
        expect(names(cards), format).toEqual(names(source.cards));
      }
    }
    expect((await exported(id, 'csv')).headers['content-type']).toBe('text/csv; charset=utf-8');
    // No made-up CatID (0 is no card); the printing travels in attributes MTGO ignores.
    expect((await exported(id, 'dek')).body).toContain(
      '<Cards Quantity="1" Sideboard="true" Name="Counterspell" Annotation="0" Set="EMA" CollectorNumber="43"',
    );
    const activity = await as(p.owner, 'GET', `/api/cubes/${id}/activity`);
    expect(
      activity.body.entries.filter((e: { action: string }) => e.action === 'cube_exported').length,
    ).toBeGreaterThanOrEqual(FORMAT_IDS.length);
  });

  it('imports every real cube list as a new cube with every line resolved', async () => {
    for (const file of fs.readdirSync(CUBES_DIR).filter((f) => f.endsWith('.txt'))) {
      const text = fs.readFileSync(path.join(CUBES_DIR, file), 'utf8');
      const lines = text.split('\n').filter((l) => l.trim()).length;
      const res = await as<ImportResponse>(p.owner, 'POST', '/api/cubes/import-new', {
        text,
        fileName: file,
        preview: true,
      });
      expect(res.body.counts, file).toMatchObject({ total: lines, unresolved: 0 });
    }
    const file = 'MTGATinkererCube.txt';
    const made = await as<ImportResponse>(p.owner, 'POST', '/api/cubes/import-new', {
      text: fs.readFileSync(path.join(CUBES_DIR, file), 'utf8'),
      fileName: file,
    });
    expect(made.status).toBe(201);
    const cube = await cubeOf(made.body.cubeId!);
    expect(cube.cube).toMatchObject({
      name: 'MTGATinkererCube',
      cardCount: 540,
      visibility: 'private',
      version: 2,
    });
  });

  it('guards import and export by permission', async () => {
    const priv = await createCube(t.app, p.owner, { visibility: 'private' });
    const pub = await createCube(t.app, p.owner, { visibility: 'public' });
    expect((await importInto(priv, { text: 'Opt' }, null)).status).toBe(401);
    expect((await importInto(priv, { text: 'Opt' }, p.stranger)).status).toBe(404);
    expect((await importInto(pub, { text: 'Opt', preview: true }, p.stranger)).status).toBe(403);
    expect((await as(null, 'POST', '/api/cubes/import-new', { text: 'Opt' })).status).toBe(401);
    expect((await exported(priv, 'txt', p.stranger)).statusCode).toBe(404);
    expect((await exported(priv, 'txt', null)).statusCode).toBe(404);
    expect((await exported(pub, 'txt', null)).statusCode).toBe(200);
    const bad = await importInto(pub, { text: 'Opt', format: 'docx' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Format must be one of/);
    const badExport = await exported(pub, 'pdf' as FormatId);
    expect(badExport.statusCode).toBe(400);
  });

  it('a malformed XML file is refused with its line and changes nothing', async () => {
    const id = await createCube(t.app, p.owner);
    const text =
      '<?xml version="1.0"?>\n<Deck>\n  <Cards Quantity="1" Name="Opt" />\n  <Cards Quantity="1" Name="Ponder"\n';
    const res = await importInto(id, { text, fileName: 'broken.dek' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('parse_error');
    expect(res.body.error).toMatch(/^Line [24]: /);
    expect((await cubeOf(id)).cards).toEqual([]);
  });

  it('serves the public read API with CORS and ETags; private cubes stay hidden', async () => {
    const made = await as<ImportResponse>(p.owner, 'POST', '/api/cubes/import-new', {
      text: RICH_JSON,
      fileName: 'rich.json',
      visibility: 'unlisted',
    });
    const id = made.body.cubeId!;
    const cube = await t.app.inject({ method: 'GET', url: `/api/v1/cubes/${id}` });
    expect(cube.statusCode).toBe(200);
    expect(cube.headers['access-control-allow-origin']).toBe('*');
    expect(cube.json().cube).toMatchObject({
      id,
      name: 'Rich cube',
      owner: { username: 'ownerio' },
      cardCount: 3,
      maybeCount: 1,
    });
    const cards = await t.app.inject({ method: 'GET', url: `/api/v1/cubes/${id}/cards` });
    const bolt = cards.json().cards.find((c: { name: string }) => c.name === 'Lightning Bolt');
    expect(bolt).toMatchObject({
      set: 'm11',
      collectorNumber: '149',
      tags: ['burn', 'a;b, "c"'],
      finish: 'foil',
      typeLine: 'Instant',
      cmc: 1,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cubes/${id}/cards`,
      headers: { 'if-none-match': cards.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const priv = await createCube(t.app, p.owner, { visibility: 'private' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/cubes/${priv}` })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/cubes/${priv}/cards`,
          headers: { cookie: p.stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/cubes/${priv}`,
          headers: { cookie: p.owner.cookie },
        })
      ).statusCode,
    ).toBe(200);
  });
});
