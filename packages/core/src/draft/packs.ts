// Booster and sealed packs from a cube's main board, drawn without replacement.
import type { CubeCard } from '../cube/types';
import { type Rng, shuffled } from '../random';
import { fail, ok, type Result } from './result';
import type { DraftCard } from './types';

export const DEFAULT_SEATS = 8;
export const DEFAULT_PACKS_PER_PLAYER = 3;
export const DEFAULT_CARDS_PER_PACK = 15;
export const DEFAULT_SEALED_PACKS = 6;

export interface BoosterOptions {
  seats?: number;
  packsPerPlayer?: number;
  cardsPerPack?: number;
}

/** A cube entry as a draft card (the entry id keeps duplicates of one card apart). */
export function toDraftCard(entry: CubeCard): DraftCard {
  const card: DraftCard = { id: entry.id, cardId: entry.cardId };
  if (entry.tags.length > 0) card.tags = entry.tags;
  // Only the image override travels with the card: bots read the others through overriddenLookup.
  if (entry.imageUrl) card.imageUrl = entry.imageUrl;
  return card;
}

/** The cards a cube puts into packs: its main board only. */
export function mainBoard(cube: readonly CubeCard[]): CubeCard[] {
  return cube.filter((c) => c.board === 'main');
}

function wholeInRange(value: number, min: number, max: number, what: string): string | null {
  return Number.isInteger(value) && value >= min && value <= max
    ? null
    : `${what} must be a whole number from ${min} to ${max}, got ${value}.`;
}

/** Deals `players` x `packs` packs of `size` cards from a shuffled main board. */
function deal(cube: readonly CubeCard[], players: number, packs: number, size: number, rng: Rng) {
  const pool = mainBoard(cube);
  const need = players * packs * size;
  if (pool.length < need)
    return fail<DraftCard[][][]>(
      `This cube has ${pool.length} cards in its main board; ${players} players × ${packs} packs × ${size} cards need ${need}.`,
    );
  const cards = shuffled(pool, rng);
  let next = 0;
  const out: DraftCard[][][] = [];
  for (let p = 0; p < players; p++) {
    const mine: DraftCard[][] = [];
    for (let r = 0; r < packs; r++) {
      const pack: DraftCard[] = [];
      for (let i = 0; i < size; i++) pack.push(toDraftCard(cards[next++]!));
      mine.push(pack);
    }
    out.push(mine);
  }
  return ok(out);
}

/** Booster packs per seat per round (defaults 8 seats, 3 packs, 15 cards), or why the cube cannot supply them. */
export function generateBoosterPacks(
  cube: readonly CubeCard[],
  options: BoosterOptions,
  rng: Rng,
): Result<DraftCard[][][]> {
  const seats = options.seats ?? DEFAULT_SEATS;
  const packs = options.packsPerPlayer ?? DEFAULT_PACKS_PER_PLAYER;
  const size = options.cardsPerPack ?? DEFAULT_CARDS_PER_PACK;
  const error =
    wholeInRange(seats, 2, 16, 'Seats') ??
    wholeInRange(packs, 1, 10, 'Packs per player') ??
    wholeInRange(size, 1, 30, 'Cards per pack');
  return error ? fail(error) : deal(cube, seats, packs, size, rng);
}

export interface SealedOptions {
  players: number;
  packsPerPlayer?: number;
  cardsPerPack?: number;
}

/** Sealed: each player's packs (default 6 of 15), opened straight into their pool. */
export function generateSealedPools(
  cube: readonly CubeCard[],
  options: SealedOptions,
  rng: Rng,
): Result<DraftCard[][][]> {
  const packs = options.packsPerPlayer ?? DEFAULT_SEALED_PACKS;
  const size = options.cardsPerPack ?? DEFAULT_CARDS_PER_PACK;
  const error =
    wholeInRange(options.players, 1, 16, 'Players') ??
    wholeInRange(packs, 1, 12, 'Packs per player') ??
    wholeInRange(size, 1, 30, 'Cards per pack');
  return error ? fail(error) : deal(cube, options.players, packs, size, rng);
}
