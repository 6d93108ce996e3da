// Pure helpers for a draft pool: sorting by colour and mana value, curve and colour counts, and the
// deck size (deck files are in deck-file.ts; the deck suggestion is core's, see core/bots/deck-suggestion.ts). Card data may be missing (offline or unknown ids): such cards sort last.
import type { Card } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';

export type CardLookup = (cardId: string) => Card | undefined;

export const COLOR_ORDER = ['W', 'U', 'B', 'R', 'G', 'M', 'C', 'L'] as const;
export type ColorGroup = (typeof COLOR_ORDER)[number];
export const GROUP_NAMES: Record<ColorGroup, string> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
  M: 'Multicolour',
  C: 'Colourless',
  L: 'Lands',
};

/** The colour group a card is shown under. */
export function colorGroup(card: Card | undefined): ColorGroup {
  if (!card) return 'C';
  // The front face decides: a spell with a land on its back (a modal double-faced card) is a spell.
  const front = card.typeLine.split(' // ')[0] ?? card.typeLine;
  if (/\bLand\b/.test(front) && !/\bCreature\b/.test(front)) return 'L';
  if (card.colors.length > 1) return 'M';
  return (card.colors[0] as ColorGroup | undefined) ?? 'C';
}

export const nameOf = (c: DraftCard, lookup: CardLookup) => lookup(c.cardId)?.name ?? c.cardId;

/** Pool cards sorted by colour group, then mana value, then name. */
export function sortPool(pool: readonly DraftCard[], lookup: CardLookup): DraftCard[] {
  return pool.slice().sort((a, b) => {
    const ca = lookup(a.cardId);
    const cb = lookup(b.cardId);
    const g = COLOR_ORDER.indexOf(colorGroup(ca)) - COLOR_ORDER.indexOf(colorGroup(cb));
    if (g !== 0) return g;
    const m = (ca?.cmc ?? 99) - (cb?.cmc ?? 99);
    return m !== 0 ? m : nameOf(a, lookup).localeCompare(nameOf(b, lookup));
  });
}

/** Sorted pool cards grouped by colour, empty groups left out. */
export function groupPool(pool: readonly DraftCard[], lookup: CardLookup) {
  const sorted = sortPool(pool, lookup);
  return COLOR_ORDER.map((group) => ({
    group,
    name: GROUP_NAMES[group],
    cards: sorted.filter((c) => colorGroup(lookup(c.cardId)) === group),
  })).filter((g) => g.cards.length > 0);
}

/** Counts of nonland cards by mana value 0..6, with 7+ in the last bucket. */
export function curve(cards: readonly DraftCard[], lookup: CardLookup): number[] {
  const out = [0, 0, 0, 0, 0, 0, 0, 0];
  for (const c of cards) {
    const card = lookup(c.cardId);
    if (colorGroup(card) === 'L') continue;
    out[Math.min(7, Math.max(0, Math.floor(card?.cmc ?? 0)))]!++;
  }
  return out;
}

/** How many cards of each colour (a multicolour card counts for each of its colours). */
export function colorCounts(cards: readonly DraftCard[], lookup: CardLookup): Record<string, number> {
  const out: Record<string, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  for (const c of cards)
    for (const color of lookup(c.cardId)?.colors ?? []) out[color] = (out[color] ?? 0) + 1;
  return out;
}

export const BASIC_NAMES: Record<string, string> = {
  W: 'Plains',
  U: 'Island',
  B: 'Swamp',
  R: 'Mountain',
  G: 'Forest',
};

/** Deck size: main cards plus basic lands. */
export function deckSize(main: readonly DraftCard[], basics: Record<string, number>): number {
  return main.length + Object.values(basics).reduce((a, b) => a + b, 0);
}

/** Card type sections of a deck list, in the order deck lists print them. */
export const TYPE_SECTIONS = [
  ['Creatures', /\bCreature\b/],
  ['Planeswalkers', /\bPlaneswalker\b/],
  ['Instants and sorceries', /\b(Instant|Sorcery)\b/],
  ['Artifacts and enchantments', /\b(Artifact|Enchantment|Battle)\b/],
  ['Lands', /\bLand\b/],
] as const;

/** A deck's cards by type section (first matching section wins), each sorted by mana value then name. */
export function typeSections(cards: readonly DraftCard[], lookup: CardLookup) {
  const section = (c: DraftCard) => {
    const type = lookup(c.cardId)?.typeLine ?? '';
    const i = TYPE_SECTIONS.findIndex(([, re]) => re.test(type));
    return i < 0 ? 'Other' : TYPE_SECTIONS[i]![0];
  };
  const sorted = cards.slice().sort((a, b) => {
    const m = (lookup(a.cardId)?.cmc ?? 99) - (lookup(b.cardId)?.cmc ?? 99);
    return m !== 0 ? m : nameOf(a, lookup).localeCompare(nameOf(b, lookup));
  });
  return [...TYPE_SECTIONS.map(([name]) => name), 'Other']
    .map((name) => ({ name, cards: sorted.filter((c) => section(c) === name) }))
    .filter((s) => s.cards.length > 0);
}
