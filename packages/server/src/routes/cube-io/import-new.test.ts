import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { type AnyBody, call, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

const CARD_FILE = process.env.CARD_DATA_FILE;
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE);
if (!haveData) console.warn('import-new test skipped: CARD_DATA_FILE not found');

describe(`importing a new cube from a file (${testDbKind})`, needs({ 'card data': haveData }), () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: CARD_FILE! } });
    p = await insertPeople(t, 'inew');
  }, 120_000);
  afterAll(() => t?.close());
  const as = (who: Person | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
    call<AnyBody>(t.app, who, method, url, body);
  const list = Array.from({ length: 12 }, (_, i) => (i % 2 ? 'Lightning Bolt' : 'Counterspell')).join('\n');

  it('creates the cube with the chosen visibility and logs the import as one activity entry', async () => {
    const made = await as(p.owner, 'POST', '/api/cubes/import-new', {
      text: list,
      fileName: 'secret.txt',
      visibility: 'private',
    });
    expect(made.status).toBe(201);
    const id = made.body.cubeId;
    expect((await as(p.owner, 'GET', `/api/cubes/${id}?cardData=false`)).body.cube.visibility).toBe(
      'private',
    );
    expect((await as(p.stranger, 'GET', `/api/cubes/${id}`)).status).toBe(404);

    const entries = (await as(p.owner, 'GET', `/api/cubes/${id}/activity`)).body.entries as AnyBody[];
    const cardEntries = entries.filter((e) => e.action !== 'cube_created');
    expect(cardEntries.map((e) => [e.action, e.details])).toEqual([
      ['cube_imported', { count: 12, source: 'secret.txt' }],
    ]);
  });

  it('sets the target size to what it imported unless the curator chose one', async () => {
    const sizeOf = async (id: string) =>
      (await as(p.owner, 'GET', `/api/cubes/${id}?cardData=false`)).body.cube.size as number;
    const importInto = (id: string, text: string, mode: 'add' | 'replace' = 'add') =>
      as(p.owner, 'POST', `/api/cubes/${id}/import`, { text, mode });
    // A new cube from a file: its size was 360 (the default) whatever the list held.
    const made = await as(p.owner, 'POST', '/api/cubes/import-new', { text: list, fileName: 'twelve.txt' });
    expect(await sizeOf(made.body.cubeId)).toBe(12);
    // More cards later are the curator's business: the size stays.
    expect((await importInto(made.body.cubeId, 'Opt\nPonder')).status).toBe(200);
    expect(await sizeOf(made.body.cubeId)).toBe(12);

    const empty = (await as(p.owner, 'POST', '/api/cubes', { name: 'Empty' })).body.cube.id;
    expect((await importInto(empty, list)).status).toBe(200);
    expect(await sizeOf(empty)).toBe(12);
    expect((await importInto(empty, 'Opt\nPonder\nBrainstorm', 'replace')).status).toBe(200);
    expect(await sizeOf(empty)).toBe(12);

    const chosen = (await as(p.owner, 'POST', '/api/cubes', { name: 'Chosen', size: 450 })).body.cube.id;
    expect((await importInto(chosen, list)).status).toBe(200);
    expect(await sizeOf(chosen)).toBe(450);
  });
});
