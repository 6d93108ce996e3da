import type { Card } from '@cubewright/core/cards';
import type { BoosterWatchView } from '@cubewright/core/draft/modes';
import { useMemo } from 'react';
import { ManaCost } from '../../components/card/mana-symbol';
import { useCardMap } from './draft-api';
import { cardName } from './draft-card';
import { SessionShell, useSessionFrame } from './session-shell';
import { SeatPools } from './table/table-pools';
import type { DraftSeat } from './use-draft-seat';

/**
 * A spectator's screen of a booster draft (ADR 0073): each seat's picks and the packs waiting there,
 * the picks the host's reveal shows (all of them once the draft is over), with the table's own pool
 * lists, read-only; with "everything, delayed by N picks", the pack each seat held N picks ago too.
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
  const ids = useMemo(
    () => view.seats.flatMap((s) => [...(s.shown ?? []), ...(s.pack?.cards ?? [])]).map((c) => c.cardId),
    [view.seats],
  );
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
      {view.delay !== null && !over && <HeldPacks view={view} delay={view.delay} lookup={lookup} />}
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

/**
 * The pack each seat held `delay` picks ago (further back while the nearer one would tell a pick still
 * hidden: core's held-pack.ts), as a list of names and costs per seat, one seat a row on a phone and
 * two on a wide screen like the picks below: the card the seat took from it is not marked, and the
 * order says nothing of what went first.
 */
function HeldPacks({
  view,
  delay,
  lookup,
}: {
  view: BoosterWatchView;
  delay: number;
  lookup: (cardId: string) => Card | undefined;
}) {
  const held = view.seats.flatMap((s, seat) => (s.pack ? [{ seat, name: s.name, pack: s.pack }] : []));
  const behind = `${delay} pick${delay === 1 ? '' : 's'} ago`;
  return (
    <section
      aria-label="Packs"
      data-testid="watch-packs"
      className="rounded-md border border-zinc-200 bg-white p-2 text-sm"
    >
      <h2 className="font-medium">The pack each seat held {behind}</h2>
      {held.length === 0 ? (
        <p className="mt-1 text-zinc-600">
          Each seat's pack shows here once it has made {delay} pick{delay === 1 ? '' : 's'}.
        </p>
      ) : (
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {held.map(({ seat, name, pack }) => (
            <section key={seat} aria-label={`${name}'s pack`} className="min-w-0">
              <h3 className="text-xs font-semibold uppercase text-zinc-500">
                {name}: pack {pack.packNumber + 1}, pick {pack.pickNumber + 1} ({pack.cards.length} card
                {pack.cards.length === 1 ? '' : 's'})
                {pack.picksAgo > delay ? `, ${pack.picksAgo} picks ago` : ''}
              </h3>
              <ul>
                {pack.cards.map((c) => (
                  <li key={c.id} className="flex justify-between gap-2">
                    <span className="min-w-0 truncate" title={cardName(c, lookup(c.cardId))}>
                      {cardName(c, lookup(c.cardId))}
                    </span>
                    <ManaCost cost={lookup(c.cardId)?.manaCost ?? ''} className="shrink-0" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
