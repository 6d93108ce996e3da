import type { Server } from 'socket.io';
import type { DraftChange } from '../services/events/app-events';

// On PostgreSQL, draft changes travel between instances through the socket.io adapter, so a seat
// connected to any instance hears about a pick made on any other.

const DRAFT_EVENT = 'cubewright:draft';

/**
 * Relays draft changes between instances: returns the function that sends a local change to the other
 * instances, and hands theirs to `deliver`. Without PostgreSQL there is no one to tell.
 */
export function relayDraftChanges(io: Server, hasPeers: boolean, deliver: (change: DraftChange) => void) {
  if (!hasPeers) return (_change: DraftChange) => {};
  io.on(DRAFT_EVENT, (change: DraftChange) => {
    if (!change || typeof change.draftId !== 'string') return;
    if (change.kind === 'update' || change.kind === 'lobby')
      deliver({ draftId: change.draftId, kind: change.kind });
    else if (change.kind === 'chat' && change.message && typeof change.message.text === 'string')
      deliver({ draftId: change.draftId, kind: 'chat', message: change.message });
  });
  // Other instances read the committed state themselves: the state stays out of the message.
  return (change: DraftChange) =>
    io.serverSideEmit(
      DRAFT_EVENT,
      change.kind === 'update' ? { draftId: change.draftId, kind: 'update' } : change,
    );
}
