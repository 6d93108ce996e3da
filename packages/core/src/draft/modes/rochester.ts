// Rochester draft. Each round every seat opens one pack, one pack at a time, face up in the middle of
// the table. Starting with its opener, the seats pick from that one pack in snake order (opener, the
// next seat, ... the last seat, then the last seat again and back), until the pack is empty. The next
// pack is opened by the next seat in the round's direction: to the left in rounds 1 and 3, to the
// right in round 2, as in a booster draft. Everything is face up: the pack and every seat's picks.
import { z } from 'zod';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { cardIdField } from './move-fields';
import { ROCHESTER_SEATS, rochesterInfo } from './rochester-info';
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

export interface RochesterMove {
  /** The draft card id taken from the open pack. */
  cardId: string;
}

export interface RochesterState extends TurnState<'rochester', RochesterMove> {
  /** Unopened packs by round, then by seat. */
  unopened: DraftCard[][][];
  round: number;
  rounds: number;
  /** Packs opened in this round (the open one included). */
  opened: number;
  /** The open pack's opener and contents. */
  opener: number;
  pack: DraftCard[];
  /** Picks made from the open pack. */
  packPick: number;
}

export interface RochesterSetup extends TurnSetup {
  /** Packs per seat per round, as the booster pack generator deals them. */
  packs: DraftCard[][][];
}

/** A waiting Rochester draft, or why seats and packs do not fit. */
export function createRochester(setup: RochesterSetup): Result<RochesterState> {
  const base = turnBase('rochester', 'Rochester draft', setup, ROCHESTER_SEATS);
  if (!base.ok) return base;
  const n = setup.seats.length;
  if (setup.packs.length !== n) return fail(`Expected packs for ${n} seats, got ${setup.packs.length}.`);
  const rounds = setup.packs[0]?.length ?? 0;
  if (rounds < 1) return fail('A draft needs at least one pack per player.');
  if (setup.packs.some((p) => p.length !== rounds || p.some((pack) => pack.length === 0)))
    return fail('Every seat must receive the same number of packs, none of them empty.');
  const dup = checkCards(setup.packs.flat(2), 0, 'Rochester draft');
  if (dup) return fail(dup);
  const unopened = Array.from({ length: rounds }, (_, r) => setup.packs.map((p) => p[r]!.slice()));
  return ok({ ...base.value, unopened, round: 0, rounds, opened: 0, opener: 0, pack: [], packPick: 0 });
}

/** +1 (to the left) in even rounds, -1 in odd ones. */
const direction = (round: number) => (round % 2 === 0 ? 1 : -1);
const wrap = (x: number, n: number) => ((x % n) + n) % n;

/** The seat making pick `k` (0-based) of a pack opened by `opener`: a snake from the opener. */
export function rochesterPicker(opener: number, k: number, round: number, n: number): number {
  const lap = k % (2 * n);
  const offset = lap < n ? lap : 2 * n - 1 - lap;
  return wrap(opener + direction(round) * offset, n);
}

/** Opens the next pack (of this round, else of the next), or ends the draft. */
function openNext(s: RochesterState): void {
  const n = s.seats.length;
  if (s.opened === n) {
    s.round++;
    s.opened = 0;
  }
  if (s.round >= s.rounds) {
    s.turn = null;
    s.pack = [];
    return;
  }
  s.opener = wrap(direction(s.round) * s.opened, n);
  s.pack = s.unopened[s.round]![s.opener]!;
  s.unopened[s.round]![s.opener] = [];
  s.opened++;
  s.packPick = 0;
  s.turn = s.opener;
}

export const rochester: TurnMode<RochesterState, RochesterMove> = {
  id: 'rochester',
  publicPools: true,
  begin: openNext,
  refuse(s, _seat, m) {
    return s.pack.some((c) => c.id === m.cardId) ? null : 'That card is not in the open pack.';
  },
  play(s, seat, m, auto) {
    takeInto(
      s,
      seat,
      [removeById(s.pack, m.cardId)],
      `pack ${s.round + 1}, opened by ${s.seats[s.opener]!.name}`,
      auto,
    );
    s.packPick++;
    if (s.pack.length > 0) s.turn = rochesterPicker(s.opener, s.packPick, s.round, s.seats.length);
    else openNext(s);
  },
  botMove(s, seat, judge, rng) {
    return { cardId: s.pack[bestIndex(judge.scores(s.pack, s.seats[seat]!.pool), rng)]!.id };
  },
  clone(s) {
    return {
      ...cloneTurnBase(s),
      unopened: s.unopened.map((round) => round.map((p) => p.slice())),
      pack: s.pack.slice(),
    };
  },
  tableCards: (s) => [...s.unopened.flat(2), ...s.pack],
};

/** The Rochester table: the open pack and the next seats to pick from it; unopened packs stay hidden. */
export interface RochesterTable {
  round: number;
  rounds: number;
  /** Which pack of the round is open (0-based) and who opened it. */
  packOfRound: number;
  opener: number;
  pack: DraftCard[];
  /** The seats to pick next from the open pack, in order (at most one lap). */
  upNext: number[];
}

export function rochesterView(s: RochesterState, seat: number | null) {
  return turnViewFor(rochester, s, seat, (st): RochesterTable => {
    const n = st.seats.length;
    const ahead = st.turn === null ? 0 : Math.min(n, st.pack.length);
    return {
      round: Math.min(st.round, st.rounds - 1),
      rounds: st.rounds,
      packOfRound: Math.max(0, st.opened - 1),
      opener: st.opener,
      pack: st.pack.slice(),
      upNext: Array.from({ length: ahead }, (_, k) =>
        rochesterPicker(st.opener, st.packPick + k, st.round, n),
      ),
    };
  });
}

/** Rochester as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const rochesterMode = defineMode({
  info: rochesterInfo,
  // Rochester opens booster packs, dealt as booster draft deals them (same checks and message).
  create(d) {
    const packs = dealBoosterPacks(d.cube, d.seats.length, d.settings, d.seed, 0x70c);
    return packs.ok ? createRochester({ ...d, packs: packs.value }) : packs;
  },
  rules: rochester,
  view: rochesterView,
  tableSchema: tableOf<RochesterTable>(),
  moveSchema: z.strictObject({ cardId: cardIdField }),
});
