import type { Card } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import type { DraftLifecycle } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { draftKey, getDraft } from './draft-api';
import { DraftChat } from './draft-chat';
import { PoolAside } from './pool-aside';
import { useSeatCalls } from './seat-calls';
import { SpectatorList } from './spectator-list';
import { useDraftRoom } from './use-draft-room';

// What a seat's session screen is around its own content, the same for a booster draft's packs and a
// turn-based mode's table: the lobby, the seat calls, the reconnecting notice, the chat and the pool.

/**
 * The lobby description (who hosts and who is away), fetched again when the room says it changed (no
 * polling: the seat's socket keeps it present), the seat calls (take the seat back, replace an away
 * player), and the way on to the deck builder once the draft is complete.
 */
export function useSessionFrame(draftId: string, status: DraftLifecycle | null, watching = false) {
  // A spectator let in by the host's invite link carries its token on the page (?invite=): without it
  // the lobby of a private cube's draft is "not found" to them.
  const invite = useSearchParams()[0].get('invite');
  const lobby = useQuery({ queryKey: draftKey(draftId), queryFn: () => getDraft(draftId, invite) });
  // The seat's own hook (use-draft-seat.ts) has joined the room: only its lobby and chat news here.
  useDraftRoom(draftId, true, false);
  const seats = useSeatCalls(draftId);
  const navigate = useNavigate();
  useEffect(() => {
    // A spectator has no deck to build: the end stays on the table, every pool shown (ADR 0073).
    if (status === 'complete' && !watching) navigate(`/draft/complete/${draftId}`);
  }, [status, draftId, navigate, watching]);
  return { lobby, seats };
}

/**
 * Before the seat's first view: its error; a draft still in its lobby says so and leads there (the
 * seat's stream brings the first pack when the host starts); else a spinner.
 */
export function SessionPending({
  draftId,
  error,
  status,
}: {
  draftId: string;
  error: string | null;
  status: DraftLifecycle | null;
}) {
  if (error) return <FormMessage error={error} />;
  if (status === 'lobby')
    return (
      <p role="status" className="mx-auto mt-10 max-w-md text-center text-zinc-700">
        This draft has not started yet.{' '}
        <Link className="text-brand-dark underline" to={`/draft/lobby/${encodeURIComponent(draftId)}`}>
          Go to its lobby
        </Link>
        ; the first pack shows here when the host starts it.
      </p>
    );
  return <Spinner className="mx-auto mt-10 size-8" />;
}

/**
 * The screen: a notice while the socket is down (`offline` says what happens meanwhile), the content,
 * the chat, and the seat's pool beside (`aside` under it).
 */
export function SessionShell({
  draftId,
  connected,
  offline,
  pool,
  lookup,
  aside,
  frame,
  children,
}: {
  draftId: string;
  connected: boolean;
  offline: string;
  pool: DraftCard[];
  lookup: (cardId: string) => Card | undefined;
  aside?: ReactNode;
  /** The lobby and the seat calls (useSessionFrame): the spectators' list and the host's Remove. */
  frame?: ReturnType<typeof useSessionFrame>;
  children: ReactNode;
}) {
  const lobby = frame?.lobby.data;
  // A spectator (ADR 0073) has no seat: no chat of the players' and no picks of their own.
  const watching = !!lobby && lobby.mySeat === null;
  const isHost = !!lobby && lobby.draft.host.id === lobby.draft.seats[lobby.mySeat ?? -1]?.userId;
  return (
    <div className="grid gap-3 p-2 lg:grid-cols-[1fr_18rem]">
      <div className="grid min-w-0 content-start gap-3">
        {!connected && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <WifiOff className="size-4" aria-hidden="true" /> Reconnecting… {offline}
          </p>
        )}
        {watching && !lobby.mayWatch && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            You can no longer watch this draft: the host removed you, or stopped letting others watch.
          </p>
        )}
        {watching && lobby.mayWatch && (
          <p
            role="status"
            className="rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-700"
          >
            You are watching this draft. Spectators see what the table shows
            {lobby.draft.settings.spectatorDelay
              ? `, and every seat's picks and the pack it held, ${picksBehind(lobby.draft.settings.spectatorDelay)}`
              : ''}
            ; every pool shows when the draft is over.
          </p>
        )}
        {children}
        {lobby && frame && (
          <SpectatorList
            draft={lobby.draft}
            isHost={isHost}
            busy={frame.seats.busy}
            run={(call) => void frame.seats.run(call)}
          />
        )}
        {!watching && (
          <details className="rounded-md border border-zinc-200 bg-white p-2 text-sm">
            <summary className="cursor-pointer font-medium">Chat</summary>
            <div className="mt-2">
              <DraftChat draftId={draftId} />
            </div>
          </details>
        )}
      </div>
      {watching ? (
        aside
      ) : (
        <PoolAside pool={pool} lookup={lookup}>
          {aside}
        </PoolAside>
      )}
    </div>
  );
}

/** "1 pick behind", "3 picks behind": how far a spectator's delayed view trails the table. */
function picksBehind(delay: number): string {
  return `${delay} pick${delay === 1 ? '' : 's'} behind`;
}
