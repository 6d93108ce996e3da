import type { Rng } from '../random/rng';
import { shuffled } from '../random/shuffle';

// A goldfish game of a deck: shuffle, draw seven, mulligan the London way (draw seven again, then put
// one card on the bottom per mulligan), keep, and draw a card each turn. Pure: each step returns a new
// state, and all randomness comes from the Rng passed in, so a seed replays a game exactly.

export const OPENING_HAND_SIZE = 7;

export interface Game<T> {
  /** Top of the library first. */
  library: readonly T[];
  hand: readonly T[];
  mulligans: number;
  /** Cards still to put on the bottom before the hand can be kept (London mulligan). */
  toBottom: number;
  kept: boolean;
  /** The turn being played once kept (1 = the first turn); 0 before keeping. */
  turn: number;
  /** What each turn drew, from turn 2 on (on the play the first turn draws nothing). */
  draws: readonly { turn: number; card: T }[];
}

/** A fresh shuffle of the whole deck and its first seven cards. */
export function startGame<T>(deck: readonly T[], rng: Rng, mulligans = 0): Game<T> {
  const library = shuffled(deck, rng);
  const n = Math.min(OPENING_HAND_SIZE, library.length);
  return {
    hand: library.slice(0, n),
    library: library.slice(n),
    mulligans,
    // A player may mulligan down to nothing; never more to the bottom than the hand holds.
    toBottom: Math.min(mulligans, n),
    kept: false,
    turn: 0,
    draws: [],
  };
}

/** London mulligan: shuffle hand and library together, draw seven, owe one more card to the bottom. */
export function mulligan<T>(game: Game<T>, rng: Rng): Game<T> {
  if (game.kept) throw new Error('A kept hand cannot be mulliganed');
  // Before keeping nothing has been drawn, so hand and library are the whole deck.
  return startGame([...game.hand, ...game.library], rng, game.mulligans + 1);
}

/** Puts the hand's card at `index` on the bottom of the library (one of the cards a mulligan owes). */
export function putOnBottom<T>(game: Game<T>, index: number): Game<T> {
  if (game.toBottom <= 0) throw new Error('No card is owed to the bottom');
  if (!Number.isInteger(index) || index < 0 || index >= game.hand.length)
    throw new Error('No such card in hand');
  const card = game.hand[index]!;
  return {
    ...game,
    hand: game.hand.filter((_, i) => i !== index),
    library: [...game.library, card],
    toBottom: game.toBottom - 1,
  };
}

/** Keeps the hand (every owed card on the bottom first) and starts turn 1. */
export function keep<T>(game: Game<T>): Game<T> {
  if (game.toBottom > 0) throw new Error(`Put ${game.toBottom} more on the bottom first`);
  return { ...game, kept: true, turn: 1 };
}

/** The next turn: draws the top card (an empty library draws nothing). */
export function nextTurn<T>(game: Game<T>): Game<T> {
  if (!game.kept) throw new Error('Keep a hand first');
  const turn = game.turn + 1;
  const [top, ...rest] = game.library;
  if (top === undefined) return { ...game, turn };
  return {
    ...game,
    turn,
    library: rest,
    hand: [...game.hand, top],
    draws: [...game.draws, { turn, card: top }],
  };
}
