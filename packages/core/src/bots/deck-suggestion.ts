// The deck builder's suggestions for a player, from the same code that builds the bots' decks, so a
// suggested deck is exactly the deck a bot would have registered with that pool.
import { COLORS, type Color } from '../cards/types';
import type { DraftCard } from '../draft/types';
import { buildDeck, type DeckOptions, splitBasics } from './deck';
import type { BotCard } from './traits';

/** A deck as a player saves it: pool card ids in the deck and in the sideboard, and basics by colour. */
export interface DeckChoice {
  main: string[];
  side: string[];
  basics: Record<Color, number>;
}

/**
 * The bot deck builder's deck for a pool: the best spells (23 by default) in the pool's best colours,
 * on-colour nonbasic lands, basics up to 17 lands split by pips, and every other card in the sideboard.
 */
export function suggestDeck(
  pool: readonly DraftCard[],
  lookup: (cardId: string) => BotCard,
  options: DeckOptions = {},
): DeckChoice {
  const built = buildDeck(pool, lookup, options);
  return {
    main: built.main.map((c) => c.id),
    side: built.sideboard.map((c) => c.id),
    basics: built.basics,
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
