import { z } from 'zod';
import type { Card } from '../cards/types';
import { P1P1_MAX_SEED } from '../draft/p1p1';

/*
 * "Pack 1, Pick 1" (issue 18; server: packages/server/src/routes/p1p1). Anyone who may view the cube
 * sees a pack and how many voted; signed-in viewers vote (one vote each, a new vote replaces the old)
 * and then see the votes per card (the curators see them from the start).
 *
 *   GET  /api/cubes/:id/p1p1/:seed               -> P1P1Response
 *   PUT  /api/cubes/:id/p1p1/:seed/vote  P1P1Vote -> P1P1Response (auth)
 *   GET  /api/community/p1p1/daily               -> DailyP1P1Response (a featured cube, seeded by the UTC day)
 * A cube the caller may not view answers 404 "Cube not found"; a guest's vote 401.
 */

export const p1p1ParamsSchema = z.object({
  id: z.string().min(1).max(64),
  seed: z.coerce
    .number({ error: 'seed must be a whole number' })
    .int({ error: 'seed must be a whole number' })
    .min(1, { error: `seed must be from 1 to ${P1P1_MAX_SEED}` })
    .max(P1P1_MAX_SEED, { error: `seed must be from 1 to ${P1P1_MAX_SEED}` }),
});

/**
 * Votes a user may cast a minute (per server). A person votes on a pack every few seconds at most; the
 * limit stops a script from keeping packs for thousands of seeds, since a pack's first vote stores it.
 */
export const P1P1_VOTES_PER_MINUTE = 30;

/** The position in the pack of the card the voter would take. */
export const p1p1VoteSchema = z
  .object({ pick: z.number({ error: 'pick must be a whole number' }).int().min(0).max(99) })
  .strict();
export type P1P1Vote = z.input<typeof p1p1VoteSchema>;

export interface P1P1Card {
  /** The cube entry the card was dealt from. */
  entryId: string;
  cardId: string;
  name: string;
  /** The entry's image override, drawn instead of the card's own image (absent: none). */
  imageUrl?: string;
  /** Card data for drawing it; null for a card the card data does not know. */
  card: Card | null;
}

export interface P1P1Response {
  cubeId: string;
  cubeName: string;
  seed: number;
  pack: P1P1Card[];
  /**
   * Votes per card, by position in `pack`; null until the caller has voted (guests never vote), so the
   * counts do not sway their pick. The cube's curators always see them.
   */
  votes: number[] | null;
  totalVotes: number;
  /** The caller's vote (a position in `pack`), null when they have not voted or are a guest. */
  myVote: number | null;
  /** True once the pack is kept (its first vote): later cube edits no longer change it. */
  kept: boolean;
}

export interface DailyP1P1Response {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** Null when no featured cube can deal a pack today. */
  p1p1: P1P1Response | null;
}
