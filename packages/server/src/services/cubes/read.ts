import {
  colorDistribution,
  computeCubeMetadata,
  keywordBreakdown,
  manaCurve,
  rarityBreakdown,
  tokenBreakdown,
  typeBreakdown,
} from '@cubewright/core/analytics';
import type { Card, Printing } from '@cubewright/core/cards';
import type { Actor } from '@cubewright/core/cube';
import {
  type CubeAnalyticsResponse,
  type CubeWithCardsResponse,
  compactCubeResponse,
} from '@cubewright/core/protocol';
import type { CachedBody } from '../cube-cache/cached-body';
import { cardDataVersion } from '../cube-cache/card-stamp';
import type { CubeCacheDeps, CubeView } from '../cube-cache/cube-cache';
import type { CubeReadModelView } from '../cube-cache/read-model';
import type { WithCards } from '../deps';
import { analyticsCardOf } from './card-facts';
import { cardLookupOf } from './card-lookup';
import type { LoadedCube } from './store';
import { viewableCube } from './viewable-cube';
import { toDetail, viewerPartsOf } from './views';

/**
 * A cube with its card list and, unless asked not to, the data of its cards and chosen printings, as a
 * body cached per cube entry, card data and what the reader may do (cube-cache drops it on any change).
 */
export async function getCube(
  ctx: CubeCacheDeps & WithCards,
  actor: Actor | null,
  cubeId: string,
  opts: { cardData: boolean; compact?: boolean },
): Promise<CachedBody> {
  return cubeBody(ctx, await viewableCube(ctx, cubeId, actor), actor, opts);
}

/** getCube's body of a cube read already. */
export function cubeBody(
  ctx: CubeCacheDeps & WithCards,
  { cube, body }: CubeView,
  actor: Actor | null,
  opts: { cardData: boolean; compact?: boolean },
): Promise<CachedBody> {
  return body(detailForm(cube, actor, opts), async (model) => {
    const res = await cubeWithCards(ctx, model, actor, opts);
    if (!opts.compact) return res;
    const lookup = cardLookupOf(ctx);
    return compactCubeResponse(res, (id) => lookup.card(id)?.name ?? null);
  });
}

/** getCube's body when derived already (null: ask getCube), for the hit path. */
export function getCubeNow(
  { cube, ready }: CubeView,
  actor: Actor | null,
  opts: { cardData: boolean; compact?: boolean },
): CachedBody | null {
  return ready(detailForm(cube, actor, opts));
}

/**
 * The name of a detail body's form. The card facts and the compact form's entries (names left out) follow
 * the card data: the read model is one per card-data stamp, so the form names only what the reader asked
 * for and may do.
 */
function detailForm(cube: LoadedCube, actor: Actor | null, opts: { cardData: boolean; compact?: boolean }) {
  const facts = opts.cardData ? 'facts' : 'none';
  const form = opts.compact ? 'compact' : 'plain';
  return `detail:${facts}:${form}:${JSON.stringify(viewerPartsOf(cube, actor))}`;
}

async function cubeWithCards(
  ctx: CubeCacheDeps & WithCards,
  { cube, cards: readCards, usernames }: CubeReadModelView,
  actor: Actor | null,
  opts: { cardData: boolean },
): Promise<CubeWithCardsResponse> {
  const [cards, names] = await Promise.all([readCards(), usernames()]);
  const cardData: Record<string, Card> = {};
  const printings: Record<string, Printing> = {};
  if (opts.cardData) {
    const lookup = cardLookupOf(ctx);
    for (const entry of cards) {
      const card = cardData[entry.cardId] ?? lookup.card(entry.cardId);
      if (card) cardData[entry.cardId] = card;
      const printing = entry.printingId ? lookup.printing(entry.printingId) : null;
      if (printing) printings[printing.id] = printing;
    }
  }
  const detail = { cube: toDetail(cube, actor, names), cards, cardData, printings };
  return opts.cardData ? { ...detail, cardDataVersion: cardDataVersion(ctx) } : detail;
}

/**
 * Curve, colours, types, rarities, keywords and tokens of the main board, for the analytics tab: kept in the
 * cube's read model (one per version and card-data stamp; ADR 0086).
 */
export async function getCubeAnalytics(
  ctx: CubeCacheDeps & WithCards,
  actor: Actor | null,
  cubeId: string,
): Promise<CachedBody> {
  const view = await viewableCube(ctx, cubeId, actor);
  return view.body('analytics', async ({ cards: readCards }): Promise<CubeAnalyticsResponse> => {
    const lookup = cardLookupOf(ctx);
    const main = (await readCards()).filter((c) => c.board === 'main');
    const facts = main.map((c) => analyticsCardOf(lookup, c));
    const known = facts.filter((f) => f !== null);
    const cards = main.flatMap((entry, i) => {
      const card = lookup.card(entry.cardId);
      return card ? [{ facts: facts[i]!, card }] : [];
    });
    return {
      metadata: computeCubeMetadata(facts),
      curve: manaCurve(known),
      colors: colorDistribution(known),
      types: typeBreakdown(known),
      rarities: rarityBreakdown(known),
      unknownCards: facts.length - known.length,
      keywords: keywordBreakdown(cards.map(({ facts, card }) => ({ ...facts, keywords: card.keywords }))),
      tokens: tokenBreakdown(cards.map(({ card }) => ({ name: card.name, oracleText: card.oracleText }))),
    };
  });
}
