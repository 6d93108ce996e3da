import type { DraftCard } from '@cubewright/core/draft';

// Reading a turn-based mode's draft log entry (core replayTurnLog) for people: the table its mover saw,
// cut into labelled groups of cards, and the move in words. It reads the table's shape rather than
// switching on the mode, so a mode added later shows in the log without a change here.

export interface TableSection {
  label: string;
  cards: DraftCard[];
  /** Face-down cards of the section (Minesweeper's grid), counted but not shown. */
  hidden: number;
}

const isCard = (x: unknown): x is DraftCard =>
  typeof x === 'object' && x !== null && typeof (x as DraftCard).id === 'string' && 'cardId' in x;

const LABELS: Record<string, string> = {
  cards: 'The cube',
  pack: 'Pack',
  row: 'Row',
  hand: 'Hand',
  pile: 'Pile looked at',
  piles: 'Pile',
  grid: 'Grid',
  cells: 'Grid',
};

/** "teamPool" as "Team pool": a table key no label above names. */
const sentenceCase = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The card groups of a logged table: each key holding cards (or one card) becomes a section ("Row",
 * "Pack"; a key not named above is capitalised), and a key holding piles one section per pile ("Pile
 * 1", "Pile 2"). Empty places and face-down cards are left out of `cards`; face-down ones are counted
 * in `hidden`.
 */
export function tableSections(table: unknown): TableSection[] {
  if (typeof table !== 'object' || table === null) return [];
  const out: TableSection[] = [];
  for (const [key, value] of Object.entries(table)) {
    const label = LABELS[key] ?? sentenceCase(key);
    // A place holding one card (a Silent Auction's lot on the block).
    if (isCard(value)) out.push({ label, cards: [value], hidden: 0 });
    if (!Array.isArray(value)) continue;
    if (value.length > 0 && value.every(Array.isArray)) {
      value.forEach((pile: unknown[], i) => {
        out.push({ label: `${label} ${i + 1}`, cards: pile.filter(isCard), hidden: 0 });
      });
      continue;
    }
    const cards = value.filter(isCard);
    const hidden = value.filter((v) => v === 'down').length;
    if (cards.length > 0 || hidden > 0 || (value.length > 0 && value.every((v) => v === null || isCard(v))))
      out.push({ label, cards, hidden });
  }
  return out;
}

/** A move in words, from its shape (see each mode's Move type in core/draft/modes). */
export function describeMove(move: unknown): string {
  if (typeof move !== 'object' || move === null) return 'moved';
  const m = move as Record<string, unknown>;
  if (typeof m.cardId === 'string') return 'picked a card';
  if (typeof m.take === 'boolean' && typeof m.pile === 'number')
    return m.take ? `took pile ${m.pile + 1}` : `passed pile ${m.pile + 1}`;
  if (typeof m.pile === 'number') return `took pile ${m.pile + 1}`;
  if (typeof m.line === 'string' && typeof m.index === 'number') return `took ${m.line} ${m.index + 1}`;
  if (Array.isArray(m.split))
    return `split the pack (${m.split.length} ${m.split.length === 1 ? 'card' : 'cards'} in pile 1)`;
  if (typeof m.choose === 'number') return `took pile ${m.choose + 1}`;
  if (typeof m.give === 'string' && typeof m.take === 'string') return 'swapped a card with the row';
  if (typeof m.cell === 'number') return 'took a face-up card';
  if (typeof m.claim === 'string') return "claimed a card from the team's pool";
  if (typeof m.return === 'string') return "returned a card to the team's pool";
  if (m.done === true) return 'finished choosing';
  return 'moved';
}
