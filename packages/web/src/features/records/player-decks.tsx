import type { CardSummary, EventDetail, EventPlayer, EventResponse } from '@cubewright/core/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CardLink } from '../../components/card/card-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { api } from '../../lib/api';
import { AddBox } from '../cube-edit/editor/add-box';
import { useCubeCards } from '../cube-view/use-cube-cards';
import { DeckDownloads } from '../draft/deck-downloads';
import { addMainCard, cubeSuggestions, deckText } from './deck-text';
import { eventPath } from './records-api';

/** Counts a deck's cards by name for one board, in first-seen order. */
function grouped(player: EventPlayer, board: 'main' | 'side') {
  const out = new Map<string, { count: number; outsideCube: boolean; cardId: string | null }>();
  for (const c of player.deck) {
    if (c.board !== board) continue;
    const line = out.get(c.name) ?? { count: 0, outsideCube: c.outsideCube, cardId: c.cardId };
    line.count++;
    out.set(c.name, line);
  }
  return [...out];
}

function DeckPaste({
  cubeId,
  event,
  player,
  suggest,
}: {
  cubeId: string;
  event: EventDetail;
  player: EventPlayer;
  suggest: (q: string) => CardSummary[];
}) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState(() => deckText(player.deck));
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    try {
      const res = await api<EventResponse>(
        `${eventPath(cubeId, event.id)}/players/${encodeURIComponent(player.id)}/deck`,
        {
          method: 'PUT',
          body: { text },
        },
      );
      queryClient.setQueryData(['cubes', cubeId, 'events', event.id], res);
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <form className="mt-2 grid gap-2" onSubmit={(e) => void submit(e)}>
      <AddBox
        label={`Add a card of the cube to the deck of ${player.name}`}
        suggest={async (q) => suggest(q)}
        onAdd={(card) => setText((t) => addMainCard(t, card.name))}
      />
      <textarea
        name="text"
        rows={6}
        aria-label={`Deck of ${player.name}`}
        placeholder="Paste a deck: MTGA, MTGO, Cockatrice or one card a line"
        className="rounded-md border border-zinc-300 p-2 text-sm"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <FormMessage error={error} />
      <Button size="sm" variant="outline" type="submit" className="w-fit">
        Save deck
      </Button>
    </form>
  );
}

/**
 * Every player's deck; cards the cube lacks are flagged. Owner and editors enter a deck by pasting it or
 * by picking cards of the cube's list with autocomplete.
 */
export function PlayerDecks({ cubeId, event }: { cubeId: string; event: EventDetail }) {
  // The cube's list feeds the deck entry's autocomplete (fetched only for those who may edit decks).
  const cube = useCubeCards(cubeId, event.canEdit);
  const listed = useMemo(
    () =>
      (cube.boards?.main ?? []).map(({ card }) => ({
        id: card.id,
        name: card.name,
        manaCost: card.manaCost,
        typeLine: card.typeLine,
        imageUri: card.imageUri,
      })),
    [cube.boards],
  );
  const suggest = (q: string) => cubeSuggestions(listed, q);
  return (
    <ul className="grid gap-2">
      {event.players.map((p) => {
        const main = grouped(p, 'main');
        const side = grouped(p, 'side');
        const mainCount = main.reduce((n, [, l]) => n + l.count, 0);
        return (
          <li key={p.id}>
            <details className="rounded-md border border-zinc-200 p-2">
              <summary className="cursor-pointer">
                {p.name}
                {p.bot ? ' (bot)' : ''}: {mainCount} main-deck cards
                {p.deckSuggested && (
                  <>
                    {' '}
                    <Badge variant="outline">suggested</Badge>
                  </>
                )}
              </summary>
              {p.deckSuggested && (
                <p className="mt-1 text-sm text-zinc-600">
                  {p.name} saved no deck after the draft: this is the deck builder's suggestion from their
                  pool, so their cards count in the records. Paste the deck they played to replace it.
                </p>
              )}
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {[
                  ['Main deck', main],
                  ['Sideboard', side],
                ].map(([title, lines]) => (
                  <div key={title as string}>
                    <h4 className="text-sm font-semibold">{title as string}</h4>
                    <ul className="text-sm">
                      {(lines as ReturnType<typeof grouped>).map(([name, l]) => (
                        <li key={name}>
                          {l.count} {l.cardId ? <CardLink cardId={l.cardId}>{name}</CardLink> : name}{' '}
                          {l.outsideCube && <Badge variant="outline">not in the cube</Badge>}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              {mainCount > 0 && (
                <DeckDownloads
                  deck={{
                    name: `${event.name}: ${p.name}`,
                    main: p.deck.filter((c) => c.board === 'main'),
                    side: p.deck.filter((c) => c.board === 'side'),
                  }}
                  cubeName={`${event.name} ${p.name}`}
                  formats={['arena', 'txt']}
                  label={`Download the deck of ${p.name}`}
                />
              )}
              {mainCount > 0 && (
                <Link
                  className="mt-2 inline-block text-sm text-brand-dark underline"
                  to={`/cubes/${encodeURIComponent(cubeId)}/playtest?${new URLSearchParams({
                    deck: deckText(p.deck.filter((c) => c.board === 'main'))
                      .split('\n')
                      .join('|'),
                  })}`}
                >
                  Playtest the deck of {p.name}
                </Link>
              )}
              {event.canEdit && <DeckPaste cubeId={cubeId} event={event} player={p} suggest={suggest} />}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
