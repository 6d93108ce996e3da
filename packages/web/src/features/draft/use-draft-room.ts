import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { draftKey } from './draft-api';
import { addChatLine } from './lobby-api';

/**
 * A seated player's live lobby on the tab's one socket (lib/realtime): `draft:lobby` refetches the
 * lobby, `draft:chat` adds the line to the cached chat. Returns whether the socket is connected (the
 * pages poll as well, for presence).
 */
export function useDraftRoom(draftId: string, enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let stop = () => {};
    void import('../../lib/realtime').then(({ watchDraft, listenRealtime, listenConnection }) => {
      if (closed) return;
      const stops = [
        listenConnection(setConnected),
        listenRealtime('draft:lobby', (m) => {
          if (m.draftId === draftId)
            void queryClient.invalidateQueries({ queryKey: draftKey(draftId), exact: true });
        }),
        listenRealtime('draft:chat', (m) => {
          if (m.draftId === draftId) addChatLine(queryClient, draftId, m.message);
        }),
        // The lobby needs no view: the subscribe only joins the room.
        watchDraft(draftId, { onSubscribed: () => {} }),
      ];
      stop = () => {
        for (const s of stops) s();
      };
    });
    return () => {
      closed = true;
      stop();
      setConnected(false);
    };
  }, [draftId, enabled, queryClient]);
  return connected;
}
