import type { EventMatch, EventPlayer, SharedEvent, SharedEventResponse } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Label } from '../../components/ui/input';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { DeckFromPhoto } from './deck-photo';
import { deckText } from './deck-text';
import { DisputeNote, GamesInput } from './match-row';
import { scoreText, sharedEventPath } from './records-api';
import { StandingsTable } from './standings-table';

// The player's page of an event's share link (issue 30): pick your name, then enter your own deck, your
// match result, or drop. Who may act as whom is the server's rule (docs/decisions/0060-event-share-link.md).

const sharedQuery = (token: string) => ({
  queryKey: ['shared-events', token] as const,
  queryFn: () => api<SharedEventResponse>(sharedEventPath(token)),
  retry: false,
  // Players at the table see the opponent's report and new pairings without reloading.
  refetchInterval: 15_000,
});

/** The picked player is remembered per link on this device. */
function usePickedPlayer(token: string, fallback: string | null) {
  const key = `cubewright:event-player:${token}`;
  const [picked, setPicked] = useState<string | null>(() => localStorage.getItem(key));
  useEffect(() => {
    if (picked) localStorage.setItem(key, picked);
  }, [key, picked]);
  return [picked ?? fallback, setPicked] as const;
}

/** Sends one write through the link and puts the answer in the page's query. */
function useSharedWrite(token: string) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  async function send(path: string, method: 'PUT' | 'POST', body: unknown) {
    setError(null);
    try {
      const res = await api<SharedEventResponse>(`${sharedEventPath(token)}${path}`, { method, body });
      queryClient.setQueryData(sharedQuery(token).queryKey, res);
      return true;
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return false;
    }
  }
  return { send, error };
}

function MyMatch({
  token,
  event,
  match,
  me,
}: {
  token: string;
  event: SharedEvent;
  match: EventMatch;
  me: EventPlayer;
}) {
  const { send, error } = useSharedWrite(token);
  const name = (id: string | null) => event.players.find((p) => p.id === id)?.name ?? '';
  const opponent = match.a === me.id ? match.b : match.a;
  const awaitingMe = match.status === 'reported' && match.reportedBy !== me.id && !match.dispute;
  const report = (r: { aWins: number; bWins: number; draws: number }) =>
    send(`/matches/${encodeURIComponent(match.id)}/result`, 'POST', { playerId: me.id, ...r });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void report({
      aWins: Number(form.get('aWins')),
      bWins: Number(form.get('bWins')),
      draws: Number(form.get('draws')),
    });
  }
  return (
    <Panel>
      <PanelTitle>
        Round {match.round}, table {match.table}: you play {name(opponent)}
      </PanelTitle>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {match.status !== 'pending' && (
          <span data-testid="my-score">
            {/* Your games first: the page speaks to one player, unlike the pairings (player a first). */}
            You {scoreText(match.a === me.id ? match : { ...match, aWins: match.bWins, bWins: match.aWins })}
          </span>
        )}
        <Badge variant={match.status === 'confirmed' ? 'secondary' : 'outline'}>
          {match.status === 'confirmed'
            ? 'final'
            : match.status === 'pending'
              ? 'no result yet'
              : match.dispute
                ? 'reports differ'
                : match.reportedBy === me.id
                  ? `waiting for ${name(opponent)} to confirm`
                  : `${name(opponent)} reported`}
        </Badge>
      </div>
      <DisputeNote event={{ players: event.players, canEdit: false }} match={match} />
      {awaitingMe && (
        <Button className="mt-2 w-fit" onClick={() => void report(match)}>
          Confirm {scoreText(match)}
        </Button>
      )}
      {match.status !== 'confirmed' && (
        <form className="mt-2 grid gap-2" onSubmit={submit} aria-label="Report your result">
          <div className="flex flex-wrap gap-3">
            <GamesInput label={`${name(match.a)} won`} name="aWins" value={match.aWins} />
            <GamesInput label={`${name(match.b)} won`} name="bWins" value={match.bWins} />
            <GamesInput label="Drawn" name="draws" value={match.draws} />
          </div>
          <Button type="submit" variant="outline" className="w-fit">
            Report result
          </Button>
        </form>
      )}
      <FormMessage error={error} />
    </Panel>
  );
}

function MyDeck({ token, me }: { token: string; me: EventPlayer }) {
  const { send, error } = useSharedWrite(token);
  const [text, setText] = useState(() => deckText(me.deck));
  const [saved, setSaved] = useState(false);
  const main = me.deck.filter((c) => c.board === 'main').length;
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(await send(`/players/${encodeURIComponent(me.id)}/deck`, 'PUT', { text }));
  }
  return (
    <Panel>
      <PanelTitle>Your deck</PanelTitle>
      <p className="text-sm text-zinc-600" data-testid="deck-count">
        {main} cards in your main deck
        {me.deck.some((c) => c.outsideCube) && ' (some are not in the cube: check their names)'}
      </p>
      {me.deckSuggested && (
        <p className="text-sm text-zinc-600">
          You saved no deck after the draft, so this is the deck builder's suggestion from your pool. Paste
          the deck you played and save it to replace it.
        </p>
      )}
      <div className="mt-2">
        <DeckFromPhoto
          token={token}
          onRead={(names) => {
            setText(names.map((name) => `1 ${name}`).join('\n'));
            setSaved(false);
          }}
        />
      </div>
      <form className="mt-2 grid gap-2" onSubmit={(e) => void submit(e)}>
        <textarea
          rows={8}
          aria-label="Your deck list"
          placeholder="Paste your deck: MTGA, MTGO, Cockatrice or one card a line"
          className="rounded-md border border-zinc-300 p-2 text-base"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(false);
          }}
        />
        <Button type="submit" className="w-fit">
          Save my deck
        </Button>
        {saved && <p className="text-sm text-emerald-700">Saved.</p>}
        <FormMessage error={error} />
      </form>
    </Panel>
  );
}

function DropPanel({ token, me }: { token: string; me: EventPlayer }) {
  const { send, error } = useSharedWrite(token);
  const dropped = me.droppedAfter !== null;
  return (
    <Panel>
      <PanelTitle>{dropped ? `You dropped after round ${me.droppedAfter}` : 'Leaving early?'}</PanelTitle>
      <Button
        variant="outline"
        className="w-fit"
        onClick={() => void send(`/players/${encodeURIComponent(me.id)}/drop`, 'PUT', { dropped: !dropped })}
      >
        {dropped ? 'Rejoin the event' : 'Drop from the event'}
      </Button>
      <FormMessage error={error} />
    </Panel>
  );
}

function Pairings({ event }: { event: SharedEvent }) {
  const name = (id: string | null) => event.players.find((p) => p.id === id)?.name ?? '';
  const rounds = Array.from({ length: event.roundsPaired }, (_, i) => event.roundsPaired - i);
  return rounds.map((round) => (
    <Panel key={round}>
      <PanelTitle>Round {round}</PanelTitle>
      <ul className="divide-y divide-zinc-100 text-sm">
        {event.matches
          .filter((m) => m.round === round)
          .map((m) => (
            <li key={m.id} className="flex flex-wrap gap-2 py-1">
              <span className="text-zinc-600">Table {m.table}</span>
              <span>{m.b === null ? `${name(m.a)} has the bye` : `${name(m.a)} vs ${name(m.b)}`}</span>
              {m.b !== null && m.status === 'confirmed' && <span>{scoreText(m)}</span>}
              {m.status === 'reported' && <span className="text-zinc-500">reported</span>}
            </li>
          ))}
      </ul>
    </Panel>
  ));
}

/** The page at /events/:token. */
export default function SharedEventPage() {
  const { token = '' } = useParams();
  const q = useQuery(sharedQuery(token));
  const session = useSession();
  const pickId = useId();
  const [picked, setPicked] = usePickedPlayer(token, q.data?.event.myPlayerId ?? null);
  if (q.isLoading) return <Spinner className="mx-auto size-6" />;
  if (q.isError || !q.data) return <FormMessage error={q.error?.message ?? 'Could not load the event'} />;
  const { event } = q.data;
  const me = event.players.find((p) => p.id === picked && !p.bot) ?? null;
  const lockedOut = me?.userId != null && me.userId !== session.data?.user?.id;
  const myMatches = me
    ? event.matches.filter(
        (m) => m.round === event.roundsPaired && m.b !== null && (m.a === me.id || m.b === me.id),
      )
    : [];

  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-[minmax(0,1fr)] gap-4 p-3">
      <div>
        <h1 className="text-xl font-semibold">{event.name}</h1>
        <p className="text-sm text-zinc-600">
          {event.date} · {event.players.length} players · round {event.roundsPaired} of {event.rounds}
        </p>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={pickId}>Who are you?</Label>
        <select
          id={pickId}
          className="h-11 rounded-md border border-zinc-300 bg-white px-2 text-base"
          value={me?.id ?? ''}
          onChange={(e) => setPicked(e.target.value || null)}
        >
          <option value="">Pick your name</option>
          {event.players
            .filter((p) => !p.bot)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </select>
      </div>
      {me && lockedOut && (
        <p className="text-sm text-amber-800">
          {me.name} is linked to the account {me.username ?? 'of another player'}: sign in as them to make
          changes.
        </p>
      )}
      {me && !lockedOut && (
        <>
          {myMatches.map((m) => (
            <MyMatch key={m.id} token={token} event={event} match={m} me={me} />
          ))}
          <MyDeck key={me.id} token={token} me={me} />
          <DropPanel token={token} me={me} />
        </>
      )}
      <Panel>
        <PanelTitle>Standings</PanelTitle>
        <StandingsTable cubeId="" event={{ ...event, canEdit: false, draftId: null, shareToken: null }} />
      </Panel>
      <Pairings event={event} />
    </div>
  );
}
