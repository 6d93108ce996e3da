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
import { cardDataStamp, cardDataVersion } from '../cube-cache/card-stamp';
import type { CubeCacheDeps } from '../cube-cache/cube-cache';
import type { WithCards } from '../deps';
import { cubeFor } from './access';
import { analyticsCardOf } from './card-facts';
import { cardLookupOf } from './card-lookup';
import { type LoadedCube, loadCards } from './store';
import { usernamesOf } from './users';
import { viewableCube } from './viewable-cube';
import { toDetail, userIdsOf, viewerPartsOf } from './views';

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
  const { cube, body } = await viewableCube(ctx, cubeId, actor);
  const facts = opts.cardData ? cardDataStamp(ctx) : 'none';
  // The compact form's entries depend on the card index (names left out), so it is keyed by its stamp too.
  const form = opts.compact ? `compact:${cardDataStamp(ctx)}` : 'plain';
  return body(`detail:${facts}:${form}:${JSON.stringify(viewerPartsOf(cube, actor))}`, async () => {
    const res = await cubeWithCards(ctx, cube, actor, opts);
    if (!opts.compact) return res;
    const lookup = cardLookupOf(ctx);
    return compactCubeResponse(res, (id) => lookup.card(id)?.name ?? null);
  });
}

async function cubeWithCards(
  ctx: CubeCacheDeps & WithCards,
  cube: LoadedCube,
  actor: Actor | null,
  opts: { cardData: boolean },
): Promise<CubeWithCardsResponse> {
  const db = ctx.database.db;
  const cards = await loadCards(db, cube.id);
  const names = await usernamesOf(db, userIdsOf(cube));
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

/** Curve, colours, types, rarities, keywords and tokens of the main board, for the analytics tab. */
export async function getCubeAnalytics(
  ctx: CubeCacheDeps & WithCards,
  actor: Actor | null,
  cubeId: string,
): Promise<CubeAnalyticsResponse> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const lookup = cardLookupOf(ctx);
  const main = (await loadCards(db, cube.id)).filter((c) => c.board === 'main');
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
}
