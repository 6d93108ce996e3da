// Rows of the "From real drafts" section: the server's per-card statistics joined to card names
// (the statistics carry card ids only; the cube's own list and card data name them).
import type { CubeWithCardsResponse, DraftStatsCard } from '@cubewright/core/protocol';

export interface DraftStatsRow extends DraftStatsCard {
  name: string;
}

/** Card id -> name from the cube's entries, then its card data (cards cut since keep their data name). */
export function cardNamesOf(cube: Pick<CubeWithCardsResponse, 'cards' | 'cardData'> | undefined) {
  const names = new Map<string, string>();
  for (const [id, card] of Object.entries(cube?.cardData ?? {})) names.set(id, card.name);
  for (const entry of cube?.cards ?? []) names.set(entry.cardId, entry.name);
  return names;
}

/** The statistics with names, in the server's order (earliest average pick first). */
export function draftStatsRows(
  cards: readonly DraftStatsCard[],
  names: Map<string, string>,
): DraftStatsRow[] {
  return cards.map((c) => ({ ...c, name: names.get(c.cardId) ?? nameFromId(c.cardId) }));
}

// Ids of cards without card data are `name:` + the normalised name: show that rather than nothing.
function nameFromId(cardId: string): string {
  return cardId.startsWith('name:') ? cardId.slice(5) : cardId;
}

/** Chart rows for the earliest-picked cards: average pick rounded to one decimal. */
export function earliestPicks(rows: readonly DraftStatsRow[], limit = 15) {
  return rows.slice(0, limit).map((r) => ({ name: r.name, avgPick: Math.round(r.avgPick * 10) / 10 }));
}
