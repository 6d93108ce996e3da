// Human picks recovered from a stored draft: events never carry a pack's contents, so the log is
// folded over the initial state and each person's pick is read with the pack as it was then.
import { applyEventInPlace } from './apply';
import { cloneDraft } from './clone';
import type { DraftEvent } from './events';
import type { DraftState } from './types';

export interface HumanPick {
  seat: number;
  packNumber: number;
  pickNumber: number;
  /** Card ids: the one taken and everything that was in the pack (including it). */
  picked: string;
  pack: string[];
  /** Card ids already in the seat's pool before this pick. */
  pool: string[];
}

/** Every pick a person made (not bot or timer auto-picks) in a draft's event log, in order. */
export function humanPicksOf(initial: DraftState, events: Iterable<DraftEvent>): HumanPick[] {
  const state = cloneDraft(initial);
  const out: HumanPick[] = [];
  for (const e of events) {
    // Bot seats also emit `picked`; only a human seat's own choice teaches anything.
    if (e.type === 'picked' && state.seats[e.seat]?.kind === 'human') {
      const pack = state.packs[e.packId];
      if (pack)
        out.push({
          seat: e.seat,
          packNumber: e.packNumber,
          pickNumber: e.pickNumber,
          picked: e.card.cardId,
          pack: pack.map((c) => c.cardId),
          pool: state.seats[e.seat]?.pool.map((c) => c.cardId) ?? [],
        });
    }
    applyEventInPlace(state, e);
  }
  return out;
}
