import type { SeatView } from '@cubewright/core/draft';
import {
  type DraftDeltaMessage,
  type DraftLifecycle,
  type FullSeatView,
  type HeldSeatView,
  receiveSeatView,
} from '@cubewright/core/protocol';
import { useCallback, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { getView, postPick } from './draft-api';
import { loadRealtime, useSeatRoom } from './use-seat-room';

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

/**
 * A seat's live draft: the view from GET, the subscribe ack and `draft:update` (whole), then
 * `draft:delta`s applied with core's receiveSeatView (old versions dropped; a delta made from another
 * version than the one held asks for a full view by subscribing again, or by GET while the socket is
 * down). Picks go over the socket with an ack and are resent (then over HTTP) until acknowledged.
 * Resends are safe: the server keeps one pick per (seat, pack, pick).
 */
export function useDraftLive(draftId: string): LiveDraft {
  const [view, setView] = useState<SeatView | null>(null);
  const [status, setStatus] = useState<DraftLifecycle | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  // What the tab holds, kept outside React state: deltas are applied to it as they arrive, in order.
  const held = useRef<HeldSeatView>({ version: 0, status: null, view: null });
  const [shownVersion, setShownVersion] = useState(0);

  const show = useCallback((next: HeldSeatView) => {
    // A full view without a seat view (before the start) keeps the one shown.
    held.current = { ...next, view: next.view ?? held.current.view };
    setShownVersion(next.version);
    setStatus(next.status);
    if (next.view) setView(next.view);
  }, []);

  const accept = useCallback(
    (v: number, s: DraftLifecycle, next: SeatView | null) => {
      // The same version again (the GET beside the subscribe) changes nothing; an older one is dropped.
      const step = receiveSeatView(held.current, { version: v, status: s, view: next });
      if (step.step === 'apply') show(step.held);
    },
    [show],
  );

  const { connected, error, setError, resync } = useSeatRoom(draftId, {
    load: getView,
    accept,
    listen({ listenRealtime, resubscribeDraft }, catchUp) {
      const receive = (m: FullSeatView | DraftDeltaMessage) => {
        const step = receiveSeatView(held.current, m);
        if (step.step === 'apply') show(step.held);
        else if (step.step === 'resync' && !resubscribeDraft(draftId)) catchUp();
      };
      return [
        listenRealtime('draft:update', (m) => {
          if (m.draftId === draftId) receive(m);
        }),
        listenRealtime('draft:delta', (m) => {
          if (m.draftId === draftId) receive(m);
        }),
      ];
    },
    subscribed: (ack) => accept(ack.version, ack.status, ack.view),
  });

  const pick = useCallback(
    (cardId: string) => {
      if (!view?.pack || pending) return;
      const body = { packNumber: view.packNumber, pickNumber: view.pickNumber, cardId };
      setPending(cardId);
      setError(null);
      // An acknowledged pick over the socket needs no GET: the draft:delta push carries that version's
      // view (it usually arrives before the ack). Only if it has not come in time does the page resync.
      const acked = (v: number) => {
        setPending(null);
        setTimeout(() => {
          if (held.current.version < v) void resync();
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
    [draftId, view, pending, accept, resync, setError],
  );

  return { view, version: shownVersion, status, connected, error, pending, pick };
}
