import type { MatchResult } from './types';

// The published tie-breakers (Magic Tournament Rules, appendix C): match points 3/1/0, then opponents'
// match-win percentage, game-win percentage and opponents' game-win percentage, each percentage at least
// 0.33. A bye counts as a match won 2-0 for the player's own percentages and is not an opponent.

/** The floor every percentage is raised to, so one bad opponent does not sink a player's tie-breakers. */
export const PERCENTAGE_FLOOR = 0.33;

/** One line of the standings table. */
export interface Standing {
  player: string;
  rank: number;
  matchPoints: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  gamePoints: number;
  gamesPlayed: number;
  matchWinPct: number;
  opponentsMatchWinPct: number;
  gameWinPct: number;
  opponentsGameWinPct: number;
}

interface Tally {
  matchPoints: number;
  rounds: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  gamePoints: number;
  gamesPlayed: number;
  opponents: string[];
}

const BYE_GAMES = 2;

function floored(points: number, possible: number): number {
  if (possible === 0) return PERCENTAGE_FLOOR;
  return Math.max(PERCENTAGE_FLOOR, points / possible);
}

function tallies(players: readonly string[], matches: readonly MatchResult[]): Map<string, Tally> {
  const byPlayer = new Map<string, Tally>();
  for (const p of players) {
    byPlayer.set(p, {
      matchPoints: 0,
      rounds: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      byes: 0,
      gamePoints: 0,
      gamesPlayed: 0,
      opponents: [],
    });
  }
  const side = (player: string, won: number, lost: number, drawn: number, opponent: string | null) => {
    const t = byPlayer.get(player);
    if (!t) return;
    t.rounds++;
    t.gamePoints += 3 * won + drawn;
    t.gamesPlayed += won + lost + drawn;
    if (opponent === null) t.byes++;
    else t.opponents.push(opponent);
    if (won > lost) {
      t.wins++;
      t.matchPoints += 3;
    } else if (won < lost) t.losses++;
    else {
      t.draws++;
      t.matchPoints += 1;
    }
  };
  for (const m of matches) {
    if (m.b === null) {
      side(m.a, BYE_GAMES, 0, 0, null);
      continue;
    }
    side(m.a, m.aWins, m.bWins, m.draws, m.b);
    side(m.b, m.bWins, m.aWins, m.draws, m.a);
  }
  return byPlayer;
}

const EPSILON = 1e-9;

function mean(values: number[]): number {
  if (values.length === 0) return PERCENTAGE_FLOOR;
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/**
 * Standings of the players (given in seed order, the last tie-break, so the order is total) after the
 * finished matches; ranks are 1-based and unique.
 */
export function computeStandings(players: readonly string[], matches: readonly MatchResult[]): Standing[] {
  const byPlayer = tallies(players, matches);
  const mwp = new Map<string, number>();
  const gwp = new Map<string, number>();
  for (const [p, t] of byPlayer) {
    mwp.set(p, floored(t.matchPoints, 3 * t.rounds));
    gwp.set(p, floored(t.gamePoints, 3 * t.gamesPlayed));
  }
  const seed = new Map(players.map((p, i) => [p, i]));
  const lines = players.map((player) => {
    const t = byPlayer.get(player) as Tally;
    const known = t.opponents.filter((o) => byPlayer.has(o));
    return {
      player,
      rank: 0,
      matchPoints: t.matchPoints,
      wins: t.wins,
      losses: t.losses,
      draws: t.draws,
      byes: t.byes,
      gamePoints: t.gamePoints,
      gamesPlayed: t.gamesPlayed,
      matchWinPct: mwp.get(player) as number,
      opponentsMatchWinPct: mean(known.map((o) => mwp.get(o) as number)),
      gameWinPct: gwp.get(player) as number,
      opponentsGameWinPct: mean(known.map((o) => gwp.get(o) as number)),
    };
  });
  lines.sort(
    (x, y) => compareStandings(x, y) || (seed.get(x.player) as number) - (seed.get(y.player) as number),
  );
  lines.forEach((line, i) => {
    line.rank = i + 1;
  });
  return lines;
}

/** Orders two lines by the tie-breakers alone (negative: x ranks higher); 0 means a true tie. */
export function compareStandings(x: Standing, y: Standing): number {
  if (x.matchPoints !== y.matchPoints) return y.matchPoints - x.matchPoints;
  for (const key of ['opponentsMatchWinPct', 'gameWinPct', 'opponentsGameWinPct'] as const) {
    const d = y[key] - x[key];
    if (Math.abs(d) > EPSILON) return d;
  }
  return 0;
}
