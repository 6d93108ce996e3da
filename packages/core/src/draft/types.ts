// Draft engine data. Everything here is plain JSON so a state can be snapshotted and sent as is.
// Numbering: seats, pack numbers (rounds) and pick numbers are 0-based; screens add one.

/** One physical card in a draft: `id` is unique within the draft (a cube entry id), `cardId` the card. */
export interface DraftCard {
  id: string;
  cardId: string;
  /** The cube entry's tags, used by bots for a small synergy term. */
  tags?: string[];
  /** The cube entry's image override (alters, custom art), drawn instead of the card's own image. */
  imageUrl?: string;
}

/** How many cards a seat picks from a pack, then burns, before passing it (pick 2 burn 1, ...). */
export interface PickStep {
  picks: number;
  burns: number;
}

/** Pick timer: off (null) or a base number of seconds that shrinks as the pack empties (see timer.ts). */
export interface PickTimer {
  secondsPerPick: number;
}

export type SeatKind = 'human' | 'bot';

export interface DraftSeatSetup {
  name: string;
  kind: SeatKind;
}

/** One applied pick, in order: the draft log. */
export interface PickRecord {
  packNumber: number;
  pickNumber: number;
  packId: string;
  card: DraftCard;
  auto: boolean;
}

export interface DraftSeat {
  name: string;
  kind: SeatKind;
  /** False while a human seat's player is away; packs keep queueing for them. */
  present: boolean;
  /** Pack ids waiting at this seat, oldest first; the first is the seat's current pack. */
  queue: string[];
  pool: DraftCard[];
  /** Picks made in the current round (the next pick's number). */
  pickNumber: number;
  /** Picks made from the current pack in the current step. */
  stepPicks: number;
  /** Epoch milliseconds when the current pack auto-picks; null without a timer or a pack. */
  deadline: number | null;
  picks: PickRecord[];
}

export type DraftStatus = 'waiting' | 'drafting' | 'done';

export interface DraftSettings {
  /** The step of every pass, unless `schedule` says otherwise. */
  step: PickStep;
  /**
   * Steps that change within a pack (Minneapolis: take one, then two at a time; a custom format's
   * per-pack steps): the k-th step on a pack of round r is `schedule[r][k]`, and `step` once that
   * list (or the round's entry) runs out. Absent: `step` throughout.
   */
  schedule?: PickStep[][];
  timer: PickTimer | null;
  /** The largest pack's size at the start: the timer's full-pack reference. */
  packSize: number;
}

export interface DraftState {
  seed: string;
  status: DraftStatus;
  settings: DraftSettings;
  /** The current round (pack number); equals `rounds` once done. */
  round: number;
  rounds: number;
  seats: DraftSeat[];
  /** Unopened pack ids per seat per round. */
  unopened: string[][];
  /** Contents of every pack still holding cards, by pack id. */
  packs: Record<string, DraftCard[]>;
  burned: DraftCard[];
  /** Steps completed on each pack that has moved on, by pack id; kept only with a `schedule`. */
  packSteps?: Record<string, number>;
  /**
   * The cards taken out of each pack (picked or burned), in order, by pack id; kept once the pack is
   * empty. Derived by the fold like everything else (absent until the first pick): a pack as it was
   * at any earlier pick is its trail from that pick on plus what it holds now, which the spectators'
   * delayed reveal shows (ADR 0073).
   */
  taken?: Record<string, DraftCard[]>;
}
