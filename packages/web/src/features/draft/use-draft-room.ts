import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { draftKey } from './draft-api';
import { addChatLine, chatKey } from './lobby-api';

/**
 * A seated player's live lobby on the tab's one socket (lib/realtime): `draft:lobby` refetches the
 * lobby, `draft:chat` adds the line to the cached chat, and a (re)connect refetches both, for what was
 * said or changed while the socket was down. The socket in the draft's room is also what keeps the
 * seat present (ADR 0063), so no page polls. `watch: false` when the page already watches the room
 * (the session's seat, use-draft-seat.ts). Returns whether the socket is connected.
 */
export function useDraftRoom(draftId: string, enabled: boolean, watch = true): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let stop = () => {};
    const catchUp = () => {
      void queryClient.invalidateQueries({ queryKey: draftKey(draftId), exact: true });
      void queryClient.invalidateQueries({ queryKey: chatKey(draftId), exact: true });
    };
    void import('../../lib/realtime').then(({ watchDraft, listenRealtime, listenConnection }) => {
      if (closed) return;
      const stops = [
        listenConnection((up) => {
          setConnected(up);
          if (up) catchUp();
        }),
        listenRealtime('draft:lobby', (m) => {
          if (m.draftId === draftId)
            void queryClient.invalidateQueries({ queryKey: draftKey(draftId), exact: true });
        }),
        listenRealtime('draft:chat', (m) => {
          if (m.draftId === draftId) addChatLine(queryClient, draftId, m.message);
        }),
        // The lobby needs no view: the subscribe only joins the room. What changed between the
        // connect's refetch and the join (the host starting while a slow tab's subscribe was on its
        // way) was told to a room this tab was not in yet: look again once in it.
        ...(watch ? [watchDraft(draftId, { onSubscribed: catchUp })] : []),
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
  }, [draftId, enabled, watch, queryClient]);
  return connected;
}
