import { DraftWriter } from './copy-on-write';
import type { DraftEvent } from './events';
import type { DraftState } from './types';

function removeCard(state: DraftState, packId: string, cardId: string): void {
  const pack = state.packs[packId];
  const i = pack ? pack.findIndex((c) => c.id === cardId) : -1;
  if (i < 0) return;
  const [card] = pack!.splice(i, 1);
  state.taken ??= {};
  state.taken[packId] ??= [];
  state.taken[packId].push(card!);
}

/**
 * Applies one event to a state in place. The reducer emits events and applies them with this
 * function only, so folding a stored event log over the initial state rebuilds the same state.
 */
export function applyEventInPlace(state: DraftState, e: DraftEvent): void {
  switch (e.type) {
    case 'roundStarted':
      state.status = 'drafting';
      state.round = e.packNumber;
      for (const seat of state.seats) {
        seat.pickNumber = 0;
        seat.stepPicks = 0;
      }
      return;
    case 'packOpened':
      state.seats[e.seat]!.queue.push(e.packId);
      return;
    case 'picked':
    case 'autoPicked': {
      const seat = state.seats[e.seat]!;
      removeCard(state, e.packId, e.card.id);
      seat.pool.push(e.card);
      seat.picks.push({
        packNumber: e.packNumber,
        pickNumber: e.pickNumber,
        packId: e.packId,
        card: e.card,
        auto: e.type === 'autoPicked' || seat.kind === 'bot',
      });
      seat.pickNumber++;
      seat.stepPicks++;
      return;
    }
    case 'burned':
      for (const card of e.cards) removeCard(state, e.packId, card.id);
      state.burned.push(...e.cards);
      return;
    case 'packPassed': {
      const from = state.seats[e.from]!;
      from.queue.splice(from.queue.indexOf(e.packId), 1);
      from.stepPicks = 0;
      state.seats[e.seat]!.queue.push(e.packId);
      // Only a scheduled draft counts a pack's steps (it chooses the next step by that count).
      if (state.settings.schedule) {
        state.packSteps ??= {};
        state.packSteps[e.packId] = (state.packSteps[e.packId] ?? 0) + 1;
      }
      return;
    }
    case 'packEmptied': {
      const seat = state.seats[e.seat]!;
      seat.queue.splice(seat.queue.indexOf(e.packId), 1);
      seat.stepPicks = 0;
      delete state.packs[e.packId];
      if (state.packSteps) delete state.packSteps[e.packId];
      return;
    }
    case 'deadlineSet':
      state.seats[e.seat]!.deadline = e.deadline;
      return;
    case 'seatChanged': {
      const seat = state.seats[e.seat]!;
      seat.kind = e.kind;
      seat.present = e.present;
      return;
    }
    case 'draftEnded':
      state.status = 'done';
      state.round = state.rounds;
      for (const seat of state.seats) seat.deadline = null;
      return;
    case 'error':
      return;
  }
}

/** Folds events over a state without touching it: how a server rebuilds a draft from its log. */
export function applyEvents(state: DraftState, events: readonly DraftEvent[]): DraftState {
  const writer = new DraftWriter(state);
  for (const e of events) {
    writer.prepare(e);
    applyEventInPlace(writer.draft, e);
  }
  return writer.draft;
}
