import type { EventDetail, EventMatch, EventResponse } from '@cubewright/core/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label } from '../../components/ui/input';
import { api } from '../../lib/api';
import { eventPath, scoreText } from './records-api';

const STATUS_LABEL = {
  pending: 'awaiting result',
  reported: 'awaiting confirmation',
  confirmed: 'confirmed',
} as const;

export function GamesInput({ label, name, value }: { label: string; name: string; value: number }) {
  const id = useId();
  return (
    <span className="flex items-center gap-1 text-sm">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} type="number" min={0} max={3} defaultValue={value} className="w-16" />
    </span>
  );
}

/** The two players' different reports, side by side: the host settles by setting the result. */
export function DisputeNote({
  event,
  match,
}: {
  event: Pick<EventDetail, 'players' | 'canEdit'>;
  match: EventMatch;
}) {
  if (!match.dispute) return null;
  const name = (id: string | null) => event.players.find((p) => p.id === id)?.name ?? 'A player';
  return (
    <p className="text-sm text-amber-800" data-testid="dispute">
      Reports differ: {name(match.reportedBy)} reported {scoreText(match)}, {name(match.dispute.by)} reported{' '}
      {scoreText(match.dispute)} (games of {name(match.a)} first).{' '}
      {event.canEdit ? 'Set the result to settle it.' : 'Agree on one, or the host settles it.'}
    </p>
  );
}

/**
 * One table of a round. A player of the match (or the host) enters the games won; when the opponent has
 * reported, the other player sees their result and confirms it with one click.
 */
export function MatchRow({
  cubeId,
  event,
  match,
}: {
  cubeId: string;
  event: EventDetail;
  match: EventMatch;
}) {
  const queryClient = useQueryClient();
  const name = (id: string | null) => event.players.find((p) => p.id === id)?.name ?? '';
  const [error, setError] = useState<string | null>(null);
  const mine = event.myPlayerId !== null && (match.a === event.myPlayerId || match.b === event.myPlayerId);
  const canEnter = match.b !== null && (event.canEdit || (mine && match.status !== 'confirmed'));
  const awaitingMe = mine && match.status === 'reported' && match.reportedBy !== event.myPlayerId;
  const label = `${name(match.a)} vs ${name(match.b)}`;

  async function send(result: { aWins: number; bWins: number; draws: number }) {
    setError(null);
    try {
      const res = await api<EventResponse>(
        `${eventPath(cubeId, event.id)}/matches/${encodeURIComponent(match.id)}/result`,
        {
          body: result,
        },
      );
      queryClient.setQueryData(['cubes', cubeId, 'events', event.id], res);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void send({
      aWins: Number(form.get('aWins')),
      bWins: Number(form.get('bWins')),
      draws: Number(form.get('draws')),
    });
  }

  return (
    <li
      className="grid gap-2 py-2"
      aria-label={`Table ${match.table}: ${match.b ? label : `${name(match.a)} has the bye`}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-16 text-sm text-zinc-600">Table {match.table}</span>
        {match.b === null ? (
          <span>{name(match.a)} has the bye</span>
        ) : (
          <>
            <span className="font-medium">{label}</span>
            {match.status !== 'pending' && <span data-testid="score">{scoreText(match)}</span>}
            <Badge variant={match.status === 'confirmed' ? 'secondary' : 'outline'}>
              {match.dispute ? 'reports differ' : STATUS_LABEL[match.status]}
            </Badge>
          </>
        )}
      </div>
      {match.dispute && <DisputeNote event={event} match={match} />}
      {awaitingMe && (
        <Button size="sm" className="w-fit" onClick={() => void send(match)}>
          Confirm {scoreText(match)}
        </Button>
      )}
      {canEnter && (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={submit}
          aria-label={`Result of ${label}`}
        >
          <GamesInput label={`${name(match.a)} won`} name="aWins" value={match.aWins} />
          <GamesInput label={`${name(match.b)} won`} name="bWins" value={match.bWins} />
          <GamesInput label="Drawn" name="draws" value={match.draws} />
          <Button size="sm" variant="outline" type="submit">
            {event.canEdit ? 'Set result' : 'Report result'}
          </Button>
        </form>
      )}
      <FormMessage error={error} />
    </li>
  );
}
