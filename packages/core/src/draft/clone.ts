import type { DraftCard, DraftState } from './types';

/**
 * A copy deep enough that applying events to it never touches the original. Cards and pick records
 * are never mutated, so the arrays holding them are copied but the objects are shared.
 */
export function cloneDraft(state: DraftState): DraftState {
  const packs: DraftState['packs'] = {};
  for (const id in state.packs) packs[id] = state.packs[id]!.slice();
  return {
    ...state,
    seats: state.seats.map((s) => ({
      ...s,
      queue: s.queue.slice(),
      pool: s.pool.slice(),
      picks: s.picks.slice(),
    })),
    packs,
    burned: state.burned.slice(),
    ...(state.taken && { taken: copyTrails(state.taken) }),
  };
}

function copyTrails(taken: Record<string, DraftCard[]>): Record<string, DraftCard[]> {
  const out: Record<string, DraftCard[]> = {};
  for (const id in taken) out[id] = taken[id]!.slice();
  return out;
}
