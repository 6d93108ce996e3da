// The simulator's answer: plain JSON, so a worker can post it, the server can send it and a cube can
// store it. Rates are fractions in [0, 1]; pick numbers are 1-based like the screens show them.

export interface CardPickStats {
  cardId: string;
  name: string;
  /** Colour letters in WUBRG order ('' for colourless). */
  colors: string;
  /** Copies dealt into packs over all drafts. */
  seen: number;
  picks: number;
  burned: number;
  /** Mean pick number within its pack (1 = first pick); null when never picked. */
  avgPick: number | null;
  /** Taken as the first pick of a pack, and of the first pack (P1p1). */
  firstPicks: number;
  p1p1: number;
  /** firstPicks / seen: how often a pack containing it was opened on it. */
  firstPickRate: number;
  /** Taken after its pack had gone round the table. */
  wheels: number;
  wheelRate: number;
  /** Copies played in a final deck; deckRate = inDeck / picks. */
  inDeck: number;
  deckRate: number;
}

export interface CountRow {
  key: string;
  decks: number;
  share: number;
}

export interface ArchetypeRow extends CountRow {
  /** Main colours ('' for colourless) and the style label ("creatures", "spells", a tag...). */
  colors: string;
  label: string;
}

export interface SampleDeckCard {
  cardId: string;
  name: string;
  cmc: number;
  colors: string;
  type: string;
}

export interface SampleDeck {
  draft: number;
  seat: number;
  colors: string;
  splash: string | null;
  archetype: string;
  cards: SampleDeckCard[];
  basics: Record<string, number>;
  /** Spells per mana value 0-1, 2, 3, 4, 5, 6+. */
  curve: number[];
}

export interface MapPoint {
  x: number;
  y: number;
  colors: string;
  archetype: string;
}

export interface SimulationReport {
  seed: string;
  format: string;
  drafts: number;
  seats: number;
  rounds: number;
  /** Picks each seat makes in one draft. */
  picksPerSeat: number;
  cards: CardPickStats[];
  /** Decks by main colours (mono, pair, or more), by each colour played, and by colour pair. */
  deckColors: CountRow[];
  colorShares: CountRow[];
  colorPairs: CountRow[];
  splashes: number;
  archetypes: ArchetypeRow[];
  /** Card ids by lowest / highest average pick (cards picked at least once). */
  mostDrafted: string[];
  leastDrafted: string[];
  sampleDecks: SampleDeck[];
  /** Decks placed by colour weight on a pentagon (W top, then U, B, R, G clockwise); capped in size. */
  map: MapPoint[];
}

export interface SimulationProgress {
  done: number;
  total: number;
}

/** Colour letters of a WUBRG bit mask. */
export function maskLetters(mask: number): string {
  let out = '';
  for (let k = 0; k < 5; k++) if (mask & (1 << k)) out += 'WUBRG'[k];
  return out;
}
