// Glimpse draft (ADR 0064). Packs are opened and passed as in a booster draft (left in rounds 1 and 3,
// right in round 2), but each time a seat holds a pack it takes one card and burns two more (they leave
// the draft face down), then passes the rest on. A pack of two cards: take one, burn the other; of one
// card: take it. So a pack of n cards gives ceil(n / 3) picks.
// Every seat picks at once, as in booster: a seat may move whenever a pack waits for it (`mayMove`), and
// packs queue at a slow seat. `turn` only names whom the engine plays for: a bot holding a pack first
// (so bots pick as soon as a pack reaches them), else the first person holding one; null when every
// pack is gone. The timer is a pick timer per seat, as in booster (`seatClocks`): each person with a
// pack in front of them has a clock of their own, started afresh for each pack.
import { z } from 'zod';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { GLIMPSE_SEATS, glimpseInfo } from './glimpse-info';
import { cardIdField } from './move-fields';
import {
  bestIndex,
  checkCards,
  cloneTurnBase,
  dealBoosterPacks,
  removeById,
  type TurnSetup,
  takeInto,
  turnBase,
} from './turn-setup';
import { turnViewFor } from './turn-view';
import type { TurnMode, TurnState } from './types';

export interface GlimpseMove {
  /** The card taken from the seat's pack. */
  cardId: string;
  /** The cards burned from the same pack: two, or what is left beside the taken card when fewer. */
  burn: string[];
}

export interface GlimpseState extends TurnState<'glimpse', GlimpseMove> {
  /** Unopened packs by round, then by seat. */
  unopened: DraftCard[][][];
  round: number;
  rounds: number;
  /** Per seat, the packs waiting for it, oldest first: it picks from the first. */
  queues: DraftCard[][][];
}

export interface GlimpseSetup extends TurnSetup {
  /** Packs per seat per round, as the booster pack generator deals them. */
  packs: DraftCard[][][];
}

/** How many cards a move burns from a pack of `size`: two, or the rest beside the taken card. */
export const burnsFrom = (size: number) => Math.max(0, Math.min(2, size - 1));

/** A waiting Glimpse draft, or why the seats and packs do not fit. */
export function createGlimpse(setup: GlimpseSetup): Result<GlimpseState> {
  const base = turnBase('glimpse', 'Glimpse draft', setup, GLIMPSE_SEATS);
  if (!base.ok) return base;
  const n = setup.seats.length;
  if (setup.packs.length !== n) return fail(`Expected packs for ${n} seats, got ${setup.packs.length}.`);
  const rounds = setup.packs[0]?.length ?? 0;
  if (rounds < 1) return fail('A draft needs at least one pack per player.');
  if (setup.packs.some((p) => p.length !== rounds || p.some((pack) => pack.length === 0)))
    return fail('Every seat must receive the same number of packs, none of them empty.');
  const dup = checkCards(setup.packs.flat(2), 0, 'Glimpse draft');
  if (dup) return fail(dup);
  const unopened = Array.from({ length: rounds }, (_, r) => setup.packs.map((p) => p[r]!.slice()));
  const clocks = setup.packs.map(() => null);
  return ok({ ...base.value, clocks, unopened, round: 0, rounds, queues: setup.packs.map(() => []) });
}

/** The seat a pack goes to after `seat`: the left (+1) in even rounds, the right in odd ones. */
export const glimpseNext = (seat: number, round: number, n: number) =>
  (seat + (round % 2 === 0 ? 1 : n - 1)) % n;

/** The bot (else the person) the engine plays for: the first seat holding a pack; null when none does. */
function nextTurn(s: GlimpseState): void {
  const holding = s.queues.flatMap((q, i) => (q.length > 0 ? [i] : []));
  s.turn = holding.find((i) => s.seats[i]!.kind === 'bot') ?? holding[0] ?? null;
}

/** Opens the round's packs, one in front of each seat (packs are never empty: see createGlimpse). */
function openRound(s: GlimpseState): void {
  if (s.round >= s.rounds) return;
  s.queues = s.unopened[s.round]!.map((p) => [p]);
  s.unopened[s.round] = s.queues.map(() => []);
}

const burnProblem = (m: GlimpseMove, pack: readonly DraftCard[]): string | null => {
  const ids = new Set(pack.map((c) => c.id));
  if (!ids.has(m.cardId)) return 'That card is not in your pack.';
  const need = burnsFrom(pack.length);
  if (m.burn.length !== need)
    return need === 0
      ? 'The last card of a pack is taken, not burned.'
      : `Burn ${need === 2 ? 'two cards' : 'the other card'} of the pack besides the one you take.`;
  if (new Set([m.cardId, ...m.burn]).size !== need + 1) return 'Burn cards other than the one you take.';
  return m.burn.every((id) => ids.has(id)) ? null : 'A burned card must come from your pack.';
};

export const glimpse: TurnMode<GlimpseState, GlimpseMove> = {
  id: 'glimpse',
  publicPools: false,
  seatClocks: true,
  begin(s) {
    openRound(s);
    nextTurn(s);
  },
  mayMove(s, seat) {
    return s.queues[seat]!.length > 0 ? null : `${s.seats[seat]!.name} has no pack yet; one is on its way.`;
  },
  refuse(s, seat, m) {
    return burnProblem(m, s.queues[seat]![0]!);
  },
  play(s, seat, m, auto) {
    const pack = s.queues[seat]!.shift()!;
    takeInto(s, seat, [removeById(pack, m.cardId)], `pack ${s.round + 1}`, auto);
    for (const id of m.burn) s.burned.push(removeById(pack, id));
    if (pack.length > 0) s.queues[glimpseNext(seat, s.round, s.seats.length)]!.push(pack);
    if (s.queues.every((q) => q.length === 0)) {
      s.round++;
      openRound(s);
    }
    nextTurn(s);
  },
  // Takes its best card for its pool, and burns the two strongest of the rest (what a neighbour would
  // take next); with no card data every card scores alike and seeded ties decide.
  botMove(s, seat, judge, rng) {
    const pack = s.queues[seat]![0]!;
    const cardId = pack[bestIndex(judge.scores(pack, s.seats[seat]!.pool), rng)]!.id;
    const rest = pack.filter((c) => c.id !== cardId);
    const burn: string[] = [];
    for (let k = 0; k < burnsFrom(pack.length); k++) {
      const left = rest.filter((c) => !burn.includes(c.id));
      burn.push(left[bestIndex(judge.scores(left, []), rng)]!.id);
    }
    return { cardId, burn };
  },
  clone(s) {
    return {
      ...cloneTurnBase(s),
      unopened: s.unopened.map((round) => round.map((p) => p.slice())),
      queues: s.queues.map((q) => q.map((p) => p.slice())),
    };
  },
  tableCards: (s) => [...s.unopened.flat(2), ...s.queues.flat(2)],
};

/** The Glimpse table as one seat sees it: its own pack only, and how many packs wait at each seat. */
export interface GlimpseTable {
  round: number;
  rounds: number;
  /** The pack in front of this seat (empty while it waits for one). */
  pack: DraftCard[];
  /** How many cards this move burns from that pack. */
  burns: number;
  /** Per seat, how many packs wait for it: where the table is slow. */
  waiting: number[];
  /** +1 when packs go to the left this round, -1 to the right. */
  direction: 1 | -1;
  burnedCount: number;
}

export function glimpseView(s: GlimpseState, seat: number | null) {
  return turnViewFor(glimpse, s, seat, (st, me): GlimpseTable => {
    const pack = me === null ? [] : (st.queues[me]?.[0] ?? []);
    return {
      round: Math.min(st.round, st.rounds - 1),
      rounds: st.rounds,
      pack: pack.slice(),
      burns: burnsFrom(pack.length),
      waiting: st.queues.map((q) => q.length),
      direction: st.round % 2 === 0 ? 1 : -1,
      burnedCount: st.burned.length,
    };
  });
}

/** Glimpse as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const glimpseMode = defineMode({
  info: glimpseInfo,
  // Packs dealt as booster draft deals them (same checks and message).
  create(d) {
    const packs = dealBoosterPacks(d.cube, d.seats.length, d.settings, d.seed, 0x61e);
    return packs.ok ? createGlimpse({ ...d, packs: packs.value }) : packs;
  },
  rules: glimpse,
  view: glimpseView,
  tableSchema: tableOf<GlimpseTable>(),
  moveSchema: z.strictObject(
    {
      cardId: cardIdField,
      burn: z.array(cardIdField, { error: 'Name the cards to burn' }).max(2, 'Burn at most two cards'),
    },
    { error: 'Take a card and burn two ({ cardId, burn: [id, id] })' },
  ),
  describeMove: (m) =>
    m.burn.length === 0 ? 'took the last card of a pack' : `took a card and burned ${m.burn.length}`,
});
