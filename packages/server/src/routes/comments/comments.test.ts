import { COMMENT_BURST, COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '@cubewright/core/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../../test/cube-requests';
import { createDraft, draftableCube, playToEnd } from '../../../test/draft-bed';
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
import { signUp } from '../../../test/sign-up';

// Comments on cubes, posts and decks, written from the rules (not from the policy module): who
// reads and writes a thread on each visibility, who edits and deletes, one level of replies with their
// notifications, reports reaching the moderators' queue, hiding and restoring, and the rate limit.

describe(`comments (${testDbKind})`, () => {
  let t: TestApp;
  let p: People;
  let cubes: Record<Visibility, string>;
  const as = (who: Person | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    call<AnyBody>(t.app, who, method, url, body);
  const person = (who: Role) => (who === 'guest' ? null : p[who]);
  /** Moves every comment out of the rate-limit window, so tests that post a lot do not trip it. */
  const ageComments = () =>
    t.database.db.execute(sql`update comments set created_at = created_at - interval '10 minutes'`);
  const comment = async (who: Person, cubeId: string, text = 'A comment', parentId?: string) => {
    const res = await as(who, 'POST', `/api/comments/cube/${cubeId}`, { text, parentId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.comment.id as string;
  };
  const notificationsOf = async (who: Person) =>
    (await as(who, 'GET', '/api/notifications')).body.notifications as { title: string; actionUrl: string }[];

  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false });
    p = await insertRoles(t);
    cubes = await cubePerVisibility(t.app, p, 'Talk');
  });
  afterAll(() => t?.close());

  describe('who reads and writes a cube thread', () => {
    // A private cube's thread is invisible (404) to everyone but its people and admins, as the cube is.
    for (const visibility of VISIBILITIES) {
      for (const who of ROLES) {
        it(`${who} on a ${visibility} cube`, async () => {
          const url = `/api/comments/cube/${cubes[visibility]}`;
          const read = await as(person(who), 'GET', url);
          expect(read.status).toBe(sees(who, visibility) ? 200 : 404);
          if (read.status === 200) expect(read.body.canComment).toBe(who !== 'guest');
          const write = await as(person(who), 'POST', url, { text: `Hello from ${who}` });
          const want = who === 'guest' ? 401 : sees(who, visibility) ? 201 : 404;
          expect(write.status, JSON.stringify(write.body)).toBe(want);
          if (want === 401) expect(write.body.error).toBe(COMMENT_MESSAGES.signIn);
          if (want === 201) {
            const again = await as(p.owner, 'GET', url);
            expect(again.body.comments.map((c: AnyBody) => c.text)).toContain(`Hello from ${who}`);
          }
          await ageComments();
        });
      }
    }
  });

  it('lets the author edit; others get 403, and a private thread stays 404 to strangers', async () => {
    const id = await comment(p.stranger, cubes.public!, 'first words');
    for (const who of ['editor', 'owner', 'admin', 'moderator'] as const) {
      const res = await as(p[who], 'PATCH', `/api/comments/${id}`, { text: 'taken over' });
      expect(res.status, who).toBe(403);
      expect(res.body.error).toBe(COMMENT_MESSAGES.editAuthorOnly);
    }
    expect((await as(null, 'PATCH', `/api/comments/${id}`, { text: 'x' })).status).toBe(401);
    const edited = await as(p.stranger, 'PATCH', `/api/comments/${id}`, { text: 'better words' });
    expect(edited.status).toBe(200);
    expect(edited.body.comment).toMatchObject({ text: 'better words', canEdit: true });
    expect(edited.body.comment.editedAt).not.toBeNull();
    const hidden = await comment(p.editor, cubes.private!, 'internal note');
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await as(p.stranger, method, `/api/comments/${hidden}`, { text: 'x' });
      expect(res.status).toBe(404);
    }
    expect((await as(p.moderator, 'POST', `/api/comments/${hidden}/report`, {})).status).toBe(404);
    await ageComments();
  });

  it('lets the author, the cube owner and moderators delete; editors and strangers get 403', async () => {
    const cases: [Role, number][] = [
      ['guest', 401],
      ['editor', 403],
      ['admin', 204],
      ['moderator', 204],
      ['owner', 204],
      ['stranger', 204],
    ];
    for (const [who, want] of cases) {
      // Written by the stranger each time: the last case is the author deleting their own.
      const id = await comment(p.stranger, cubes.public!, `to delete by ${who}`);
      const res = await as(person(who), 'DELETE', `/api/comments/${id}`);
      expect(res.status, who).toBe(want);
      const thread = await as(p.owner, 'GET', `/api/comments/cube/${cubes.public}`);
      const texts = thread.body.comments.map((c: AnyBody) => c.text);
      expect(texts.includes(`to delete by ${who}`), who).toBe(want !== 204);
      await ageComments();
    }
    // A second stranger (not the author) may not delete.
    const id = await comment(p.stranger, cubes.public!, 'not yours');
    const intruder = await newPerson('intruder');
    expect((await as(intruder, 'DELETE', `/api/comments/${id}`)).status).toBe(403);
    await ageComments();
  });
  const newPerson = async (username: string): Promise<Person> => {
    const email = `${username}@example.com`;
    return {
      cookie: await signUp(t.app, { email, password: 'correct horse battery', username }),
      username,
      email,
    };
  };

  it('keeps replies one level deep and notifies the parent author and the cube owner', async () => {
    const top = await comment(p.stranger, cubes.public!, 'What about [[Lightning Bolt]]?');
    const reply = await comment(p.editor, cubes.public!, 'It stays', top);
    const deeper = await as(p.stranger, 'POST', `/api/comments/cube/${cubes.public}`, {
      text: 'deeper',
      parentId: reply,
    });
    expect(deeper.status).toBe(400);
    expect(deeper.body.error).toBe(COMMENT_MESSAGES.replyDepth);
    const elsewhere = await as(p.stranger, 'POST', `/api/comments/cube/${cubes.unlisted}`, {
      text: 'wrong thread',
      parentId: top,
    });
    expect(elsewhere.status).toBe(400);
    const ghost = await as(p.stranger, 'POST', `/api/comments/cube/${cubes.public}`, {
      text: 'to nobody',
      parentId: 'no-such-comment',
    });
    expect(ghost.status).toBe(404);
    const thread = await as(null, 'GET', `/api/comments/cube/${cubes.public}`);
    const mine = thread.body.comments.find((c: AnyBody) => c.id === top);
    expect(mine.replies.map((r: AnyBody) => r.text)).toEqual(['It stays']);
    for (const who of [p.stranger, p.owner]) {
      const titles = (await notificationsOf(who)).map((n) => n.title);
      expect(titles).toContain(`${p.editor.username} replied on the cube`);
    }
    const own = (await notificationsOf(p.stranger)).find((n) => n.title.includes('replied on the cube'));
    expect(own?.actionUrl).toBe(`/cubes/${cubes.public}/blog#comment-${reply}`);
    // The replier is not told of their own reply.
    expect((await notificationsOf(p.editor)).map((n) => n.title)).not.toContain(
      `${p.editor.username} replied on the cube`,
    );
    // Deleting the parent keeps the reply in place under a deleted stub.
    expect((await as(p.stranger, 'DELETE', `/api/comments/${top}`)).status).toBe(204);
    const after = await as(null, 'GET', `/api/comments/cube/${cubes.public}`);
    const stub = after.body.comments.find((c: AnyBody) => c.id === top);
    expect(stub).toMatchObject({ deleted: true, text: '' });
    expect(stub.replies).toHaveLength(1);
    await ageComments();
  });

  it('puts a reported comment in the moderators’ queue, where they hide and restore it', async () => {
    const id = await comment(p.stranger, cubes.public!, 'Buy cheap gold');
    const privateOne = await comment(p.editor, cubes.private!, 'Private spam');
    expect((await as(null, 'POST', `/api/comments/${id}/report`, { reason: 'spam' })).status).toBe(401);
    expect((await as(p.editor, 'POST', `/api/comments/${id}/report`, { reason: 'spam' })).status).toBe(204);
    expect((await as(p.owner, 'POST', `/api/comments/${id}/report`, {})).status).toBe(204);
    expect((await as(p.owner, 'POST', `/api/comments/${privateOne}/report`, { reason: 'x' })).status).toBe(
      204,
    );
    for (const who of [null, p.stranger, p.owner, p.editor]) {
      expect((await as(who, 'GET', '/api/admin/comments')).status).toBe(who ? 403 : 401);
      expect((await as(who, 'POST', `/api/admin/comments/${id}/hide`)).status).toBe(who ? 403 : 401);
    }
    const queue = await as(p.moderator, 'GET', '/api/admin/comments');
    expect(queue.status).toBe(200);
    const entry = queue.body.comments.find((c: AnyBody) => c.id === id);
    expect(entry).toMatchObject({
      reports: 2,
      reasons: ['spam'],
      cubeId: cubes.public,
      text: 'Buy cheap gold',
    });
    // A private cube's comment is for admins, as the cube is.
    expect(queue.body.comments.some((c: AnyBody) => c.id === privateOne)).toBe(false);
    const adminQueue = await as(p.admin, 'GET', '/api/admin/comments');
    expect(adminQueue.body.comments.some((c: AnyBody) => c.id === privateOne)).toBe(true);

    const hidden = await as(p.moderator, 'POST', `/api/admin/comments/${id}/hide`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.comment).toMatchObject({ hidden: true, text: 'Buy cheap gold' });
    const seen = async (who: Person | null) =>
      (await as(who, 'GET', `/api/comments/cube/${cubes.public}`)).body.comments.find(
        (c: AnyBody) => c.id === id,
      );
    expect(await seen(null)).toMatchObject({ hidden: true, text: '' });
    expect(await seen(p.stranger)).toMatchObject({ hidden: true, text: '', canEdit: false });
    expect(await seen(p.moderator)).toMatchObject({ hidden: true, text: 'Buy cheap gold' });
    // Its author is told it is hidden, not that someone else wrote it; others still hear the latter.
    expect(await as(p.stranger, 'PATCH', `/api/comments/${id}`, { text: 'Buy cheaper gold' })).toMatchObject({
      status: 403,
      body: { error: 'A moderator hid this comment, so it can no longer be edited' },
    });
    expect(await as(p.owner, 'PATCH', `/api/comments/${id}`, { text: 'x' })).toMatchObject({
      status: 403,
      body: { error: COMMENT_MESSAGES.editAuthorOnly },
    });
    const stillQueued = (await as(p.moderator, 'GET', '/api/admin/comments')).body.comments.find(
      (c: AnyBody) => c.id === id,
    );
    expect(stillQueued).toMatchObject({ hidden: true, lastReportedAt: null });

    expect((await as(p.moderator, 'POST', `/api/admin/comments/${id}/restore`)).status).toBe(200);
    expect(await seen(null)).toMatchObject({ hidden: false, text: 'Buy cheap gold' });
    const cleared = await as(p.moderator, 'GET', '/api/admin/comments');
    expect(cleared.body.comments.some((c: AnyBody) => c.id === id)).toBe(false);
    expect((await as(p.moderator, 'POST', '/api/admin/comments/no-such/hide')).status).toBe(404);
    await ageComments();
  });

  it(`lets through at most ${COMMENT_BURST} of many comments sent at once`, async () => {
    // The count and the insert are one step per writer: without it, requests sent together all read
    // the same count under the limit and all write.
    const writer = await newPerson('burst');
    const sent = await Promise.all(
      Array.from({ length: COMMENT_BURST * 3 }, (_, i) =>
        as(writer, 'POST', `/api/comments/cube/${cubes.public}`, { text: `at once ${i}` }),
      ),
    );
    const statuses = sent.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(COMMENT_BURST);
    expect(statuses.filter((s) => s === 429)).toHaveLength(COMMENT_BURST * 2);
    await ageComments();
  });

  it(`refuses the ${COMMENT_BURST + 1}th comment in a minute with 429, across threads`, async () => {
    const writer = await newPerson('chatty');
    for (let i = 0; i < COMMENT_BURST; i++) {
      const cubeId = i % 2 ? cubes.public! : cubes.unlisted!;
      expect((await as(writer, 'POST', `/api/comments/cube/${cubeId}`, { text: `line ${i}` })).status).toBe(
        201,
      );
    }
    const over = await as(writer, 'POST', `/api/comments/cube/${cubes.public}`, { text: 'one more' });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(COMMENT_MESSAGES.rateLimited);
    // Others are not slowed down by the chatty one.
    expect(
      (await as(p.stranger, 'POST', `/api/comments/cube/${cubes.public}`, { text: 'me too' })).status,
    ).toBe(201);
    await ageComments();
    expect((await as(writer, 'POST', `/api/comments/cube/${cubes.public}`, { text: 'later' })).status).toBe(
      201,
    );
    await ageComments();
  });

  it('answers bad input with 400 and unknown targets with 404', async () => {
    const url = `/api/comments/cube/${cubes.public}`;
    for (const body of [
      {},
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
      { text: 5 },
    ]) {
      const res = await as(p.stranger, 'POST', url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await as(p.stranger, 'POST', url, { text: 'ok', extra: 1 })).status).toBe(400);
    expect((await as(p.stranger, 'GET', `/api/comments/nothing/${cubes.public}`)).status).toBe(400);
    for (const target of ['cube/no-such-cube', 'post/no-such-post', 'deck/no-colon', 'deck/nodraft:1']) {
      expect((await as(p.stranger, 'GET', `/api/comments/${target}`)).status, target).toBe(404);
    }
  });

  it('comments on a finished draft’s deck, readable by whoever sees the cube', async () => {
    const cubeId = await draftableCube(t.app, p.owner, 16);
    const draftId = await createDraft(t.app, p.owner, cubeId, { seats: 2, packs: 1, cardsPerPack: 2 });
    const notYet = await as(p.stranger, 'POST', `/api/comments/deck/${draftId}:0`, { text: 'too early' });
    expect(notYet.status).toBe(404);
    expect((await as(p.owner, 'POST', `/api/drafts/${draftId}/start`)).status).toBe(200);
    await playToEnd(t.app, [p.owner], draftId);
    const res = await as(p.stranger, 'POST', `/api/comments/deck/${draftId}:0`, { text: 'Nice deck' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.comment.target).toEqual({ kind: 'deck', id: `${draftId}:0` });
    const thread = await as(null, 'GET', `/api/comments/deck/${draftId}:0`);
    expect(thread.body.comments.map((c: AnyBody) => c.text)).toEqual(['Nice deck']);
    expect((await as(null, 'GET', `/api/comments/deck/${draftId}:7`)).status).toBe(404);
    await ageComments();
  });
});
