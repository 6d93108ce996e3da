import type { CubeCard } from '@cubewright/core/cube';
import type { DraftSeatSetup, Result } from '@cubewright/core/draft';
import { type AnyTurnState, dealTurnDraft } from '@cubewright/core/draft/modes';
import type { DraftSettingsDoc } from '@cubewright/core/protocol';

// A turn-based mode's table from a draft's settings and its cube (core does the dealing and checks):
// at create with stand-in seats (a dry run, so "this cube is too small" shows early) and at start.

/** The waiting turn-based draft for `seats`, or why the cube and settings cannot make one. */
export function dealTurnTable(
  settings: DraftSettingsDoc,
  seed: string,
  cards: readonly CubeCard[],
  seats: DraftSeatSetup[],
): Result<AnyTurnState> {
  if (!settings.mode) return { ok: false, error: 'This draft has no mode.' };
  return dealTurnDraft({
    mode: settings.mode,
    seed,
    seats,
    settings: settings.modeSettings ?? {},
    timer: settings.timerSeconds ? { secondsPerTurn: settings.timerSeconds } : null,
    cube: cards,
  });
}

/** Stand-in seats for a dry run of `n` seats. */
export const trialSeats = (n: number): DraftSeatSetup[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'bot' }));
