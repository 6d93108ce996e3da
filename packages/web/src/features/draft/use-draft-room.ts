import type { DraftChatMessage } from '@cubewright/core/protocol/draft-lobby';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { draftKey } from './draft-api';
import { addChatLine } from './lobby-api';
import { openDraftSocket } from './use-draft-live';

/**
 * A seated player's live lobby: `draft:lobby` refetches the lobby, `draft:chat` adds the line to the
 * cached chat. Returns whether the socket is connected (the pages poll as well, for presence).
 */
export function useDraftRoom(draftId: string, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let socket: Socket | null = null;
    openDraftSocket(
      () => closed,
      (s) => {
        socket = s;
        s.on('connect', () => {
          setConnected(true);
          s.emit('draft:subscribe', { draftId });
        });
        s.on('disconnect', () => setConnected(false));
        s.on('draft:lobby', (m: { draftId: string }) => {
          if (m.draftId === draftId)
            void queryClient.invalidateQueries({ queryKey: draftKey(draftId), exact: true });
        });
        s.on('draft:chat', (m: DraftChatMessage) => {
          if (m.draftId === draftId) addChatLine(queryClient, draftId, m.message);
        });
      },
    );
    return () => {
      closed = true;
      socket?.disconnect();
      setConnected(false);
    };
  }, [draftId, enabled, queryClient]);
  return connected;
}
