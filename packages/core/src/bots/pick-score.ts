// How much a bot wants a card given its pool. The terms and their weights, all in value units:
// colour fit grows with commitment (pool size), a small curve need, fixing for lands that make the
// pool's colours, and a small synergy bonus for creature types and tags already in the pool.
import type { PoolProfile } from './pool-profile';
import { curveSlot, IDEAL_CURVE } from './pool-profile';
import type { BotCard } from './traits';

const COLOUR_WEIGHT = 1.4;
const CURVE_WEIGHT = 0.08;
const FIXING_WEIGHT = 1;
/** Pool size at which a bot is fully committed to its colours. */
const COMMITTED_AT = 10;

/** 0 for an empty pool, rising to 1 by pick COMMITTED_AT. */
export function commitment(profile: PoolProfile): number {
  return Math.min(1, profile.size / COMMITTED_AT);
}

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
  return matched >= 2 ? 0.3 + FIXING_WEIGHT * commitment(p) : matched === 1 ? 0.1 : -0.5 * commitment(p);
}

function curveNeed(card: BotCard, p: PoolProfile): number {
  const slot = curveSlot(card.cmc);
  const expected = IDEAL_CURVE[slot]! * Math.max(8, p.spells + 1);
  return Math.max(-0.3, Math.min(0.3, CURVE_WEIGHT * (expected - p.curve[slot]!)));
}

function synergy(card: BotCard, tags: readonly string[] | undefined, p: PoolProfile): number {
  let shared = 0;
  for (const t of card.subtypes) shared += 0.04 * (p.subtypes.get(t) ?? 0);
  if (tags) for (const t of tags) shared += 0.05 * (p.tags.get(t) ?? 0);
  return Math.min(0.3, shared);
}

/** The pick score of `card` (with its cube tags) for a pool profiled as `p`. */
export function pickScore(card: BotCard, tags: readonly string[] | undefined, p: PoolProfile): number {
  const commit = commitment(p);
  if (card.isLand) return card.value + fixing(card, p);
  return (
    card.value +
    COLOUR_WEIGHT * commit * colourFit(card, p) +
    commit * curveNeed(card, p) +
    synergy(card, tags, p)
  );
}
