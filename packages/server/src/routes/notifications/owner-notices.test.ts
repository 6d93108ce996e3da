import { ManualClock } from '@cubewright/core/clock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person, patchSettings } from '../../../test/cube-requests';
import { createDraft, draftableCube, playToEnd } from '../../../test/draft-bed';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { createEvent, pairNext, resultUrl } from '../../../test/record-requests';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { workerOf } from '../../services/jobs/worker';

// Owners and authors hear what happens to their things (issue 30): comments, followers, likes once a
// day, each through the channel they chose (app, daily e-mail, off), never about a cube they can no
// longer see. The daily round runs on the app's ManualClock; the e-mail arrives at a local SMTP server.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe(`owner notices (${testDbKind})`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  // Midnight plus ten minutes: the next daily round is 50 minutes away, the next day's 24 hours.
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 0, 10));
  const as = (who: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, who, method, url, body);
  const notices = async (who: Person) =>
    (await as(who, 'GET', '/api/notifications')).body.notifications as {
      title: string;
      message: string;
      actionUrl: string | null;
    }[];
  /**
   * Advances the clock (the worker's hourly timer queues the daily round on the worker's chain) and runs
   * what is due. Synchronously: advanceAsync would yield once per firing of the worker's 1 s poll timer,
   * 86,400 times a day.
   */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await workerOf(t.database)!.drain();
  };

  /** To `minutes` past the next midnight UTC (the daily round of that hour runs). */
  const toNextDay = async (minutes: number) => {
    const next = Math.floor(clock.now() / DAY) * DAY + DAY + minutes * 60_000;
    await advance(next - clock.now());
  };
  // Each test starts on a new day, out of the last test's comment rate-limit window.
  beforeEach(() => toNextDay(10));

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({
      clock,
      draftWorker: false,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Cubewright <test@cubewright.local>' },
    });
    p = await insertPeople(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tells the owner of a follower once, however often the follow is toggled', async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Toggled Cube', visibility: 'public' });
    for (let i = 0; i < 100; i++) {
      expect((await as(p.stranger, 'PUT', `/api/follows/${cubeId}`, {})).status).toBe(200);
      expect((await as(p.stranger, 'DELETE', `/api/follows/${cubeId}`)).status).toBe(200);
    }
    const told = (await notices(p.owner)).filter((n) => n.title.includes('followed "Toggled Cube"'));
    expect(told).toEqual([
      expect.objectContaining({
        title: `${p.stranger.username} followed "Toggled Cube"`,
        actionUrl: `/cubes/${cubeId}`,
      }),
    ]);
    // The follower is not told of their own follow.
    expect((await notices(p.stranger)).some((n) => n.title.includes('followed'))).toBe(false);
  });

  it('sums likes up once a day, never one notice per like', async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Liked Cube', visibility: 'public' });
    for (let i = 0; i < 100; i++) {
      await as(p.stranger, 'PUT', `/api/likes/${cubeId}`);
      await as(p.stranger, 'DELETE', `/api/likes/${cubeId}`);
    }
    expect((await as(p.stranger, 'PUT', `/api/likes/${cubeId}`)).status).toBe(200);
    expect((await as(p.editor, 'PUT', `/api/likes/${cubeId}`)).status).toBe(200);
    const liked = async () => (await notices(p.owner)).filter((n) => n.title.includes('"Liked Cube"'));
    expect(await liked()).toEqual([]);
    await advance(HOUR);
    expect(await liked()).toEqual([
      expect.objectContaining({
        title: '2 new likes on "Liked Cube"',
        message: `Liked by ${p.stranger.username}, ${p.editor.username}.`,
      }),
    ]);
    // Taken back and given again: already told, so the next days bring nothing new.
    await as(p.stranger, 'DELETE', `/api/likes/${cubeId}`);
    await as(p.stranger, 'PUT', `/api/likes/${cubeId}`);
    await advance(DAY);
    expect(await liked()).toHaveLength(1);
  });

  it('tells the cube owner and a post author of comments, linking to the exact comment', async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Talked Cube', visibility: 'public' });
    expect(
      (await as(p.owner, 'POST', `/api/cubes/${cubeId}/collaborators`, { user: p.editor.username })).status,
    ).toBeLessThan(300);
    const post = await as(p.editor, 'POST', `/api/cubes/${cubeId}/posts`, {
      title: 'Why Bolt',
      content: 'x',
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const postId = post.body.post.id as string;

    const onCube = await as(p.stranger, 'POST', `/api/comments/cube/${cubeId}`, { text: 'Lovely [[Opt]]' });
    expect(onCube.status).toBe(201);
    const cubeNotice = (await notices(p.owner)).find((n) => n.title.includes('commented on the cube'));
    expect(cubeNotice).toMatchObject({
      title: `${p.stranger.username} commented on the cube`,
      message: `${p.stranger.username} commented on the cube in "Talked Cube": Lovely Opt`,
      actionUrl: `/cubes/${cubeId}/blog#comment-${onCube.body.comment.id}`,
    });

    const onPost = await as(p.stranger, 'POST', `/api/comments/post/${postId}`, { text: 'Agreed' });
    const url = `/cubes/${cubeId}/blog/${postId}#comment-${onPost.body.comment.id}`;
    for (const who of [p.editor, p.owner]) {
      const n = (await notices(who)).find((x) => x.title.includes('commented on "Why Bolt"'));
      expect(n?.actionUrl, who.username).toBe(url);
    }
    // The author's own comment tells nobody about itself.
    const own = await as(p.editor, 'POST', `/api/comments/post/${postId}`, { text: 'Thanks' });
    expect(own.status).toBe(201);
    expect((await notices(p.editor)).filter((n) => n.title.startsWith(p.editor.username))).toEqual([]);
  });

  it('never tells someone who can no longer see the cube', async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Closing Cube', visibility: 'public' });
    const top = await as(p.stranger, 'POST', `/api/comments/cube/${cubeId}`, { text: 'Open for now' });
    expect((await patchSettings(t.app, p.owner, cubeId, { visibility: 'private' })).status).toBe(200);
    const reply = await as(p.owner, 'POST', `/api/comments/cube/${cubeId}`, {
      text: 'Closed now',
      parentId: top.body.comment.id,
    });
    expect(reply.status).toBe(201);
    expect((await notices(p.stranger)).some((n) => n.message.includes('Closing Cube'))).toBe(false);
  });

  it('keeps each kind where the user chose: the daily e-mail, or nowhere', async () => {
    const guest = await as(null, 'GET', '/api/account/notification-preferences');
    expect(guest.status).toBe(401);
    const bad = await as(p.owner, 'PUT', '/api/account/notification-preferences', { comments: 'loud' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('A channel is one of app, email or off');
    expect((await as(p.owner, 'GET', '/api/account/notification-preferences')).body).toEqual({
      channels: { comments: 'app', follows: 'app', likes: 'app', plays: 'app', proposals: 'app' },
    });
    const set = await as(p.owner, 'PUT', '/api/account/notification-preferences', {
      comments: 'email',
      follows: 'off',
    });
    expect(set.body.channels).toEqual({
      comments: 'email',
      follows: 'off',
      likes: 'app',
      plays: 'app',
      proposals: 'app',
    });

    const cubeId = await createCube(t.app, p.owner, { name: 'Quiet Cube', visibility: 'public' });
    const before = (await notices(p.owner)).length;
    await as(p.stranger, 'PUT', `/api/follows/${cubeId}`, {});
    const c = await as(p.stranger, 'POST', `/api/comments/cube/${cubeId}`, { text: 'Mail me maybe' });
    await as(p.editor, 'POST', `/api/comments/cube/${cubeId}`, { text: 'Second thought' });
    expect((await notices(p.owner)).length).toBe(before);

    // The same day: nothing is mailed yet.
    await advance(HOUR);
    expect(smtp.mails.filter((m) => m.to.includes(p.owner.email))).toEqual([]);
    // After midnight UTC the day's notices go in one e-mail.
    await advance(DAY);
    const mail = await smtp.waitFor(p.owner.email);
    expect(mail.text).toMatch(/^Subject: Cubewright: 2 things happened to your cubes/m);
    expect(mail.text).toContain(`${p.stranger.username} commented on the cube`);
    expect(mail.text).toContain(`/cubes/${cubeId}/blog#comment-${c.body.comment.id}`);
    expect(mail.text).toContain('Second thought');
    expect(mail.text).not.toContain('followed');
    // Sent once: the next day's round has nothing for the owner.
    await advance(DAY);
    expect(smtp.mails.filter((m) => m.to.includes(p.owner.email))).toHaveLength(1);
  });

  it('leaves out of the digest a cube the reader can no longer see', async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Going Dark', visibility: 'public' });
    await as(p.stranger, 'PUT', '/api/account/notification-preferences', { comments: 'email' });
    const top = await as(p.stranger, 'POST', `/api/comments/cube/${cubeId}`, { text: 'Hello' });
    await as(p.owner, 'POST', `/api/comments/cube/${cubeId}`, { text: 'Hi', parentId: top.body.comment.id });
    const open = await createCube(t.app, p.editor, { name: 'Still Open', visibility: 'public' });
    const mine = await as(p.stranger, 'POST', `/api/comments/cube/${open}`, { text: 'Me too' });
    await as(p.editor, 'POST', `/api/comments/cube/${open}`, { text: 'Yes', parentId: mine.body.comment.id });
    // Both replies wait for the digest; then one cube goes private.
    expect((await patchSettings(t.app, p.owner, cubeId, { visibility: 'private' })).status).toBe(200);
    await advance(DAY);
    const mail = await smtp.waitFor(p.stranger.email);
    expect(mail.text).toContain('Still Open');
    expect(mail.text).not.toContain('Going Dark');
  });

  it("tells the cube's owner when someone's draft of it finishes", async () => {
    const cubeId = await draftableCube(t.app, p.owner, 40, { name: 'Drafted Cube', visibility: 'public' });
    const draftId = await createDraft(t.app, p.stranger, cubeId, { seats: 2, packs: 1, cardsPerPack: 3 });
    expect((await as(p.stranger, 'POST', `/api/drafts/${draftId}/start`)).status).toBe(200);
    const finished = async (who: Person) =>
      (await notices(who)).filter((n) => n.title === 'A draft of "Drafted Cube" finished');
    expect(await finished(p.owner)).toEqual([]);
    await playToEnd(t.app, [p.stranger], draftId);
    await expect
      .poll(() => finished(p.owner))
      .toEqual([expect.objectContaining({ actionUrl: `/draft/complete/${draftId}` })]);
    expect(await finished(p.stranger)).toEqual([]);
  });

  it("tells the cube's owner when an event of it finishes", async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Played Cube', visibility: 'public' });
    await as(p.owner, 'POST', `/api/cubes/${cubeId}/collaborators`, { user: p.editor.username });
    const event = await createEvent(t.app, p.editor, cubeId, [p.stranger, p.admin], { rounds: 1 });
    const paired = await pairNext(t.app, p.editor, cubeId, event.id);
    const match = paired.matches.find((m) => m.b !== null)!;
    const told = async () => (await notices(p.owner)).filter((n) => n.title === '"Friday night" finished');
    // One side's report is not the end: the match waits for the other's.
    const a =
      match.a === paired.players.find((x) => x.name === p.stranger.username)?.id ? p.stranger : p.admin;
    expect((await as(a, 'POST', resultUrl(cubeId, event.id, match.id), { aWins: 2, bWins: 1 })).status).toBe(
      200,
    );
    const b = a === p.stranger ? p.admin : p.stranger;
    expect((await as(b, 'POST', resultUrl(cubeId, event.id, match.id), { aWins: 2, bWins: 1 })).status).toBe(
      200,
    );
    await expect.poll(told).toEqual([
      expect.objectContaining({
        message: 'The event "Friday night" of your cube "Played Cube" is over: see the standings.',
        actionUrl: `/cubes/${cubeId}/records/${event.id}`,
      }),
    ]);
  });
});
