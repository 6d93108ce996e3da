import type { MatchResult } from './types';

// What the records teach: per card (main-deck appearances), per colour pair and per archetype tag, how
// often decks won their matches, with a count and a 95% interval so three matches are not over-read.

/** One recorded deck: its player in its event, and its cards by id (one entry per copy). */
export interface RecordedDeck {
  eventId: string;
  playerId: string;
  main: readonly string[];
  side: readonly string[];
}

/** What the statistics need to know of a card: its colours and the cube's tags on it. */
export interface CardFacts {
  colors: readonly string[];
  tags: readonly string[];
}

/** Matches won, lost and drawn (byes are not matches here: nobody was beaten). */
export interface MatchTally {
  matches: number;
  wins: number;
  losses: number;
  draws: number;
  /** Wins plus half the draws, over matches; null without matches. */
  winRate: number | null;
  /** 95% Wilson score interval of the win rate; null without matches. */
  interval: [number, number] | null;
}

export interface CardRecord extends MatchTally {
  cardId: string;
  /** Decks that played the card in the main deck. */
  decks: number;
  /** Of the decks holding the card at all (main or side), the share that main-decked it. */
  mainDeckRate: number;
}

export interface GroupRecord extends MatchTally {
  key: string;
  decks: number;
}

export interface RecordStats {
  cards: CardRecord[];
  colorPairs: GroupRecord[];
  tags: GroupRecord[];
}

const Z95 = 1.959963984540054;
const COLOR_ORDER = 'WUBRG';
/** A tag names a deck's archetype when at least this many of its main-deck cards carry it. */
export const ARCHETYPE_TAG_MIN_CARDS = 3;

/** The 95% Wilson score interval of `successes` out of `n` (draws count as half a success). */
export function wilsonInterval(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

interface Counter {
  wins: number;
  losses: number;
  draws: number;
}

const emptyCounter = (): Counter => ({ wins: 0, losses: 0, draws: 0 });

function tally(c: Counter): MatchTally {
  const matches = c.wins + c.losses + c.draws;
  if (matches === 0) return { matches, ...c, winRate: null, interval: null };
  const points = c.wins + c.draws / 2;
  return { matches, ...c, winRate: points / matches, interval: wilsonInterval(points, matches) };
}

/** Each deck's match record from the finished matches of its event (byes left out). */
export function deckRecords(
  matchesByEvent: ReadonlyMap<string, readonly MatchResult[]>,
): Map<string, Counter> {
  const out = new Map<string, Counter>();
  const add = (key: string, won: number, lost: number) => {
    const c = out.get(key) ?? emptyCounter();
    if (won > lost) c.wins++;
    else if (won < lost) c.losses++;
    else c.draws++;
    out.set(key, c);
  };
  for (const [eventId, matches] of matchesByEvent) {
    for (const m of matches) {
      if (m.b === null) continue;
      add(`${eventId}/${m.a}`, m.aWins, m.bWins);
      add(`${eventId}/${m.b}`, m.bWins, m.aWins);
    }
  }
  return out;
}

/** The deck's colour pair: its one or two most played colours among main-deck cards ('C': none). */
export function colorPairOf(
  main: readonly string[],
  facts: (cardId: string) => CardFacts | undefined,
): string {
  const counts = new Map<string, number>();
  for (const id of main) for (const c of facts(id)?.colors ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
  const total = [...counts.values()].reduce((s, n) => s + n, 0);
  // A splash (under a fifth of the coloured cards) does not name the deck.
  const top = [...counts]
    .filter(([, n]) => n * 5 >= total)
    .sort((x, y) => y[1] - x[1] || COLOR_ORDER.indexOf(x[0]) - COLOR_ORDER.indexOf(y[0]))
    .slice(0, 2)
    .map(([c]) => c)
    .sort((x, y) => COLOR_ORDER.indexOf(x) - COLOR_ORDER.indexOf(y));
  return top.length ? top.join('') : 'C';
}

/** The archetype tags of a deck: cube tags carried by at least ARCHETYPE_TAG_MIN_CARDS main-deck cards. */
export function archetypeTagsOf(
  main: readonly string[],
  facts: (cardId: string) => CardFacts | undefined,
): string[] {
  const counts = new Map<string, number>();
  for (const id of main) for (const t of facts(id)?.tags ?? []) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].filter(([, n]) => n >= ARCHETYPE_TAG_MIN_CARDS).map(([t]) => t);
}

function addTo(target: Counter, c: Counter) {
  target.wins += c.wins;
  target.losses += c.losses;
  target.draws += c.draws;
}

/** Statistics of the recorded decks and their finished matches; cards sorted by decks, then id. */
export function recordStats(
  decks: readonly RecordedDeck[],
  matchesByEvent: ReadonlyMap<string, readonly MatchResult[]>,
  facts: (cardId: string) => CardFacts | undefined,
): RecordStats {
  const records = deckRecords(matchesByEvent);
  const cards = new Map<string, Counter & { decks: number; held: number }>();
  const groups = {
    colorPairs: new Map<string, Counter & { decks: number }>(),
    tags: new Map<string, Counter & { decks: number }>(),
  };
  const bump = (map: Map<string, Counter & { decks: number }>, key: string, rec: Counter) => {
    const g = map.get(key) ?? { ...emptyCounter(), decks: 0 };
    g.decks++;
    addTo(g, rec);
    map.set(key, g);
  };
  for (const deck of decks) {
    const rec = records.get(`${deck.eventId}/${deck.playerId}`) ?? emptyCounter();
    const mainSet = new Set(deck.main);
    for (const id of new Set([...deck.main, ...deck.side])) {
      const c = cards.get(id) ?? { ...emptyCounter(), decks: 0, held: 0 };
      c.held++;
      if (mainSet.has(id)) {
        c.decks++;
        addTo(c, rec);
      }
      cards.set(id, c);
    }
    if (deck.main.length === 0) continue;
    bump(groups.colorPairs, colorPairOf(deck.main, facts), rec);
    for (const tag of archetypeTagsOf(deck.main, facts)) bump(groups.tags, tag, rec);
  }
  const groupList = (map: Map<string, Counter & { decks: number }>) =>
    [...map]
      .map(([key, g]) => ({ key, decks: g.decks, ...tally(g) }))
      .sort((x, y) => y.decks - x.decks || x.key.localeCompare(y.key));
  return {
    cards: [...cards]
      .filter(([, c]) => c.decks > 0)
      .map(([cardId, c]) => ({ cardId, decks: c.decks, mainDeckRate: c.decks / c.held, ...tally(c) }))
      .sort((x, y) => y.decks - x.decks || (x.cardId < y.cardId ? -1 : 1)),
    colorPairs: groupList(groups.colorPairs),
    tags: groupList(groups.tags),
  };
}
