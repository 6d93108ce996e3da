// A writable next state that shares everything an action does not touch with the state it came from.
// The reducer used to copy every seat's pool, picks and queue and every pack per action; a person's
// pick touches two seats and one pack. Before an event is applied, `prepare` copies exactly what that
// event will change, so the caller's state is never modified (the reducer stays pure from outside).
import type { DraftEvent } from './events';
import type { DraftState } from './types';

export class DraftWriter {
  readonly draft: DraftState;
  private readonly ownSeats: boolean[];
  private readonly ownPacks = new Set<string>();
  private ownBurned = false;
  private ownTaken = false;
  private readonly ownTrails = new Set<string>();
  private ownPackSteps = false;

  constructor(base: DraftState) {
    // The top level, the seat list and the pack map are ours at once: they are small and events
    // replace their members.
    this.draft = { ...base, seats: base.seats.slice(), packs: { ...base.packs } };
    this.ownSeats = new Array<boolean>(base.seats.length).fill(false);
  }

  private seat(s: number): void {
    if (this.ownSeats[s]) return;
    const seat = this.draft.seats[s];
    if (!seat) return;
    this.ownSeats[s] = true;
    this.draft.seats[s] = {
      ...seat,
      queue: seat.queue.slice(),
      pool: seat.pool.slice(),
      picks: seat.picks.slice(),
    };
  }

  private pack(id: string): void {
    if (this.ownPacks.has(id)) return;
    const pack = this.draft.packs[id];
    if (!pack) return;
    this.ownPacks.add(id);
    this.draft.packs[id] = pack.slice();
  }

  private burned(): void {
    if (this.ownBurned) return;
    this.ownBurned = true;
    this.draft.burned = this.draft.burned.slice();
  }

  /** A card leaving a pack joins that pack's trail (`taken`), which starts with the first one. */
  private trail(id: string): void {
    if (!this.ownTaken) {
      this.ownTaken = true;
      this.draft.taken = { ...this.draft.taken };
    }
    if (this.ownTrails.has(id)) return;
    this.ownTrails.add(id);
    const trail = this.draft.taken![id];
    if (trail) this.draft.taken![id] = trail.slice();
  }

  /** A scheduled draft's step counts change when a pack moves on or empties. */
  private packSteps(): void {
    if (this.ownPackSteps || !this.draft.packSteps) return;
    this.ownPackSteps = true;
    this.draft.packSteps = { ...this.draft.packSteps };
  }

  private everything(): void {
    for (let s = 0; s < this.draft.seats.length; s++) this.seat(s);
    for (const id in this.draft.packs) this.pack(id);
    for (const id in this.draft.taken ?? {}) this.trail(id);
    this.burned();
    this.packSteps();
  }

  /** Copies what `e` changes (see apply.ts) so that applying it in place leaves the base untouched. */
  prepare(e: DraftEvent): void {
    switch (e.type) {
      case 'roundStarted':
      case 'draftEnded':
        for (let s = 0; s < this.draft.seats.length; s++) this.seat(s);
        return;
      case 'picked':
      case 'autoPicked':
        this.seat(e.seat);
        this.pack(e.packId);
        this.trail(e.packId);
        return;
      case 'burned':
        this.pack(e.packId);
        this.trail(e.packId);
        this.burned();
        return;
      case 'packPassed':
        this.seat(e.from);
        this.seat(e.seat);
        this.packSteps();
        return;
      case 'packEmptied':
        this.seat(e.seat);
        this.packSteps();
        return;
      case 'packOpened':
      case 'deadlineSet':
      case 'seatChanged':
        this.seat(e.seat);
        return;
      case 'error':
        return;
      default:
        // An event this writer does not know yet: copy it all rather than risk touching the base.
        this.everything();
    }
  }
}
