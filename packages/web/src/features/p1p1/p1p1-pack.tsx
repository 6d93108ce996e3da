import type { P1P1Response } from '@cubewright/core/protocol';
import { Check } from 'lucide-react';
import { CardFace } from '../../components/card/card-face';
import { CardLink } from '../../components/card/card-link';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const percent = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 100));

/**
 * A P1P1 pack: each card with its count and share once the viewer may see them (after their vote, or as
 * a curator; the server sends no counts before), the voter's own pick marked, and a Pick button for
 * signed-in viewers (`onVote` absent: nothing is taken).
 */
export function P1P1Pack({
  p1p1,
  onVote,
  voting = false,
}: {
  p1p1: P1P1Response;
  onVote?: (pick: number) => void;
  voting?: boolean;
}) {
  return (
    <ol
      aria-label="Pack 1, pick 1"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
    >
      {p1p1.pack.map((c, i) => {
        const votes = p1p1.votes?.[i];
        const mine = p1p1.myVote === i;
        const tally = votes === undefined ? '' : `${votes} ${votes === 1 ? 'vote' : 'votes'}`;
        return (
          <li
            key={c.entryId}
            data-testid="p1p1-card"
            data-name={c.name}
            data-votes={votes}
            aria-label={`${c.name}${tally && `: ${tally}`}${mine ? ', your pick' : ''}`}
            className={cn('grid min-w-0 content-start gap-1 rounded-md p-1', mine && 'ring-4 ring-brand')}
          >
            <CardFace card={c.card} name={c.name} imageUri={c.imageUrl ?? null} />
            <CardLink cardId={c.cardId} className="truncate text-sm font-medium text-zinc-900">
              {c.name}
            </CardLink>
            {votes !== undefined && (
              <div className="h-1.5 overflow-hidden rounded bg-zinc-200" aria-hidden="true">
                <div className="h-full bg-brand" style={{ width: `${percent(votes, p1p1.totalVotes)}%` }} />
              </div>
            )}
            <span className="flex items-center justify-between gap-2 text-xs text-zinc-700">
              <span>{votes !== undefined && `${tally} (${percent(votes, p1p1.totalVotes)}%)`}</span>
              {onVote &&
                (mine ? (
                  <span className="flex items-center gap-1 font-semibold text-brand-dark">
                    <Check className="size-3.5" aria-hidden="true" /> Your pick
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={voting}
                    onClick={() => onVote(i)}
                    aria-label={`Pick ${c.name}`}
                  >
                    Pick
                  </Button>
                ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
