// The deck builder's columns, as MTG Arena lays out a deck: one column per mana value (lands apart),
// or one per colour; and the creature, spell and land counts shown above the deck.
import type { DraftCard } from '@cubewright/core/draft';
import { type CardLookup, colorGroup, groupPool, sortPool } from '../draft/pool';

export type ColumnMode = 'cmc' | 'color';

export interface DeckColumn {
  key: string;
  /** Visible heading: `2`, `7+`, `Lands`, `White`... */
  title: string;
  /** What a screen reader hears for the column: `Mana value 2`, `White`. */
  label: string;
  cards: DraftCard[];
}

/** Mana value columns stop at this value; costlier cards share the last one. */
const TOP_CMC = 7;

function byManaValue(cards: readonly DraftCard[], lookup: CardLookup): DeckColumn[] {
  const sorted = sortPool(cards, lookup);
  const columns: DeckColumn[] = [];
  for (let v = 0; v <= TOP_CMC; v++) {
    const title = v === TOP_CMC ? `${TOP_CMC}+` : String(v);
    columns.push({
      key: `cmc-${v}`,
      title,
      label: v === TOP_CMC ? `Mana value ${TOP_CMC} or more` : `Mana value ${v}`,
      cards: sorted.filter((c) => {
        const card = lookup(c.cardId);
        return colorGroup(card) !== 'L' && Math.min(TOP_CMC, Math.floor(card?.cmc ?? 0)) === v;
      }),
    });
  }
  const lands = sorted.filter((c) => colorGroup(lookup(c.cardId)) === 'L');
  columns.push({ key: 'lands', title: 'Lands', label: 'Lands', cards: lands });
  return columns.filter((c) => c.cards.length > 0);
}

/** A zone's cards in columns, empty columns left out; each column sorted as the player scans it. */
export function columnsOf(cards: readonly DraftCard[], lookup: CardLookup, mode: ColumnMode): DeckColumn[] {
  if (mode === 'cmc') return byManaValue(cards, lookup);
  return groupPool(cards, lookup).map((g) => ({
    key: g.group,
    title: g.name,
    label: g.name,
    cards: g.cards,
  }));
}

export interface DeckCounts {
  creatures: number;
  /** Nonland, noncreature cards. */
  spells: number;
  /** Land cards of the pool plus basics. */
  lands: number;
}

/** Creatures, other spells and lands (basics included) in a deck. */
export function deckCounts(
  main: readonly DraftCard[],
  basics: Record<string, number>,
  lookup: CardLookup,
): DeckCounts {
  const out = { creatures: 0, spells: 0, lands: Object.values(basics).reduce((a, b) => a + b, 0) };
  for (const c of main) {
    const card = lookup(c.cardId);
    if (colorGroup(card) === 'L') out.lands++;
    else if (/\bCreature\b/.test(card?.typeLine ?? '')) out.creatures++;
    else out.spells++;
  }
  return out;
}
