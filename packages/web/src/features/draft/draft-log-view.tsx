import type { DraftLogResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CardLink } from '../../components/card/card-link';
import { FormMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { getDraftLog, useCardMap } from './draft-api';
import { cardName, DraftCardFace } from './draft-card';
import { SeatSelect } from './seat-select';
import { TurnLogView } from './turn-log-view';

// The draft log on the deck page: a seat's picks in order (P1p1 ...) and, for the chosen pick, the pack
// it was made from with the taken card marked. Card data is fetched for the seat's picks and the one
// pack shown, not the whole table's cards.

function SeatLog({ log, seat }: { log: DraftLogResponse; seat: number }) {
  const picks = log.seats[seat]?.picks ?? null;
  const [at, setAt] = useState(0);
  const chosen = picks?.[Math.min(at, (picks?.length ?? 1) - 1)];
  const ids = useMemo(
    () => [...(picks ?? []).map((p) => p.card.cardId), ...(chosen?.pack ?? []).map((c) => c.cardId)],
    [picks, chosen],
  );
  const cards = useCardMap(ids);
  if (picks === null)
    return (
      <p className="text-sm text-zinc-600">The host kept draft logs private: only your own picks show.</p>
    );
  if (picks.length === 0)
    return <p className="text-sm text-zinc-600">No picks: the pools were dealt whole.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <ol aria-label="Picks" className="grid max-h-[70vh] content-start gap-0.5 overflow-y-auto text-sm">
        {picks.map((p, i) => (
          <li key={`${p.packNumber}-${p.pickNumber}`}>
            <button
              type="button"
              aria-current={p === chosen ? 'true' : undefined}
              onClick={() => setAt(i)}
              className={cn(
                'flex w-full gap-2 rounded px-2 py-1 text-left hover:bg-zinc-100',
                p === chosen && 'bg-brand/10 font-medium',
              )}
            >
              <span className="w-14 shrink-0 font-mono text-xs text-zinc-500">
                P{p.packNumber + 1}p{p.pickNumber + 1}
              </span>
              <span>{cardName(p.card, cards.get(p.card.cardId))}</span>
              {p.auto && <span className="ml-auto text-xs text-zinc-500">auto</span>}
            </button>
          </li>
        ))}
      </ol>
      {chosen && (
        <section aria-label={`Pack ${chosen.packNumber + 1}, pick ${chosen.pickNumber + 1}`}>
          <h3 className="mb-2 font-medium">
            Pack {chosen.packNumber + 1}, pick {chosen.pickNumber + 1}: {chosen.pack.length} cards
          </h3>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2" data-testid="log-pack">
            {chosen.pack.map((c) => {
              const taken = c.id === chosen.card.id;
              const burned = chosen.burned.some((b) => b.id === c.id);
              return (
                <li
                  key={c.id}
                  data-picked={taken || undefined}
                  aria-label={`${cardName(c, cards.get(c.cardId))}${taken ? ' (picked)' : burned ? ' (burned)' : ''}`}
                  className={cn(
                    'rounded-md',
                    taken && 'ring-4 ring-brand ring-offset-2',
                    burned && 'opacity-50',
                    !taken && !burned && 'opacity-80',
                  )}
                >
                  <DraftCardFace card={c} data={cards.get(c.cardId)} />
                  <CardLink
                    cardId={c.cardId}
                    className="mt-1 block truncate text-center text-xs text-brand-dark"
                  >
                    {cardName(c, cards.get(c.cardId))}
                  </CardLink>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * "Draft log": choose a seat, then a pick, to see the pack it came from; for a turn-based mode, its
 * moves with the table each was made from (turn-log-view.tsx).
 */
export function DraftLogView({ draftId }: { draftId: string }) {
  const q = useQuery({
    queryKey: ['drafts', draftId, 'log'],
    queryFn: () => getDraftLog(draftId),
    retry: false,
  });
  const [seat, setSeat] = useState<number | null>(null);
  if (q.isLoading) return <Spinner className="mx-auto mt-6 size-6" />;
  if (q.isError || !q.data)
    return (
      <FormMessage error={q.error instanceof Error ? q.error.message : 'The draft log could not be loaded'} />
    );
  // A turn-based mode logs moves (a pile, a row, a swap), not booster picks from packs.
  if (q.data.moves) return <TurnLogView log={q.data} />;
  const shown = seat ?? q.data.mySeat;
  return (
    <div className="grid gap-3">
      <SeatSelect label="Log of" seats={q.data.seats} value={shown} onChange={setSeat} />
      <SeatLog key={shown} log={q.data} seat={shown} />
    </div>
  );
}
