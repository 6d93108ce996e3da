import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { createDraft, draftableCube } from '../../../test/draft-bed';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// /community/trending from the spec's formula (3 per new follow, 2 per draft, 1 per saved version, over
// the past 7 days), over HTTP against a real database: what counts, what falls out of the window, the
// order, and that cubes scoring 0 are left out.

describe(`trending cubes (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  const follow = async (who: Person, cubeId: string) =>
    expect((await call(t.app, who, 'PUT', `/api/follows/${cubeId}`)).status).toBe(200);
  /** Moves a follow out of the 7-day window. */
  const ageFollow = async (who: Person, cubeId: string) => {
    const id = (await call<AnyBody>(t.app, who, 'GET', '/api/session')).body.user.id as string;
    await t.database.db.execute(
      sql`update cube_follows set followed_at = now() - interval '8 days' where user_id = ${id} and cube_id = ${cubeId}`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
  });
  afterAll(() => t?.close());

  it('scores recent follows, drafts and saved versions, highest first, and leaves out cubes scoring 0', async () => {
    // Followed: two follows this week and one older (which counts among its followers only).
    const followed = await createCube(t.app, p.owner, { name: 'Followed', visibility: 'public' });
    await follow(p.stranger, followed);
    await follow(p.editor, followed);
    await follow(p.admin, followed);
    await ageFollow(p.admin, followed);
    // Drafted: one saved version after its creation, and one draft.
    const drafted = await draftableCube(t.app, p.owner, 80, { visibility: 'public' });
    await createDraft(t.app, p.owner, drafted, { seats: 2, bots: false, packs: 1, cardsPerPack: 3 });
    // Stale: only a follow from before the window. Quiet: only its creation (version 1 is no edit).
    const stale = await createCube(t.app, p.owner, { name: 'Stale', visibility: 'public' });
    await follow(p.stranger, stale);
    await ageFollow(p.stranger, stale);
    const quiet = await createCube(t.app, p.owner, { name: 'Quiet', visibility: 'public' });

    const res = await call<AnyBody>(t.app, null, 'GET', '/api/community/trending');
    expect(res.status).toBe(200);
    const shown = (
      res.body.cubes as { id: string; score: number; recent: unknown; followerCount: number }[]
    ).map((c) => ({ id: c.id, score: c.score, recent: c.recent, followerCount: c.followerCount }));
    expect(shown).toEqual([
      { id: followed, score: 6, recent: { follows: 2, drafts: 0, edits: 0 }, followerCount: 3 },
      { id: drafted, score: 3, recent: { follows: 0, drafts: 1, edits: 1 }, followerCount: 0 },
    ]);
    expect(shown.map((c) => c.id)).not.toContain(stale);
    expect(shown.map((c) => c.id)).not.toContain(quiet);
  });
});
