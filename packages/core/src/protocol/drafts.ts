import { z } from 'zod';
import { draftCardSchema } from '../draft/card-schema';
import { DEFAULT_FORMAT, type FormatKind } from '../draft/modes/booster-info';
import type { TurnModeId } from '../draft/modes/mode-infos';
import type { AnyTurnView } from '../draft/modes/registry';
import type { DraftCard, SeatKind } from '../draft/types';
import type { SeatView } from '../draft/view';
import type { SeatViewDelta } from '../draft/view-delta';

/*
 * Online drafts (server: packages/server/src/routes/drafts). All endpoints need a session.
 *   POST /api/drafts                         CreateDraftBody  -> 201 DraftResponse (host takes seat 0)
 *   GET  /api/drafts/mine                                     -> { drafts: DraftSummary[] }
 *   GET  /api/drafts/:id?invite=token                         -> DraftResponse (lobby: seated players, whoever
 *                                                                may view the cube, or the invite token; else 404)
 *   POST /api/drafts/:id/join                {seat?, invite?} -> DraftResponse (same right; your seat is yours alone)
 *   POST /api/drafts/:id/leave                                -> DraftResponse
 *   POST /api/drafts/:id/start                                -> DraftResponse (host only)
 *   GET  /api/drafts/:id/seat                                 -> SeatStateResponse (participants only; any mode)
 *   GET  /api/drafts/:id/watch?invite=                        -> SeatStateResponse (a spectator's view: what the
 *                                                               mode makes public; host setting "spectators"; ADR 0073)
 *   POST /api/drafts/:id/act                 DraftActBody     -> ActResponse (any mode; idempotent per seq; draft-act.ts)
 *   GET  /api/drafts/:id/view                                 -> SeatViewResponse (participants only)
 *   POST /api/drafts/:id/picks               PickBody         -> PickResponse (idempotent per pack/pick)
 *   GET  /api/drafts/:id/table                                -> TurnViewResponse (turn-based modes; 409 for booster)
 *   POST /api/drafts/:id/moves               TurnMoveBody     -> TurnViewResponse & {duplicate} (turn-based modes;
 *                                                                the move's shape per mode: draft-modes.ts)
 *   GET  /api/drafts/:id/result                               -> DraftResultResponse (when complete)
 *   PUT  /api/drafts/:id/deck                DeckBody         -> { deck: SavedDeck }
 * Host controls, presence and chat: see draft-lobby.ts.
 * /seat and /act answer every mode; /view, /picks, /table and /moves are the first release's by-kind
 * fallback, kept for clients that speak it.
 * Realtime: draft:subscribe, draft:unsubscribe, draft:act and the draft:view, draft:lobby and draft:chat
 * pushes are in realtime.ts's message unions, with the cube rooms' messages. `version` grows with every
 * accepted draft action. A seat hears its view whole once, then as deltas from the version it was last
 * sent; a client drops versions it has seen and asks for a whole view when a delta was made from another
 * version than the one it holds (draft-view-stream.ts).
 */

export const DRAFT_FORMAT_KINDS = ['booster', 'sealed', 'jumpstart'] as const;
export const DRAFT_STATUSES = ['lobby', 'running', 'complete'] as const;
export type DraftLifecycle = (typeof DRAFT_STATUSES)[number];

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

export const createDraftBodySchema = z.object({
  cubeId: z.string({ error: 'Choose a cube' }).trim().min(1, 'Choose a cube').max(64),
  /** booster, sealed, jumpstart, a turn-based mode (winston, grid, ...), or one of the cube's custom formats. */
  format: z.string().trim().min(1, 'Choose a format').max(100).default(DEFAULT_FORMAT),
  /** A turn-based mode's settings by key (core/draft/modes TURN_MODES); checked against the mode. */
  modeSettings: z.record(z.string().max(40), z.number()).optional(),
  seats: whole('Seats', 2, 16).default(8),
  packs: whole('Packs per player', 1, 12).optional(),
  cardsPerPack: whole('Cards per pack', 1, 30).optional(),
  timerSeconds: whole('Seconds per pick', 10, 600).nullable().default(null),
  /**
   * A turn-based mode's clock in hours instead (an asynchronous rotisserie over days): the seat to move
   * gets this long before its bot moves for it. Refused for booster, sealed and jumpstart.
   */
  turnHours: whole('Hours per turn', 1, 168).optional(),
  bots: z.boolean().default(true),
  /** Host option: after the draft each player sees only their own picks in the draft log. */
  logsPrivate: z.boolean().default(false),
  /** Host option: signed-in people who may view the cube may watch without a seat (ADR 0073). */
  spectators: z.boolean().default(false),
  /**
   * Host option for spectators: null shows them only what the mode makes public until the end; N shows
   * every seat's picks but its last N ("show everything, delayed by N picks").
   */
  spectatorDelay: whole('Spectator delay in picks', 1, 45).nullable().default(null),
});
export type CreateDraftBody = z.input<typeof createDraftBodySchema>;
export type CreateDraftRequest = z.output<typeof createDraftBodySchema>;

export const draftIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
/** The invite token from the host's link: the way into a private cube's lobby (see DraftResponse). */
export const inviteTokenSchema = z.string().max(64, 'The invite token is too long').optional();
export const draftLobbyQuerySchema = z.object({ invite: inviteTokenSchema });
export const joinDraftBodySchema = z
  .object({ seat: whole('Seat', 0, 15).optional(), invite: inviteTokenSchema })
  .default({});

export const pickBodySchema = z.object({
  packNumber: whole('Pack number', 0, 20),
  pickNumber: whole('Pick number', 0, 40),
  cardId: z.string({ error: 'Name the card to pick' }).min(1, 'Name the card to pick').max(100),
});
export type PickBody = z.infer<typeof pickBodySchema>;

export const BASIC_LANDS = ['W', 'U', 'B', 'R', 'G'] as const;
export const deckBodySchema = z.object({
  /** Draft card ids (unique in the draft) of the seat's pool. */
  main: z.array(z.string().max(100)).max(200),
  side: z.array(z.string().max(100)).max(200),
  basics: z.object(Object.fromEntries(BASIC_LANDS.map((c) => [c, whole(`${c} basics`, 0, 60).default(0)]))),
});
export type DeckBody = z.input<typeof deckBodySchema>;

export interface DraftSettingsDoc {
  /** 'supreme': booster packs, each kept by the seat that opens it: take two, burn the rest. */
  formatKind: FormatKind;
  /** The turn-based mode and its settings when formatKind is 'mode'. */
  mode?: TurnModeId;
  modeSettings?: Record<string, number>;
  formatName: string;
  seats: number;
  packs: number;
  cardsPerPack: number;
  timerSeconds: number | null;
  bots: boolean;
  /** Absent on drafts created before the option existed: false. */
  logsPrivate?: boolean;
  /**
   * Seats the host marked for bots (a player sitting there still takes it). Absent until the host
   * marks a seat: then every seat follows `bots`.
   */
  botSeats?: number[];
  /** Whether others may watch (absent on drafts before the option: no); see createDraftBodySchema. */
  spectators?: boolean;
  spectatorDelay?: number | null;
}

export interface DraftSeatInfo {
  seat: number;
  userId: string | null;
  username: string | null;
  /** In the lobby an empty seat is 'bot' when a bot will fill it and 'human' when it waits for a player. */
  kind: SeatKind;
  /** A player connected recently (and, while drafting, at the table); bots are always present. */
  present: boolean;
}

export interface DraftSummary {
  id: string;
  cubeId: string;
  cubeName: string;
  status: DraftLifecycle;
  host: { id: string; username: string };
  settings: DraftSettingsDoc;
  seats: DraftSeatInfo[];
  /** Who is watching now (ADR 0073): signed-in people without a seat, as the host's list shows them. */
  spectators: { userId: string; username: string }[];
  createdAt: string;
}

export interface DraftResponse {
  draft: DraftSummary;
  /** The caller's seat, or null when they have none. */
  mySeat: number | null;
  /** Whether the caller may watch this draft as a spectator now (allowed, not seated, not removed). */
  mayWatch: boolean;
  /** Goes in the invite link (`?invite=`): lets a player into the lobby of a cube they cannot view. */
  inviteToken: string;
}

/** GET /api/drafts/:id/table: a turn-based mode's seat view (GET /view answers booster drafts). */
export interface TurnViewResponse {
  draftId: string;
  version: number;
  status: DraftLifecycle;
  view: AnyTurnView;
}

export interface SeatViewResponse {
  draftId: string;
  version: number;
  status: DraftLifecycle;
  view: SeatView;
}

export interface PickResponse {
  ok: true;
  version: number;
  /** True when this pick had already been accepted (a resend). */
  duplicate: boolean;
  view: SeatView;
}

export interface SavedDeck {
  main: string[];
  side: string[];
  basics: Record<string, number>;
}

export interface DraftResultSeat {
  seat: number;
  name: string;
  kind: SeatKind;
  pool: DraftCard[];
  deck: SavedDeck | null;
}

export interface DraftResultResponse {
  draft: DraftSummary;
  mySeat: number | null;
  seats: DraftResultSeat[];
}

/**
 * A turn-based mode's seat view as the realtime messages carry it: one schema per mode (its defineMode
 * `viewSchema`), told apart by `mode`, so a reader gets the mode's own table type.
 */
export { anyTurnViewSchema as turnSeatViewSchema } from '../draft/modes/registry';

/** A seat's view (core/draft's SeatView) as the realtime messages carry it; the web client parses it. */
export const seatViewSchema = z.object({
  seat: z.number().int(),
  status: z.enum(['waiting', 'drafting', 'done']),
  packNumber: z.number().int(),
  pickNumber: z.number().int(),
  rounds: z.number().int(),
  step: z.object({ picks: z.number().int(), burns: z.number().int() }),
  stepPicks: z.number().int(),
  packId: z.string().nullable(),
  pack: z.array(draftCardSchema).nullable(),
  pool: z.array(draftCardSchema),
  deadline: z.number().nullable(),
  seats: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['human', 'bot']),
      present: z.boolean(),
      packsWaiting: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<SeatView>;

/** A seat view's delta (core/draft's SeatViewDelta): any field of the view, plus the pool's and seats' steps. */
export const seatViewDeltaSchema = seatViewSchema.partial().extend({
  poolAdded: z.array(draftCardSchema).optional(),
  seatChanges: z
    .array(seatViewSchema.shape.seats.element.partial().extend({ index: z.number().int().min(0) }))
    .optional(),
}) satisfies z.ZodType<SeatViewDelta>;
