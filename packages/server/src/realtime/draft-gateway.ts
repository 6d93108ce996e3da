import type { Actor } from '@cubewright/core/cube';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../context';
import type { DraftChange } from '../services/drafts/draft-service';
import { DraftRooms } from './draft-rooms';

// Wires the draft rooms into the socket.io gateway: `draft:*` messages go to the rooms, and on
// PostgreSQL draft changes travel between instances through the adapter, so a seat connected to any
// instance hears about a pick made on any other.

const DRAFT_EVENT = 'cubewright:draft';

export interface DraftGateway {
  handles(type: unknown): type is string;
  receive(socket: Socket, type: string, payload: unknown, reply?: (ack: unknown) => void): void;
  disconnect(socket: Socket): void;
  close(): void;
}

/** Attaches draft rooms to `io`; the gateway forwards `draft:*` messages and disconnects. */
export function attachDraftRealtime(io: Server, ctx: AppContext): DraftGateway {
  const service = ctx.drafts;
  const rooms = new DraftRooms(service);
  if (ctx.database.pgPool) {
    service.broadcast = (change) => io.serverSideEmit(DRAFT_EVENT, change);
    io.on(DRAFT_EVENT, (change: DraftChange) => {
      if (!change || typeof change.draftId !== 'string') return;
      if (change.kind === 'update' || change.kind === 'lobby')
        service.deliverLocally({ draftId: change.draftId, kind: change.kind });
      else if (change.kind === 'chat' && change.message && typeof change.message.text === 'string')
        service.deliverLocally({ draftId: change.draftId, kind: 'chat', message: change.message });
    });
  }
  return {
    handles: (type): type is string => typeof type === 'string' && type.startsWith('draft:'),
    receive(socket, type, payload, reply) {
      const conn = {
        id: socket.id,
        actor: (socket.data.actor as Actor | null) ?? null,
        emit: (t: string, m: object) => socket.emit(t, m),
      };
      void rooms.receive(conn, type, payload, reply);
    },
    disconnect: (socket) => rooms.disconnect(socket.id),
    close() {
      rooms.close();
      service.broadcast = () => {};
    },
  };
}
