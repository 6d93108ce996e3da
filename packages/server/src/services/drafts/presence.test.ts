// Presence from the socket itself (ADR 0063, issue 33's "no lobby polling"): a seated player whose
// socket is in the draft's room is present without fetching the lobby, stays present while connected
// (the rooms' refresh on the injected clock), and is away as soon as their last socket leaves. Both
// changes reach the room as `draft:lobby`, so the other pages refetch instead of polling.

import { ManualClock } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import type { DraftSubscribeAck } from '@cubewright/core/protocol';
import { PRESENCE_WINDOW_MS } from '@cubewright/core/protocol/draft-lobby';
import { describe, expect, it } from 'vitest';
import { call, type Person } from '../../../test/cube-requests';
import { createDraft, draftTestBed } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';
import { memoryClient } from '../../../test/memory-socket';
import { PRESENCE_REFRESH_MS } from './presence';

describe(`draft presence from the socket (${testDbKind})`, () => {
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 12, 0, 0));
  const bed = draftTestBed(40, { clock });
  const { as } = bed;

  const actorOf = async (person: Person) =>
    (await call<{ user: Actor }>(bed.t.app, person, 'GET', '/api/session')).body.user;
  /** Whether seat 1 (the editor's) shows as present, read by the owner (whose fetch stamps only seat 0). */
  const editorPresent = async (id: string) =>
    (await as(bed.p.owner, 'GET', `/api/drafts/${id}`)).body.draft.seats[1].present as boolean;

  it('is present while its socket is in the room and away once it leaves, announced to the room', async () => {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, { seats: 2, bots: false });
    await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect(await editorPresent(id)).toBe(true);
    clock.advance(PRESENCE_WINDOW_MS + 1);
    expect(await editorPresent(id)).toBe(false);

    const owner = memoryClient(bed.t.realtime.router, await actorOf(bed.p.owner));
    expect(await owner.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id })).toMatchObject({
      ok: true,
    });
    const lobbyNews = () => owner.inbox.filter((m) => m.type === 'draft:lobby').length;
    const heardBefore = lobbyNews();

    // The editor's socket joins: present at once, and the owner's page hears it.
    const editor = memoryClient(bed.t.realtime.router, await actorOf(bed.p.editor));
    expect(await editor.emit<DraftSubscribeAck>('draft:subscribe', { draftId: id })).toMatchObject({
      ok: true,
    });
    await expect.poll(() => editorPresent(id)).toBe(true);
    await expect.poll(lobbyNews).toBe(heardBefore + 1);

    // Connected for three windows without one lobby fetch: still present (the rooms' refresh).
    for (let t = 0; t < 3 * PRESENCE_WINDOW_MS; t += PRESENCE_REFRESH_MS) {
      clock.advance(PRESENCE_REFRESH_MS);
      await new Promise((r) => setTimeout(r, 30));
    }
    await expect.poll(() => editorPresent(id)).toBe(true);

    // The socket goes: away at once, announced.
    const heard = lobbyNews();
    editor.close();
    await expect.poll(() => editorPresent(id)).toBe(false);
    await expect.poll(lobbyNews).toBe(heard + 1);
    owner.close();
  });
});
