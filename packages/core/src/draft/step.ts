import type { DraftState, PickStep } from './types';

/** The step a seat plays on pack `packId` now: the schedule's entry for the pack's next step, else the draft's step. */
export function stepFor(state: DraftState, packId: string): PickStep {
  const schedule = state.settings.schedule;
  if (!schedule) return state.settings.step;
  return schedule[state.round]?.[state.packSteps?.[packId] ?? 0] ?? state.settings.step;
}
