// HTTP shapes of the simulator and ratings endpoints (kept beside the simulator they describe):
//   POST /api/simulations  SimulationRequest -> SimulationResponse  (canView on the cube)
//   GET  /api/cubes/:id/ratings             -> CubeRatingsResponse
//   POST /api/cubes/:id/simulations         SaveSimulationBody -> 201 { run: SavedSimulation } (owner/editor)
//   GET  /api/cubes/:id/simulations                            -> { runs: SavedSimulationSummary[] } (canView)
//   GET  /api/cubes/:id/simulations/latest                     -> { run: SavedSimulation | null } (canView)
//   GET  /api/cubes/:id/draft-stats                            -> CubeDraftStats (canView)
import { z } from 'zod';
import type { DraftFormats } from '../cube/draft-formats';
import type { CountRow, SimulationReport } from './report';
import type { SimulationFormat } from './run';

/** The server runs at most this many drafts per request; the browser worker goes to 10,000. */
export const MAX_SERVER_DRAFTS = 1000;
export const DEFAULT_FORMAT_NAME = 'default';

export const simulationRequestSchema = z.object({
  cubeId: z.string({ error: 'cubeId is required' }).min(1, 'cubeId is required'),
  /** "default" for the cube's booster format, else a custom format's name. */
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
  return custom
    ? { format: { kind: 'custom', name: custom.name, packs: custom.packs }, seats: custom.seats }
    : null;
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
