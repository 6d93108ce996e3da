import type { DraftState } from '../types';
import type { AnyDraftState } from './draft-engine';

/**
 * The booster engine's own state, for tests that check what no face shows: every pack's contents (the
 * fuzz's conservation of cards, a batch's chosen cards). Product code reads drafts through the engine
 * face (any-draft.ts) and never needs this.
 */
export function boosterInternals(state: AnyDraftState): DraftState {
  if ('mode' in state) throw new Error(`A ${state.mode} draft has no booster packs.`);
  return state;
}
