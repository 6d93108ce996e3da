// Bot deck building: the best two colours (plus a splash when the pool has the fixing), a curve-aware
// choice of spells, on-colour nonbasic lands, and basics in proportion to the spells' colour pips.
import { COLORS, type Color } from '../cards/types';
import type { DraftCard } from '../draft/types';
import { CURVE_SLOTS, curveSlot, IDEAL_CURVE } from './curve';
import { type BotCard, colorMask } from './traits';

export interface DeckOptions {
  spells?: number;
  lands?: number;
}

export interface BuiltDeck {
  colors: Color[];
  splash: Color | null;
  /** Spells and nonbasic lands from the pool. */
  main: DraftCard[];
  sideboard: DraftCard[];
  /** Basic lands to add, by colour. */
  basics: Record<Color, number>;
  /** Cards in the deck: main plus basics. */
  size: number;
}

/** A pool card with the bot's facts about it. */
export type DeckEntry = { card: DraftCard; bot: BotCard };
type Entry = DeckEntry;

/** Whether a card's colours are all among `colors`. */
export const fits = (bot: BotCard, colors: readonly Color[]) => (bot.mask & ~colorMask(colors)) === 0;
/** The ten colour pairs, in WUBRG order. */
export const pairs: Color[][] = COLORS.flatMap((a, i) => COLORS.slice(i + 1).map((b) => [a, b]));
const pairMasks = pairs.map(colorMask);

/** The pair whose best `want` playables add up to the most value; `spells` sorted best first. */
function bestPair(spells: Entry[], want: number): Color[] {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let p = 0; p < pairs.length; p++) {
    const outside = ~pairMasks[p]!;
    let score = 0;
    let taken = 0;
    for (let i = 0; i < spells.length && taken < want; i++) {
      const bot = spells[i]!.bot;
      if ((bot.mask & outside) === 0) {
        score += bot.value;
        taken++;
      }
    }
    // Missing playables cost as much as a weak card would have added.
    score -= (want - taken) * 1.5;
    if (score > bestScore) {
      bestScore = score;
      best = p;
    }
  }
  return pairs[best]!;
}

function pickSplash(spells: Entry[], lands: Entry[], pair: Color[], cutoff: number): Color | null {
  let best: Color | null = null;
  let bestGain = 0;
  for (const x of COLORS.filter((c) => !pair.includes(c))) {
    const sources = lands.filter(
      (l) => l.bot.produces.includes(x) && l.bot.produces.some((c) => pair.includes(c)),
    );
    if (sources.length < 2) continue;
    const gain = spells
      .filter((e) => e.bot.colors.includes(x) && fits(e.bot, [...pair, x]) && (e.bot.pips[x] ?? 0) <= 1)
      .map((e) => e.bot.value - cutoff - 0.5)
      .filter((g) => g > 0)
      .sort((a, b) => b - a)
      .slice(0, 3)
      .reduce((s, g) => s + g, 0);
    if (gain > bestGain) {
      bestGain = gain;
      best = x;
    }
  }
  return best;
}

/** Chooses `want` spells by value, discounting a card whose curve slot is already over its share. */
export function chooseSpells(candidates: Entry[], want: number): Entry[] {
  const left = candidates.slice();
  const chosen: Entry[] = [];
  const curve = new Array<number>(CURVE_SLOTS).fill(0);
  while (chosen.length < want && left.length > 0) {
    let bestIndex = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < left.length; i++) {
      const slot = curveSlot(left[i]!.bot.cmc);
      const over = curve[slot]! + 1 - IDEAL_CURVE[slot]! * want;
      const score = left[i]!.bot.value - Math.max(0, over) * 0.25;
      if (score > bestScore) {
        bestScore = score;
        bestIndex = i;
      }
    }
    const [entry] = left.splice(bestIndex, 1);
    chosen.push(entry!);
    curve[curveSlot(entry!.bot.cmc)]!++;
  }
  return chosen;
}

/** Basics per colour in proportion to the spells' pips (largest remainder), each used colour getting at least one. */
export function splitBasics(
  spells: readonly { bot: BotCard }[],
  colors: readonly Color[],
  count: number,
): Record<Color, number> {
  const basics: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  const pips = colors.map((c) => spells.reduce((s, e) => s + (e.bot.pips[c] ?? 0), 0));
  const total = pips.reduce((s, p) => s + p, 0);
  if (count <= 0 || colors.length === 0) return basics;
  const shares = colors.map((_, i) => (total > 0 ? (pips[i]! / total) * count : count / colors.length));
  const whole = shares.map((s, i) => Math.max(pips[i]! > 0 ? 1 : 0, Math.floor(s)));
  let left = count - whole.reduce((s, w) => s + w, 0);
  const order = shares.map((s, i) => [s - Math.floor(s), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) whole[order[k]![1]]!++;
  for (let k = whole.length - 1; left < 0; k = (k + whole.length - 1) % whole.length) {
    if (whole[k]! > 1) {
      whole[k]!--;
      left++;
    }
  }
  colors.forEach((c, i) => {
    basics[c] = whole[i]!;
  });
  return basics;
}

/** Builds a bot's deck from its pool (default 23 spells + 17 lands); short pools get extra basics. */
export function buildDeck(
  pool: readonly DraftCard[],
  lookup: (cardId: string) => BotCard,
  options: DeckOptions = {},
): BuiltDeck {
  const wantSpells = options.spells ?? 23;
  const wantLands = options.lands ?? 17;
  const entries = pool.map((card) => ({ card, bot: lookup(card.cardId) }));
  const spells = entries.filter((e) => !e.bot.isLand).sort((a, b) => b.bot.value - a.bot.value);
  const lands = entries.filter((e) => e.bot.isLand && !e.bot.isBasic);
  const pair = bestPair(spells, wantSpells);
  const onPair = spells.filter((e) => fits(e.bot, pair));
  const cutoff = onPair[Math.min(onPair.length, wantSpells) - 1]?.bot.value ?? 0;
  const splash = pickSplash(spells, lands, pair, cutoff);
  const splashCards = splash
    ? spells
        .filter(
          (e) =>
            e.bot.colors.includes(splash) && fits(e.bot, [...pair, splash]) && (e.bot.pips[splash] ?? 0) <= 1,
        )
        .filter((e) => e.bot.value > cutoff + 0.5)
        .sort((a, b) => b.bot.value - a.bot.value)
        .slice(0, 3)
    : [];
  const chosen = chooseSpells([...onPair, ...splashCards], wantSpells);
  const used = COLORS.filter((c) => chosen.some((e) => e.bot.colors.includes(c)));
  const deckColors = used.length > 0 ? used : pair;
  const landsIn = lands
    .filter(
      (l) => l.bot.produces.filter((c) => deckColors.includes(c)).length >= Math.min(2, deckColors.length),
    )
    .sort((a, b) => b.bot.value - a.bot.value)
    .slice(0, Math.min(wantLands, 8));
  const basicCount = wantSpells + wantLands - chosen.length - landsIn.length;
  const basics = splitBasics(chosen, deckColors, basicCount);
  const main = [...chosen, ...landsIn].map((e) => e.card);
  const inMain = new Set(main.map((c) => c.id));
  return {
    colors: deckColors,
    splash: splash && used.includes(splash) ? splash : null,
    main,
    sideboard: pool.filter((c) => !inMain.has(c.id)),
    basics,
    size: main.length + COLORS.reduce((s, c) => s + basics[c], 0),
  };
}
