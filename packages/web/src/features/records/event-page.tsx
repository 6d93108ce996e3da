import type { EventResponse } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { PAIRING_LABELS } from './event-list';
import { MatchRow } from './match-row';
import { PlayerDecks } from './player-decks';
import { eventPath, eventQuery } from './records-api';
import { ResultsImport } from './results-import';
import { ShareLinkPanel } from './share-link-panel';
import { StandingsTable } from './standings-table';

/** One event: standings, rounds with result entry, decks; the host pairs the next round here. */
export function EventPage({ cubeId, eventId }: { cubeId: string; eventId: string }) {
  const q = useQuery(eventQuery(cubeId, eventId));
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  if (q.isLoading) return <Spinner className="mx-auto size-6" />;
  if (q.isError || !q.data) return <FormMessage error={q.error?.message ?? 'Could not load the event'} />;
  const { event } = q.data;
  const rounds = Array.from({ length: event.roundsPaired }, (_, i) => event.roundsPaired - i);
  const canPair = event.canEdit && event.roundsPaired < event.rounds;

  async function pairNext() {
    setError(null);
    try {
      const res = await api<EventResponse>(`${eventPath(cubeId, eventId)}/rounds`, { body: {} });
      queryClient.setQueryData(eventQuery(cubeId, eventId).queryKey, res);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <div className="grid gap-4">
      <div>
        <Link
          to={`/cubes/${encodeURIComponent(cubeId)}/records`}
          className="text-sm text-brand hover:underline"
        >
          All events
        </Link>
        <h2 className="text-xl font-semibold">{event.name}</h2>
        <p className="text-sm text-zinc-600">
          {event.date} · {event.origin === 'draft' ? 'drafted here' : 'played elsewhere'} ·{' '}
          {PAIRING_LABELS[event.pairing]} · {event.players.length} players · round {event.roundsPaired} of{' '}
          {event.rounds}
        </p>
        {event.notes && <p className="mt-2 whitespace-pre-wrap text-zinc-700">{event.notes}</p>}
        <a
          href={`${eventPath(cubeId, eventId)}/matches.csv`}
          download
          className="text-sm text-brand hover:underline"
        >
          Download the matches (CSV)
        </a>
        {event.canEdit && <ResultsImport cubeId={cubeId} eventId={eventId} />}
      </div>
      {event.canEdit && <ShareLinkPanel cubeId={cubeId} event={event} />}
      {canPair && (
        <div className="grid gap-2">
          <Button className="w-fit" onClick={() => void pairNext()}>
            Pair round {event.roundsPaired + 1}
          </Button>
          <FormMessage error={error} />
        </div>
      )}
      <Panel>
        <PanelTitle>Standings</PanelTitle>
        <StandingsTable cubeId={cubeId} event={event} />
      </Panel>
      {rounds.map((round) => (
        <Panel key={round}>
          <PanelTitle>Round {round}</PanelTitle>
          <ul className="divide-y divide-zinc-100">
            {event.matches
              .filter((m) => m.round === round)
              .map((m) => (
                <MatchRow key={m.id} cubeId={cubeId} event={event} match={m} />
              ))}
          </ul>
        </Panel>
      ))}
      <Panel>
        <PanelTitle>Decks</PanelTitle>
        <PlayerDecks cubeId={cubeId} event={event} />
      </Panel>
    </div>
  );
}
