// Booster draft (and everything set up like it: supreme and custom pick steps; sealed's and jumpstart's
// pools are dealt whole and never drafted) as one mode of the list: the simultaneous reducer, its fold,
// the pack view, the spectator's counters, the pick timers' deadlines, the pick log and people's picks.
import { z } from 'zod';
import { applyEvents } from '../apply';
import type { DraftEvent } from '../events';
import { humanPicksOf } from '../human-picks';
import { replayPickLog } from '../pick-log';
import { draftReducer } from '../reducer';
import type { Result } from '../result';
import type { DraftState } from '../types';
import type { SeatView } from '../view';
import { viewFor } from '../view';
import { dealBoosterTable, dealsBoosterFormat } from './booster-deal';
import { boosterPickDigest } from './booster-digest';
import { boosterInfo } from './booster-info';
import { defineDraftMode } from './define-draft-mode';
import type { ActOutcome } from './draft-engine';
import { type BoosterWatchView, boosterWatchView } from './spectator-view';

/** The schema's bound on a card id. */
const MAX_CARD_ID = 100;

/**
 * A booster seat's move: the card it takes from its current pack (and, when the pick ends a step with
 * burns, the cards it burns; omitted: the last ones burn).
 */
export const boosterMoveSchema = z.object({
  cardId: z.string({ error: 'Name the card to pick' }).min(1, 'Name the card to pick').max(MAX_CARD_ID),
  burn: z.array(z.string().max(100)).max(40).optional(),
});
export type BoosterMove = z.infer<typeof boosterMoveSchema>;

/**
 * The move's shape checked, or the schema's first message. A plain pick (`{ cardId }`, no burn), the move
 * of nearly every act, is checked by hand: it is made twice per pick (the act, then its batch), and the
 * schema's walk was a visible share of a pick's CPU (ADR 0087); draft-modes.test.ts holds the two to agree.
 */
function parseBoosterMove(raw: unknown): Result<BoosterMove> {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const { cardId, burn } = raw as { cardId?: unknown; burn?: unknown };
    if (
      burn === undefined &&
      typeof cardId === 'string' &&
      cardId.length >= 1 &&
      cardId.length <= MAX_CARD_ID
    )
      return { ok: true, value: { cardId } };
  }
  const parsed = boosterMoveSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'Name the card to pick' };
}

/** What a booster seat sees (its packs) or a spectator (the table's counters), tagged with its stream. */
export type BoosterSeatView =
  | { stream: 'packs'; seq: number; view: SeatView }
  | { stream: 'watch'; seq: number; view: BoosterWatchView };

/** Event types only turn-based modes write. */
const TURN_ONLY = new Set(['started', 'moved']);

/**
 * Booster draft as one mode of the list (ADR 0081). It owns every state without a `mode`: a booster
 * state never had one, and every draft recorded before modes existed is a booster draft, so those
 * load, fold and replay through this entry exactly as before.
 */
export const boosterMode = defineDraftMode({
  info: boosterInfo,
  owns: (state): state is DraftState => !('mode' in state),
  writes: (event): event is DraftEvent => !TURN_ONLY.has(event.type),
  parseMove: parseBoosterMove,
  reduce(state, action, deps) {
    if (action.type === 'move')
      return {
        state,
        events: [
          {
            type: 'error',
            seat: action.seat,
            code: 'bad_move',
            message: 'This is a booster draft: pick a card from your pack.',
          },
        ],
      };
    return draftReducer(state, action, { autoPick: deps.autoPick });
  },
  fold: applyEvents,
  view(s, seat): BoosterSeatView | null {
    const view = viewFor(s, seat);
    return view && { stream: 'packs', seq: s.seats[seat]!.picks.length, view };
  },
  watch: (s, reveal): BoosterSeatView => ({
    stream: 'watch',
    seq: s.seats.reduce((n, seat) => n + seat.picks.length, 0),
    view: boosterWatchView(s, reveal),
  }),
  // A loop, not flatMap: read for every commit of a timed draft and every state the cache takes (ADR 0087).
  deadlines: (s) => {
    const out: { seat: number; deadline: number }[] = [];
    for (let i = 0; i < s.seats.length; i++) {
      const deadline = s.seats[i]!.deadline;
      if (deadline !== null) out.push({ seat: i, deadline });
    }
    return out;
  },
  timed: (s) => s.settings.timer !== null,
  actionOf: boosterAction,
  peoplePicks: (initial, events) =>
    humanPicksOf(initial, events).map((p) => ({
      seat: p.seat,
      pick: p.pickNumber + 1,
      cardId: p.picked,
      left: p.pack.filter((id) => id !== p.picked),
    })),
  log: (initial, events) => ({ kind: 'picks', seats: replayPickLog(initial, events) }),
  // Everyone picks at once: nobody waits for a turn.
  turnToNotify: () => null,
  deals: dealsBoosterFormat,
  deal: dealBoosterTable,
  pickDigest: boosterPickDigest,
});

/**
 * A booster act: `seq` is the seat's nth pick of the draft (0-based; what its view showed). A seq of a
 * pick already made names that pick's pack and pick number, so a resend is the engine's duplicate (or
 * its refusal when it names another card); the next seq is the current pick; one beyond is refused by
 * the engine as a pick out of order.
 */
function boosterAction(s: DraftState, seat: number, seq: number, raw: unknown, now: number): ActOutcome {
  const parsed = parseBoosterMove(raw);
  if (!parsed.ok) return parsed;
  const at = s.seats[seat];
  if (!at) return { ok: false, error: `There is no seat ${seat}.` };
  const made = at.picks[seq];
  const pick = made
    ? { packNumber: made.packNumber, pickNumber: made.pickNumber }
    : { packNumber: s.round, pickNumber: at.pickNumber + (seq - at.picks.length) };
  return { ok: true, action: { type: 'pick', seat, ...pick, ...parsed.value, now }, pick };
}
