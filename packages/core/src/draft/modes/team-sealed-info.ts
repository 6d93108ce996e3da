// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (team-sealed.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const TEAM_SEALED_SEATS = { min: 4, max: 16 };

/** Why `players` seats cannot form `teams` teams of at least two, or null. */
export function teamSplitError(players: number, teams: number): string | null {
  if (!Number.isInteger(teams) || teams < 2) return 'Team sealed needs at least 2 teams.';
  if (players % teams !== 0)
    return `${players} players do not split evenly into ${teams} teams; seat a multiple of ${teams}.`;
  if (players / teams < 2) return `${teams} teams need at least ${teams * 2} players (two per team).`;
  return null;
}

export const teamSealedInfo = {
  id: 'team-sealed',
  name: 'Team sealed',
  description:
    'Teams (seats in order) open their packs into one team pool and split it; each builds from their share.',
  seats: TEAM_SEALED_SEATS,
  settings: [
    { key: 'teams', label: 'Teams', min: 2, max: 4, default: 2 },
    { key: 'packsPerTeam', label: 'Packs per team', min: 1, max: 12, default: 8 },
    { key: 'cardsPerPack', label: 'Cards per pack', min: 1, max: 30, default: 15 },
  ],
  seatsProblem: (seats: number, settings: { teams: number }) => teamSplitError(seats, settings.teams),
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
