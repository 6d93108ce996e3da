import type { MatchResult } from '../records/types';

// Card metrics drafters read (issue 30, docs/decisions/0067-card-metrics.md): per card in a cube, what
// its finished drafts and recorded events teach. Each source (one finished draft, one event) is folded
// into counters once; a cube's totals are the sum of its sources' counters, so a change costs the one
// source it touches, never the cube's history. The rates are read off the totals.
//
// - Average taken (ATA): the mean pick number (1 = first pick of a pack) at which people took the card.
//   Bots' picks and the timer's picks are left out: they follow the bot's card ratings, so averaging
//   them would measure the bot, not the drafters.
// - Taken when seen: of the packs a person picked from that held the card, the share where they took it.
// - Main-deck rate: of the recorded decks holding the card (main or side), the share that played it main.
// - Match and game win rates of the decks that played it main, from confirmed matches (byes are not
//   matches), smoothed with Laplace's rule of succession: (wins + 1) / (played + 2), draws counting half.
//   A card played once and won reads 67%, not 100%; with many matches the smoothing fades.
// - The sample is the number of decks that played the card main; under LOW_SAMPLE_DECKS it is flagged.

/** Under this many main decks a card's rates are shown with a warning (CubeCobra's threshold). */
export const LOW_SAMPLE_DECKS = 30;

/** The counters kept per card, in the order the database stores them. */
export const METRIC_COUNTERS = [
  'picks',
  'pickSum',
  'firstPicks',
  'seen',
  'drafted',
  'mainDecks',
  'matchWins',
  'matchLosses',
  'matchDraws',
  'gameWins',
  'gameLosses',
  'gameDraws',
] as const;
export type MetricCounter = (typeof METRIC_COUNTERS)[number];
export type CardCounters = Record<MetricCounter, number>;

/** The counters a deck's results add to each card it plays main. */
const RESULT_COUNTERS = [
  'matchWins',
  'matchLosses',
  'matchDraws',
  'gameWins',
  'gameLosses',
  'gameDraws',
] as const satisfies readonly MetricCounter[];

/** What one source adds to its cube's totals, by card id (missing counters are 0). */
export type Contribution = Record<string, Partial<CardCounters>>;

export const emptyCounters = (): CardCounters =>
  Object.fromEntries(METRIC_COUNTERS.map((k) => [k, 0])) as CardCounters;

function bump(out: Contribution, cardId: string, counter: MetricCounter, by: number) {
  if (by === 0) return;
  const c = out[cardId] ?? {};
  c[counter] = (c[counter] ?? 0) + by;
  out[cardId] = c;
}

/**
 * A finished draft's contribution: people's picks, each with its 1-based pick number in the pack and
 * the cards they passed over (what the pack still held after the pick), which they saw and left.
 */
export function pickContribution(
  picks: readonly { cardId: string; pick: number; left: readonly string[] }[],
): Contribution {
  const out: Contribution = {};
  for (const p of picks) {
    bump(out, p.cardId, 'picks', 1);
    bump(out, p.cardId, 'pickSum', p.pick);
    bump(out, p.cardId, 'seen', 1);
    for (const other of p.left) bump(out, other, 'seen', 1);
    if (p.pick === 1) bump(out, p.cardId, 'firstPicks', 1);
  }
  return out;
}

/** One recorded deck of an event, by player; one card id per copy. */
export interface EventDeck {
  playerId: string;
  main: readonly string[];
  side: readonly string[];
}

/**
 * An event's contribution: each deck's cards (a card counts once per deck however many copies), and for
 * its main-deck cards the deck's matches and games in the event's confirmed matches.
 */
export function eventContribution(
  decks: readonly EventDeck[],
  matches: readonly MatchResult[],
): Contribution {
  const out: Contribution = {};
  for (const deck of decks) {
    const record = emptyCounters();
    for (const m of matches) {
      if (m.b === null || (m.a !== deck.playerId && m.b !== deck.playerId)) continue;
      const [mine, theirs] = m.a === deck.playerId ? [m.aWins, m.bWins] : [m.bWins, m.aWins];
      record[mine > theirs ? 'matchWins' : mine < theirs ? 'matchLosses' : 'matchDraws']++;
      record.gameWins += mine;
      record.gameLosses += theirs;
      record.gameDraws += m.draws;
    }
    const main = new Set(deck.main);
    for (const id of new Set([...deck.main, ...deck.side])) {
      bump(out, id, 'drafted', 1);
      if (!main.has(id)) continue;
      bump(out, id, 'mainDecks', 1);
      for (const k of RESULT_COUNTERS) bump(out, id, k, record[k]);
    }
  }
  return out;
}

/** What turns `before` into `after`: per card, the counters that changed (cards with none left out). */
export function contributionDelta(before: Contribution, after: Contribution): Contribution {
  const out: Contribution = {};
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    for (const k of METRIC_COUNTERS) {
      const d = (after[id]?.[k] ?? 0) - (before[id]?.[k] ?? 0);
      if (d !== 0) bump(out, id, k, d);
    }
  }
  return out;
}

/** Laplace's rule of succession: (successes + 1) / (trials + 2); 0.5 with no trials. */
export function laplaceRate(successes: number, trials: number): number {
  return (successes + 1) / (trials + 2);
}

/** The metrics of one card, read off its totals. */
export interface CardMetric {
  cardId: string;
  /** People's picks of the card in finished drafts, and how many were first picks of a pack. */
  picks: number;
  firstPicks: number;
  /** Average taken: mean pick number of people's picks; null when no person took it. */
  ata: number | null;
  /** Packs a person picked from that held the card, and the share where they took it (null: never seen). */
  seen: number;
  takenWhenSeen: number | null;
  /** Recorded decks holding the card (main or side) and those playing it main. */
  drafted: number;
  mainDecks: number;
  /** mainDecks / drafted; null when no recorded deck holds it. */
  mainRate: number | null;
  matchWins: number;
  matchLosses: number;
  matchDraws: number;
  gameWins: number;
  gameLosses: number;
  gameDraws: number;
  /** Laplace-smoothed match and game win rates of the decks playing it main (0.5 without matches). */
  matchWinRate: number;
  gameWinRate: number;
  /** Plain match win rate (draws half), null without matches: what `wr` in the list's search reads. */
  rawMatchWinRate: number | null;
  /** Fewer than LOW_SAMPLE_DECKS decks played it main: its rates are shown with a warning. */
  lowSample: boolean;
}

export function cardMetricOf(cardId: string, c: CardCounters): CardMetric {
  const matches = c.matchWins + c.matchLosses + c.matchDraws;
  const games = c.gameWins + c.gameLosses + c.gameDraws;
  const matchPoints = c.matchWins + c.matchDraws / 2;
  return {
    cardId,
    picks: c.picks,
    firstPicks: c.firstPicks,
    ata: c.picks > 0 ? c.pickSum / c.picks : null,
    seen: c.seen,
    takenWhenSeen: c.seen > 0 ? Math.min(1, c.picks / c.seen) : null,
    drafted: c.drafted,
    mainDecks: c.mainDecks,
    mainRate: c.drafted > 0 ? c.mainDecks / c.drafted : null,
    matchWins: c.matchWins,
    matchLosses: c.matchLosses,
    matchDraws: c.matchDraws,
    gameWins: c.gameWins,
    gameLosses: c.gameLosses,
    gameDraws: c.gameDraws,
    matchWinRate: laplaceRate(matchPoints, matches),
    gameWinRate: laplaceRate(c.gameWins + c.gameDraws / 2, games),
    rawMatchWinRate: matches > 0 ? matchPoints / matches : null,
    lowSample: c.mainDecks < LOW_SAMPLE_DECKS,
  };
}
