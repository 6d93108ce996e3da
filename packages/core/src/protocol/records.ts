import { z } from 'zod';
import { cubeIdParamsSchema } from './cubes';
import {
  DECK_TEXT_MAX,
  EVENT_NAME_MAX,
  EVENT_NOTES_MAX,
  type EVENT_ORIGINS,
  EVENT_PLAYERS_MAX,
  EVENT_ROUNDS_MAX,
  MATCH_GAMES_MAX,
  PAIRING_KINDS,
  PLAYER_NAME_MAX,
  RECORDS_MESSAGES,
  RESULTS_CSV_MAX,
} from './records-limits';

// Records: events a cube's drafts lead to (players, decks, rounds of matches, standings). Endpoints:
//   GET    /api/cubes/:id/events                               -> EventListResponse (canView)
//   POST   /api/cubes/:id/events                CreateEventBody -> 201 EventResponse (canEdit)
//   POST   /api/cubes/:id/events/from-draft     FromDraftBody   -> 201 EventResponse (canEdit)
//   GET    /api/cubes/:id/events/:eventId                      -> EventResponse (canView)
//   PATCH  /api/cubes/:id/events/:eventId       UpdateEventBody -> EventResponse (canEdit)
//   GET    /api/cubes/:id/events/:eventId/matches.csv          -> text/csv of the matches (canView)
//   POST   /api/cubes/:id/events/:eventId/results.csv ImportResultsBody -> EventResponse (canEdit):
//          results from CSV; a bad row is a 400 naming its line
//   PUT    /api/cubes/:id/events/:eventId/players/:playerId/drop DropBody -> EventResponse (canEdit)
//   DELETE /api/cubes/:id/events/:eventId                      -> 204 (canEdit)
//   PUT    /api/cubes/:id/events/:eventId/players/:playerId/deck DeckPasteBody -> EventResponse (canEdit)
//   POST   /api/cubes/:id/events/:eventId/rounds  PairRoundBody -> EventResponse (canEdit): pair the next round
//   PUT    /api/cubes/:id/events/:eventId/rounds/:round PairRoundBody -> EventResponse (canEdit): re-pair the latest
//   POST   /api/cubes/:id/events/:eventId/matches/:matchId/result ResultBody -> EventResponse
//          (a player of the match reports or confirms; a different report is kept as a dispute; the host's report is final)

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');
const nameSchema = z.string().trim().min(1, 'name is required').max(EVENT_NAME_MAX);

export const eventPlayerInputSchema = z.object({
  name: z.string().trim().min(1, 'player name is required').max(PLAYER_NAME_MAX),
  /** A user of the app playing under this name (they may then enter their own results). */
  username: z.string().trim().min(1).max(100).optional(),
  /** The deck in any list format the app reads; cards outside the cube are flagged, not refused. */
  text: z.string().max(DECK_TEXT_MAX).optional(),
});

export const createEventBodySchema = z.object({
  name: nameSchema,
  date: dateSchema,
  pairing: z.enum(PAIRING_KINDS).default('swiss'),
  rounds: z.number().int().min(1).max(EVENT_ROUNDS_MAX).optional(),
  notes: z.string().max(EVENT_NOTES_MAX).default(''),
  players: z.array(eventPlayerInputSchema).min(2, RECORDS_MESSAGES.tooFewPlayers).max(EVENT_PLAYERS_MAX),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;

export const fromDraftBodySchema = z.object({
  draftId: z.string().min(1).max(64),
  /** Let the bots play too (a full pod); their decks exist. */
  includeBots: z.boolean().default(false),
  name: nameSchema.optional(),
  pairing: z.enum(PAIRING_KINDS).default('swiss'),
  rounds: z.number().int().min(1).max(EVENT_ROUNDS_MAX).optional(),
});
export type FromDraftBody = z.input<typeof fromDraftBodySchema>;

export const updateEventBodySchema = z
  .object({
    name: nameSchema,
    date: dateSchema,
    notes: z.string().max(EVENT_NOTES_MAX),
    rounds: z.number().int().min(1).max(EVENT_ROUNDS_MAX),
  })
  .partial();
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

export const deckPasteBodySchema = z.object({ text: z.string().max(DECK_TEXT_MAX) });

/** Results as CSV (the columns of matches.csv): rows of paired rounds enter results, later rows pair. */
export const importResultsBodySchema = z.object({
  text: z.string().min(1, 'the CSV is empty').max(RESULTS_CSV_MAX),
});
export type ImportResultsBody = z.infer<typeof importResultsBodySchema>;

/** A player drops (is not paired in later rounds, keeps their standing) or comes back. */
export const dropBodySchema = z.object({ dropped: z.boolean() });
export type DropBody = z.infer<typeof dropBodySchema>;

export const pairRoundBodySchema = z.object({
  /** Pairings by hand (player ids; b null is the bye); omitted, the event's pairing rules decide. */
  pairings: z
    .array(z.object({ a: z.string().min(1).max(64), b: z.string().min(1).max(64).nullable() }))
    .max(EVENT_PLAYERS_MAX)
    .optional(),
});
export type PairRoundBody = z.infer<typeof pairRoundBodySchema>;

const games = z.number().int().min(0).max(MATCH_GAMES_MAX);
export const resultBodySchema = z
  .object({ aWins: games, bWins: games, draws: games.default(0) })
  .refine((r) => r.aWins + r.bWins + r.draws > 0, 'a result needs at least one game');
export type ResultBody = z.input<typeof resultBodySchema>;

export const eventParamsSchema = cubeIdParamsSchema.extend({ eventId: z.string().min(1).max(64) });
export const playerParamsSchema = eventParamsSchema.extend({ playerId: z.string().min(1).max(64) });
export const roundParamsSchema = eventParamsSchema.extend({
  round: z.coerce.number().int().min(1).max(EVENT_ROUNDS_MAX),
});
export const matchParamsSchema = eventParamsSchema.extend({ matchId: z.string().min(1).max(64) });

/**
 * One card of a recorded deck (one entry per copy). cardId null is a name no card matched; outsideCube
 * flags a card the cube's list lacks (basic lands never are): flagged, not refused.
 */
export interface DeckCard {
  name: string;
  cardId: string | null;
  board: 'main' | 'side';
  outsideCube: boolean;
}

export interface EventPlayer {
  id: string;
  seed: number;
  name: string;
  userId: string | null;
  username: string | null;
  bot: boolean;
  deck: DeckCard[];
  /** The deck is the bot deck builder's suggestion from the player's pool: they never saved one. */
  deckSuggested: boolean;
  /** The round after which the player dropped (not paired again, still in the standings); null: playing. */
  droppedAfter: number | null;
}

export type MatchStatus = 'pending' | 'reported' | 'confirmed';

export interface EventMatch {
  id: string;
  round: number;
  table: number;
  a: string;
  b: string | null;
  aWins: number;
  bWins: number;
  draws: number;
  status: MatchStatus;
  /** Player id who reported (awaiting the other's confirmation), or 'host'. */
  reportedBy: string | null;
  /** The opponent's different report, for the host to settle; null when the reports agree or only one came. */
  dispute: MatchReport | null;
}

/** One player's report of a match, from the side of player a. */
export interface MatchReport {
  by: string;
  aWins: number;
  bWins: number;
  draws: number;
}

export interface EventStanding {
  player: string;
  rank: number;
  matchPoints: number;
  wins: number;
  losses: number;
  draws: number;
  matchWinPct: number;
  opponentsMatchWinPct: number;
  gameWinPct: number;
  opponentsGameWinPct: number;
}

export interface EventSummary {
  id: string;
  name: string;
  date: string;
  origin: (typeof EVENT_ORIGINS)[number];
  pairing: (typeof PAIRING_KINDS)[number];
  rounds: number;
  roundsPaired: number;
  playerCount: number;
  draftId: string | null;
  createdAt: string;
}

export interface EventDetail extends EventSummary {
  notes: string;
  players: EventPlayer[];
  matches: EventMatch[];
  standings: EventStanding[];
  /** What the asking user may do: edit (host) and which player they are. */
  canEdit: boolean;
  myPlayerId: string | null;
  /** The share link's token, shown to the host only (null: no link, or not the host). */
  shareToken: string | null;
}

/** Match record of a group of decks; winRate counts a draw as half a win, interval is 95% Wilson. */
export interface RecordTallyWire {
  decks: number;
  matches: number;
  wins: number;
  losses: number;
  draws: number;
  winRate: number | null;
  interval: [number, number] | null;
}

/** What the cube's records teach (GET /api/cubes/:id/records/stats, canView). */
export interface RecordStatsResponse {
  events: number;
  decks: number;
  /** Main-deck appearances only; mainDeckRate is of the decks holding the card at all. */
  cards: (RecordTallyWire & { cardId: string; name: string; mainDeckRate: number })[];
  colorPairs: (RecordTallyWire & { key: string })[];
  tags: (RecordTallyWire & { key: string })[];
  players: {
    key: string;
    name: string;
    userId: string | null;
    events: number;
    wins: number;
    losses: number;
    draws: number;
    decks: number;
    /** The player's events, latest first: their record there and their main deck's size. */
    entries: RecordPlayerEntry[];
  }[];
}

/** One event of a player, in the per-player view of a cube's records. */
export interface RecordPlayerEntry {
  eventId: string;
  eventName: string;
  date: string;
  /** The player's id in that event (its decks are keyed by it). */
  playerId: string;
  wins: number;
  losses: number;
  draws: number;
  mainDeck: number;
}

export interface EventListResponse {
  events: EventSummary[];
  canEdit: boolean;
}
export interface EventResponse {
  event: EventDetail;
}
