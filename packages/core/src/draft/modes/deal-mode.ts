// From a cube and a host's choices to a waiting draft of a turn-based mode: what the server calls at
// create (a dry run, so an impossible combination is refused before anyone sits down) and at start.
import type { CubeCard } from '../../cube/types';
import { createRng } from '../../random';
import { generateBoosterPacks, generateSealedPools, mainBoard, toDraftCard } from '../packs';
import { fail, type Result } from '../result';
import type { DraftSeatSetup } from '../types';
import { type AnyTurnState, createTurnDraft, TURN_MODES, type TurnModeId } from './registry';
import { teamSplitError } from './team-sealed';
import { seatCountError } from './turn-setup';
import type { TurnTimer } from './types';

export interface TurnDraftRequest {
  mode: TurnModeId;
  seed: string;
  seats: DraftSeatSetup[];
  /** The mode's settings by key (TURN_MODES lists them); missing ones take their defaults. */
  settings: Readonly<Record<string, number>>;
  timer: TurnTimer | null;
  cube: readonly CubeCard[];
}

/** The mode's settings with defaults filled in, or a message naming the first bad one. */
export function modeSettings(
  mode: TurnModeId,
  given: Readonly<Record<string, number>>,
): Result<Record<string, number>> {
  const info = TURN_MODES.find((m) => m.id === mode);
  if (!info) return fail(`There is no draft mode "${mode}".`);
  const unknown = Object.keys(given).find((k) => !info.settings.some((s) => s.key === k));
  if (unknown) return fail(`${info.name} draft has no setting "${unknown}".`);
  const out: Record<string, number> = {};
  for (const s of info.settings) {
    const v = given[s.key] ?? s.default;
    if (!Number.isInteger(v) || v < s.min || v > s.max)
      return fail(`${s.label} must be a whole number from ${s.min} to ${s.max}.`);
    out[s.key] = v;
  }
  return { ok: true, value: out };
}

/**
 * Why `seats` players cannot sit at a `mode` table with these settings (the player counts the mode
 * takes; team sealed: teams of two or more), or null. Setup screens show it before the server is asked.
 */
export function modeSeatsProblem(
  mode: TurnModeId,
  seats: number,
  settings: Readonly<Record<string, number>>,
): string | null {
  const info = TURN_MODES.find((m) => m.id === mode);
  const count = info && seatCountError(`${info.name} draft`, seats, info.seats);
  if (count) return count;
  const teams = settings.teams ?? info?.settings.find((s) => s.key === 'teams')?.default;
  return mode === 'team-sealed' && teams !== undefined ? teamSplitError(seats, teams) : null;
}

/** A waiting draft of `mode` dealt from the cube's main board, or why it cannot be played. */
export function dealTurnDraft(req: TurnDraftRequest): Result<AnyTurnState> {
  // The table first: "5 players do not split into 2 teams" matters before the settings and the cube.
  const seatError = modeSeatsProblem(req.mode, req.seats.length, req.settings);
  if (seatError) return fail(seatError);
  const settings = modeSettings(req.mode, req.settings);
  if (!settings.ok) return settings;
  const v = settings.value;
  const base = { seed: req.seed, seats: req.seats, timer: req.timer };
  if (req.mode === 'rochester') {
    // Rochester opens booster packs, dealt as booster draft deals them (same checks and message).
    const packs = generateBoosterPacks(
      req.cube,
      { seats: req.seats.length, packsPerPlayer: v.packs, cardsPerPack: v.cardsPerPack },
      createRng(req.seed, 0x70c),
    );
    return packs.ok ? createTurnDraft({ mode: 'rochester', ...base, packs: packs.value }) : packs;
  }
  if (req.mode === 'team-sealed') return dealTeamSealed(req, v);
  const cards = mainBoard(req.cube).map(toDraftCard);
  switch (req.mode) {
    case 'winston':
      return createTurnDraft({
        mode: 'winston',
        ...base,
        cards,
        cardsPerSeat: v.cardsPerSeat,
        piles: v.piles,
      });
    case 'winchester':
      return createTurnDraft({
        mode: 'winchester',
        ...base,
        cards,
        cardsPerSeat: v.cardsPerSeat,
        piles: v.piles,
      });
    case 'grid':
      return createTurnDraft({ mode: 'grid', ...base, cards, grids: v.grids });
    case 'rotisserie':
      return createTurnDraft({ mode: 'rotisserie', ...base, cards, picksPerSeat: v.picksPerSeat });
    case 'solomon':
      return createTurnDraft({ mode: 'solomon', ...base, cards, packs: v.packs });
    case 'housman':
      return createTurnDraft({ mode: 'housman', ...base, cards, ...v });
    case 'minesweeper':
      return createTurnDraft({ mode: 'minesweeper', ...base, cards, ...v });
  }
}

/** Team sealed: each team's packs, dealt as sealed deals a player's, opened into one team pool. */
function dealTeamSealed(req: TurnDraftRequest, v: Record<string, number>): Result<AnyTurnState> {
  const { teams, packsPerTeam, cardsPerPack } = v as Record<
    'teams' | 'packsPerTeam' | 'cardsPerPack',
    number
  >;
  const need = teams * packsPerTeam * cardsPerPack;
  const have = mainBoard(req.cube).length;
  if (have < need)
    return fail(
      `Team sealed with ${teams} teams × ${packsPerTeam} packs × ${cardsPerPack} cards needs ${need} cards; the cube has ${have} in its main board.`,
    );
  const pools = generateSealedPools(
    req.cube,
    { players: teams, packsPerPlayer: packsPerTeam, cardsPerPack },
    createRng(req.seed, 0x7ea5),
  );
  if (!pools.ok) return pools;
  return createTurnDraft({
    mode: 'team-sealed',
    seed: req.seed,
    seats: req.seats,
    pools: pools.value.map((packs) => packs.flat()),
  });
}
