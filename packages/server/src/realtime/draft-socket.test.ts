import type { DraftSubscribeAck } from '@cubewright/core/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/cube-requests';
import { startedTwoSeatDraft } from '../../test/draft-bed';
import { insertPeople } from '../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { ackView, draftViewsOn } from '../../test/seat-views';
import { connectWithCookie } from '../../test/sockets';

// Two players on real socket.io connections: a pick sent over the socket (acked) passes the pack on,
// and the next seat hears its new pack; a stranger's subscribe is refused.

describe(`draft rooms over socket.io (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ listen: true, draftWorker: false });
    p = await insertPeople(t);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  async function open(person: Person) {
    const socket = await connectWithCookie(t.url, person.cookie);
    sockets.push(socket);
    // Pushes come as a full view then deltas; `updates` holds every version rebuilt whole.
    const { updates, ask } = draftViewsOn(socket);
    return { socket, updates, ask };
  }

  const until = async (check: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('a pick by one seat delivers the next pack to the other', async () => {
    const id = await startedTwoSeatDraft(t.app, p);

    const owner = await open(p.owner);
    const editor = await open(p.editor);
    const stranger = await open(p.stranger);
    const refused = await stranger.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    expect(refused).toEqual({ ok: false, error: 'You do not have a seat in this draft.', code: 'forbidden' });

    const a = await owner.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    const b = await editor.ask<DraftSubscribeAck>('draft:subscribe', { draftId: id });
    if (!a.ok || !b.ok) throw new Error('subscribe failed');
    const [va, vb] = [ackView(a)!, ackView(b)!];
    expect(va.pack).toHaveLength(3);
    const ownerPackId = va.packId;

    // The editor picks first: their queue empties and they wait.
    const first = await editor.ask<{ ok: boolean; version: number }>('draft:act', {
      draftId: id,
      seq: 0,
      move: { cardId: vb.pack![0]!.id },
    });
    expect(first).toMatchObject({ ok: true, version: b.version + 1 });
    await until(() => editor.updates.some((u) => u.version === first.version));
    expect(editor.updates.at(-1)!.view.pack).toBeNull();

    // The owner picks: their pack travels to the editor, who hears it with its contents.
    const second = await owner.ask<{ ok: boolean; version: number }>('draft:act', {
      draftId: id,
      seq: 0,
      move: { cardId: va.pack![1]!.id },
    });
    expect(second.ok).toBe(true);
    await until(() => editor.updates.some((u) => u.version === second.version));
    const next = editor.updates.find((u) => u.version === second.version)!;
    expect(next.view.packId).toBe(ownerPackId);
    expect(next.view.pack!.map((c) => c.id)).not.toContain(va.pack![1]!.id);
    expect(next.view.pack).toHaveLength(2);
    // Nobody ever receives another seat's pack: the owner's updates only show their own.
    for (const u of owner.updates) expect(u.view.seat).toBe(0);

    // A resent pick over the socket is acked again without a new version.
    const resent = await owner.ask<{ ok: boolean; duplicate: boolean; version: number }>('draft:act', {
      draftId: id,
      seq: 0,
      move: { cardId: va.pack![1]!.id },
    });
    expect(resent).toMatchObject({ ok: true, duplicate: true });
  });
});
