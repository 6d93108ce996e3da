import { ManualClock } from '@cubewright/core/clock';
import { PROPOSAL_MESSAGES } from '@cubewright/core/cube';
import { PROPOSAL_API_MESSAGES, PROPOSALS_PER_DAY } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, adds, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPerson } from '../../../test/factories';
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

// Proposals (issue 31), from the rules: who reads, makes and decides proposals on each
// visibility (a private cube's proposals leak nothing to anyone who cannot see it), accepting some
// changes as one version credited to the proposer with the rest reported or declined, the notices
// both ways, the owner's switch and the daily limit.

const DAY = 24 * 60 * 60 * 1000;
/** Changes adding these cards, without reasons. */
const suggest = (names: string[]) => adds(names).map((op) => ({ op }));

describe(`proposals (${testDbKind})`, () => {
  let t: TestApp;
  let p: People;
  let cubes: Record<Visibility, string>;
  const clock = new ManualClock(Date.UTC(2026, 5, 1, 12));
  const as = (who: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call<AnyBody>(t.app, who, method, url, body);
  const person = (who: Role) => (who === 'guest' ? null : p[who]);
  const versionOf = async (cubeId: string) =>
    (await as(p.owner, 'GET', `/api/cubes/${cubeId}?cardData=false`)).body.cube.version as number;
  const cardsOf = async (cubeId: string) =>
    (await as(p.owner, 'GET', `/api/cubes/${cubeId}`)).body.cards as {
      id: string;
      name: string;
      board: string;
    }[];
  const propose = async (who: Person, cubeId: string, changes: unknown[], title = 'Tighten the curve') => {
    const res = await as(who, 'POST', `/api/cubes/${cubeId}/proposals`, {
      baseVersion: await versionOf(cubeId),
      title,
      reason: 'Some thoughts',
      changes,
    });
    return res;
  };
  const notificationsOf = async (who: Person) =>
    (await as(who, 'GET', '/api/notifications')).body.notifications as {
      title: string;
      message: string;
      actionUrl: string;
    }[];

  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false, clock });
    p = await insertRoles(t);
    cubes = await cubePerVisibility(t.app, p, 'Proposed');
    for (const v of VISIBILITIES)
      expect((await save(t.app, p.owner, cubes[v], adds(['Opt', 'Shock']))).status).toBe(200);
  });
  afterAll(() => t?.close());

  describe('the permission matrix', () => {
    /** The one proposal per visibility every role is asked about, by someone who sees the cube. */
    const subject = {} as Record<Visibility, { id: string; title: string }>;
    const proposer = (v: Visibility) => (v === 'private' ? p.admin : p.stranger);
    beforeAll(async () => {
      for (const v of VISIBILITIES) {
        const title = `Secret plan for ${v}`;
        const res = await propose(proposer(v), cubes[v], suggest(['Brainstorm']), title);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        subject[v] = { id: res.body.proposal.id, title };
      }
    });

    for (const visibility of VISIBILITIES) {
      for (const who of ROLES) {
        it(`${who} on a ${visibility} cube`, async () => {
          const me = person(who);
          const cubeId = cubes[visibility];
          const { id, title } = subject[visibility];
          const base = `/api/cubes/${cubeId}/proposals`;
          const seen = sees(who, visibility);
          const decider = who === 'owner' || who === 'editor';
          const isProposer = me !== null && me === proposer(visibility);
          const answers = {
            list: await as(me, 'GET', base),
            get: await as(me, 'GET', `${base}/${id}`),
            comments: await as(me, 'GET', `/api/comments/proposal/${id}`),
            comment: await as(me, 'POST', `/api/comments/proposal/${id}`, { text: `Thoughts from ${who}` }),
            create: await propose(me as Person, cubeId, suggest(['Ponder']), `From ${who}`),
            settings: await as(me, 'GET', `/api/cubes/${cubeId}/proposal-settings`),
            // Deciding the shared subject would change it for the others: deciders are checked on their own below.
            decline: decider ? null : await as(me, 'POST', `${base}/${id}/decline`, { note: 'no' }),
            // The proposer withdrawing would close the subject for the roles after them.
            withdraw: isProposer ? null : await as(me, 'POST', `${base}/${id}/withdraw`),
            setSettings: await as(me, 'PUT', `/api/cubes/${cubeId}/proposal-settings`, { welcome: 'anyone' }),
          };
          const reads = seen ? 200 : 404;
          const writes = (ok: number) => (who === 'guest' ? 401 : !seen ? 404 : ok);
          expect(answers.list.status).toBe(reads);
          expect(answers.get.status).toBe(reads);
          expect(answers.comments.status).toBe(reads);
          expect(answers.settings.status).toBe(reads);
          expect(answers.comment.status).toBe(writes(201));
          expect(answers.create.status, JSON.stringify(answers.create.body)).toBe(writes(201));
          if (answers.decline) expect(answers.decline.status).toBe(writes(403));
          if (answers.withdraw) expect(answers.withdraw.status).toBe(writes(403));
          expect(answers.setSettings.status).toBe(writes(who === 'owner' ? 200 : 403));
          if (seen) {
            expect(answers.list.body.proposals.map((x: AnyBody) => x.id)).toContain(id);
            expect(answers.get.body.proposal).toMatchObject({
              title,
              canDecide: decider,
              canWithdraw: isProposer,
            });
          } else {
            // Nothing of the proposal, nor that it exists, reaches someone who cannot see the cube.
            for (const [name, res] of Object.entries(answers)) {
              if (!res) continue;
              const body = JSON.stringify(res.body);
              expect(body, name).not.toContain(title);
              expect(body, name).not.toContain('Secret plan');
              if (res.status === 404) expect(res.body.error, name).toMatch(/not found/i);
            }
          }
        });
      }
    }

    for (const who of ['owner', 'editor'] as const) {
      it(`the ${who} declines a proposal on a private cube; the admin who made it cannot decide it`, async () => {
        const made = await propose(p.admin, cubes.private, suggest(['Preordain']), `For the ${who}`);
        expect(made.status).toBe(201);
        const url = `/api/cubes/${cubes.private}/proposals/${made.body.proposal.id}`;
        expect((await as(p.admin, 'POST', `${url}/accept`, {})).status).toBe(403);
        const declined = await as(p[who], 'POST', `${url}/decline`, { note: 'Not this season' });
        expect(declined.status).toBe(200);
        expect(declined.body.proposal).toMatchObject({ status: 'declined', note: 'Not this season' });
        expect((await as(p[who], 'POST', `${url}/accept`, {})).status).toBe(409);
        expect((await as(p.admin, 'POST', `${url}/withdraw`)).status).toBe(409);
      });
    }
  });

  it('accepting some changes saves one version credited to the proposer; a cut made meanwhile is reported, not applied twice', async () => {
    const friend = await insertPerson(t, 'friend');
    const cubeId = await createCube(t.app, p.owner, { name: 'Friendly cube' });
    expect((await save(t.app, p.owner, cubeId, adds(['Opt', 'Shock', 'Duress', 'Ponder']))).status).toBe(200);
    const byName = Object.fromEntries((await cardsOf(cubeId)).map((c) => [c.name, c.id]));
    const made = await propose(friend, cubeId, [
      { op: { type: 'remove', id: byName.Opt }, reason: 'Opt is weak' },
      { op: adds(['Brainstorm'])[0], reason: 'Better card draw' },
      { op: { type: 'move', id: byName.Shock, board: 'maybe' }, reason: 'Too low impact' },
      { op: { type: 'remove', id: byName.Duress }, reason: 'Narrow' },
      { op: adds(['Counterspell'])[0], reason: 'A classic' },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.proposal.id as string;
    expect(made.body.proposal.changes.map((c: AnyBody) => c.name)).toEqual([
      'Opt',
      'Brainstorm',
      'Shock',
      'Duress',
      'Counterspell',
    ]);
    // The owner hears of it, with a link to the proposal.
    expect(
      (await notificationsOf(p.owner)).find((n) => n.title.includes('friend suggested changes'))?.actionUrl,
    ).toBe(`/cubes/${cubeId}/proposals/${id}`);

    // Meanwhile the owner cuts Opt themselves.
    expect((await save(t.app, p.owner, cubeId, [{ type: 'remove', id: byName.Opt }])).status).toBe(200);
    const url = `/api/cubes/${cubeId}/proposals/${id}`;
    const review = (await as(p.owner, 'GET', url)).body.proposal;
    expect(review.changes[0].fit).toEqual({ index: 0, applies: false, why: PROPOSAL_MESSAGES.alreadyDone });
    expect(review.changes.slice(1).every((c: AnyBody) => c.fit.applies)).toBe(true);
    expect(review.diff.added.map((c: AnyBody) => c.name).sort()).toEqual(['Brainstorm', 'Counterspell']);

    // The owner comments; the friend hears of it.
    expect(
      (await as(p.owner, 'POST', `/api/comments/proposal/${id}`, { text: 'Why Counterspell?' })).status,
    ).toBe(201);
    expect(
      (await notificationsOf(friend)).some((n) => n.title === `${p.owner.username} commented on a proposal`),
    ).toBe(true);

    const before = await versionOf(cubeId);
    const accepted = await as(p.owner, 'POST', `${url}/accept`, { changes: [0, 1, 2], note: 'Thanks!' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.proposal).toMatchObject({
      status: 'accepted',
      acceptedVersion: before + 1,
      note: 'Thanks!',
    });
    expect(accepted.body.proposal.changes.map((c: AnyBody) => c.fit?.applies ?? null)).toEqual([
      false,
      true,
      true,
      null,
      null,
    ]);
    expect(await versionOf(cubeId)).toBe(before + 1);
    const names = (await cardsOf(cubeId)).map((c) => c.name).sort();
    expect(names).toEqual(['Brainstorm', 'Duress', 'Ponder', 'Shock']);
    expect((await cardsOf(cubeId)).find((c) => c.name === 'Shock')?.board).toBe('maybe');

    // The version and the activity credit the friend.
    const version = (await as(p.owner, 'GET', `/api/cubes/${cubeId}/versions/${before + 1}`)).body.version;
    expect(version.author.username).toBe('friend');
    expect(version.summary).toBe("Accepted from friend's proposal: Tighten the curve");
    const activity = (await as(p.owner, 'GET', `/api/cubes/${cubeId}/activity`)).body;
    const entries = activity.entries as AnyBody[];
    expect(entries.find((e) => e.action === 'card_added')).toMatchObject({ username: 'friend' });

    // The friend hears of the decision.
    const told = (await notificationsOf(friend)).find((n) => n.title.includes('accepted your proposal'));
    expect(told?.message).toContain('accepted 2 of 5 changes');
    expect(told?.message).toContain('Thanks!');
  });

  it('refuses an accept where nothing still applies, and unknown change numbers', async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Nothing left' });
    expect((await save(t.app, p.owner, cubeId, adds(['Opt']))).status).toBe(200);
    const [opt] = await cardsOf(cubeId);
    const made = await propose(p.stranger, cubeId, [{ op: { type: 'remove', id: opt!.id } }]);
    expect((await save(t.app, p.owner, cubeId, [{ type: 'remove', id: opt!.id }])).status).toBe(200);
    const url = `/api/cubes/${cubeId}/proposals/${made.body.proposal.id}`;
    const none = await as(p.owner, 'POST', `${url}/accept`, {});
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(PROPOSAL_API_MESSAGES.noneApply);
    expect((await as(p.owner, 'POST', `${url}/accept`, { changes: [7] })).status).toBe(400);
    const bogus = await propose(p.stranger, cubeId, [{ op: { type: 'remove', id: 'no-such-entry' } }]);
    expect(bogus.status).toBe(400);
  });

  it('follows the owner’s switch: off, followers only, anyone', async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Choosy' });
    const settings = `/api/cubes/${cubeId}/proposal-settings`;
    expect((await as(p.owner, 'PUT', settings, { welcome: 'off' })).status).toBe(200);
    const off = await propose(p.stranger, cubeId, suggest(['Opt']));
    expect(off.status).toBe(403);
    expect(off.body.error).toBe(PROPOSAL_API_MESSAGES.off);
    expect((await as(p.stranger, 'GET', `/api/cubes/${cubeId}/proposals`)).body.canPropose).toBe(false);
    expect((await as(p.owner, 'PUT', settings, { welcome: 'followers' })).status).toBe(200);
    expect((await propose(p.stranger, cubeId, suggest(['Opt']))).body.error).toBe(
      PROPOSAL_API_MESSAGES.followersOnly,
    );
    expect((await as(p.stranger, 'PUT', `/api/follows/${cubeId}`)).status).toBe(200);
    expect((await propose(p.stranger, cubeId, suggest(['Opt']))).status).toBe(201);
    expect((await as(p.owner, 'PUT', settings, { welcome: 'nobody' })).status).toBe(400);
  });

  it(`limits a proposer to ${PROPOSALS_PER_DAY} proposals a day on one cube`, async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Busy' });
    for (let i = 0; i < PROPOSALS_PER_DAY; i++) {
      expect((await propose(p.stranger, cubeId, suggest(['Opt']), `Idea ${i}`)).status).toBe(201);
    }
    const over = await propose(p.stranger, cubeId, suggest(['Opt']));
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(PROPOSAL_API_MESSAGES.tooMany);
    // Another cube, or another person, is not limited by it.
    expect((await propose(p.admin, cubeId, suggest(['Opt']))).status).toBe(201);
    clock.advance(DAY + 1000);
    expect((await propose(p.stranger, cubeId, suggest(['Opt']))).status).toBe(201);
  });

  it('the owner who turned proposal notices off hears nothing; the list counts open proposals', async () => {
    const owner = await insertPerson(t, 'quietowner');
    const cubeId = await createCube(t.app, owner, { name: 'Quiet' });
    expect(
      (await as(owner, 'PUT', '/api/account/notification-preferences', { proposals: 'off' })).status,
    ).toBe(200);
    const made = await propose(p.stranger, cubeId, suggest(['Opt']), 'Quiet idea');
    expect(made.status).toBe(201);
    expect((await notificationsOf(owner)).some((n) => n.title.includes('suggested changes'))).toBe(false);
    await propose(p.stranger, cubeId, suggest(['Shock']), 'Another');
    const withdrawn = await as(
      p.stranger,
      'POST',
      `/api/cubes/${cubeId}/proposals/${made.body.proposal.id}/withdraw`,
    );
    expect(withdrawn.body.proposal.status).toBe('withdrawn');
    const list = (await as(owner, 'GET', `/api/cubes/${cubeId}/proposals`)).body;
    expect(list.openCount).toBe(1);
    expect(list.proposals.map((x: AnyBody) => x.title)).toEqual(['Another']);
    const all = (await as(owner, 'GET', `/api/cubes/${cubeId}/proposals?status=all`)).body;
    expect(all.proposals).toHaveLength(2);
  });

  it('refuses malformed proposals with a 400', async () => {
    const cubeId = cubes.public;
    const base = await versionOf(cubeId);
    for (const body of [
      { baseVersion: base, title: '', changes: adds(['Opt']).map((op) => ({ op })) },
      { baseVersion: base, title: 'x'.repeat(500), changes: [{ op: adds(['Opt'])[0] }] },
      { baseVersion: base, title: 'ok', changes: [] },
      { baseVersion: base, title: 'ok', changes: [{ op: { type: 'explode' } }] },
      { baseVersion: base + 5, title: 'ok', changes: [{ op: adds(['Opt'])[0] }] },
      { baseVersion: base, title: 'ok', changes: [{ op: adds(['Opt'])[0], reason: 'r'.repeat(5000) }] },
      { baseVersion: base, title: 'ok', changes: [{ op: { type: 'move', id: 'x', board: 'nowhere' } }] },
    ]) {
      const res = await as(p.moderator, 'POST', `/api/cubes/${cubeId}/proposals`, body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
    }
  });
});
