import { describe, expect, it } from 'vitest';
import { createDraft, draftableCube, draftTestBed } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';
import { DRAFT_NOT_FOUND, inviteTokenFor } from '../../services/drafts/invite';

// A private cube's draft lobby lets in only the cube's people, those already seated, and holders of the
// host's invite token; to everyone else it does not exist (404, like the cube). Public and unlisted
// cubes' lobbies stay open to any signed-in player with the link.

describe(`draft lobby invites (${testDbKind})`, () => {
  const bed = draftTestBed(40);
  const { as } = bed;
  const lobbyOf = async (visibility: 'public' | 'unlisted' | 'private') => {
    const cubeId = await draftableCube(bed.t.app, bed.p.owner, 40, { visibility });
    return createDraft(bed.t.app, bed.p.owner, cubeId, { seats: 4, packs: 2, cardsPerPack: 4 });
  };

  it('hides a private cube’s lobby from a stranger without the invite: no view, no join, no leave', async () => {
    const id = await lobbyOf('private');
    const missing = { status: 404, body: { error: DRAFT_NOT_FOUND } };
    expect(await as(bed.p.stranger, 'GET', `/api/drafts/${id}`)).toMatchObject(missing);
    expect(await as(bed.p.stranger, 'POST', `/api/drafts/${id}/join`, {})).toMatchObject(missing);
    expect(await as(bed.p.stranger, 'POST', `/api/drafts/${id}/leave`)).toMatchObject(missing);
    const wrong = { invite: 'A'.repeat(22) };
    expect(await as(bed.p.stranger, 'POST', `/api/drafts/${id}/join`, wrong)).toMatchObject(missing);
    expect(await as(bed.p.stranger, 'GET', `/api/drafts/${id}?invite=${wrong.invite}`)).toMatchObject(
      missing,
    );
    // Another draft's token opens only that draft.
    const other = await lobbyOf('private');
    const otherToken = (await as(bed.p.owner, 'GET', `/api/drafts/${other}`)).body.inviteToken;
    expect(await as(bed.p.stranger, 'GET', `/api/drafts/${id}?invite=${otherToken}`)).toMatchObject(missing);
    const seats = (await as(bed.p.owner, 'GET', `/api/drafts/${id}`)).body.draft.seats;
    expect(seats.filter((s: { userId: string | null }) => s.userId)).toHaveLength(1);
  });

  it('lets in the holder of the host’s invite token, who then stays in without it', async () => {
    const id = await lobbyOf('private');
    const host = await as(bed.p.owner, 'GET', `/api/drafts/${id}`);
    const token = host.body.inviteToken as string;
    expect(token).toBe(inviteTokenFor(bed.t.config.authSecret, id));
    const seen = await as(bed.p.stranger, 'GET', `/api/drafts/${id}?invite=${token}`);
    expect(seen.status).toBe(200);
    expect(seen.body.mySeat).toBeNull();
    const joined = await as(bed.p.stranger, 'POST', `/api/drafts/${id}/join`, { invite: token });
    expect(joined.status).toBe(200);
    expect(joined.body.mySeat).not.toBeNull();
    // Seated, the player polls the lobby without the token.
    expect((await as(bed.p.stranger, 'GET', `/api/drafts/${id}`)).status).toBe(200);
    expect((await as(bed.p.stranger, 'POST', `/api/drafts/${id}/leave`)).status).toBe(200);
    // Having left, the token is needed again.
    expect((await as(bed.p.stranger, 'GET', `/api/drafts/${id}`)).status).toBe(404);
  });

  it('lets the cube’s collaborators and admins in without a token', async () => {
    const cubeId = await draftableCube(bed.t.app, bed.p.owner, 40, { visibility: 'private' });
    await as(bed.p.owner, 'POST', `/api/cubes/${cubeId}/collaborators`, { user: bed.p.editor.username });
    const id = await createDraft(bed.t.app, bed.p.owner, cubeId, { seats: 4, packs: 2, cardsPerPack: 4 });
    expect((await as(bed.p.admin, 'GET', `/api/drafts/${id}`)).status).toBe(200);
    expect((await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
  });

  it('keeps public and unlisted lobbies open to any signed-in player with the link', async () => {
    for (const visibility of ['public', 'unlisted'] as const) {
      const id = await lobbyOf(visibility);
      expect((await as(bed.p.stranger, 'GET', `/api/drafts/${id}`)).status).toBe(200);
      expect((await as(bed.p.stranger, 'POST', `/api/drafts/${id}/join`, {})).status).toBe(200);
      expect((await as(null, 'GET', `/api/drafts/${id}`)).status).toBe(401);
    }
  });

  it('refuses a too-long token with a clear 400', async () => {
    const id = await lobbyOf('public');
    const long = await as(bed.p.stranger, 'POST', `/api/drafts/${id}/join`, { invite: 'x'.repeat(65) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/The invite token is too long/);
  });
});
