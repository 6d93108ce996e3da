// The moves of a draft once an action is known to be valid: pick, burn, pass, open the next round.
// Every change goes through `emit`, which records the event and applies it, so the event log alone
// rebuilds the state. An emit may replace a seat or pack of `flow.draft` with a copy (copy-on-write,
// see copy-on-write.ts): read them from the draft again after emitting, never through an older
// reference.
import { LazyRng, type Rng } from '../random';
import { applyEventInPlace } from './apply';
import type { DraftWriter } from './copy-on-write';
import type { DraftEvent } from './events';
import { stepFor } from './step';
import { pickDeadline } from './timer';
import type { DraftCard, DraftState } from './types';

/** Chooses the index of the card to take from `pack` for a seat holding `pool`. */
export type AutoPick = (pack: readonly DraftCard[], pool: readonly DraftCard[], rng: Rng) => number;

export interface Flow {
  draft: DraftState;
  /** When `draft` shares parts with the caller's state: copies what each event changes first. */
  writer?: DraftWriter;
  events: DraftEvent[];
  now: number;
  autoPick: AutoPick;
}

export function emit(flow: Flow, event: DraftEvent): void {
  flow.events.push(event);
  flow.writer?.prepare(event);
  applyEventInPlace(flow.draft, event);
}

/** Pass left (to the next seat) in rounds 0, 2, ..., right in rounds 1, 3, .... */
export function neighbour(draft: DraftState, seat: number): number {
  const n = draft.seats.length;
  return draft.round % 2 === 0 ? (seat + 1) % n : (seat + n - 1) % n;
}

/** Starts the clock for a seat's current pack; only human seats under a timer have deadlines. */
export function resetDeadline(flow: Flow, s: number): void {
  const { draft } = flow;
  const seat = draft.seats[s]!;
  const packId = seat.queue[0];
  const timer = draft.settings.timer;
  const deadline =
    timer && seat.kind === 'human' && packId !== undefined
      ? pickDeadline(timer, flow.now, draft.packs[packId]!.length, draft.settings.packSize)
      : null;
  if (deadline !== seat.deadline) emit(flow, { type: 'deadlineSet', seat: s, deadline });
}

/** Opens round `r`: every seat gets its next unopened pack. */
export function openRound(flow: Flow, r: number): void {
  const { draft } = flow;
  emit(flow, { type: 'roundStarted', seat: null, packNumber: r });
  for (let s = 0; s < draft.seats.length; s++) {
    emit(flow, { type: 'packOpened', seat: s, packNumber: r, packId: draft.unopened[s]![r]! });
    resetDeadline(flow, s);
  }
}

function endStep(flow: Flow, s: number, packId: string, burnIds: readonly string[] | undefined): void {
  const { draft } = flow;
  const pack = draft.packs[packId]!;
  const burnCount = Math.min(stepFor(draft, packId).burns, pack.length);
  if (burnCount > 0) {
    const cards = burnIds ? burnIds.map((id) => pack.find((c) => c.id === id)!) : pack.slice(-burnCount);
    emit(flow, { type: 'burned', seat: s, packId, cards });
  }
  const left = draft.packs[packId]!.length;
  if (left === 0) {
    emit(flow, { type: 'packEmptied', seat: s, packId });
  } else {
    const to = neighbour(draft, s);
    emit(flow, { type: 'packPassed', seat: to, from: s, packId, cardsLeft: left });
    // The pack only starts the receiver's clock when it is the first one in the queue.
    if (draft.seats[to]!.queue.length === 1) resetDeadline(flow, to);
  }
  resetDeadline(flow, s);
  if (draft.seats.every((seat) => seat.queue.length === 0)) {
    if (draft.round + 1 < draft.rounds) openRound(flow, draft.round + 1);
    else emit(flow, { type: 'draftEnded', seat: null });
  }
}

/** Takes card `index` of seat `s`'s current pack, then burns and passes when the step is complete. */
export function takeCard(
  flow: Flow,
  s: number,
  index: number,
  auto: boolean,
  burnIds?: readonly string[],
): void {
  const { draft } = flow;
  const seat = draft.seats[s]!;
  const packId = seat.queue[0]!;
  const card = draft.packs[packId]![index]!;
  const type = auto && seat.kind === 'human' ? 'autoPicked' : 'picked';
  emit(flow, { type, seat: s, packNumber: draft.round, pickNumber: seat.pickNumber, packId, card });
  if (draft.seats[s]!.stepPicks >= stepFor(draft, packId).picks || draft.packs[packId]!.length === 0) {
    endStep(flow, s, packId, burnIds);
  } else {
    resetDeadline(flow, s);
  }
}

/** The seat's own bot (or the timer's stand-in) picks from its current pack. */
export function autoTake(flow: Flow, s: number): void {
  const { draft } = flow;
  const seat = draft.seats[s]!;
  const pack = draft.packs[seat.queue[0]!]!;
  const rng = new LazyRng(draft.seed, s, draft.round, seat.pickNumber);
  const chosen = flow.autoPick(pack, seat.pool, rng);
  const index = Number.isInteger(chosen) && chosen >= 0 && chosen < pack.length ? chosen : 0;
  takeCard(flow, s, index, true);
}

/** Lets every bot seat pick until all bots wait for packs (or the draft ends). */
export function settleBots(flow: Flow): void {
  const { draft } = flow;
  let moved = true;
  while (moved && draft.status === 'drafting') {
    moved = false;
    for (let s = 0; s < draft.seats.length; s++) {
      if (draft.seats[s]!.kind !== 'bot') continue;
      // Drain the whole queue: cheaper than round-robin and the outcome per pack is the same.
      while (draft.seats[s]!.queue.length > 0 && draft.status === 'drafting') {
        autoTake(flow, s);
        moved = true;
      }
    }
  }
}

/** Auto-picks for every seat whose deadline has passed at `flow.now`. */
export function expireDeadlines(flow: Flow): void {
  const { draft } = flow;
  let fired = true;
  while (fired && draft.status === 'drafting') {
    fired = false;
    for (let s = 0; s < draft.seats.length; s++) {
      const seat = draft.seats[s]!;
      if (seat.deadline !== null && seat.deadline <= flow.now && seat.queue.length > 0) {
        autoTake(flow, s);
        fired = true;
      }
    }
  }
}
