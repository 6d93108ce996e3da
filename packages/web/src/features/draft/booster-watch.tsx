import type { BoosterWatchView } from '@cubewright/core/draft/modes';
import { useMemo } from 'react';
import { useCardMap } from './draft-api';
import { SessionShell, useSessionFrame } from './session-shell';
import { SeatPools } from './table/table-pools';
import type { DraftSeat } from './use-draft-seat';

/**
 * A spectator's screen of a booster draft (ADR 0073): never a pack; each seat's picks and the packs
 * waiting there, and the picks the host's reveal shows (all of them once the draft is over), with the
 * table's own pool lists, read-only.
 */
export function BoosterWatch({
  draftId,
  live,
  view,
}: {
  draftId: string;
  live: DraftSeat;
  view: BoosterWatchView;
}) {
  const frame = useSessionFrame(draftId, live.status, true);
  const ids = useMemo(() => view.seats.flatMap((s) => s.shown ?? []).map((c) => c.cardId), [view.seats]);
  const cards = useCardMap(ids);
  const lookup = (cardId: string) => cards.get(cardId);
  const over = view.status === 'done';
  const shown = view.seats.flatMap((s, seat) => (s.shown ? [{ seat, name: s.name, pool: s.shown }] : []));
  return (
    <SessionShell
      draftId={draftId}
      connected={live.connected}
      offline="the table catches up when you are back."
      pool={[]}
      lookup={lookup}
      frame={frame}
    >
      <p
        role="status"
        data-testid="turn-banner"
        className="rounded-md border border-zinc-200 bg-white px-3 py-2 font-semibold"
      >
        {over ? 'The draft is over.' : `Pack ${view.packNumber + 1} of ${view.rounds}`}
      </p>
      <ul className="flex flex-wrap gap-2 text-xs text-zinc-600" aria-label="Seats">
        {view.seats.map((s, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are numbered places
            key={i}
            className="rounded-full border border-zinc-200 px-2 py-0.5"
          >
            {s.name}
            {s.kind === 'bot' ? ' (bot)' : s.present ? '' : ' (away)'}: {s.picks} pick
            {s.picks === 1 ? '' : 's'}
            {over ? '' : `, ${s.packsWaiting} pack${s.packsWaiting === 1 ? '' : 's'} waiting`}
          </li>
        ))}
      </ul>
      {shown.length === 0 && (
        <p className="text-sm text-zinc-600">
          The seats' packs and picks stay hidden until the draft is over.
        </p>
      )}
      <SeatPools
        seats={shown}
        title={
          over || view.delay === null ? 'What each seat has taken' : `Each seat's picks, ${view.delay} behind`
        }
        open
        lookup={lookup}
      />
    </SessionShell>
  );
}
