import { type DraftLifecycle, liveVersionStep } from '@cubewright/core/protocol';
import { useCallback, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { useSeatRoom } from '../use-seat-room';
import { getTable, postMove, type TableView } from './table-api';

export interface LiveTable {
  view: TableView | null;
  status: DraftLifecycle | null;
  connected: boolean;
  error: string | null;
  /** True from a move until the server answers it. */
  pending: boolean;
  /** Sends a move for the view's move number; resent until answered (the server drops resends). */
  move(move: unknown): void;
}

const RETRY_MS = 1500;

/**
 * A seat's live table in a turn-based mode: the view from GET /table, then each `draft:table` push
 * (versions: duplicates dropped, a gap resyncs by GET). Moves go over HTTP with the move number the
 * view showed, so a resend after a lost answer is recognised by the server and never plays twice.
 */
export function useDraftTable(draftId: string): LiveTable {
  const [view, setView] = useState<TableView | null>(null);
  const [status, setStatus] = useState<DraftLifecycle | null>(null);
  const [pending, setPending] = useState(false);
  const version = useRef(0);

  const accept = useCallback((v: number, s: DraftLifecycle, next: TableView | null) => {
    if (v < version.current) return;
    version.current = v;
    setStatus(s);
    if (next) setView(next);
  }, []);

  const { connected, error, setError, resync } = useSeatRoom(draftId, {
    load: getTable,
    accept,
    listen: ({ listenRealtime }, catchUp) => [
      listenRealtime('draft:table', (m) => {
        if (m.draftId !== draftId) return;
        const step = liveVersionStep(version.current, m.version);
        if (step === 'drop') return;
        accept(m.version, m.status, m.view);
        if (step === 'resync') catchUp();
      }),
    ],
    // The subscribe answer carries no table for these modes, only the version: catch up by GET.
    subscribed(ack, catchUp) {
      if (ack.version > version.current) catchUp();
    },
  });

  const move = useCallback(
    (m: unknown) => {
      if (!view || pending) return;
      const moveNumber = view.moveNumber;
      setPending(true);
      setError(null);
      const attempt = () =>
        postMove(draftId, moveNumber, m).then(
          (r) => {
            setPending(false);
            accept(r.version, r.status, r.view);
          },
          (err) => {
            if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) {
              setPending(false);
              setError(err.message);
              void resync();
            } else setTimeout(() => void attempt(), RETRY_MS);
          },
        );
      void attempt();
    },
    [draftId, view, pending, accept, resync, setError],
  );

  return { view, status, connected, error, pending, move };
}
