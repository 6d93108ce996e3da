import type { DraftCard } from './types';
import type { SeatView } from './view';

/** One seat's public summary as the seat view lists it (counts only). */
export type PublicSeat = SeatView['seats'][number];

/**
 * What changed in one seat's view between two versions (issue 14): a pick re-sent the whole view (pool,
 * pack and every seat) to all seats; a delta carries only the fields that differ. Fields of the view
 * appear whole when they changed (the new pack, a pick number, the deadline...), except two that grow
 * by small steps: the pool, which a pick extends (`poolAdded`), and the seats' public summaries, of
 * which a pick changes one or two counters (`seatChanges`). `pool` or `seats` appear whole only when
 * the change is not of that shape (a reseat, a seat joining).
 */
export interface SeatViewDelta extends Partial<SeatView> {
  /** Cards appended to the pool. */
  poolAdded?: DraftCard[];
  /** The fields that changed of the seat at `index` (after `seats` if both are present). */
  seatChanges?: ({ index: number } & Partial<PublicSeat>)[];
}

// The fields are compared one by one, by name, not by looping over a list of keys: the rooms diff every
// seat's view at every version (eight per pick), and a loop reading `view[key]` made V8's property loads
// megamorphic, the largest share of that diff in a CPU profile (ADR 0085).

// A draft card's id names one physical card for the whole draft, so two card lists with the same ids in
// the same order are the same list. A view holds the state's own arrays (view.ts), so an unchanged pack or
// pool is the same array.
function sameCards(a: readonly DraftCard[] | null, b: readonly DraftCard[] | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.id !== b[i]!.id) return false;
  return true;
}

/** Whether `prefix` is the start of `cards`. */
function startsWith(cards: readonly DraftCard[], prefix: readonly DraftCard[]): boolean {
  if (prefix.length > cards.length) return false;
  for (let i = 0; i < prefix.length; i++) if (cards[i]!.id !== prefix[i]!.id) return false;
  return true;
}

/** What changed of one seat's public summary; null when nothing did. */
function seatDifference(
  index: number,
  a: PublicSeat,
  b: PublicSeat,
): ({ index: number } & Partial<PublicSeat>) | null {
  if (a === b) return null;
  const name = a.name !== b.name;
  const kind = a.kind !== b.kind;
  const present = a.present !== b.present;
  const packsWaiting = a.packsWaiting !== b.packsWaiting;
  if (!name && !kind && !present && !packsWaiting) return null;
  const change: { index: number } & Partial<PublicSeat> = { index };
  if (name) change.name = b.name;
  if (kind) change.kind = b.kind;
  if (present) change.present = b.present;
  if (packsWaiting) change.packsWaiting = b.packsWaiting;
  return change;
}

function seatDifferences(prev: PublicSeat[], next: PublicSeat[]): SeatViewDelta['seatChanges'] {
  if (prev === next) return undefined;
  const changes: NonNullable<SeatViewDelta['seatChanges']> = [];
  for (let index = 0; index < next.length; index++) {
    const change = seatDifference(index, prev[index]!, next[index]!);
    if (change) changes.push(change);
  }
  return changes.length ? changes : undefined;
}

/** The delta that turns `prev` into `next` (both views of one draft); `{}` when nothing changed. */
export function seatViewDelta(prev: SeatView, next: SeatView): SeatViewDelta {
  const delta: SeatViewDelta = {};
  if (prev.seat !== next.seat) delta.seat = next.seat;
  if (prev.status !== next.status) delta.status = next.status;
  if (prev.packNumber !== next.packNumber) delta.packNumber = next.packNumber;
  if (prev.pickNumber !== next.pickNumber) delta.pickNumber = next.pickNumber;
  if (prev.rounds !== next.rounds) delta.rounds = next.rounds;
  if (prev.stepPicks !== next.stepPicks) delta.stepPicks = next.stepPicks;
  if (prev.packId !== next.packId) delta.packId = next.packId;
  if (prev.deadline !== next.deadline) delta.deadline = next.deadline;
  if (prev.step.picks !== next.step.picks || prev.step.burns !== next.step.burns)
    delta.step = { ...next.step };
  if (prev.packId !== next.packId || !sameCards(prev.pack, next.pack)) delta.pack = next.pack;
  if (prev.pool !== next.pool) {
    if (!startsWith(next.pool, prev.pool)) delta.pool = next.pool;
    else if (next.pool.length > prev.pool.length) delta.poolAdded = next.pool.slice(prev.pool.length);
  }
  if (prev.seats.length !== next.seats.length) delta.seats = next.seats;
  else {
    const changes = seatDifferences(prev.seats, next.seats);
    if (changes) delta.seatChanges = changes;
  }
  return delta;
}

/**
 * Whether `delta` (of seat `seat`'s view) changes nothing but how many packs wait at other seats (or
 * nothing at all): the seat's own pack, pool, pick, status and deadline stay as they were. The rooms may
 * hold such a delta back a moment and send it with the seat's next change (ADR 0035, addendum 2).
 */
export function othersCountersOnly(delta: SeatViewDelta, seat: number): boolean {
  for (const key in delta) if (key !== 'seatChanges') return false;
  for (const change of delta.seatChanges ?? []) {
    if (change.index === seat) return false;
    for (const key in change) if (key !== 'index' && key !== 'packsWaiting') return false;
  }
  return true;
}

/**
 * `view` with `delta` applied: a new object, `view` untouched. Pure, so the server's tests prove
 * `applySeatViewDelta(viewFor(v), seatViewDelta(viewFor(v), viewFor(w))) == viewFor(w)` and the web
 * client applies exactly what they prove.
 */
export function applySeatViewDelta(view: SeatView, delta: SeatViewDelta): SeatView {
  const { poolAdded, seatChanges, ...whole } = delta;
  const next: SeatView = { ...view, ...whole };
  if (poolAdded?.length) next.pool = [...next.pool, ...poolAdded];
  if (seatChanges?.length) {
    next.seats = next.seats.slice();
    for (const { index, ...fields } of seatChanges) {
      const seat = next.seats[index];
      if (seat) next.seats[index] = { ...seat, ...fields };
    }
  }
  return next;
}
