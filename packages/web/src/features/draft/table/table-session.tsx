import { mayReplaceWithBot } from '@cubewright/core/protocol';
import { Loader2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { useCardMap } from '../draft-api';
import { replaceWithBot, takeSeatBack } from '../lobby-api';
import { SeatBackNotice } from '../seat-calls';
import { SessionShell, useSessionFrame } from '../session-shell';
import type { DraftSeat } from '../use-draft-seat';
import { screenFor } from './mode-screens';
import { cardIdsIn, type TableView } from './table-api';
import { TablePools } from './table-pools';
import { TurnBanner } from './turn-banner';

/**
 * Every seat with its picks so far, who is to move, and who is a bot or away; the host may hand an
 * away player's seat to a bot (`replace`).
 */
function SeatList({
  view,
  away,
  replace,
  turnless,
}: {
  view: TableView;
  away: (seat: number) => boolean;
  replace?: (seat: number) => void;
  /** Seats act at once (team sealed): no seat is marked "to move". */
  turnless?: boolean;
}) {
  const turn = turnless ? null : view.turn;
  return (
    <ul aria-label="Seats" className="flex flex-wrap gap-2 text-xs text-zinc-600">
      {view.seats.map((s, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are numbered places
          key={i}
          aria-current={turn === i ? 'true' : undefined}
          className={`rounded-full border px-2 py-0.5 ${
            turn === i ? 'border-brand bg-brand/10 font-semibold text-zinc-900' : 'border-zinc-200'
          }`}
        >
          {s.name}
          {i === view.seat ? ' (you)' : ''}
          {s.kind === 'bot' ? ' (bot)' : away(i) ? ' (away)' : ''}: {s.poolSize} card
          {s.poolSize === 1 ? '' : 's'}
          {turn === i ? ', to move' : ''}
          {replace && s.kind === 'human' && away(i) && i !== view.seat && (
            <Button
              size="sm"
              variant="link"
              className="ml-1 h-auto text-xs"
              aria-label={`Replace ${s.name} with a bot`}
              onClick={() => replace(i)}
            >
              Replace with bot
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The session screen of a turn-based mode (Winston, Grid, Rochester, ...): whose turn it is, the mode's
 * public table (mode-screens.tsx), the seats, the chat and the seat's pool. At the end it goes on to
 * the deck builder with the seat's pool, as a booster draft does.
 */
export function TableSession({
  draftId,
  live,
  table: view,
}: {
  draftId: string;
  live: DraftSeat;
  table: TableView;
}) {
  const frame = useSessionFrame(draftId, live.status, view.seat === null);
  const { lobby, seats } = frame;
  const ids = useMemo(() => cardIdsIn([view.pool, view.table, view.seats]), [view]);
  const cards = useCardMap(ids);
  const lookup = (cardId: string) => cards.get(cardId);

  const entry = screenFor(view);
  // A spectator's view holds no seat (ADR 0073): nothing to move, no seat to take back.
  const seat = view.seat;
  const canMove = view.mayMove && !live.pending;
  const me = seat === null ? undefined : view.seats[seat];
  const running = view.status === 'drafting';
  const myId = seat === null ? undefined : lobby.data?.draft.seats[seat]?.userId;
  const mayReplace = !!lobby.data && !!myId && mayReplaceWithBot(lobby.data.draft, myId);
  const away = (seat: number) => {
    const s = view.seats[seat];
    return s?.kind === 'human' && (!s.present || lobby.data?.draft.seats[seat]?.present === false);
  };
  return (
    <SessionShell
      draftId={draftId}
      connected={live.connected}
      offline="the table catches up when you are back."
      pool={view.pool}
      lookup={lookup}
      frame={frame}
    >
      <TurnBanner view={view} detail={entry?.detail?.(view)} headline={entry?.headline?.(view)} />
      {live.pending && (
        <p className="flex items-center gap-1 text-sm text-zinc-600">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Sending your move…
        </p>
      )}
      <FormMessage error={live.error} />
      {me && running && (me.kind === 'bot' || !me.present) && (
        <SeatBackNotice
          bot={me.kind === 'bot'}
          waiting="your turns wait for you"
          busy={seats.busy}
          onTakeBack={() => void seats.run(() => takeSeatBack(draftId))}
        />
      )}
      {entry ? (
        <entry.Screen view={view} canMove={canMove} pending={live.pending} move={live.act} lookup={lookup} />
      ) : (
        <p className="text-sm text-zinc-600">This mode's table cannot be shown here yet.</p>
      )}
      <SeatList
        view={view}
        away={away}
        turnless={!!entry?.turnless}
        replace={
          mayReplace && running && !seats.busy
            ? (seat) => void seats.run(() => replaceWithBot(draftId, seat))
            : undefined
        }
      />
      <FormMessage error={seats.error} />
      <TablePools view={view} lookup={lookup} />
    </SessionShell>
  );
}
