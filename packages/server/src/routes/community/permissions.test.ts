import { VISIBILITIES, type Visibility } from '@cubewright/core/cube';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople, insertPerson } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { createEvent } from '../../../test/record-requests';
import { comments, cubePosts, profiles } from '../../db/schema';
import { newId } from '../../services/cubes/ids';
import { workerOf } from '../../services/jobs/worker';

// The permission matrix of the community routes that came after the cube matrix (blog posts, the Atom
// feed, comments and their moderation, likes, P1P1, events read): every role x visibility x endpoint. The
// follower followed while the cube was public (it is then made unlisted or private), the moderator is
// a moderator but no admin. A refused answer must not carry the cube's text either: every cube's posts,
// comments and event hold a marker, and no refused body (nor the featured feed, nor a follower's
// notifications) may contain the private one. Expected statuses are written out from the spec's rules.

type Role = 'guest' | 'stranger' | 'follower' | 'editor' | 'owner' | 'moderator' | 'admin';
const ROLES: Role[] = ['guest', 'stranger', 'follower', 'editor', 'owner', 'moderator', 'admin'];
type Rule = 'view' | 'guestView' | 'signedInView' | 'post' | 'commentAuthor' | 'commentDelete' | 'moderate';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Cell {
  cubeId: string;
  postId: string;
  /** A comment the editor wrote on the cube's thread (fresh for each person). */
  commentId: string;
  eventId: string;
}

const ENDPOINTS: {
  name: string;
  rule: Rule;
  ok: number;
  request: (c: Cell) => [Method, string, unknown?];
}[] = [
  { name: 'list posts', rule: 'view', ok: 200, request: (c) => ['GET', `/api/cubes/${c.cubeId}/posts`] },
  {
    name: 'read a post',
    rule: 'view',
    ok: 200,
    request: (c) => ['GET', `/api/cubes/${c.cubeId}/posts/${c.postId}`],
  },
  // A feed reader has no session, so the feed is built for a guest: a private cube has none, for anyone.
  {
    name: 'atom feed',
    rule: 'guestView',
    ok: 200,
    request: (c) => ['GET', `/api/cubes/${c.cubeId}/feed.atom`],
  },
  {
    name: 'write a post',
    rule: 'post',
    ok: 201,
    request: (c) => ['POST', `/api/cubes/${c.cubeId}/posts`, { title: 'T', content: 'C' }],
  },
  {
    name: 'edit a post',
    rule: 'post',
    ok: 200,
    request: (c) => ['PATCH', `/api/cubes/${c.cubeId}/posts/${c.postId}`, { title: 'Edited' }],
  },
  {
    name: 'delete a post',
    rule: 'post',
    ok: 204,
    request: (c) => ['DELETE', `/api/cubes/${c.cubeId}/posts/${c.postId}`],
  },
  { name: 'cube thread', rule: 'view', ok: 200, request: (c) => ['GET', `/api/comments/cube/${c.cubeId}`] },
  { name: 'post thread', rule: 'view', ok: 200, request: (c) => ['GET', `/api/comments/post/${c.postId}`] },
  {
    name: 'comment on the cube',
    rule: 'signedInView',
    ok: 201,
    request: (c) => ['POST', `/api/comments/cube/${c.cubeId}`, { text: 'Hi' }],
  },
  {
    name: 'comment on a post',
    rule: 'signedInView',
    ok: 201,
    request: (c) => ['POST', `/api/comments/post/${c.postId}`, { text: 'Hi' }],
  },
  {
    name: 'reply',
    rule: 'signedInView',
    ok: 201,
    request: (c) => ['POST', `/api/comments/cube/${c.cubeId}`, { text: 'Re', parentId: c.commentId }],
  },
  {
    name: 'edit a comment',
    rule: 'commentAuthor',
    ok: 200,
    request: (c) => ['PATCH', `/api/comments/${c.commentId}`, { text: 'Changed' }],
  },
  {
    name: 'delete a comment',
    rule: 'commentDelete',
    ok: 204,
    request: (c) => ['DELETE', `/api/comments/${c.commentId}`],
  },
  {
    name: 'report a comment',
    rule: 'signedInView',
    ok: 204,
    request: (c) => ['POST', `/api/comments/${c.commentId}/report`, { reason: 'spam' }],
  },
  {
    name: 'hide a comment',
    rule: 'moderate',
    ok: 200,
    request: (c) => ['POST', `/api/admin/comments/${c.commentId}/hide`],
  },
  {
    name: 'restore a comment',
    rule: 'moderate',
    ok: 200,
    request: (c) => ['POST', `/api/admin/comments/${c.commentId}/restore`],
  },
  { name: 'like status', rule: 'view', ok: 200, request: (c) => ['GET', `/api/likes/${c.cubeId}`] },
  { name: 'like', rule: 'signedInView', ok: 200, request: (c) => ['PUT', `/api/likes/${c.cubeId}`] },
  { name: 'unlike', rule: 'signedInView', ok: 200, request: (c) => ['DELETE', `/api/likes/${c.cubeId}`] },
  // P1P1 on these cubes, which hold no cards: whoever may view one is told it deals no pack (422).
  { name: 'P1P1 pack', rule: 'view', ok: 422, request: (c) => ['GET', `/api/cubes/${c.cubeId}/p1p1/5`] },
  {
    name: 'P1P1 vote',
    rule: 'signedInView',
    ok: 422,
    request: (c) => ['PUT', `/api/cubes/${c.cubeId}/p1p1/5/vote`, { pick: 0 }],
  },
  { name: 'P1P1 thread', rule: 'view', ok: 200, request: (c) => ['GET', `/api/comments/p1p1/${c.cubeId}:5`] },
  { name: 'list events', rule: 'view', ok: 200, request: (c) => ['GET', `/api/cubes/${c.cubeId}/events`] },
  {
    name: 'read an event',
    rule: 'view',
    ok: 200,
    request: (c) => ['GET', `/api/cubes/${c.cubeId}/events/${c.eventId}`],
  },
];

const sees = (who: Role, visibility: Visibility) =>
  visibility !== 'private' || who === 'owner' || who === 'editor' || who === 'admin';

function expected(rule: Rule, ok: number, who: Role, visibility: Visibility): number {
  if (rule === 'guestView') return sees('guest', visibility) ? ok : 404;
  if (rule !== 'view' && who === 'guest') return 401;
  // The moderators' actions refuse everyone else by role first (403), as their queue does.
  if (rule === 'moderate' && who !== 'moderator' && who !== 'admin') return 403;
  if (!sees(who, visibility)) return 404;
  const allowed: Record<Rule, Role[]> = {
    view: ROLES,
    guestView: ROLES,
    signedInView: ROLES,
    post: ['editor', 'owner'],
    commentAuthor: ['editor'],
    commentDelete: ['editor', 'owner', 'moderator', 'admin'],
    moderate: ['moderator', 'admin'],
  };
  return allowed[rule].includes(who) ? ok : 403;
}

const marker = (visibility: Visibility) => `Marker-${visibility}-7f3a`;

describe(`community permission matrix (${testDbKind})`, () => {
  let t: TestApp;
  let p: Record<Exclude<Role, 'guest'>, Person>;
  const cubes = {} as Record<Visibility, string>;
  const events = {} as Record<Visibility, string>;
  const as = (who: Role, method: Method, url: string, body?: unknown) =>
    call<AnyBody>(t.app, who === 'guest' ? null : p[who], method, url, body);
  /** Moves posts and comments out of their rate-limit windows. */
  const age = async () => {
    await t.database.db.execute(sql`update comments set created_at = created_at - interval '1 hour'`);
    await t.database.db.execute(sql`update cube_posts set created_at = created_at - interval '1 hour'`);
  };

  /** The owner's and the editor's user ids, who write each cell's post and comment. */
  const authors = { owner: '', editor: '' };
  const userIdOf = async (who: Person) =>
    (await t.database.db.select().from(profiles).where(eq(profiles.username, who.username)))[0]!.userId;

  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false });
    // The people are written straight into the database (test/factories.ts): the matrix tests what they
    // may do, not how they signed up.
    const people = await insertPeople(t);
    const moderator = await insertPerson(t, 'mod', { moderator: true });
    const follower = await insertPerson(t, 'follower');
    p = { ...people, moderator, follower };
    authors.owner = await userIdOf(p.owner);
    authors.editor = await userIdOf(p.editor);
    for (const visibility of VISIBILITIES) {
      const id = await createCube(t.app, p.owner, { name: `Matrix ${visibility}`, visibility: 'public' });
      cubes[visibility] = id;
      expect((await as('owner', 'POST', `/api/cubes/${id}/collaborators`, { user: 'editor' })).status).toBe(
        201,
      );
      expect((await as('follower', 'PUT', `/api/follows/${id}`)).status).toBe(200);
      const early = await as('follower', 'POST', `/api/comments/cube/${id}`, { text: 'Said while public' });
      expect(early.status).toBe(201);
      const read = await as('owner', 'GET', `/api/cubes/${id}?cardData=false`);
      const patched = await as('owner', 'PATCH', `/api/cubes/${id}`, {
        visibility,
        settingsVersion: read.body.cube.settingsVersion,
      });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      // The marked text is written after the cube became private: a follower must not hear of it.
      const post = await as('owner', 'POST', `/api/cubes/${id}/posts`, {
        title: `${marker(visibility)} post`,
        content: `${marker(visibility)} body`,
      });
      expect(post.status).toBe(201);
      // A reply to the follower's comment: one who may no longer view the cube must not be told of it.
      const said = await as('editor', 'POST', `/api/comments/cube/${id}`, {
        text: `${marker(visibility)} said`,
        parentId: early.body.comment.id,
      });
      expect(said.status).toBe(201);
      expect((await as('owner', 'POST', `/api/comments/${said.body.comment.id}/report`, {})).status).toBe(
        204,
      );
      events[visibility] = (
        await createEvent(t.app, p.owner, id, ['alice', 'bob'], { name: `${marker(visibility)} event` })
      ).id;
      await as('admin', 'PATCH', `/api/cubes/${id}`, { isFeatured: true });
    }
    await workerOf(t.database)!.drain();
  });
  afterAll(() => t?.close());

  /**
   * A post by the owner and a comment by the editor of the cube's own for one cell, so writes in one cell
   * do not change another; written straight into the database an hour back, out of the rate-limit
   * windows (writing them is tested by the matrix's own cells and by the blog and comments suites).
   */
  async function freshCell(visibility: Visibility): Promise<Cell> {
    const cubeId = cubes[visibility];
    const hourAgo = new Date(Date.now() - 3_600_000);
    const postId = newId();
    const commentId = newId();
    await t.database.db.insert(cubePosts).values({
      id: postId,
      cubeId,
      authorId: authors.owner,
      title: 'Cell',
      content: 'x',
      createdAt: hourAgo,
      updatedAt: hourAgo,
    });
    await t.database.db.insert(comments).values({
      id: commentId,
      targetKind: 'cube',
      targetId: cubeId,
      cubeId,
      authorId: authors.editor,
      text: 'cell comment',
      createdAt: hourAgo,
    });
    return { cubeId, postId, commentId, eventId: events[visibility] };
  }

  // First, before the matrix's cells fill the follower's notifications and the queue past a page.
  it("keeps a private cube's text out of the featured feed, the moderators' queue and followers' notifications", async () => {
    const feed = await t.app.inject({ method: 'GET', url: '/api/community/featured.atom' });
    expect(feed.statusCode).toBe(200);
    const atom = feed.body;
    // The featured feed lists cubes (all three are featured), so it is their names that must not show.
    expect(atom).toContain('Matrix public');
    expect(atom).not.toContain('Matrix unlisted');
    expect(atom).not.toContain('Matrix private');
    expect(atom).not.toContain('Marker-');

    const queue = async (who: Role) => JSON.stringify((await as(who, 'GET', '/api/admin/comments')).body);
    expect(await queue('moderator')).toContain(marker('public'));
    expect(await queue('moderator')).not.toContain(marker('private'));
    expect(await queue('admin')).toContain(marker('private'));
    for (const who of ['guest', 'stranger', 'follower', 'editor', 'owner'] as const) {
      const res = await as(who, 'GET', '/api/admin/comments');
      expect(res.status, who).toBe(who === 'guest' ? 401 : 403);
      expect(JSON.stringify(res.body)).not.toContain('Marker-');
    }

    await workerOf(t.database)!.drain();
    const heard = JSON.stringify((await as('follower', 'GET', '/api/notifications')).body);
    expect(heard).toContain(marker('public'));
    expect(heard).toContain(marker('unlisted'));
    expect(heard).not.toContain(marker('private'));
    expect(heard).toContain('replied to your comment in \\"Matrix unlisted\\"');
    expect(heard).not.toContain('Matrix private');
  });

  for (const visibility of VISIBILITIES) {
    for (const endpoint of ENDPOINTS) {
      it(`${endpoint.name} on a ${visibility} cube`, async () => {
        const got: Record<string, number> = {};
        const want: Record<string, number> = {};
        for (const who of ROLES) {
          const [method, url, body] = endpoint.request(await freshCell(visibility));
          const res = await t.app.inject({
            method,
            url,
            headers: who === 'guest' ? {} : { cookie: p[who].cookie },
            ...(body === undefined ? {} : { payload: body as object }),
          });
          got[who] = res.statusCode;
          want[who] = expected(endpoint.rule, endpoint.ok, who, visibility);
          if (res.statusCode >= 400) expect(res.body, `${who} ${method} ${url}`).not.toContain('Marker-');
        }
        expect(got).toEqual(want);
        await age();
      });
    }
  }
});
