// The colours a suggested deck plays: two main colours and at most one splash, chosen by the value
// of the playables each choice leaves. A splashed card counts for less than its value (it is harder
// to cast, more so without lands that fix for it), and a slot no playable fills costs more than a
// weak card, so a thin pair borrows a splash rather than padding the deck with lands.
import { COLORS, type Color } from '../cards/types';
import { type DeckEntry, fits, pairs } from './deck';

/** Splashed cards when the main colours have playables enough; a short pair may splash up to the cap. */
const SPLASH_CARDS = 3;
const MAX_SPLASH_CARDS = 6;
/** What a splashed card loses in value with two fixing lands, and without. */
const FIXED_SPLASH_TAX = 0.6;
const UNFIXED_SPLASH_TAX = 1.2;
/** The cost of a spell slot no playable fills (an extra land or a dead card). */
const EMPTY_SLOT = 1.5;

export interface DeckColours {
  /** The pair whose cards form the deck's body (a mono-coloured deck uses only one of them). */
  pair: Color[];
  splash: Color | null;
  /** The playables in those colours, best first: the pair's cards and the splashed ones. */
  candidates: DeckEntry[];
}

/**
 * Cards of `x` castable in `pair` plus `x`: with at most one `x` pip, or any when the pair is `short`
 * of playables (a heavier card still beats an empty slot).
 */
function splashable(spells: readonly DeckEntry[], pair: Color[], x: Color, short: boolean): DeckEntry[] {
  const colours = [...pair, x];
  return spells.filter(
    (e) => e.bot.colors.includes(x) && fits(e.bot, colours) && (short || (e.bot.pips[x] ?? 0) <= 1),
  );
}

/**
 * The best `want` of `core` and at most `limit` of `extra` (each worth `tax` less), both sorted best
 * first, by two-pointer merge; returns the score and how many `extra` cards made the cut.
 */
function mergeBest(
  core: readonly DeckEntry[],
  extra: readonly DeckEntry[],
  tax: number,
  limit: number,
  want: number,
) {
  let score = 0;
  let i = 0;
  let j = 0;
  for (let taken = 0; taken < want; taken++) {
    const a = core[i]?.bot.value;
    const b = j < limit ? extra[j] && extra[j]!.bot.value - tax : undefined;
    if (a === undefined && b === undefined) {
      score -= (want - taken) * EMPTY_SLOT;
      break;
    }
    if (b === undefined || (a !== undefined && a >= b)) {
      score += a!;
      i++;
    } else {
      score += b;
      j++;
    }
  }
  return { score, splashed: j };
}

/** The pair and splash whose best `want` playables are worth the most; `spells` sorted best first. */
export function chooseColours(
  spells: readonly DeckEntry[],
  lands: readonly DeckEntry[],
  want: number,
): DeckColours {
  let best: DeckColours = { pair: pairs[0]!, splash: null, candidates: [] };
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const pair of pairs) {
    const core = spells.filter((e) => fits(e.bot, pair));
    const plain = mergeBest(core, [], 0, 0, want).score;
    if (plain > bestScore) {
      bestScore = plain;
      best = { pair, splash: null, candidates: core };
    }
    const short = core.length < want;
    const limit = short
      ? Math.min(MAX_SPLASH_CARDS, Math.max(SPLASH_CARDS, want - core.length))
      : SPLASH_CARDS;
    for (const x of COLORS) {
      if (pair.includes(x)) continue;
      const fixing = lands.filter(
        (l) => l.bot.produces.includes(x) && l.bot.produces.some((c) => pair.includes(c)),
      ).length;
      const extra = splashable(spells, pair, x, short);
      const tax = fixing >= 2 ? FIXED_SPLASH_TAX : UNFIXED_SPLASH_TAX;
      const { score, splashed } = mergeBest(core, extra, tax, limit, want);
      if (splashed > 0 && score > bestScore) {
        bestScore = score;
        const taken = extra.slice(0, splashed);
        best = { pair, splash: x, candidates: [...core, ...taken].sort((a, b) => b.bot.value - a.bot.value) };
      }
    }
  }
  return best;
}
