// Solomon draft (2 players). The cards are dealt in packs of eight, face up, one pack at a time. One
// seat splits the pack into two piles (either may be empty); the other seat takes one pile and the
// splitter gets the other. The seats swap roles with every pack. Everything is face up.
import { z } from 'zod';
import { addedValue } from '../../bots/judge';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { cardIdField, mainBoardCards } from './move-fields';
import { SOLOMON_SEATS, solomonInfo } from './solomon-info';
import { checkCards, cloneTurnBase, dealCards, type TurnSetup, takeInto, turnBase } from './turn-setup';
import { turnViewFor } from './turn-view';
import type { CardJudge, TurnMode, TurnState } from './types';

export const SOLOMON_PACK = 8;

/** The splitter names the cards of the first pile; the chooser takes pile 0 or 1. */
export type SolomonMove = { split: string[] } | { choose: 0 | 1 };

export interface SolomonState extends TurnState<'solomon', SolomonMove> {
  upcoming: DraftCard[][];
  /** The pack on the table; its two piles once split (null before). */
  pack: DraftCard[];
  piles: [DraftCard[], DraftCard[]] | null;
  packNumber: number;
  packs: number;
}

export interface SolomonSetup extends TurnSetup {
  cards: DraftCard[];
  /** Packs of eight to deal; default 10 (80 cards). */
  packs?: number;
}

/** A waiting Solomon draft, or why the seats, cards or settings do not fit. */
export function createSolomon(setup: SolomonSetup): Result<SolomonState> {
  const base = turnBase('solomon', 'Solomon draft', setup, SOLOMON_SEATS);
  if (!base.ok) return base;
  const packs = setup.packs ?? 10;
  if (!Number.isInteger(packs) || packs < 1 || packs > 60) return fail('Solomon draft deals 1 to 60 packs.');
  const need = packs * SOLOMON_PACK;
  const bad = checkCards(setup.cards, need, `Solomon draft with ${packs} packs`);
  if (bad) return fail(bad);
  const dealt = dealCards(setup.cards, need, setup.seed);
  const upcoming = Array.from({ length: packs }, (_, p) =>
    dealt.slice(p * SOLOMON_PACK, (p + 1) * SOLOMON_PACK),
  );
  return ok({ ...base.value, upcoming, pack: [], piles: null, packNumber: -1, packs });
}

function dealNext(s: SolomonState): void {
  s.packNumber++;
  s.piles = null;
  const next = s.upcoming.shift();
  s.pack = next ? next.slice() : [];
  s.turn = next ? s.packNumber % 2 : null;
}

/** The splitter of the pack on the table. */
const splitter = (s: SolomonState) => s.packNumber % 2;

export const solomon: TurnMode<SolomonState, SolomonMove> = {
  id: 'solomon',
  publicPools: true,
  begin: dealNext,
  refuse(s, _seat, m) {
    if (s.piles === null) {
      if (!('split' in m) || !Array.isArray(m.split)) return 'Split the pack into two piles first.';
      const ids = new Set(m.split);
      if (ids.size !== m.split.length || m.split.some((id) => !s.pack.some((c) => c.id === id)))
        return 'A pile names cards of the pack, each once.';
      return null;
    }
    return 'choose' in m && (m.choose === 0 || m.choose === 1) ? null : 'Choose pile 1 or pile 2.';
  },
  play(s, seat, m, auto) {
    if ('split' in m) {
      const first = new Set(m.split);
      s.piles = [s.pack.filter((c) => first.has(c.id)), s.pack.filter((c) => !first.has(c.id))];
      s.pack = [];
      s.turn = 1 - seat;
      return;
    }
    const piles = s.piles!;
    const label = `pile ${m.choose + 1} of pack ${s.packNumber + 1}`;
    takeInto(s, seat, piles[m.choose], label, auto);
    // The splitter gets the other pile without a move of its own: it is recorded under this move.
    takeInto(s, splitter(s), piles[1 - m.choose]!, `pile ${2 - m.choose} of pack ${s.packNumber + 1}`, auto);
    dealNext(s);
  },
  botMove(s, seat, judge, rng) {
    const pool = s.seats[seat]!.pool;
    if (s.piles === null) return { split: botSplit(s.pack, pool, judge, rng) };
    const [a, b] = s.piles.map((p) => addedValue(judge.scores(p, pool)));
    return { choose: b! > a! + 1e-9 ? 1 : a! > b! + 1e-9 ? 0 : rng.int(2) === 0 ? 0 : 1 };
  },
  clone(s) {
    return {
      ...cloneTurnBase(s),
      upcoming: s.upcoming.slice(),
      pack: s.pack.slice(),
      piles: s.piles ? [s.piles[0].slice(), s.piles[1].slice()] : null,
    };
  },
  tableCards: (s) => [...s.upcoming.flat(), ...s.pack, ...(s.piles ?? []).flat()],
};

/**
 * The splitter bot balances the piles by its own values (best cards first, each to the lighter pile),
 * so whichever pile the other seat takes, the one left is worth about as much.
 */
function botSplit(
  pack: DraftCard[],
  pool: DraftCard[],
  judge: CardJudge,
  rng: { int(n: number): number },
): string[] {
  const scores = judge.scores(pack, pool);
  const order = pack.map((_, i) => i).sort((x, y) => scores[y]! - scores[x]! || x - y);
  const totals = [0, 0];
  const first: string[] = [];
  for (const i of order) {
    const side = totals[0]! < totals[1]! - 1e-9 ? 0 : totals[1]! < totals[0]! - 1e-9 ? 1 : rng.int(2);
    totals[side]! += Math.max(0, scores[i]!);
    if (side === 0) first.push(pack[i]!.id);
  }
  return first;
}

/** The Solomon table: the pack or its two piles, face up, and who splits. */
export interface SolomonTable {
  packNumber: number;
  packs: number;
  splitter: number;
  pack: DraftCard[];
  piles: [DraftCard[], DraftCard[]] | null;
}

export function solomonView(s: SolomonState, seat: number | null) {
  return turnViewFor(
    solomon,
    s,
    seat,
    (st): SolomonTable => ({
      packNumber: Math.max(0, Math.min(st.packNumber, st.packs - 1)),
      packs: st.packs,
      splitter: Math.max(0, st.packNumber) % 2,
      pack: st.pack.slice(),
      piles: st.piles ? [st.piles[0].slice(), st.piles[1].slice()] : null,
    }),
  );
}

/** Solomon as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const solomonMode = defineMode({
  info: solomonInfo,
  create: (d) => createSolomon({ ...d, cards: mainBoardCards(d.cube), packs: d.settings.packs }),
  rules: solomon,
  view: solomonView,
  tableSchema: tableOf<SolomonTable>(),
  moveSchema: z.union(
    [
      z.strictObject({ split: z.array(cardIdField).max(8, 'A pile holds at most 8 cards') }),
      z.strictObject({ choose: z.union([z.literal(0), z.literal(1)]) }),
    ],
    { error: 'Split the pack (name the cards of the first pile) or choose pile 0 or 1' },
  ),
});
