import type { AnySeatView } from '@cubewright/core/draft/modes';
import {
  type ActResponse,
  type DraftLifecycle,
  type DraftViewChange,
  type HeldDraftView,
  receiveDraftView,
  type SeatStateResponse,
} from '@cubewright/core/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, api } from '../../lib/api';

/** The tab's realtime client (lib/realtime), loaded on demand so it stays out of the shell bundle. */
const loadRealtime = () => import('../../lib/realtime');

export interface DraftSeat {
  /** The seat's view, of any mode: a booster seat's packs or a mode's table (`stream` says which). */
  seen: AnySeatView | null;
  version: number;
  status: DraftLifecycle | null;
  connected: boolean;
  error: string | null;
  /** True from an act until the server acknowledges it. */
  pending: boolean;
  /** Sends the seat's move (a booster pick `{ cardId }`, a mode's move) with the seq its view shows. */
  act(move: unknown): void;
}

const ACK_TIMEOUT_MS = 4000;
const RETRY_MS = 1500;
/**
 * While the socket is down (a sleeping phone, a lost network) or up without the room having answered
 * its subscribe, the seat catches up by HTTP this often.
 */
const OFFLINE_POLL_MS = 3000;

const getSeat = (id: string, watch: boolean, invite: string | null) =>
  api<SeatStateResponse>(
    watch
      ? `/api/drafts/${id}/watch${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`
      : `/api/drafts/${id}/seat`,
  );
const postAct = (id: string, seq: number, move: unknown) =>
  api<ActResponse>(`/api/drafts/${id}/act`, { method: 'POST', body: { seq, move } });

/**
 * A seat's live draft, the same for every mode (ADR 0063): its view from the subscribe ack (or GET
 * /seat), then `draft:view`s, whole or deltas, applied with core's receiveDraftView (old versions
 * dropped; a delta made from another version than the one held asks for a whole view by subscribing
 * again, or by GET while the socket is down). An act goes as one `draft:act { seq, move }` with an ack
 * and is resent (every other try over POST /act) until acknowledged: the seq makes a resend a no-op.
 */
export function useDraftSeat(
  draftId: string,
  /** Watch as a spectator (ADR 0073): the spectator view, and `act` does nothing. */
  watch = false,
  /**
   * A spectator's invite token (the page's `?invite=`, from the host's link): sent with GET /watch and
   * the socket's watch subscribe alike, which both let in whoever holds it though they cannot view the cube.
   */
  invite: string | null = null,
): DraftSeat {
  const [shown, setShown] = useState<HeldDraftView>({ version: 0, status: null, seen: null });
  const [pending, setPendingState] = useState(false);
  // Read by act through a ref, not its closure: a screen holding an older act (a key handler bound once,
  // a memoised card) must not see a pending flag from before the last acknowledgement and drop the move.
  const pendingRef = useRef(false);
  const setPending = useCallback((value: boolean) => {
    pendingRef.current = value;
    setPendingState(value);
  }, []);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What the tab holds, kept outside React state: deltas are applied to it as they arrive, in order.
  const held = useRef<HeldDraftView>({ version: 0, status: null, seen: null });

  const receive = useCallback((message: DraftViewChange): 'apply' | 'drop' | 'resync' => {
    const step = receiveDraftView(held.current, message);
    if (step.step === 'apply') {
      held.current = step.held;
      setShown(step.held);
    }
    return step.step;
  }, []);

  const resync = useCallback(async () => {
    try {
      receive(await getSeat(draftId, watch, invite));
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }, [draftId, receive, watch, invite]);

  useEffect(() => {
    let closed = false;
    let stop = () => {};
    // In the room: a subscribe was acknowledged on the socket as it is now. Until then (and after a
    // refusal or a drop) the seat catches up by HTTP, so a lost subscribe never leaves the page frozen.
    let subscribed = false;
    void resync();
    void loadRealtime().then((realtime) => {
      if (closed) return;
      const stops = [
        realtime.listenConnection((up) => {
          if (!up) subscribed = false;
          setConnected(up);
        }),
        realtime.listenRealtime('draft:view', (m) => {
          if (m.draftId !== draftId) return;
          if (receive(m) === 'resync' && !realtime.resubscribeDraft(draftId)) void resync();
        }),
        realtime.watchDraft(draftId, {
          spectator: watch,
          ...(watch && invite ? { invite } : {}),
          onSubscribed(ack) {
            subscribed = ack.ok;
            if (ack.ok) receive(ack);
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
        if (!realtimeConnected() || !subscribed) void resync();
      });
    }, OFFLINE_POLL_MS);
    return () => {
      closed = true;
      clearInterval(poll);
      stop();
    };
  }, [draftId, receive, resync, watch, invite]);

  const act = useCallback(
    (move: unknown) => {
      const seen = held.current.seen;
      if (!seen || pendingRef.current || watch) return;
      const seq = seen.seq;
      setPending(true);
      setError(null);
      // An acknowledged act over the socket needs no GET: the draft:view push carries that version's
      // view (it usually arrives before the ack). Only if it has not come in time does the page resync.
      const acked = (version: number) => {
        setPending(false);
        setTimeout(() => {
          if (held.current.version < version) void resync();
        }, ACK_TIMEOUT_MS);
      };
      const refused = (message: string) => {
        setPending(false);
        setError(message);
        void resync();
      };
      const attempt = async (tries: number) => {
        const realtime = await loadRealtime();
        if (realtime.realtimeConnected() && tries % 2 === 0) {
          realtime.requestRealtime({ type: 'draft:act', draftId, seq, move }, ACK_TIMEOUT_MS).then(
            (ack) => (ack.ok ? acked(ack.version) : refused(ack.error)),
            () => setTimeout(() => void attempt(tries + 1), RETRY_MS),
          );
          return;
        }
        postAct(draftId, seq, move).then(
          (r) => {
            setPending(false);
            receive(r);
          },
          (err) => {
            if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) refused(err.message);
            else setTimeout(() => void attempt(tries + 1), RETRY_MS);
          },
        );
      };
      void attempt(0);
    },
    [draftId, receive, resync, setPending, watch],
  );

  return { ...shown, connected, error, pending, act };
}
