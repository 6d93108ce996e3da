// Learned card ratings: an Elo-style update per human pick, where the picked card beats each card
// left in the pack, and the conversion of an Elo rating to the bot's 0-5 value scale. A card's
// learned value only takes over from its prior as evidence accumulates.

export const ELO_START = 1500;
/** Per comparison; small because one pick yields up to fourteen comparisons. */
export const ELO_K = 8;
/** Comparisons at which learned and prior values weigh the same. */
export const RATING_CONFIDENCE = 30;

export interface EloRow {
  elo: number;
  /** Times the card was picked by a person, and comparisons it took part in (won or lost). */
  picks: number;
  comparisons: number;
}

/** The expected score of a card rated `a` against one rated `b`. */
export function expectedScore(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}

function rowOf(table: Map<string, EloRow>, cardId: string): EloRow {
  let row = table.get(cardId);
  if (!row) {
    row = { elo: ELO_START, picks: 0, comparisons: 0 };
    table.set(cardId, row);
  }
  return row;
}

/** Applies one pick in place: `picked` beats every card of `left` (the pack minus the pick). */
export function applyPick(
  table: Map<string, EloRow>,
  picked: string,
  left: readonly string[],
  k = ELO_K,
): void {
  const winner = rowOf(table, picked);
  winner.picks++;
  let gain = 0;
  for (const id of left) {
    if (id === picked) continue;
    const loser = rowOf(table, id);
    // Both sides use ratings from before this pick, so the order of `left` does not matter.
    const delta = k * (1 - expectedScore(winner.elo, loser.elo));
    gain += delta;
    loser.elo -= delta;
    loser.comparisons++;
    winner.comparisons++;
  }
  winner.elo += gain;
}

/** An Elo rating on the bot's value scale (about 0 to 5): 1500 is an average playable. */
export function eloToValue(elo: number): number {
  return Math.max(0, Math.min(5, 2.6 + (elo - ELO_START) / 120));
}

/** The value a bot should use: the prior blended toward the learned value as comparisons grow. */
export function learnedValue(prior: number, row: EloRow): number {
  const w = row.comparisons / (row.comparisons + RATING_CONFIDENCE);
  return prior * (1 - w) + eloToValue(row.elo) * w;
}
