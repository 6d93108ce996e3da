import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scryfallCard } from '../../../../core/src/cards/scryfall-objects.test-support';
import { type AnyBody, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import { workerOf } from '../../services/jobs/worker';

// Suggestions over HTTP against a real database: computed by the job worker, served to editors only,
// filtered by colour and type, stale after a change, and never fed by a cube that is not public.

const CORE = Array.from({ length: 10 }, (_, i) => `Core Card ${i}`);
const CARDS = [
  ...CORE.map((name) => scryfallCard(name, { colors: ['U'], type_line: 'Sorcery' })),
  scryfallCard('Red Add', { colors: ['R'], type_line: 'Instant' }),
  scryfallCard('Green Add', { colors: ['G'], type_line: 'Creature — Bear' }),
  scryfallCard('Odd One', { colors: ['W'], type_line: 'Enchantment' }),
  scryfallCard('Secret Card', { colors: ['R'], type_line: 'Instant' }),
];

describe(`cube suggestions (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  let mine: string;
  const cardFile = writeTestCardFile(CARDS);
  const drain = () => workerOf(t.database)!.drain();
  const get = (who: Person | null, cubeId: string, query = '') =>
    call<AnyBody>(t.app, who, 'GET', `/api/cubes/${cubeId}/suggestions${query}`);
  const cubeOf = async (who: Person, visibility: string, names: string[]) => {
    const id = await createCube(t.app, who, { visibility });
    expect(
      (
        await save(
          t.app,
          who,
          id,
          names.map((name) => ({ type: 'add', card: { name } })),
        )
      ).status,
    ).toBe(200);
    return id;
  };
  const names = (list: AnyBody[]) => list.map((c) => c.name);

  beforeAll(async () => {
    t = await createTestApp({ cards: { file: cardFile.file } });
    p = await insertPeople(t);
    mine = await cubeOf(p.owner, 'private', [...CORE, 'Odd One']);
    for (let i = 0; i < 3; i++) await cubeOf(p.stranger, 'public', [...CORE, 'Red Add', 'Green Add']);
    // Cubes that are not in the community lists hold the one card nobody else has: it must never surface.
    await cubeOf(p.stranger, 'private', [...CORE, 'Secret Card', 'Red Add']);
    await cubeOf(p.stranger, 'unlisted', [...CORE, 'Secret Card', 'Red Add']);
  });
  afterAll(async () => {
    await t?.close();
    cardFile.remove();
  });

  it('is for editors only, through the cube policy', async () => {
    // The policy's answers: a guest is asked to sign in, a stranger does not learn the private cube exists.
    expect((await get(null, mine)).status).toBe(401);
    expect((await get(p.stranger, mine)).status).toBe(404);
    const theirs = await cubeOf(p.stranger, 'public', CORE.slice(0, 3));
    expect((await get(p.owner, theirs)).status).toBe(403);
    expect((await get(p.owner, mine, '?color=X')).status).toBe(400);
    expect((await get(p.owner, mine, '?colour=R')).status).toBe(400);
  });

  it('is computed in the background, then names adds and cuts with their reasons', async () => {
    expect((await get(p.owner, mine)).body).toMatchObject({ status: 'computing', adds: [], cuts: [] });
    await drain();
    const { status, body } = await get(p.owner, mine);
    expect(status).toBe(200);
    // The 4th public cube (three core cards) is similar too; the private and unlisted ones are not counted.
    expect(body).toMatchObject({ status: 'ready', similarCubes: 4, publicCubes: 4 });
    expect(body.note).toBe(
      'Only 4 public cubes resemble yours, so these suggestions rest on little evidence.',
    );
    expect(body.adds.map((c: AnyBody) => [c.name, c.reason])).toEqual([
      ['Green Add', 'in 75% of the 4 cubes most like yours'],
      ['Red Add', 'in 75% of the 4 cubes most like yours'],
    ]);
    expect(body.cuts.map((c: AnyBody) => [c.name, c.reason, c.typeLine])).toEqual([
      ['Odd One', 'in none of the 4 cubes most like yours', 'Enchantment'],
    ]);
    expect(JSON.stringify(body)).not.toContain('Secret Card');
  });

  it('filters by colour and type', async () => {
    expect(names((await get(p.owner, mine, '?color=R')).body.adds)).toEqual(['Red Add']);
    expect(names((await get(p.owner, mine, '?type=creature')).body.adds)).toEqual(['Green Add']);
    const white = (await get(p.owner, mine, '?color=W&type=enchantment')).body;
    expect([names(white.adds), names(white.cuts)]).toEqual([[], ['Odd One']]);
    expect(names((await get(p.owner, mine, '?color=M')).body.adds)).toEqual([]);
  });

  it('is stale after the cube or the public cubes change, and computed again', async () => {
    expect((await save(t.app, p.owner, mine, [{ type: 'add', card: { name: 'Red Add' } }])).status).toBe(200);
    const stale = (await get(p.owner, mine)).body;
    expect(stale.status).toBe('stale');
    expect(names(stale.adds)).toEqual(['Green Add']);
    await drain();
    expect((await get(p.owner, mine)).body.status).toBe('ready');

    await cubeOf(p.stranger, 'public', [...CORE, 'Green Add']);
    expect((await get(p.owner, mine)).body.status).toBe('stale');
    await drain();
    const fresh = (await get(p.owner, mine)).body;
    expect(fresh).toMatchObject({ status: 'ready', publicCubes: 5, similarCubes: 5 });
    expect(fresh.adds[0]).toMatchObject({
      name: 'Green Add',
      reason: 'in 80% of the 5 cubes most like yours',
    });
    expect(JSON.stringify(fresh)).not.toContain('Secret Card');
  });
});
