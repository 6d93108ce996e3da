import type { EventDetail, EventPlayer, EventResponse } from '@cubewright/core/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CardLink } from '../../components/card/card-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { api } from '../../lib/api';
import { DeckDownloads } from '../draft/deck-downloads';
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

function DeckPaste({ cubeId, event, player }: { cubeId: string; event: EventDetail; player: EventPlayer }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('text') ?? '');
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
    <form className="grid gap-2" onSubmit={(e) => void submit(e)}>
      <textarea
        name="text"
        rows={4}
        aria-label={`Deck of ${player.name}`}
        placeholder="Paste a deck: MTGA, MTGO, Cockatrice or one card a line"
        className="rounded-md border border-zinc-300 p-2 text-sm"
      />
      <FormMessage error={error} />
      <Button size="sm" variant="outline" type="submit" className="w-fit">
        Save deck
      </Button>
    </form>
  );
}

/** Every player's deck; cards the cube lacks are flagged. Owner and editors can paste a deck. */
export function PlayerDecks({ cubeId, event }: { cubeId: string; event: EventDetail }) {
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
              </summary>
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
              {event.canEdit && <DeckPaste cubeId={cubeId} event={event} player={p} />}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
