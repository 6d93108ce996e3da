import { useQuery } from '@tanstack/react-query';
import { cn } from '../../lib/cn';
import { cardMetricsQuery } from './card-metrics-api';
import {
  ataText,
  gameWinText,
  lowSampleText,
  mainRateText,
  matchWinText,
  takenWhenSeenText,
} from './card-metrics-data';

/**
 * One card's metrics in a cube, where the card is shown on its own (the editor's entry dialog, a pinned
 * preview in the list): ATA, main-deck rate, win rates, the decks they rest on and the low-sample warning.
 * Reads the cube's metrics query, so every card of the cube shares one request.
 */
export function CardMetricsSummary({
  cubeId,
  cardId,
  className,
}: {
  cubeId: string;
  cardId: string;
  className?: string;
}) {
  const q = useQuery(cardMetricsQuery(cubeId));
  if (!q.data) return null;
  const m = q.data.cards.find((c) => c.cardId === cardId);
  const warning = m && lowSampleText(m, q.data.lowSampleBelow);
  return (
    <section
      aria-label="Card metrics in this cube"
      className={cn('grid gap-1 rounded-md border border-zinc-200 bg-white p-3 text-sm', className)}
    >
      <h3 className="font-medium text-zinc-900">In this cube's drafts and events</h3>
      {!m ? (
        <p className="text-zinc-600">No person has picked it and no recorded deck holds it yet.</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-zinc-600">Average taken</dt>
            <dd className="tabular-nums">
              {ataText(m)} {m.picks > 0 && `(${m.picks} ${m.picks === 1 ? 'pick' : 'picks'})`}
            </dd>
            <dt className="text-zinc-600">Taken when seen</dt>
            <dd className="tabular-nums">{takenWhenSeenText(m)}</dd>
            <dt className="text-zinc-600">Main-deck rate</dt>
            <dd className="tabular-nums">{mainRateText(m)}</dd>
            <dt className="text-zinc-600">Match win rate</dt>
            <dd className="tabular-nums">{matchWinText(m)}</dd>
            <dt className="text-zinc-600">Game win rate</dt>
            <dd className="tabular-nums">{gameWinText(m)}</dd>
          </dl>
          {warning && (
            <p role="note" className="text-amber-800">
              ⚠ {warning}
            </p>
          )}
        </>
      )}
    </section>
  );
}
