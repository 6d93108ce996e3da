import { readCsv } from '../formats/csv';
import type { Pairing } from './types';

// Importing an event's results from CSV (the columns matchesCsv writes, so an export edited in a
// spreadsheet comes back): each row is a match of a round between two players named as in the event.
// Rows of rounds already paired enter results of those matches; rows of the next rounds pair them by
// hand as the rows say (a paper event kept elsewhere comes in whole). Every problem names its line.

/** A result read from one CSV row, its players as event player ids (b null: the bye). */
export interface ImportedResult extends Pairing {
  line: number;
  round: number;
  aWins: number;
  bWins: number;
  draws: number;
}

/** A row that cannot be imported, and why (the line is 1-based, the header being line 1). */
export interface ImportProblem {
  line: number;
  message: string;
}

const GAMES_MAX = 3;
const BYE = new Set(['', '(bye)', 'bye', '-']);
const REQUIRED = ['round', 'player a', 'player b', 'a wins', 'b wins'] as const;

const wholeNumber = (raw: string | undefined, max: number): number | null => {
  const text = (raw ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
};

/** Reads the results CSV against the event's players (names case-insensitive). */
export function readResultsCsv(
  text: string,
  players: readonly { id: string; name: string }[],
): { ok: true; results: ImportedResult[] } | { ok: false; problem: ImportProblem } {
  const fail = (line: number, message: string) => ({ ok: false as const, problem: { line, message } });
  const { rows, problems } = readCsv(text);
  if (problems[0]) return fail(problems[0].line, problems[0].message);
  const [header, ...body] = rows;
  if (!header)
    return fail(1, 'The file is empty: expected a header row (Round, Player A, Player B, A wins, B wins)');
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const missing = REQUIRED.filter((c) => !names.includes(c));
  if (missing.length)
    return fail(header.line, `The header lacks the column ${missing.map((m) => `"${m}"`).join(', ')}`);
  const col = (row: string[], name: string) => row[names.indexOf(name)];
  const byName = new Map<string, string>();
  for (const p of players) byName.set(p.name.trim().toLowerCase(), p.id);
  const results: ImportedResult[] = [];
  for (const { cells, line } of body) {
    const round = wholeNumber(col(cells, 'round'), 99);
    if (round === null || round === 0)
      return fail(line, `"${col(cells, 'round') ?? ''}" is not a round number`);
    const nameA = (col(cells, 'player a') ?? '').trim();
    const a = byName.get(nameA.toLowerCase());
    if (!a) return fail(line, `No player named "${nameA}" in this event`);
    const nameB = (col(cells, 'player b') ?? '').trim();
    const b = BYE.has(nameB.toLowerCase()) ? null : byName.get(nameB.toLowerCase());
    if (b === undefined) return fail(line, `No player named "${nameB}" in this event`);
    if (b === a) return fail(line, `"${nameA}" cannot play against themselves`);
    if (b === null) {
      results.push({ line, round, a, b, aWins: 2, bWins: 0, draws: 0 });
      continue;
    }
    const aWins = wholeNumber(col(cells, 'a wins'), GAMES_MAX);
    const bWins = wholeNumber(col(cells, 'b wins'), GAMES_MAX);
    const draws =
      names.includes('draws') && (col(cells, 'draws') ?? '').trim() !== ''
        ? wholeNumber(col(cells, 'draws'), GAMES_MAX)
        : 0;
    if (aWins === null || bWins === null || draws === null) {
      return fail(line, `Games won and drawn must be whole numbers from 0 to ${GAMES_MAX}`);
    }
    results.push({ line, round, a, b, aWins, bWins, draws });
  }
  if (results.length === 0) return fail(1, 'The file has no results under its header');
  return { ok: true, results };
}

/** A paired match of the event, as the import plan needs it. */
export interface PlannedMatch {
  id: string;
  round: number;
  a: string;
  b: string | null;
  confirmed: boolean;
}

/** What an import does: results of paired matches, and new rounds paired as the rows say. */
export interface ImportPlan {
  updates: { matchId: string; aWins: number; bWins: number; draws: number }[];
  newRounds: { round: number; results: ImportedResult[] }[];
}

/**
 * Matches the rows to the event: a row of a paired round must name a match of that round (either
 * player first); rows of later rounds must follow on (no gap, within `rounds`) and pair every player.
 * `roundProblem` checks a new round's pairings (pairingProblem with the event's players).
 */
export function planImport(
  results: readonly ImportedResult[],
  matches: readonly PlannedMatch[],
  rounds: number,
  roundProblem: (pairings: Pairing[]) => string | null,
  opts: { noDraws?: boolean } = {},
): { ok: true; plan: ImportPlan } | { ok: false; problem: ImportProblem } {
  const fail = (line: number, message: string) => ({ ok: false as const, problem: { line, message } });
  const latest = matches.reduce((n, m) => Math.max(n, m.round), 0);
  const plan: ImportPlan = { updates: [], newRounds: [] };
  const seen = new Set<string>();
  const later = new Map<number, ImportedResult[]>();
  const noGames = (r: ImportedResult) => r.b !== null && r.aWins + r.bWins + r.draws === 0;
  for (const r of results) {
    if (opts.noDraws && r.b !== null && r.aWins === r.bWins && !noGames(r)) {
      return fail(r.line, 'A single-elimination match needs a winner');
    }
    if (r.round > latest) {
      if (noGames(r)) return fail(r.line, 'A result needs at least one game');
      if (r.round > rounds)
        return fail(r.line, `The event has ${rounds} rounds; round ${r.round} is beyond them`);
      later.set(r.round, [...(later.get(r.round) ?? []), r]);
      continue;
    }
    const match = matches.find(
      (m) => m.round === r.round && ((m.a === r.a && m.b === r.b) || (m.a === r.b && m.b === r.a)),
    );
    if (!match) return fail(r.line, `These players have no match together in round ${r.round}`);
    if (seen.has(match.id)) return fail(r.line, `This match appears twice in the file`);
    seen.add(match.id);
    // A bye is settled when paired; a row without games (an exported pending match) enters nothing.
    if (match.b === null || noGames(r)) continue;
    const flipped = match.a !== r.a;
    plan.updates.push({
      matchId: match.id,
      aWins: flipped ? r.bWins : r.aWins,
      bWins: flipped ? r.aWins : r.bWins,
      draws: r.draws,
    });
  }
  const open = matches.find(
    (m) => m.round === latest && !m.confirmed && !plan.updates.some((u) => u.matchId === m.id),
  );
  const firstLater = [...later.values()][0]?.[0];
  if (open && firstLater) {
    return fail(
      firstLater.line,
      `Round ${latest + 1} needs every result of round ${latest} first (a match there has none)`,
    );
  }
  for (const round of [...later.keys()].sort((x, y) => x - y)) {
    const rows = later.get(round)!;
    const expected = latest + plan.newRounds.length + 1;
    if (round !== expected)
      return fail(rows[0]!.line, `Round ${round} comes before round ${expected} is in the file`);
    const problem = roundProblem(rows.map(({ a, b }) => ({ a, b })));
    if (problem) return fail(rows[0]!.line, `Round ${round}: ${problem}`);
    plan.newRounds.push({ round, results: rows });
  }
  return { ok: true, plan };
}
