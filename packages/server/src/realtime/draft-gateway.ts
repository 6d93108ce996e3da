import type { Server } from 'socket.io';
import type { DraftChange, DraftService } from '../services/drafts/draft-service';

// On PostgreSQL, draft changes travel between instances through the socket.io adapter, so a seat
// connected to any instance hears about a pick made on any other.

const DRAFT_EVENT = 'cubewright:draft';

/** Relays draft changes between instances (nothing to do without PostgreSQL); returns the stop function. */
export function relayDraftChanges(io: Server, service: DraftService): () => void {
  service.broadcast = (change) => io.serverSideEmit(DRAFT_EVENT, change);
  io.on(DRAFT_EVENT, (change: DraftChange) => {
    if (!change || typeof change.draftId !== 'string') return;
    if (change.kind === 'update' || change.kind === 'lobby')
      service.deliverLocally({ draftId: change.draftId, kind: change.kind });
    else if (change.kind === 'chat' && change.message && typeof change.message.text === 'string')
      service.deliverLocally({ draftId: change.draftId, kind: 'chat', message: change.message });
  });
  return () => {
    service.broadcast = () => {};
  };
}
