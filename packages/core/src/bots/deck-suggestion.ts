// The deck builder's suggestion for a player: 40 cards a cube drafter would register. Two main
// colours and at most one splash (deck-colours.ts), the best playables by value (learned ratings when
// the caller's lookup has them) with an eye on the curve, 16-18 lands by the curve, and basics by the
// spells' symbols (deck-mana.ts). Bots' decks in a finished draft are this suggestion too.
import { COLORS, type Color } from '../cards/types';
import type { DraftCard } from '../draft/types';
import { chooseSpells, type DeckEntry, splitBasics } from './deck';
import { chooseColours } from './deck-colours';
import { basicsFor, landsForCurve, MAX_LANDS } from './deck-mana';
import type { BotCard } from './traits';

/** A deck as a player saves it: pool card ids in the deck and in the sideboard, and basics by colour. */
export interface DeckChoice {
  main: string[];
  side: string[];
  basics: Record<Color, number>;
}

const DECK_SIZE = 40;
/** Nonbasic lands a suggestion plays at most: the rest of the mana is basics of the right colours. */
const MAX_NONBASICS = 8;

/** A suggested deck with the reasons a reader checks it by: its main colours and its splash. */
export interface DeckPlan {
  spells: DeckEntry[];
  lands: DeckEntry[];
  basics: Record<Color, number>;
  main: Color[];
  splash: Color | null;
}

/**
 * A 40-card deck from a pool: spells in two colours plus a splash, on-colour nonbasic lands, basics
 * up to 16-18 lands. Only a pool without enough playables in any colours gets more lands than 18 (the
 * deck is still 40 cards).
 */
export function planDeck(pool: readonly DraftCard[], lookup: (cardId: string) => BotCard): DeckPlan {
  const entries = pool.map((card) => ({ card, bot: lookup(card.cardId) }));
  const spells = entries.filter((e) => !e.bot.isLand).sort((a, b) => b.bot.value - a.bot.value);
  const lands = entries.filter((e) => e.bot.isLand && !e.bot.isBasic);
  const { pair, splash, candidates } = chooseColours(spells, lands, DECK_SIZE - 17);
  // The curve of the 23 best decides the land count; the spells are then chosen for that count.
  const landCount = Math.max(
    landsForCurve(chooseSpells(candidates, DECK_SIZE - 17)),
    DECK_SIZE - candidates.length,
  );
  const chosen = chooseSpells(candidates, DECK_SIZE - Math.min(landCount, MAX_LANDS));
  const used = COLORS.filter((c) => chosen.some((e) => e.bot.colors.includes(c)));
  const colours = used.length > 0 ? used : pair;
  const main = colours.filter((c) => c !== splash);
  // A land that makes two of the deck's colours (one of them main), or the colour of a mono deck.
  const landsIn = lands
    .filter((l) => {
      const makes = l.bot.produces.filter((c) => colours.includes(c));
      return makes.length >= Math.min(2, colours.length) && makes.some((c) => main.includes(c));
    })
    .sort((a, b) => b.bot.value - a.bot.value)
    .slice(0, Math.min(MAX_NONBASICS, DECK_SIZE - chosen.length));
  const basics = basicsFor(chosen, colours, landsIn, DECK_SIZE - chosen.length - landsIn.length);
  return { spells: chosen, lands: landsIn, basics, main, splash: used.includes(splash!) ? splash : null };
}

/** The suggestion as the deck builder saves it: every pool card not in the deck is in the sideboard. */
export function suggestDeck(pool: readonly DraftCard[], lookup: (cardId: string) => BotCard): DeckChoice {
  const plan = planDeck(pool, lookup);
  const inMain = new Set([...plan.spells, ...plan.lands].map((e) => e.card.id));
  return {
    main: [...inMain],
    side: pool.filter((c) => !inMain.has(c.id)).map((c) => c.id),
    basics: plan.basics,
  };
}

/**
 * Basics that bring a deck the player chose to `size` cards, split by its spells' pips as bot decks
 * are; none when the deck is already that big or has no coloured spell to pay for.
 */
export function suggestBasics(
  deck: readonly DraftCard[],
  lookup: (cardId: string) => BotCard,
  size = 40,
): Record<Color, number> {
  const spells = deck.map((c) => ({ bot: lookup(c.cardId) })).filter((e) => !e.bot.isLand);
  const colors = COLORS.filter((c) => spells.some((e) => e.bot.colors.includes(c)));
  return splitBasics(spells, colors, size - deck.length);
}
