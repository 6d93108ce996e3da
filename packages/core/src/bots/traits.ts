// What a bot needs to know about a card, computed once per card: colours, pips, curve slot, the mana
// a land makes, creature types, and the value prior.
import { manaSymbols } from '../cards/mana';
import { type Card, COLORS, type Color } from '../cards/types';
import { curveSlot } from './curve';
import { cardPrior } from './value';

export interface BotCard {
  cardId: string;
  value: number;
  colors: Color[];
  /** `colors` as bits (W=1, U=2, B=4, R=8, G=16) for quick subset tests. */
  mask: number;
  /** Coloured pips per colour in the cost (hybrid and phyrexian count half). */
  pips: Partial<Record<Color, number>>;
  isLand: boolean;
  isBasic: boolean;
  /** Colours of mana a land can make (or fetch); empty for spells. */
  produces: Color[];
  cmc: number;
  /** Curve slot of `cmc` (see curve.ts). */
  slot: number;
  subtypes: string[];
}

const BASIC_TYPES: [string, Color][] = [
  ['plains', 'W'],
  ['island', 'U'],
  ['swamp', 'B'],
  ['mountain', 'R'],
  ['forest', 'G'],
];

function landColors(card: Card): Color[] {
  const text = `${card.typeLine}\n${card.oracleText}`.toLowerCase();
  if (/any colou?r|any type/.test(text)) return [...COLORS];
  const out = new Set<Color>(card.colorIdentity);
  for (const [word, color] of BASIC_TYPES) if (text.includes(word)) out.add(color);
  return COLORS.filter((c) => out.has(c));
}

function pipsOf(cost: string): Partial<Record<Color, number>> {
  const pips: Partial<Record<Color, number>> = {};
  for (const sym of manaSymbols(cost.split(' // ')[0] ?? '')) {
    const parts = sym.split('/');
    const colored = parts.filter((p): p is Color => (COLORS as readonly string[]).includes(p));
    const weight = parts.length > 1 ? 0.5 : 1;
    for (const c of colored) pips[c] = (pips[c] ?? 0) + weight;
  }
  return pips;
}

/** Colours as bits: W=1, U=2, B=4, R=8, G=16. */
export function colorMask(colors: readonly Color[]): number {
  let m = 0;
  for (const c of colors) m |= 1 << COLORS.indexOf(c);
  return m;
}

/** The bot's summary of a card; `rating` replaces the prior when the cube has learned one. */
export function botCardOf(card: Card, rating?: number): BotCard {
  const front = card.typeLine.split(' // ')[0] ?? card.typeLine;
  const isLand = /\bLand\b/.test(front);
  const dash = front.indexOf('—');
  return {
    cardId: card.id,
    value: rating ?? cardPrior(card),
    colors: isLand ? [] : card.colors,
    mask: isLand ? 0 : colorMask(card.colors),
    pips: pipsOf(card.manaCost),
    isLand,
    isBasic: /\bBasic\b/.test(front),
    produces: isLand ? landColors(card) : [],
    cmc: card.cmc,
    slot: curveSlot(card.cmc),
    subtypes:
      dash >= 0
        ? front
            .slice(dash + 1)
            .trim()
            .split(/\s+/)
        : [],
  };
}

/** A stand-in for a card the bot has no data on: average value, colourless, mid-curve. */
export function unknownBotCard(cardId: string): BotCard {
  return {
    cardId,
    value: 2,
    colors: [],
    mask: 0,
    pips: {},
    isLand: false,
    isBasic: false,
    produces: [],
    cmc: 3,
    slot: 2,
    subtypes: [],
  };
}
