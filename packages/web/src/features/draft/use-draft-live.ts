import type { SeatView } from '@cubewright/core/draft';
import {
  type DraftLifecycle,
  type DraftSubscribeAck,
  type DraftUpdateMessage,
  liveVersionStep,
} from '@cubewright/core/protocol';
import {
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  REALTIME_TRANSPORTS,
} from '@cubewright/core/protocol/realtime-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
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

/** Loads socket.io on demand (it stays out of the shell bundle) and connects unless closed meanwhile. */
export function openDraftSocket(closed: () => boolean, ready: (socket: Socket) => void): void {
  void import('socket.io-client').then(({ io }) => {
    if (closed()) return;
    ready(
      io({
        path: REALTIME_PATH,
        transports: [...REALTIME_TRANSPORTS],
        withCredentials: true,
        auth: { protocol: REALTIME_PROTOCOL_VERSION },
      }),
    );
  });
}

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
  const socketRef = useRef<Socket | null>(null);

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
    void resync();
    openDraftSocket(
      () => closed,
      (s) => {
        socketRef.current = s;
        s.on('connect', () => {
          setConnected(true);
          s.emit('draft:subscribe', { draftId }, (ack: DraftSubscribeAck) => {
            if (ack.ok) accept(ack.version, ack.status, ack.view);
            else setError(ack.error);
          });
        });
        s.on('disconnect', () => setConnected(false));
        s.on('draft:update', (m: DraftUpdateMessage) => {
          if (m.draftId !== draftId) return;
          const step = liveVersionStep(version.current, m.version);
          if (step === 'drop') return;
          accept(m.version, m.status, m.view);
          if (step === 'resync') void resync();
        });
      },
    );
    // While the socket is down, poll so a sleeping phone or a lost network still catches up.
    const poll = setInterval(() => {
      if (!socketRef.current?.connected) void resync();
    }, 3000);
    return () => {
      closed = true;
      clearInterval(poll);
      socketRef.current?.disconnect();
      socketRef.current = null;
    };
  }, [draftId, accept, resync]);

  const pick = useCallback(
    (cardId: string) => {
      if (!view?.pack || pending) return;
      const body = { packNumber: view.packNumber, pickNumber: view.pickNumber, cardId };
      setPending(cardId);
      setError(null);
      const done = (v: number, next: SeatView | null) => {
        setPending(null);
        if (next) accept(v, 'running', next);
        void resync();
      };
      const refused = (message: string) => {
        setPending(null);
        setError(message);
        void resync();
      };
      const attempt = (tries: number) => {
        const s = socketRef.current;
        if (s?.connected && tries % 2 === 0) {
          s.timeout(ACK_TIMEOUT_MS).emit(
            'draft:pick',
            { draftId, ...body },
            (err: Error | null, ack?: { ok: boolean; version?: number; error?: string }) => {
              if (err || !ack) return setTimeout(() => attempt(tries + 1), RETRY_MS);
              if (ack.ok) done(ack.version ?? 0, null);
              else refused(ack.error ?? 'The pick was refused');
            },
          );
          return;
        }
        postPick(draftId, body).then(
          (r) => done(r.version, r.view),
          (err) => {
            if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) refused(err.message);
            else setTimeout(() => attempt(tries + 1), RETRY_MS);
          },
        );
      };
      attempt(0);
    },
    [draftId, view, pending, accept, resync],
  );

  return { view, version: shownVersion, status, connected, error, pending, pick };
}
