import type { RecordStatsResponse } from '@cubewright/core/protocol';
import { Link } from 'react-router';
import { eventUrl } from './records-api';

type PlayerLine = RecordStatsResponse['players'][number];

/** "3-1-0": wins, losses and draws of matches (byes are not matches). */
const recordText = (r: { wins: number; losses: number; draws: number }) => `${r.wins}-${r.losses}-${r.draws}`;

/** Each player across the cube's events (a user by account, anyone else by name): open one for its events. */
export function PlayerRecords({ cubeId, players }: { cubeId: string; players: PlayerLine[] }) {
  if (players.length === 0) return null;
  return (
    <section aria-labelledby="record-players-title" className="grid gap-1">
      <h3 id="record-players-title" className="text-sm font-medium text-zinc-600">
        Players (match record won-lost-drawn)
      </h3>
      <ul className="grid gap-1 text-sm">
        {players.map((p) => (
          <li key={p.key}>
            <details>
              <summary className="cursor-pointer">
                <span className="font-medium">{p.name}</span>: {p.events}{' '}
                {p.events === 1 ? 'event' : 'events'}, {recordText(p)}, {p.decks}{' '}
                {p.decks === 1 ? 'deck' : 'decks'}
              </summary>
              <ul className="ml-5 list-disc" aria-label={`Events of ${p.name}`}>
                {p.entries.map((e) => (
                  <li key={e.playerId}>
                    <Link className="text-brand-dark underline" to={eventUrl(cubeId, e.eventId)}>
                      {e.eventName}
                    </Link>{' '}
                    ({e.date}): {recordText(e)},{' '}
                    {e.mainDeck > 0 ? `${e.mainDeck}-card main deck` : 'no deck entered'}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
