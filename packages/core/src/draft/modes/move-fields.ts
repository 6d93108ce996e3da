// The pieces the modes' move schemas share, with the words a person sees for a malformed move.
import { z } from 'zod';
import type { CubeCard } from '../../cube/types';
import { mainBoard, toDraftCard } from '../packs';
import type { DraftCard } from '../types';

export const cardIdField = z.string({ error: 'Name a card' }).min(1, 'Name a card').max(100);

export const pileField = z
  .number({ error: 'Name a pile' })
  .int('Name a pile')
  .min(0, 'Name a pile')
  .max(9, 'Name a pile');

/** The cube's main board as draft cards: what most modes deal their table from. */
export const mainBoardCards = (cube: readonly CubeCard[]): DraftCard[] => mainBoard(cube).map(toDraftCard);
