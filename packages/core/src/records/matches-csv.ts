import { writeCsv } from '../formats/csv';
import type { EventDetail } from '../protocol/records';

/** The matches of an event as CSV (round, table, players by name, games, status); a bye names no opponent. */
export function matchesCsv(event: Pick<EventDetail, 'players' | 'matches'>): string {
  const name = new Map(event.players.map((p) => [p.id, p.name]));
  return writeCsv([
    ['Round', 'Table', 'Player A', 'Player B', 'A wins', 'B wins', 'Draws', 'Status'],
    ...event.matches.map((m) => [
      String(m.round),
      String(m.table),
      name.get(m.a) ?? m.a,
      m.b === null ? '(bye)' : (name.get(m.b) ?? m.b),
      String(m.aWins),
      String(m.bWins),
      String(m.draws),
      m.status,
    ]),
  ]);
}
