import type { DraftCard } from '@cubewright/core/draft';
import type { DraftResultResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CardLink } from '../../components/card/card-link';
import { ManaCost } from '../../components/card/mana-symbol';
import { FormMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { CommentThread } from '../comments/comment-thread';
import { getResult, useCardMap } from './draft-api';
import { cardName } from './draft-card';
import { BASIC_NAMES, type CardLookup, typeSections } from './pool';
import { SeatSelect } from './seat-select';

// Everyone's decks after the draft: a seat's main deck by type and mana value (bots' decks are built by
// the server), else the pool of a player who has not saved a deck yet.

function DeckList({ cards, lookup }: { cards: DraftCard[]; lookup: CardLookup }) {
  return (
    <div className="columns-1 gap-6 sm:columns-2 lg:columns-3">
      {typeSections(cards, lookup).map((s) => (
        <section key={s.name} className="mb-4 break-inside-avoid" aria-label={s.name}>
          <h4 className="font-medium">
            {s.name} ({s.cards.length})
          </h4>
          <ul className="text-sm">
            {s.cards.map((c) => {
              const data = lookup(c.cardId);
              return (
                <li key={c.id} className="flex justify-between gap-2">
                  <CardLink cardId={c.cardId}>{cardName(c, data)}</CardLink>
                  <ManaCost cost={data?.manaCost ?? ''} className="shrink-0" />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * "Other decks": choose a seat to see its deck. Fetched afresh when the tab opens (its own query key, so
 * the deck being built on the other tab is not reset): players save their decks after the draft.
 */
export function OtherDecks({ draftId }: { draftId: string }) {
  const q = useQuery({
    queryKey: ['drafts', draftId, 'decks'],
    queryFn: () => getResult(draftId),
    retry: false,
  });
  if (q.isLoading) return <Spinner className="mx-auto mt-6 size-6" />;
  if (q.isError || !q.data)
    return (
      <FormMessage error={q.error instanceof Error ? q.error.message : 'The decks could not be loaded'} />
    );
  return <SeatDecks draftId={draftId} result={q.data} />;
}

function SeatDecks({ draftId, result }: { draftId: string; result: DraftResultResponse }) {
  const others = result.seats.filter((s) => s.seat !== result.mySeat);
  const [seat, setSeat] = useState(others[0]?.seat ?? 0);
  const shown = result.seats[seat];
  const { main, side } = useMemo(() => {
    if (!shown?.deck) return { main: shown?.pool ?? [], side: [] as DraftCard[] };
    const byId = new Map(shown.pool.map((c) => [c.id, c]));
    const pick = (ids: string[]) => ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return { main: pick(shown.deck.main), side: pick(shown.deck.side) };
  }, [shown]);
  const cards = useCardMap(useMemo(() => main.map((c) => c.cardId), [main]));
  const lookup = (cardId: string) => cards.get(cardId);
  if (!shown || others.length === 0) return <p className="text-sm text-zinc-600">No other seats.</p>;
  const basics = Object.entries(shown.deck?.basics ?? {}).filter(([, n]) => n > 0);
  const total = main.length + basics.reduce((n, [, k]) => n + k, 0);
  return (
    <div className="grid gap-3">
      <SeatSelect label="Deck of" seats={others} value={seat} onChange={setSeat} />
      <h3 className="font-semibold" data-testid="other-deck-title">
        {shown.deck
          ? `${shown.name}'s deck: ${total} cards`
          : `${shown.name} has not saved a deck; their pool:`}
        {shown.deck && side.length > 0 && (
          <span className="font-normal text-zinc-600"> (sideboard {side.length})</span>
        )}
      </h3>
      <DeckList cards={main} lookup={lookup} />
      {basics.length > 0 && (
        <p className="text-sm">
          Basic lands: {basics.map(([c, n]) => `${n} ${BASIC_NAMES[c] ?? c}`).join(', ')}
        </p>
      )}
      <CommentThread
        key={seat}
        target={{ kind: 'deck', id: `${draftId}:${seat}` }}
        title={`Comments on ${shown.name}'s deck`}
      />
    </div>
  );
}
