import { z } from 'zod';
import type { CubeCard } from './types';

// Jumpstart packets: named, curated packs of cards from the cube (a player takes two and shuffles them
// together). Stored per cube now; the drafting issue deals them. Limits are ours (the spec has none).

export const JUMPSTART_PACKETS_MAX = 200;
export const JUMPSTART_NAME_MAX_LENGTH = 100;
export const JUMPSTART_DESCRIPTION_MAX_LENGTH = 1_000;
/** Cards in one packet: a Jumpstart packet has 20; room for bigger homebrew variants. */
export const JUMPSTART_CARDS_MAX = 60;

export const JUMPSTART_MESSAGES = {
  nameRequired: 'Packet name is required',
  nameTooLong: `Packet name must be at most ${JUMPSTART_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Packet description must be at most ${JUMPSTART_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters`,
  cardsTooMany: `A packet can hold at most ${JUMPSTART_CARDS_MAX} cards`,
  cardRefInvalid: 'Each card must be a cube card id or a card id',
  packetsTooMany: `A cube can have at most ${JUMPSTART_PACKETS_MAX} jumpstart packets`,
  notFound: 'Jumpstart packet not found',
  nothingToChange: 'There is nothing to change in the packet',
} as const;

/** The message for a packet name already used in the cube (names are unique, ignoring case). */
export function packetNameTakenMessage(name: string): string {
  return `There is already a jumpstart packet named “${name}” in this cube`;
}

const nameSchema = z
  .string({ error: JUMPSTART_MESSAGES.nameRequired })
  .trim()
  .min(1, JUMPSTART_MESSAGES.nameRequired)
  .max(JUMPSTART_NAME_MAX_LENGTH, JUMPSTART_MESSAGES.nameTooLong);
const descriptionSchema = z
  .string()
  .trim()
  .max(JUMPSTART_DESCRIPTION_MAX_LENGTH, JUMPSTART_MESSAGES.descriptionTooLong);
/** Each entry names a cube card entry (`CubeCard.id`, one physical card) or a card (`CubeCard.cardId`). */
const cardsSchema = z
  .array(z.string().min(1, JUMPSTART_MESSAGES.cardRefInvalid).max(200, JUMPSTART_MESSAGES.cardRefInvalid), {
    error: 'cards must be a list of card ids',
  })
  .max(JUMPSTART_CARDS_MAX, JUMPSTART_MESSAGES.cardsTooMany);

/** POST /api/cubes/:id/jumpstart. */
export const createPacketBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  cards: cardsSchema.default([]),
});
export type CreatePacketBody = z.input<typeof createPacketBodySchema>;
export type CreatePacketRequest = z.output<typeof createPacketBodySchema>;

/** PATCH /api/cubes/:id/jumpstart/:packetId: any subset of the fields. */
export const updatePacketBodySchema = z
  .object({ name: nameSchema, description: descriptionSchema, cards: cardsSchema })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, JUMPSTART_MESSAGES.nothingToChange);
export type UpdatePacketBody = z.input<typeof updatePacketBodySchema>;
export type UpdatePacketRequest = z.output<typeof updatePacketBodySchema>;

export const packetParamsSchema = z.object({
  id: z.string().min(1).max(64),
  packetId: z.string().min(1).max(64),
});

export interface JumpstartPacket {
  id: string;
  name: string;
  description: string;
  /** Cube card entry ids or card ids, in the curator's order. */
  cards: string[];
  /** Entries of `cards` that no longer match a card in the cube (removed since the packet was made). */
  missingCards: string[];
  createdAt: string;
  updatedAt: string;
}
export interface JumpstartPacketsResponse {
  packets: JumpstartPacket[];
}
export interface JumpstartPacketResponse {
  packet: JumpstartPacket;
}

/**
 * Checks a packet's card references against the cube's list: unknown references and a cube card entry
 * listed twice (one physical card cannot be in a packet twice; a card id may repeat for copies).
 */
export function checkPacketCards(refs: readonly string[], cards: readonly CubeCard[]): string | null {
  const entryIds = new Set(cards.map((c) => c.id));
  const cardIds = new Set(cards.map((c) => c.cardId));
  const unknown = refs.filter((ref) => !entryIds.has(ref) && !cardIds.has(ref));
  if (unknown.length) {
    const shown = unknown.slice(0, 5).join(', ');
    const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : '';
    return `These cards are not in the cube: ${shown}${more}`;
  }
  const seen = new Set<string>();
  for (const ref of refs) {
    if (!entryIds.has(ref)) continue;
    if (seen.has(ref)) return 'The same cube card is listed twice in the packet';
    seen.add(ref);
  }
  return null;
}

/** The references of a packet that no longer match the cube's cards. */
export function missingPacketCards(refs: readonly string[], cards: readonly CubeCard[]): string[] {
  const known = new Set<string>();
  for (const c of cards) {
    known.add(c.id);
    known.add(c.cardId);
  }
  return refs.filter((ref) => !known.has(ref));
}
