import { tokenBreakdown } from '@cubewright/core/analytics';
import {
  type Actor,
  type CubeCard,
  colorCategoryOf,
  compareListOrder,
  withOverrides,
} from '@cubewright/core/cube';
import { nameOnlyProxy, type SheetOptions, textProxyOf, tokenProxyOf } from '@cubewright/core/print';
import { notFound } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import { type LoadedCube, loadCards } from '../cubes/store';
import type { WithCards, WithDatabase } from '../deps';
import type { ProxyCard, ProxyTint } from './proxy-pdf';

const TINT_OF_CATEGORY: Record<string, ProxyTint> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
  multicolor: 'multi',
};

/**
 * The text proxies of one board of a cube the actor may view, in the list's default order; with
 * `tokens`, one proxy of each token and emblem the board's cards make, most made first.
 */
export async function cubeProxies(
  ctx: WithCards & WithDatabase,
  actor: Actor | null,
  cubeId: string,
  board: string,
  tokens = false,
): Promise<{ cube: LoadedCube; cards: ProxyCard[] }> {
  const cube = await cubeFor(ctx.database.db, cubeId, actor, 'view');
  if (board !== 'main' && board !== 'maybe' && !cube.boards.some((b) => b.id === board))
    throw notFound('This cube has no such board.');
  const lookup = cardLookupOf(ctx);
  const entries = (await loadCards(ctx.database.db, cube.id)).filter((c) => c.board === board);
  if (tokens) {
    const known = entries.flatMap((e) => {
      const card = lookup.card(e.cardId);
      return card ? [{ name: card.name, oracleText: card.oracleText }] : [];
    });
    return { cube, cards: tokenBreakdown(known).map(tokenProxyOf) };
  }
  const cards = entries.map((entry) => proxyCardOf(lookup, entry));
  cards.sort((a, b) => compareListOrder(a.order, b.order));
  return { cube, cards: cards.map(({ order: _, ...card }) => card) };
}

function proxyCardOf(lookup: ReturnType<typeof cardLookupOf>, entry: CubeCard) {
  const found = lookup.card(entry.cardId);
  const card = found ? withOverrides(found, entry) : null;
  // The chosen printing's picture, else the card's; an entry's own image URL is never fetched (proxy-images.ts).
  const printing = entry.printingId ? lookup.printing(entry.printingId) : null;
  const order = {
    name: entry.name,
    cmc: card?.cmc ?? entry.manaValue ?? 0,
    colors: card?.colors ?? [],
    typeLine: card?.typeLine ?? entry.typeLine ?? '',
    colorCategory: entry.colorCategory,
  };
  const category = colorCategoryOf({ colors: order.colors, typeLine: order.typeLine }, entry.colorCategory);
  return {
    order,
    proxy: card ? textProxyOf(card) : nameOnlyProxy(entry.name, entry.typeLine ?? null),
    tint: TINT_OF_CATEGORY[category] ?? 'colorless',
    imageUri: printing?.imageUri ?? card?.imageUri ?? null,
  };
}

/** The sheet options of a validated query. */
export function sheetOptionsOf(q: {
  paper: 'a4' | 'letter';
  cutLines: '0' | '1';
  bleed: '0' | '1';
  images?: '0' | '1';
}): SheetOptions {
  return { paper: q.paper, cutLines: q.cutLines === '1', bleed: q.bleed === '1' };
}

/** The proxies of cards named in a deck, in the order given; a name the card data lacks prints by name. */
export function deckProxies(ctx: WithCards & WithDatabase, names: readonly string[]): ProxyCard[] {
  const lookup = cardLookupOf(ctx);
  return names.map((name) => {
    const card = lookup.resolve(name);
    return card
      ? {
          proxy: textProxyOf(card),
          tint: TINT_OF_CATEGORY[colorCategoryOf(card)] ?? 'colorless',
          imageUri: card.imageUri,
        }
      : { proxy: nameOnlyProxy(name, null), tint: 'colorless' as const };
  });
}
