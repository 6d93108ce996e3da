import { type EventResponse, PAIRING_KINDS } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, FormMessage } from '../../components/ui/field';
import { Label, selectClass } from '../../components/ui/input';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { RecordStatsPanel } from './record-stats-panel';
import { eventsPath, eventsQuery, eventUrl, playersFromLines } from './records-api';

export const PAIRING_LABELS: Record<(typeof PAIRING_KINDS)[number], string> = {
  swiss: 'Swiss',
  'round-robin': 'Round robin',
  elimination: 'Single elimination',
};

function NewEventForm({ cubeId }: { cubeId: string }) {
  const navigate = useNavigate();
  const ids = { pairing: useId(), players: useId() };
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const rounds = Number(form.get('rounds'));
    setBusy(true);
    setError(null);
    try {
      const res = await api<EventResponse>(eventsPath(cubeId), {
        body: {
          name: String(form.get('name') ?? ''),
          date: String(form.get('date') ?? ''),
          pairing: String(form.get('pairing')),
          ...(rounds > 0 ? { rounds } : {}),
          players: playersFromLines(String(form.get('players') ?? '')),
        },
      });
      await navigate(eventUrl(cubeId, res.event.id));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Panel>
      <PanelTitle>New event</PanelTitle>
      <PanelDescription>
        An event played on paper or elsewhere. Decks can be pasted on the event's page; a draft finished here
        offers "Start a tournament" instead.
      </PanelDescription>
      <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)}>
        <Field label="Name" name="name" required maxLength={100} />
        <Field
          label="Date"
          name="date"
          type="date"
          required
          defaultValue={new Date().toISOString().slice(0, 10)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.pairing}>Pairing</Label>
          <select id={ids.pairing} name="pairing" className={selectClass} defaultValue="swiss">
            {PAIRING_KINDS.map((k) => (
              <option key={k} value={k}>
                {PAIRING_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="Rounds (Swiss)"
          name="rounds"
          type="number"
          min={1}
          max={20}
          hint="Empty: enough for one undefeated player"
        />
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={ids.players}>
            Players, one a line (@username links a user, who may then enter results)
          </Label>
          <textarea
            id={ids.players}
            name="players"
            rows={6}
            required
            className="rounded-md border border-zinc-300 p-2 text-sm"
          />
        </div>
        <div className="sm:col-span-2">
          <FormMessage error={error} />
          <Button type="submit" disabled={busy}>
            Create event
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** The cube's events, newest first, and (for its owner and editors) a form for a new one. */
export function EventList({ cubeId }: { cubeId: string }) {
  const q = useQuery(eventsQuery(cubeId));
  if (q.isLoading) return <Spinner className="mx-auto size-6" />;
  if (q.isError || !q.data) return <FormMessage error={q.error?.message ?? 'Could not load the events'} />;
  const { events, canEdit } = q.data;
  return (
    <div className="grid gap-4">
      <Panel>
        <PanelTitle>Events</PanelTitle>
        {events.length === 0 ? (
          <p className="text-sm text-zinc-600">No events recorded yet.</p>
        ) : (
          <ul className="divide-y divide-zinc-200">
            {events.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <Link to={eventUrl(cubeId, e.id)} className="font-medium text-brand hover:underline">
                  {e.name}
                </Link>
                <span className="text-sm text-zinc-600">
                  {e.date} · {e.playerCount} players · {PAIRING_LABELS[e.pairing]} · round {e.roundsPaired} of{' '}
                  {e.rounds}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <RecordStatsPanel cubeId={cubeId} />
      {canEdit && <NewEventForm cubeId={cubeId} />}
    </div>
  );
}
