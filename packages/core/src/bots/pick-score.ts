// How much a bot wants a card given its pool. The terms and their weights, all in value units:
// colour fit grows with commitment (pool size), a small curve need, fixing for lands that make the
// pool's colours, and a small synergy bonus for creature types and tags already in the pool.
import type { PoolProfile } from './pool-profile';
import type { BotCard } from './traits';

const COLOUR_WEIGHT = 1.4;
const FIXING_WEIGHT = 1;

function colourFit(card: BotCard, p: PoolProfile): number {
  // Colourless cards fit every deck: a bit better than a neutral colour.
  if (card.colors.length === 0) return 0.4;
  let weakest = 1;
  for (const c of card.colors) weakest = Math.min(weakest, p.strength[c]);
  return weakest * 2 - 1;
}

function fixing(card: BotCard, p: PoolProfile): number {
  let matched = 0;
  for (const c of card.produces) if (p.strength[c] >= 0.35) matched++;
  if (card.produces.length < 2) return matched > 0 ? 0 : -0.5;
  return matched >= 2 ? 0.3 + FIXING_WEIGHT * p.commitment : matched === 1 ? 0.1 : -0.5 * p.commitment;
}

function synergy(card: BotCard, tags: readonly string[] | undefined, p: PoolProfile): number {
  let shared = 0;
  if (p.subtypes.size > 0) for (const t of card.subtypes) shared += 0.04 * (p.subtypes.get(t) ?? 0);
  if (tags && p.tags.size > 0) for (const t of tags) shared += 0.05 * (p.tags.get(t) ?? 0);
  return Math.min(0.3, shared);
}

/** The pick score of `card` (with its cube tags) for a pool profiled as `p`. */
export function pickScore(card: BotCard, tags: readonly string[] | undefined, p: PoolProfile): number {
  const commit = p.commitment;
  if (card.isLand) return card.value + fixing(card, p);
  const base = card.value + COLOUR_WEIGHT * commit * colourFit(card, p) + commit * p.curveNeed[card.slot]!;
  return card.subtypes.length > 0 || tags ? base + synergy(card, tags, p) : base;
}
