import type { Actor } from '@cubewright/core/cube';
import { type Currency, cheapestSwaps, cubeCost, formatPrice, sumPrices } from '@cubewright/core/prices';
import type {
  ApplySwapsBody,
  ApplySwapsResponse,
  CubePricesResponse,
  PriceSwapsResponse,
} from '@cubewright/core/protocol';
import { badRequest } from '../../http/errors';
import type { CachedBody } from '../cube-cache/cached-body';
import type { CubeCacheDeps } from '../cube-cache/cube-cache';
import { cubeFor } from '../cubes/access';
import { saveChanges } from '../cubes/save-changes';
import { loadCards } from '../cubes/store';
import { viewableCube } from '../cubes/viewable-cube';
import type { CubeCommandDeps, WithCards } from '../deps';
import type { IdempotentWrite } from '../idempotency/idempotent-writes';
import { hasPriceData, priceLookupOf } from './price-lookup';

type Author = Actor & { username: string };

/**
 * GET /api/cubes/:id/prices: the cube's cost by chosen printings and finishes, cheapest where none. Kept in
 * the cube's read model (ADR 0086): prices live on the card index, whose reload is a new card-data stamp,
 * so a version priced once is answered from memory until the cube or the card data changes.
 */
export async function cubePrices(
  ctx: CubeCacheDeps & WithCards,
  actor: Actor | null,
  cubeId: string,
): Promise<CachedBody> {
  const view = await viewableCube(ctx, cubeId, actor);
  return view.body(
    'prices',
    async ({ cube, cards }): Promise<CubePricesResponse> => ({
      hasPriceData: hasPriceData(ctx.cards.index),
      version: cube.version,
      ...cubeCost(await cards(), priceLookupOf(ctx)),
    }),
  );
}

/** The swaps proposed to an editor now, read inside no cache: what a save of them is based on. */
async function proposal(ctx: CubeCommandDeps, actor: Actor, cubeId: string, currency: Currency) {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'edit');
  const cards = await loadCards(db, cube.id);
  return { cube, swaps: cheapestSwaps(cards, priceLookupOf(ctx), currency) };
}

/** GET /api/cubes/:id/prices/swaps: every chosen printing a cheaper one of the same finish could replace. */
export async function priceSwaps(
  ctx: CubeCacheDeps & WithCards,
  actor: Actor | null,
  cubeId: string,
  currency: Currency,
): Promise<CachedBody> {
  const view = await viewableCube(ctx, cubeId, actor);
  return view.body(
    `prices:swaps:${currency}`,
    async ({ cube, cards }): Promise<PriceSwapsResponse> => ({
      hasPriceData: hasPriceData(ctx.cards.index),
      version: cube.version,
      ...cheapestSwaps(await cards(), priceLookupOf(ctx), currency),
    }),
  );
}

/**
 * POST /api/cubes/:id/prices/swaps: the swaps proposed now, recomputed here (a client's prices may be a
 * sync old), saved as one version through the ordinary save, so history, live updates and followers see
 * one change like any other.
 */
export async function applyPriceSwaps(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  body: Required<Pick<ApplySwapsBody, 'currency'>> & { entryIds?: string[] },
  write?: IdempotentWrite,
): Promise<ApplySwapsResponse> {
  // A resend of a save whose answer was lost: the swaps are gone from the proposal by now, so the
  // earlier save is answered (saveChanges does so from the key) rather than "nothing to swap".
  if (typeof write?.prior?.version === 'number') {
    const earlier = await saveChanges(ctx, author, cubeId, { baseVersion: 0, ops: [] }, false, write);
    return {
      applied: { currency: body.currency, swaps: [], saving: 0 },
      save: earlier as ApplySwapsResponse['save'],
    };
  }
  const { cube, swaps } = await proposal(ctx, author, cubeId, body.currency);
  if (!hasPriceData(ctx.cards.index)) throw badRequest('There is no price data to choose printings by');
  const wanted = body.entryIds ? new Set(body.entryIds) : null;
  const chosen = wanted ? swaps.swaps.filter((s) => wanted.has(s.entryId)) : swaps.swaps;
  if (chosen.length === 0) throw badRequest('No cheaper printing to swap to');
  const saving = sumPrices(chosen.map((s) => s.saving));
  const save = await saveChanges(
    ctx,
    author,
    cube.id,
    {
      baseVersion: cube.version,
      ops: chosen.map((s) => ({ type: 'setPrinting' as const, id: s.entryId, printingId: s.toPrintingId })),
      summary: `Cheapest printings for ${chosen.length} card${chosen.length === 1 ? '' : 's'}, saving ${formatPrice(saving, body.currency)}`,
    },
    false,
    write,
  );
  return {
    applied: { currency: body.currency, swaps: chosen, saving },
    save: save as ApplySwapsResponse['save'],
  };
}
