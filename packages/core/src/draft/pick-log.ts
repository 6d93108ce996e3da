import { applyEventInPlace } from './apply';
import { cloneDraft } from './clone';
import type { DraftEvent } from './events';
import type { DraftCard, DraftState, SeatKind } from './types';

// The draft log with pack contents. Pick records keep only the card taken, so what a seat saw is
// rebuilt by replaying the stored events over the initial state and noting each pack just before
// every pick: the same fold the server uses, so the log cannot drift from what was dealt.

/** One pick as the log shows it: the pack the seat held at that moment (the taken card included). */
export interface PickLogEntry {
  packNumber: number;
  pickNumber: number;
  packId: string;
  card: DraftCard;
  auto: boolean;
  pack: DraftCard[];
  /** Cards this seat burned from the pack right after this pick (pick-n-burn formats). */
  burned: DraftCard[];
}

export interface PickLogSeat {
  name: string;
  kind: SeatKind;
  picks: PickLogEntry[];
}

/** Every seat's picks in order with the pack each was made from, replayed from `initial` and `events`. */
export function replayPickLog(initial: DraftState, events: readonly DraftEvent[]): PickLogSeat[] {
  const state = cloneDraft(initial);
  const logs: PickLogEntry[][] = state.seats.map(() => []);
  for (const e of events) {
    if (e.type === 'picked' || e.type === 'autoPicked') {
      const pack = (state.packs[e.packId] ?? []).slice();
      applyEventInPlace(state, e);
      const record = state.seats[e.seat]!.picks.at(-1)!;
      logs[e.seat]!.push({ ...record, pack, burned: [] });
      continue;
    }
    if (e.type === 'burned') {
      const last = logs[e.seat]!.at(-1);
      if (last?.packId === e.packId) last.burned.push(...e.cards);
    }
    applyEventInPlace(state, e);
  }
  // Names and kinds at the end: a seat a bot took over shows as the bot it became.
  return state.seats.map((s, i) => ({ name: s.name, kind: s.kind, picks: logs[i]! }));
}
