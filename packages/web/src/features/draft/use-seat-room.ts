import type { DraftLifecycle, DraftSubscribeAck } from '@cubewright/core/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The tab's realtime client (lib/realtime), loaded on demand so it stays out of the shell bundle. */
export const loadRealtime = () => import('../../lib/realtime');
type Realtime = Awaited<ReturnType<typeof loadRealtime>>;

/** What a seat's screen of a draft says about following its room (booster packs or a mode's table). */
export interface SeatRoomSpec<V> {
  /** The seat's whole state by HTTP: the first load, and the catch-up after a gap or while offline. */
  load(draftId: string): Promise<{ version: number; status: DraftLifecycle; view: V | null }>;
  /** Takes a state in (the screen drops versions older than the one it holds). */
  accept(version: number, status: DraftLifecycle, view: V | null): void;
  /** Listens to the room's pushes; `resync` catches up by HTTP. Returns the listeners' stops. */
  listen(realtime: Realtime, resync: () => void): (() => void)[];
  /** A successful subscribe ack (after every connect and reconnect); a refused one shows its error. */
  subscribed(ack: Extract<DraftSubscribeAck, { ok: true }>, resync: () => void): void;
}

export interface SeatRoom {
  connected: boolean;
  error: string | null;
  setError(error: string | null): void;
  /** Loads the whole state by HTTP and accepts it. */
  resync(): Promise<void>;
}

/**
 * Subscribes a seat to its draft's room on the tab's one socket (subscribed again after every
 * reconnect), follows the versions the spec's listeners accept, and catches up by HTTP: at the start,
 * when a listener sees a gap, and every 3 s while the socket is down (so a sleeping phone or a lost
 * network still catches up).
 */
export function useSeatRoom<V>(draftId: string, spec: SeatRoomSpec<V>): SeatRoom {
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The spec's functions are read when called, so the room is joined once per draft, not per render.
  const current = useRef(spec);
  current.current = spec;

  const resync = useCallback(async () => {
    try {
      const r = await current.current.load(draftId);
      current.current.accept(r.version, r.status, r.view);
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }, [draftId]);

  useEffect(() => {
    let closed = false;
    let stop = () => {};
    const catchUp = () => void resync();
    catchUp();
    void loadRealtime().then((realtime) => {
      if (closed) return;
      const stops = [
        realtime.listenConnection(setConnected),
        ...current.current.listen(realtime, catchUp),
        realtime.watchDraft(draftId, {
          onSubscribed(ack) {
            if (ack.ok) current.current.subscribed(ack, catchUp);
            else setError(ack.error);
          },
        }),
      ];
      stop = () => {
        for (const s of stops) s();
      };
    });
    const poll = setInterval(() => {
      void loadRealtime().then(({ realtimeConnected }) => {
        if (!realtimeConnected()) catchUp();
      });
    }, 3000);
    return () => {
      closed = true;
      clearInterval(poll);
      stop();
    };
  }, [draftId, resync]);

  return { connected, error, setError, resync };
}
