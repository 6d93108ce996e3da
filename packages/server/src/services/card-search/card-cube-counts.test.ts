import type { CubeWithCardsResponse } from '@cubewright/core/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adds,
  call,
  createCube,
  type Person,
  patchSettings,
  save,
  signUpPeople,
} from '../../../test/cube-requests';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { publicCubeCounts } from './cube-counts';

// card_cube_counts (migration 0016, ADR 0061) against a recount of its definition (listed cubes holding
// the card on their main board, each cube once) after each kind of change: adds with copies, removals of
// one copy and of the last, a move to the maybeboard, visibility, a moderator's hiding, deletion.

describe(`card counts of listed cubes, kept by triggers (${testDbKind})`, () => {
  let t: TestApp;
  let owner: Person;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signUpPeople(t.app)).owner;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The counter table (cards at 0 left out) and the recount, as card id -> count. */
  async function countsAndTruth() {
    const truth = await t.database.db.execute(sql`
      select cc.card_id, count(distinct cc.cube_id)::int as n from cube_cards cc
      join cubes k on k.id = cc.cube_id and k.visibility = 'public' and k.hidden_at is null
      where cc.board = 'main' group by cc.card_id`);
    const rows = (truth as unknown as { rows: { card_id: string; n: number }[] }).rows;
    return {
      counts: await publicCubeCounts(t.database.db),
      truth: Object.fromEntries(rows.map((r) => [r.card_id, r.n])),
    };
  }
  async function expectTrue(step: string, expected: Record<string, number>) {
    const { counts, truth } = await countsAndTruth();
    expect(truth, `${step}: the recount`).toEqual(expected);
    expect(counts, step).toEqual(truth);
  }
  const entries = async (cubeId: string) =>
    (await call<CubeWithCardsResponse>(t.app, owner, 'GET', `/api/cubes/${cubeId}?cardData=false`)).body
      .cards;

  it('follows every change of a listed cube, and only of listed cubes', async () => {
    const a = await createCube(t.app, owner, { name: 'A', visibility: 'public' });
    const b = await createCube(t.app, owner, { name: 'B', visibility: 'public' });
    const hidden = await createCube(t.app, owner, { name: 'Private', visibility: 'private' });
    expect((await save(t.app, owner, a, adds(['Bolt', 'Bolt', 'Opt']))).status).toBe(200);
    expect((await save(t.app, owner, b, adds(['Bolt']))).status).toBe(200);
    expect((await save(t.app, owner, hidden, adds(['Bolt', 'Ponder']))).status).toBe(200);
    await expectTrue('adds, two copies in one cube', { 'name:bolt': 2, 'name:opt': 1 });

    const [bolt1] = (await entries(a)).filter((c) => c.name === 'Bolt');
    expect((await save(t.app, owner, a, [{ type: 'remove', id: bolt1!.id }])).status).toBe(200);
    await expectTrue('one of two copies removed', { 'name:bolt': 2, 'name:opt': 1 });
    const [bolt2] = (await entries(a)).filter((c) => c.name === 'Bolt');
    expect((await save(t.app, owner, a, [{ type: 'move', id: bolt2!.id, board: 'maybe' }])).status).toBe(200);
    await expectTrue('last main copy moved to the maybeboard', { 'name:bolt': 1, 'name:opt': 1 });

    expect((await patchSettings(t.app, owner, hidden, { visibility: 'public' })).status).toBe(200);
    await expectTrue('a private cube made public', { 'name:bolt': 2, 'name:opt': 1, 'name:ponder': 1 });
    expect((await patchSettings(t.app, owner, b, { visibility: 'unlisted' })).status).toBe(200);
    await expectTrue('a public cube made unlisted', { 'name:bolt': 1, 'name:opt': 1, 'name:ponder': 1 });
    await t.database.db.execute(sql`update cubes set hidden_at = now() where id = ${a}`);
    await expectTrue('hidden by a moderator', { 'name:bolt': 1, 'name:ponder': 1 });
    await t.database.db.execute(sql`update cubes set hidden_at = null where id = ${a}`);
    await expectTrue('shown again', { 'name:bolt': 1, 'name:opt': 1, 'name:ponder': 1 });

    expect((await call(t.app, owner, 'DELETE', `/api/cubes/${hidden}`)).status).toBeLessThan(300);
    await expectTrue('a listed cube deleted', { 'name:opt': 1 });
  });
});
