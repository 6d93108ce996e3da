// HTTP shapes of the simulator and ratings endpoints (the simulator itself is core/simulation):
//   POST /api/simulations  SimulationRequest -> SimulationResponse  (signed in, canView on the cube;
//                          429 past the per-user rate, 503 when the server is busy with other runs)
//   GET  /api/cubes/:id/ratings             -> CubeRatingsResponse
//   POST /api/cubes/:id/simulations         SaveSimulationBody -> 201 { run: SavedSimulation } (owner/editor)
//   GET  /api/cubes/:id/simulations                            -> { runs: SavedSimulationSummary[] } (canView)
//   GET  /api/cubes/:id/simulations/latest                     -> { run: SavedSimulation | null } (canView)
//   GET  /api/cubes/:id/simulations/:runId                     -> { run: SavedSimulation } (canView;
//        404 "Simulation not found" for a missing id or a run of another cube)
//   GET  /api/cubes/:id/draft-stats                            -> CubeDraftStats (canView)
import { z } from 'zod';
import type { DraftFormats } from '../cube/draft-formats';
import { CUBE_CARDS_MAX } from '../cube/limits';
import { TURN_MODES } from '../draft/modes/mode-infos';
import { MAX_SIMULATION_DRAFTS } from '../simulation/limits';
import type { CountRow, SimulationReport } from '../simulation/report';
import type { SimulationFormat } from '../simulation/run';

/** The server runs at most this many drafts per request; the browser worker goes to 10,000. */
export const MAX_SERVER_DRAFTS = 1000;
export const DEFAULT_FORMAT_NAME = 'default';

export const simulationRequestSchema = z.object({
  cubeId: z.string({ error: 'cubeId is required' }).min(1, 'cubeId is required'),
  /** "default" for the cube's booster format, a custom format's name, or a turn mode's ("Winston"). */
  format: z.string().trim().min(1).max(100).default(DEFAULT_FORMAT_NAME),
  seats: z
    .number({ error: 'Seats must be a whole number from 2 to 16' })
    .int('Seats must be a whole number from 2 to 16')
    .min(2, 'Seats must be a whole number from 2 to 16')
    .max(16, 'Seats must be a whole number from 2 to 16')
    .optional(),
  drafts: z
    .number({ error: `Drafts must be a whole number from 1 to ${MAX_SERVER_DRAFTS}` })
    .int(`Drafts must be a whole number from 1 to ${MAX_SERVER_DRAFTS}`)
    .min(1, `Drafts must be a whole number from 1 to ${MAX_SERVER_DRAFTS}`)
    .max(MAX_SERVER_DRAFTS, `Drafts must be a whole number from 1 to ${MAX_SERVER_DRAFTS}`),
  seed: z.string().trim().min(1).max(100).optional(),
});
export type SimulationRequest = z.input<typeof simulationRequestSchema>;

export interface SimulationResponse {
  report: SimulationReport;
  /** Whether learned ratings replaced card priors, and how long the server took. */
  ratingsUsed: number;
  elapsedMs: number;
}

export interface CardRating {
  cardId: string;
  elo: number;
  picks: number;
  comparisons: number;
  /** The value bots use (prior blended toward the learned rating). */
  value: number;
  scope: 'cube' | 'global';
}

export interface CubeRatingsResponse {
  /** Card id -> bot value, for the simulator and bots. */
  ratings: Record<string, number>;
  cards: CardRating[];
  updatedAt: string | null;
}

/** A cube format by name ("default" or a custom format) as a simulator format and its seats. */
export function simulationFormatOf(
  formats: DraftFormats,
  name: string,
): { format: SimulationFormat; seats: number } | null {
  if (name.toLowerCase() === DEFAULT_FORMAT_NAME) {
    const d = formats.default;
    return {
      format: { kind: 'booster', packsPerPlayer: d.packsPerPlayer, cardsPerPack: d.cardsPerPack },
      seats: d.seats,
    };
  }
  const custom = formats.custom.find((f) => f.name.toLowerCase() === name.toLowerCase());
  if (custom)
    return { format: { kind: 'custom', name: custom.name, packs: custom.packs }, seats: custom.seats };
  // Then the turn-based modes whose info offers them by name ("Winston", "Grid", ...) with their default
  // settings and the fewest players they seat.
  const mode = TURN_MODES.find(
    (m) => m.simulator === 'ownSeats' && m.name.toLowerCase() === name.toLowerCase(),
  );
  return mode ? { format: { kind: 'turn', mode: mode.id }, seats: mode.seats.min } : null;
}

/** A simulation run saved to a cube, without its report (lists). */
export interface SavedSimulationSummary {
  id: string;
  cubeId: string;
  createdAt: string;
  createdBy: { id: string; username: string };
  format: string;
  seats: number;
  drafts: number;
  seed: string;
}

export interface SavedSimulation extends SavedSimulationSummary {
  report: SimulationReport;
}

/** Saving a run: the report the browser worker produced (validated by the server). */
export interface SaveSimulationBody {
  report: SimulationReport;
}

/** Saved runs kept per cube (older ones are deleted when a new one is saved). */
export const SAVED_SIMULATIONS_PER_CUBE = 20;
/** Largest accepted save request; a 540-card cube's report is about 300 KB. */
export const SAVED_SIMULATION_MAX_BYTES = 2 * 1024 * 1024;

// The saved report is checked field by field: it comes from a browser and is shown to everyone who can
// see the cube, so every array is capped and every string bounded (the simulator's own limits or above).
const count = z.number().int().min(0);
const rate = z.number().min(0).max(1);
const colorLetters = z.string().regex(/^W?U?B?R?G?$/, 'colours must be WUBRG letters');
const cardId = z.string().min(1).max(200);
const label = z.string().max(200);
const countRow = z.object({ key: label, decks: count, share: rate });
const sampleDeckCard = z.object({
  cardId,
  name: label,
  cmc: z.number().min(0).max(1_000_000),
  colors: colorLetters,
  type: label,
});
const simulationReportSchema = z.object({
  seed: z.string().min(1).max(100),
  format: z.string().min(1).max(100),
  drafts: z.number().int().min(1).max(MAX_SIMULATION_DRAFTS),
  seats: z.number().int().min(2).max(16),
  rounds: z.number().int().min(1).max(100),
  picksPerSeat: z.number().int().min(1).max(1000),
  cards: z
    .array(
      z.object({
        cardId,
        name: label,
        colors: colorLetters,
        seen: count,
        picks: count,
        burned: count,
        avgPick: z.number().min(1).max(1000).nullable(),
        firstPicks: count,
        p1p1: count,
        firstPickRate: rate,
        wheels: count,
        wheelRate: rate,
        inDeck: count,
        deckRate: z.number().min(0).max(100),
      }),
    )
    .max(CUBE_CARDS_MAX),
  deckColors: z.array(countRow).max(32),
  colorShares: z.array(countRow).max(5),
  colorPairs: z.array(countRow).max(10),
  splashes: count,
  archetypes: z.array(countRow.extend({ colors: colorLetters, label })).max(1000),
  mostDrafted: z.array(cardId).max(100),
  leastDrafted: z.array(cardId).max(100),
  sampleDecks: z
    .array(
      z.object({
        draft: count,
        seat: count,
        colors: colorLetters,
        splash: colorLetters.nullable(),
        archetype: label,
        cards: z.array(sampleDeckCard).max(100),
        basics: z.record(z.string().max(10), count),
        curve: z.array(count).max(10),
      }),
    )
    .max(50),
  map: z
    .array(
      z.object({
        x: z.number().min(-2).max(2),
        y: z.number().min(-2).max(2),
        colors: colorLetters,
        archetype: label,
      }),
    )
    .max(2000),
});

/** GET /api/cubes/:id/simulations/:runId (ids as cubeIdParamsSchema bounds them). */
export const savedRunParamsSchema = z.object({
  id: z.string().min(1).max(64),
  runId: z.string().min(1).max(64),
});

export const saveSimulationBodySchema = z.object({
  report: simulationReportSchema,
}) satisfies z.ZodType<SaveSimulationBody>;

/** Per card, from the picks recorded in the cube's real drafts on Cubewright (bots' picks excluded). */
export interface DraftStatsCard {
  cardId: string;
  /** Human picks of this card. */
  picks: number;
  /** Mean 1-based pick number within its pack. */
  avgPick: number;
  /** Picks that were the first pick of a pack. */
  firstPicks: number;
  /** Copies in a saved or bot-built final deck. */
  inDecks: number;
}

/** Statistics measured from the cube's completed drafts (nothing estimated). */
export interface CubeDraftStats {
  /** Completed booster/custom drafts of this cube. */
  drafts: number;
  /** Seats in those drafts, and how many were people. */
  seats: number;
  humanSeats: number;
  /** Sorted by avgPick, earliest first. */
  cards: DraftStatsCard[];
  /** Main colours of the final decks (saved decks, bots' built decks), most common first. */
  deckColors: CountRow[];
  lastDraftAt: string | null;
}
