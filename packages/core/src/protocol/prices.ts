import { z } from 'zod';
import type { SwapProposal } from '../prices/cheapest-swaps';
import type { CubeCost } from '../prices/cube-cost';
import { CURRENCIES } from '../prices/currency';
import type { SavedChange } from './cubes';

/*
 * Card prices of a cube (issue 32; ADR 0070). Prices come from the loaded Scryfall bulk data; card data
 * without them (the offline file) answers `hasPriceData: false`, which the app shows as "no price data".
 *   GET  /api/cubes/:id/prices                         -> CubePricesResponse (canView)
 *   GET  /api/cubes/:id/prices/swaps?currency          -> PriceSwapsResponse (canView)
 *   POST /api/cubes/:id/prices/swaps  ApplySwapsBody   -> ApplySwapsResponse (canEdit: one new version)
 */

/** GET /api/cubes/:id/prices: the cube's cost, breakdowns and each entry's price. */
export interface CubePricesResponse extends CubeCost {
  /** False when the loaded card data carries no prices at all: show "no price data", never zeros. */
  hasPriceData: boolean;
  /** The cube version the prices were read from. */
  version: number;
}

const currencySchema = z.enum(CURRENCIES, { error: `The currency must be one of ${CURRENCIES.join(', ')}` });

/** GET /api/cubes/:id/prices/swaps. */
export const priceSwapsQuerySchema = z.object({ currency: currencySchema.default('usd') }).strict();
export type PriceSwapsQuery = z.input<typeof priceSwapsQuerySchema>;

/** The cheapest-printing swaps for the whole cube, with what they save. */
export interface PriceSwapsResponse extends SwapProposal {
  hasPriceData: boolean;
  version: number;
}

/**
 * POST /api/cubes/:id/prices/swaps: applies the swaps proposed now (recomputed on the server) as one
 * version; `entryIds` narrows them to the ones the curator kept.
 */
export const applySwapsBodySchema = z
  .object({
    currency: currencySchema,
    entryIds: z.array(z.string().min(1).max(100)).min(1, 'Choose at least one swap').max(10_000).optional(),
  })
  .strict();
export type ApplySwapsBody = z.input<typeof applySwapsBodySchema>;

export interface ApplySwapsResponse {
  /** The swaps applied and what they save. */
  applied: SwapProposal;
  save: SavedChange;
}
