import type { SeatView } from '@cubewright/core/draft';
import { type DraftLifecycle, liveVersionStep } from '@cubewright/core/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { getView, postPick } from './draft-api';

export interface LiveDraft {
  view: SeatView | null;
  version: number;
  status: DraftLifecycle | null;
  connected: boolean;
  error: string | null;
  /** The card id being picked until the server acknowledges it. */
  pending: string | null;
  pick(cardId: string): void;
}

const ACK_TIMEOUT_MS = 4000;
const RETRY_MS = 1500;

/** The tab's realtime client (lib/realtime), loaded on demand so it stays out of the shell bundle. */
const loadRealtime = () => import('../../lib/realtime');

/**
 * A seat's live draft: the view from GET and `draft:update` (versions: duplicates dropped, a gap
 * resyncs by GET), picks over the socket with an ack and resent (then over HTTP) until acknowledged.
 * Resends are safe: the server keeps one pick per (seat, pack, pick).
 */
export function useDraftLive(draftId: string): LiveDraft {
  const [view, setView] = useState<SeatView | null>(null);
  const [status, setStatus] = useState<DraftLifecycle | null>(null);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const version = useRef(0);
  const [shownVersion, setShownVersion] = useState(0);

  const accept = useCallback((v: number, s: DraftLifecycle, next: SeatView | null) => {
    if (v < version.current) return;
    version.current = v;
    setShownVersion(v);
    setStatus(s);
    if (next) setView(next);
  }, []);

  const resync = useCallback(async () => {
    try {
      const r = await getView(draftId);
      accept(r.version, r.status, r.view);
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }, [draftId, accept]);

  useEffect(() => {
    let closed = false;
    let stop = () => {};
    void resync();
    // On the tab's one socket (lib/realtime): subscribed again after every reconnect.
    void loadRealtime().then(({ watchDraft, listenRealtime, listenConnection }) => {
      if (closed) return;
      const stops = [
        listenConnection(setConnected),
        listenRealtime('draft:update', (m) => {
          if (m.draftId !== draftId) return;
          const step = liveVersionStep(version.current, m.version);
          if (step === 'drop') return;
          accept(m.version, m.status, m.view);
          if (step === 'resync') void resync();
        }),
        watchDraft(draftId, {
          onSubscribed(ack) {
            if (ack.ok) accept(ack.version, ack.status, ack.view);
            else setError(ack.error);
          },
        }),
      ];
      stop = () => {
        for (const s of stops) s();
      };
    });
    // While the socket is down, poll so a sleeping phone or a lost network still catches up.
    const poll = setInterval(() => {
      void loadRealtime().then(({ realtimeConnected }) => {
        if (!realtimeConnected()) void resync();
      });
    }, 3000);
    return () => {
      closed = true;
      clearInterval(poll);
      stop();
    };
  }, [draftId, accept, resync]);

  const pick = useCallback(
    (cardId: string) => {
      if (!view?.pack || pending) return;
      const body = { packNumber: view.packNumber, pickNumber: view.pickNumber, cardId };
      setPending(cardId);
      setError(null);
      // An acknowledged pick over the socket needs no GET: the draft:update push carries that version's
      // view (it usually arrives before the ack). Only if it has not come in time does the page resync.
      const acked = (v: number) => {
        setPending(null);
        setTimeout(() => {
          if (version.current < v) void resync();
        }, ACK_TIMEOUT_MS);
      };
      // The HTTP fallback's answer has the seat's view but not the draft's status: that comes by GET.
      const done = (v: number, next: SeatView) => {
        setPending(null);
        accept(v, 'running', next);
        void resync();
      };
      const refused = (message: string) => {
        setPending(null);
        setError(message);
        void resync();
      };
      const attempt = async (tries: number) => {
        const realtime = await loadRealtime();
        if (realtime.realtimeConnected() && tries % 2 === 0) {
          realtime.requestRealtime({ type: 'draft:pick', draftId, ...body }, ACK_TIMEOUT_MS).then(
            (ack) => {
              if (ack.ok) acked(ack.version);
              else refused(ack.error);
            },
            () => setTimeout(() => void attempt(tries + 1), RETRY_MS),
          );
          return;
        }
        postPick(draftId, body).then(
          (r) => done(r.version, r.view),
          (err) => {
            if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) refused(err.message);
            else setTimeout(() => void attempt(tries + 1), RETRY_MS);
          },
        );
      };
      void attempt(0);
    },
    [draftId, view, pending, accept, resync],
  );

  return { view, version: shownVersion, status, connected, error, pending, pick };
}
