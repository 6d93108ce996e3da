import { z } from 'zod';
import { createDraftBodySchema, type DraftSettingsDoc } from './drafts';

/*
 * The draft lobby's host controls and chat (server: packages/server/src/routes/drafts/lobby-routes.ts).
 * Host-only calls answer 403 "Only the host can change the lobby." to anyone else; lobby calls answer
 * 409 "This draft has already started." once it runs. Every change tells subscribers `draft:lobby`.
 *   PATCH /api/drafts/:id/settings   UpdateDraftSettingsBody -> DraftResponse (host; dry deal as on create)
 *   POST  /api/drafts/:id/seat-mode  SeatModeBody            -> DraftResponse (host; an empty seat: bot/open)
 *   POST  /api/drafts/:id/kick       KickBody                -> DraftResponse (host; they may not re-join)
 *   POST  /api/drafts/:id/spectators/remove RemoveSpectatorBody -> DraftResponse (host, any time; they stop
 *                                    receiving at once and may not watch this draft again; ADR 0073)
 *   POST  /api/drafts/:id/shuffle                            -> DraftResponse (host; random seating)
 *   POST  /api/drafts/:id/replace    ReplaceSeatBody         -> DraftResponse (host, or a seated player while
 *                                    the host is away; running draft: an away player's seat is played by a
 *                                    bot until they join again; see mayReplaceWithBot in draft-seat-rules.ts)
 *   GET   /api/drafts/:id/chat                               -> ChatListResponse (seated players and host)
 *   POST  /api/drafts/:id/chat       ChatBody                -> 201 { message: ChatMessage } (rate-limited)
 * Realtime: server -> client  draft:chat { draftId, message }  to the draft's subscribers (realtime.ts).
 * A seat is `present` while its player fetched the lobby or their seat within PRESENCE_WINDOW_MS (and,
 * in a running draft, has not left it).
 */

export const PRESENCE_WINDOW_MS = 15_000;
export const CHAT_MAX_LENGTH = 300;
export const CHAT_KEPT = 100;
/** Per user and draft: at most CHAT_BURST lines in any CHAT_WINDOW_MS. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 10_000;

const create = createDraftBodySchema.shape;
export const updateDraftSettingsBodySchema = z
  .object({
    format: create.format.unwrap().optional(),
    seats: create.seats.unwrap().optional(),
    packs: create.packs,
    cardsPerPack: create.cardsPerPack,
    timerSeconds: create.timerSeconds.unwrap().optional(),
    bots: z.boolean().optional(),
    logsPrivate: z.boolean().optional(),
    spectators: create.spectators.unwrap().optional(),
    spectatorDelay: create.spectatorDelay.unwrap().optional(),
    modeSettings: create.modeSettings,
    turnHours: create.turnHours,
  })
  .strict();
export type UpdateDraftSettingsBody = z.input<typeof updateDraftSettingsBodySchema>;

const seatNumber = z
  .number({ error: 'Seat must be a number' })
  .int('Seat must be a whole number')
  .min(0, 'Seat must be at least 0')
  .max(15, 'Seat must be at most 15');

export const seatModeBodySchema = z.object({
  seat: seatNumber,
  /** True: a bot plays the seat unless a player sits there; false: the seat waits for a player. */
  bot: z.boolean({ error: 'Say whether a bot fills the seat' }),
});
export type SeatModeBody = z.infer<typeof seatModeBodySchema>;

export const kickBodySchema = z.object({
  userId: z.string({ error: 'Name the player to remove' }).min(1, 'Name the player to remove').max(64),
});
export type KickBody = z.infer<typeof kickBodySchema>;

export const removeSpectatorBodySchema = z.object({
  userId: z.string({ error: 'Name the spectator to remove' }).min(1, 'Name the spectator to remove').max(64),
});
export type RemoveSpectatorBody = z.infer<typeof removeSpectatorBodySchema>;

export const replaceSeatBodySchema = z.object({ seat: seatNumber });
export type ReplaceSeatBody = z.infer<typeof replaceSeatBodySchema>;

export const chatBodySchema = z.object({
  text: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(CHAT_MAX_LENGTH, `A message can be at most ${CHAT_MAX_LENGTH} characters`),
});
export type ChatBody = z.input<typeof chatBodySchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  username: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export interface ChatListResponse {
  messages: ChatMessage[];
}

/** Whether an empty seat is played by a bot: the host's per-seat marks, else the draft's `bots` switch. */
export function seatWantsBot(settings: DraftSettingsDoc, seat: number): boolean {
  return settings.botSeats ? settings.botSeats.includes(seat) : settings.bots;
}
