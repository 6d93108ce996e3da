import type { Actor } from '@cubewright/core/cube';
import { type Currency, cheapestSwaps, cubeCost, formatPrice, sumPrices } from '@cubewright/core/prices';
import type {
  ApplySwapsBody,
  ApplySwapsResponse,
  CubePricesResponse,
  PriceSwapsResponse,
} from '@cubewright/core/protocol';
import { badRequest } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import { saveChanges } from '../cubes/save-changes';
import { loadCards } from '../cubes/store';
import type { CubeCommandDeps } from '../deps';
import type { IdempotentWrite } from '../idempotency/idempotent-writes';
import { hasPriceData, priceLookupOf } from './price-lookup';

type Author = Actor & { username: string };

/** GET /api/cubes/:id/prices: the cube's cost by chosen printings and finishes, cheapest where none. */
export async function cubePrices(
  ctx: CubeCommandDeps,
  actor: Actor | null,
  cubeId: string,
): Promise<CubePricesResponse> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const cards = await loadCards(db, cube.id);
  return {
    hasPriceData: hasPriceData(ctx.cards.index),
    version: cube.version,
    ...cubeCost(cards, priceLookupOf(ctx)),
  };
}

async function proposal(
  ctx: CubeCommandDeps,
  actor: Actor | null,
  cubeId: string,
  currency: Currency,
  action: 'view' | 'edit',
) {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, action);
  const cards = await loadCards(db, cube.id);
  return { cube, swaps: cheapestSwaps(cards, priceLookupOf(ctx), currency) };
}

/** GET /api/cubes/:id/prices/swaps: every chosen printing a cheaper one of the same finish could replace. */
export async function priceSwaps(
  ctx: CubeCommandDeps,
  actor: Actor | null,
  cubeId: string,
  currency: Currency,
): Promise<PriceSwapsResponse> {
  const { cube, swaps } = await proposal(ctx, actor, cubeId, currency, 'view');
  return { hasPriceData: hasPriceData(ctx.cards.index), version: cube.version, ...swaps };
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
  const { cube, swaps } = await proposal(ctx, author, cubeId, body.currency, 'edit');
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
