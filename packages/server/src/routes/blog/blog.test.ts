import {
  type Notification,
  notificationHref,
  POST_BURST,
  POST_CONTENT_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from '@cubewright/core/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, adds, call, createCube, type Person, save } from '../../../test/cube-requests';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import {
  cubePerVisibility,
  insertRoles,
  type People,
  ROLES,
  type Role,
  sees,
  VISIBILITIES,
  type Visibility,
} from '../../../test/role-bed';
import { workerOf } from '../../services/jobs/worker';

// A cube's blog, written from the rules: owner and editors write, whoever sees the cube reads
// (a private cube's posts stay private), followers hear of a new post, a save can publish a changelog
// post, and posting is rate-limited. The Atom feeds are in feeds.test.ts.

describe(`cube blog (${testDbKind})`, () => {
  let t: TestApp;
  let p: People;
  let cubes: Record<Visibility, string>;
  const as = (
    who: Person | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) => call<AnyBody>(t.app, who, method, url, body);
  const person = (who: Role) => (who === 'guest' ? null : p[who]);
  const drain = () => workerOf(t.database)!.drain();
  /** Moves every post out of the rate-limit window. */
  const agePosts = () =>
    t.database.db.execute(sql`update cube_posts set created_at = created_at - interval '1 hour'`);
  const write = async (who: Person, cubeId: string, title = 'News', content = 'Body') => {
    const res = await as(who, 'POST', `/api/cubes/${cubeId}/posts`, { title, content });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.post.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertRoles(t);
    cubes = await cubePerVisibility(t.app, p, 'Blog');
  });
  afterAll(() => t?.close());

  describe('permission matrix', () => {
    const writes = (who: Role) => who === 'owner' || who === 'editor';
    for (const visibility of VISIBILITIES) {
      for (const who of ROLES) {
        it(`${who} on a ${visibility} cube`, async () => {
          const cubeId = cubes[visibility]!;
          const own = await write(p.owner, cubeId, `Owner post for ${who}`);
          const list = await as(person(who), 'GET', `/api/cubes/${cubeId}/posts`);
          expect(list.status).toBe(sees(who, visibility) ? 200 : 404);
          const one = await as(person(who), 'GET', `/api/cubes/${cubeId}/posts/${own}`);
          expect(one.status).toBe(sees(who, visibility) ? 200 : 404);
          if (list.status === 200) {
            expect(list.body.canPost).toBe(writes(who));
            expect(list.body.posts.map((x: AnyBody) => x.title)).toContain(`Owner post for ${who}`);
          }
          // Writing: 401 for guests, 404 for those who may not see the cube, 403 for the rest but owner/editor.
          const want = (ok: number) =>
            who === 'guest' ? 401 : !sees(who, visibility) ? 404 : writes(who) ? ok : 403;
          const made = await as(person(who), 'POST', `/api/cubes/${cubeId}/posts`, {
            title: 'Mine',
            content: 'x',
          });
          expect(made.status, JSON.stringify(made.body)).toBe(want(201));
          const edited = await as(person(who), 'PATCH', `/api/cubes/${cubeId}/posts/${own}`, {
            title: 'Edited',
          });
          expect(edited.status).toBe(want(200));
          const removed = await as(person(who), 'DELETE', `/api/cubes/${cubeId}/posts/${own}`);
          expect(removed.status).toBe(want(204));
          await agePosts();
        });
      }
    }
  });

  it('notifies followers of a new post, not its author', async () => {
    expect((await as(p.stranger, 'PUT', `/api/follows/${cubes.public}`)).status).toBe(200);
    expect((await as(p.editor, 'PUT', `/api/follows/${cubes.public}`)).status).toBe(200);
    await drain();
    await write(p.editor, cubes.public!, 'Season two', 'What changes: [[Lightning Bolt]]');
    await drain();
    const titles = async (who: Person) =>
      (await as(who, 'GET', '/api/notifications')).body.notifications.map(
        (n: AnyBody) => `${n.title} | ${n.message}`,
      ) as string[];
    expect(await titles(p.stranger)).toContain('Blog public: new blog post | Season two');
    expect(await titles(p.editor)).not.toContain('Blog public: new blog post | Season two');
    // It leads to the Blog tab, where the post is, not to the cube's list.
    const notice = (await as(p.stranger, 'GET', '/api/notifications')).body.notifications.find(
      (n: AnyBody) => n.message === 'Season two',
    ) as Notification;
    expect(notice.actionUrl).toBe(`/cubes/${cubes.public}/blog`);
    expect(notificationHref(notice)).toBe(`/cubes/${cubes.public}/blog`);
    await agePosts();
  });

  it('publishes a save as a changelog post when asked, and only then', async () => {
    const cubeId = cubes.unlisted!;
    expect((await save(t.app, p.owner, cubeId, adds(['Shock']))).status).toBe(200);
    const quiet = await as(p.owner, 'GET', `/api/cubes/${cubeId}/posts`);
    expect(quiet.body.posts.some((x: AnyBody) => x.kind === 'changelog')).toBe(false);
    const cube = await as(p.owner, 'GET', `/api/cubes/${cubeId}`);
    const saved = await as(p.editor, 'POST', `/api/cubes/${cubeId}/changes`, {
      baseVersion: cube.body.cube.version,
      ops: adds(['Lightning Bolt', 'Counterspell']),
      summary: 'Two classics',
      changelog: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const posts = (await as(null, 'GET', `/api/cubes/${cubeId}/posts`)).body.posts;
    expect(posts[0]).toMatchObject({
      kind: 'changelog',
      title: 'Changelog: +2 -0',
      author: { username: p.editor.username },
    });
    expect(posts[0].content).toBe('Two classics\n\n**Added (2):** [[Lightning Bolt]], [[Counterspell]]');
    await agePosts();
  });

  it(`refuses the ${POST_BURST + 1}th post in the window with 429`, async () => {
    for (let i = 0; i < POST_BURST; i++) await write(p.owner, cubes.public!, `Burst ${i}`);
    const over = await as(p.owner, 'POST', `/api/cubes/${cubes.public}/posts`, {
      title: 'More',
      content: '',
    });
    expect(over.status).toBe(429);
    await agePosts();
    expect(
      (await as(p.owner, 'POST', `/api/cubes/${cubes.public}/posts`, { title: 'Later', content: '' })).status,
    ).toBe(201);
    await agePosts();
  });

  it(`lets through at most ${POST_BURST} of many posts sent at once`, async () => {
    const sent = await Promise.all(
      Array.from({ length: POST_BURST * 3 }, (_, i) =>
        as(p.owner, 'POST', `/api/cubes/${cubes.public}/posts`, { title: `At once ${i}`, content: '' }),
      ),
    );
    const statuses = sent.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(POST_BURST);
    expect(statuses.filter((s) => s === 429)).toHaveLength(POST_BURST * 2);
    await agePosts();
  });

  it('pages posts newest first', async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Paged', visibility: 'public' });
    for (let i = 0; i < 23; i++) {
      await write(p.owner, cubeId, `Post ${i}`);
      await agePosts();
    }
    const first = await as(null, 'GET', `/api/cubes/${cubeId}/posts`);
    expect(first.body.posts).toHaveLength(20);
    expect(first.body.posts[0].title).toBe('Post 22');
    const next = await as(
      null,
      'GET',
      `/api/cubes/${cubeId}/posts?before=${encodeURIComponent(first.body.nextBefore)}`,
    );
    expect(next.body.posts.map((x: AnyBody) => x.title)).toEqual(['Post 2', 'Post 1', 'Post 0']);
    expect(next.body.nextBefore).toBeNull();
  });

  it('answers bad input with 400 and missing posts with 404', async () => {
    const url = `/api/cubes/${cubes.public}/posts`;
    for (const body of [
      {},
      { title: '', content: 'x' },
      { title: 'x'.repeat(POST_TITLE_MAX_LENGTH + 1), content: '' },
      { title: 'ok', content: 'x'.repeat(POST_CONTENT_MAX_LENGTH + 1) },
      { title: 'ok', content: 5 },
      { title: 'ok', content: '', kind: 'changelog' },
    ]) {
      expect((await as(p.owner, 'POST', url, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const id = await write(p.owner, cubes.public!);
    expect((await as(p.owner, 'PATCH', `${url}/${id}`, {})).status).toBe(400);
    expect((await as(p.owner, 'GET', `${url}?before=yesterday`)).status).toBe(400);
    expect((await as(p.owner, 'GET', `${url}/no-such-post`)).status).toBe(404);
    // A post of another cube is not found under this one.
    expect((await as(p.owner, 'DELETE', `/api/cubes/${cubes.unlisted}/posts/${id}`)).status).toBe(404);
    // Deleting a post takes its comments with it.
    expect((await as(p.stranger, 'POST', `/api/comments/post/${id}`, { text: 'First!' })).status).toBe(201);
    expect((await as(p.owner, 'DELETE', `${url}/${id}`)).status).toBe(204);
    expect((await as(p.stranger, 'GET', `/api/comments/post/${id}`)).status).toBe(404);
    const counted = await t.database.db.execute(
      sql`select count(*)::int as n from comments where target_id = ${id}`,
    );
    const [left] = (counted as unknown as { rows: { n: number }[] }).rows;
    expect(left?.n).toBe(0);
    await agePosts();
  });
});
