import type { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import type { DraftChange } from '../services/events/app-events';
import { RELAY_GAP_MS, relayDraftChanges } from './draft-gateway';

// The relay between instances, on a stand-in for socket.io's server (the adapter's side is covered by
// draft-cross-instance.test.ts on PostgreSQL): what one instance publishes, and what another accepts.

function fakeIo() {
  const sent: unknown[] = [];
  let listener: ((message: unknown) => void) | null = null;
  const io = {
    on(_event: string, fn: (message: unknown) => void) {
      listener = fn;
    },
    serverSideEmit(_event: string, message: unknown) {
      sent.push(message);
      return true;
    },
  } as unknown as Server;
  return { io, sent, receive: (message: unknown) => listener?.(message) };
}

const nextTurn = () => new Promise((r) => setImmediate(r));
const chat = { id: 'm1', userId: 'u1', username: 'ann', text: 'hi', at: '2026-01-01T00:00:00Z' };

describe('relayDraftChanges', () => {
  it('sends the changes of one turn (or of RELAY_GAP_MS under load) as one message, an update of a draft once', async () => {
    const { io, sent } = fakeIo();
    const relay = relayDraftChanges(io, true, () => {});
    relay.relay({ draftId: 'a', kind: 'update', committed: { seq: 3 } as never });
    relay.relay({ draftId: 'a', kind: 'update' });
    relay.relay({ draftId: 'b', kind: 'update' });
    relay.relay({ draftId: 'a', kind: 'lobby' });
    // After a lobby change the draft's next update goes again (it must follow the reseat).
    relay.relay({ draftId: 'a', kind: 'update' });
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toEqual([
      {
        changes: [
          { draftId: 'a', kind: 'update' },
          { draftId: 'b', kind: 'update' },
          { draftId: 'a', kind: 'lobby' },
          { draftId: 'a', kind: 'update' },
        ],
      },
    ]);
    // The next change, within RELAY_GAP_MS of that message, waits for the gap (with what else comes).
    relay.relay({ draftId: 'a', kind: 'update' });
    await nextTurn();
    expect(sent).toHaveLength(1);
    relay.relay({ draftId: 'c', kind: 'update' });
    await new Promise((r) => setTimeout(r, RELAY_GAP_MS + 5));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      changes: [
        { draftId: 'a', kind: 'update' },
        { draftId: 'c', kind: 'update' },
      ],
    });
  });

  it('keeps a message under the notify payload limit, and flush sends what is queued at once', () => {
    const { io, sent } = fakeIo();
    const relay = relayDraftChanges(io, true, () => {});
    for (let i = 0; i < 200; i++)
      relay.relay({ draftId: `draft-${String(i).padStart(30, '0')}`, kind: 'update' });
    relay.flush();
    const messages = sent as { changes: DraftChange[] }[];
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.flatMap((m) => m.changes)).toHaveLength(200);
    for (const m of messages) expect(JSON.stringify(m).length).toBeLessThan(8000);
  });

  it('delivers a list from this build and a single change from an older one, dropping unknown kinds', () => {
    const { io, receive } = fakeIo();
    const got: DraftChange[] = [];
    relayDraftChanges(io, true, (c) => got.push(c));
    receive({
      changes: [
        { draftId: 'a', kind: 'update', committed: 'x' },
        { draftId: 'b', kind: 'nope' },
      ],
    });
    receive({ draftId: 'c', kind: 'chat', message: chat });
    receive(null);
    expect(got).toEqual([
      { draftId: 'a', kind: 'update' },
      { draftId: 'c', kind: 'chat', message: chat },
    ]);
  });

  it('sends nothing without other instances', async () => {
    const { io, sent } = fakeIo();
    relayDraftChanges(io, false, () => {}).relay({ draftId: 'a', kind: 'update' });
    await nextTurn();
    expect(sent).toEqual([]);
  });

  it('gives a commit the message it would have sent, around the list of changes, and then skips those updates', async () => {
    const { io, sent } = fakeIo();
    // The cluster adapter's uid and the namespace: what the postgres adapter's own messages carry.
    (io as unknown as { of: unknown }).of = (name: string) => ({ name, adapter: { uid: 'node-1' } });
    const relay = relayDraftChanges(io, true, () => {});
    const notice = relay.inCommit!;
    expect(notice.channel).toBe('socket.io#/');
    const changes = [{ draftId: 'a', kind: 'update' }];
    expect(JSON.parse(`${notice.prefix}${JSON.stringify(changes)}${notice.suffix}`)).toEqual({
      uid: 'node-1',
      nsp: '/',
      type: 9,
      data: { packet: ['cubewright:draft', { changes }] },
    });
    // Told in its commit: not sent again; a change the commit did not carry still goes.
    relay.relay({ draftId: 'a', kind: 'update', committed: { seq: 3 } as never, relayed: true });
    relay.relay({ draftId: 'b', kind: 'update', committed: { seq: 4 } as never });
    await nextTurn();
    expect(sent).toEqual([{ changes: [{ draftId: 'b', kind: 'update' }] }]);
    // An adapter without a uid (not the cluster adapter this was written for): the relay sends as before.
    const other = fakeIo();
    (other.io as unknown as { of: unknown }).of = (name: string) => ({ name, adapter: {} });
    expect(relayDraftChanges(other.io, true, () => {}).inCommit).toBeNull();
  });
});
