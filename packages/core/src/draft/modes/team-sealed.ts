// Team sealed. The seats are split into teams in seat order (seats 0..k-1 are team 1, and so on); each
// team's sealed packs are opened into one team pool that only its members see. A member claims cards
// from the team pool into their own pool, or returns them, until they mark themselves done; the draft
// ends when every member of every team is done, and each member builds a deck from their own pool.
// Members act at any time, not in turns (`mayMove`), so `turn` only names whom the engine plays for:
// a bot still choosing first (so bots take their share as soon as the draft starts), else the first
// person still choosing; null once everyone is done. Cards nobody claims stay in the team pool.
import { z } from 'zod';
import { createRng } from '../../random/rng';
import { generateSealedPools, mainBoard } from '../packs';
import { fail, ok, type Result } from '../result';
import type { DraftCard } from '../types';
import { defineMode, tableOf } from './define-mode';
import { cardIdField } from './move-fields';
import { TEAM_SEALED_SEATS, teamSealedInfo, teamSplitError } from './team-sealed-info';
import {
  bestIndex,
  checkCards,
  cloneTurnBase,
  removeById,
  type TurnSetup,
  takeInto,
  turnBase,
} from './turn-setup';
import { turnViewFor } from './turn-view';
import type { TurnMode, TurnState } from './types';

export type TeamSealedMove = { claim: string } | { return: string } | { done: true };

export interface TeamSealedState extends TurnState<'team-sealed', TeamSealedMove> {
  /** Each team's unclaimed cards, in the order the packs were opened. */
  teamPools: DraftCard[][];
  /** Members per team: seat s is in team floor(s / teamSize). */
  teamSize: number;
  /** Per seat: has it finished choosing (it may then neither claim nor return). */
  done: boolean[];
}

export interface TeamSealedSetup extends TurnSetup {
  /** One pool per team: its packs opened together. The number of teams is pools.length. */
  pools: readonly (readonly DraftCard[])[];
}

/** A waiting team sealed draft, or why the seats or pools do not fit. */
export function createTeamSealed(setup: TeamSealedSetup): Result<TeamSealedState> {
  // A turn clock has no meaning when every member chooses at once: the draft has none.
  const base = turnBase('team-sealed', 'Team sealed draft', { ...setup, timer: null }, TEAM_SEALED_SEATS);
  if (!base.ok) return base;
  const split = teamSplitError(setup.seats.length, setup.pools.length);
  if (split) return fail(split);
  const bad = checkCards(setup.pools.flat(), 0, 'Team sealed');
  if (bad) return fail(bad);
  return ok({
    ...base.value,
    teamPools: setup.pools.map((p) => p.slice()),
    teamSize: setup.seats.length / setup.pools.length,
    done: setup.seats.map(() => false),
  });
}

export const teamOf = (s: TeamSealedState, seat: number) => Math.floor(seat / s.teamSize);

/** The seats of `team`, in seat order. */
export const teamSeats = (s: TeamSealedState, team: number) =>
  Array.from({ length: s.teamSize }, (_, i) => team * s.teamSize + i);

function nextTurn(s: TeamSealedState): void {
  const open = s.seats.map((_, i) => i).filter((i) => !s.done[i]);
  s.turn = open.find((i) => s.seats[i]!.kind === 'bot') ?? open[0] ?? null;
}

const isClaim = (m: TeamSealedMove): m is { claim: string } =>
  typeof (m as { claim?: unknown }).claim === 'string';
const isReturn = (m: TeamSealedMove): m is { return: string } =>
  typeof (m as { return?: unknown }).return === 'string';

export const teamSealed: TurnMode<TeamSealedState, TeamSealedMove> = {
  id: 'team-sealed',
  publicPools: false,
  begin: nextTurn,
  mayMove(s, seat) {
    return s.done[seat] ? `${s.seats[seat]!.name} has already finished choosing.` : null;
  },
  refuse(s, seat, m) {
    if (isClaim(m))
      return s.teamPools[teamOf(s, seat)]!.some((c) => c.id === m.claim)
        ? null
        : "That card is not in your team's pool (already claimed?).";
    if (isReturn(m))
      return s.seats[seat]!.pool.some((c) => c.id === m.return) ? null : 'That card is not in your pool.';
    return (m as { done?: unknown }).done === true
      ? null
      : 'Claim a card, return a card or mark yourself done.';
  },
  play(s, seat, m, auto) {
    const teamPool = s.teamPools[teamOf(s, seat)]!;
    if (isClaim(m)) takeInto(s, seat, [removeById(teamPool, m.claim)], 'the team pool', auto);
    else if (isReturn(m)) teamPool.push(removeById(s.seats[seat]!.pool, m.return));
    else s.done[seat] = true;
    nextTurn(s);
  },
  // A bot (or a seat handed to one) claims its best cards up to an even share of the team's cards,
  // then is done; it never returns a card.
  botMove(s, seat, judge, rng) {
    const team = teamOf(s, seat);
    const teamPool = s.teamPools[team]!;
    const own = s.seats[seat]!.pool;
    const total = teamSeats(s, team).reduce((n, m) => n + s.seats[m]!.pool.length, teamPool.length);
    if (teamPool.length === 0 || own.length >= Math.floor(total / s.teamSize)) return { done: true };
    return { claim: teamPool[bestIndex(judge.scores(teamPool, own), rng)]!.id };
  },
  clone(s) {
    return { ...cloneTurnBase(s), teamPools: s.teamPools.map((p) => p.slice()), done: s.done.slice() };
  },
  tableCards: (s) => s.teamPools.flat(),
};

/** The team sealed table as one seat sees it: its own team's pool only, and who is still choosing. */
export interface TeamSealedTable {
  /** The seat's team; null in a spectator's view. */
  team: number | null;
  /** Every team's seats, so a screen can name a seat's teammates. */
  teams: number[][];
  teamPool: DraftCard[];
  /** Per seat: finished choosing. */
  done: boolean[];
}

export function teamSealedView(s: TeamSealedState, seat: number | null) {
  return turnViewFor(
    teamSealed,
    s,
    seat,
    (st, me): TeamSealedTable => ({
      team: me === null ? null : teamOf(st, me),
      teams: st.teamPools.map((_, t) => teamSeats(st, t)),
      // A spectator belongs to no team, and a team's shared pool is that team's own (ADR 0073).
      teamPool: me === null ? [] : st.teamPools[teamOf(st, me)]!.slice(),
      done: st.done.slice(),
    }),
  );
}

/** Team sealed as one mode: what setup lists, the deal, the rules, the view and the wire shapes. */
export const teamSealedMode = defineMode({
  info: teamSealedInfo,
  // Each team's packs, dealt as sealed deals a player's, opened into one team pool.
  create(d) {
    const { teams, packsPerTeam, cardsPerPack } = d.settings;
    const need = teams * packsPerTeam * cardsPerPack;
    const have = mainBoard(d.cube).length;
    if (have < need)
      return fail(
        `Team sealed with ${teams} teams × ${packsPerTeam} packs × ${cardsPerPack} cards needs ${need} cards; the cube has ${have} in its main board.`,
      );
    const pools = generateSealedPools(
      d.cube,
      { players: teams, packsPerPlayer: packsPerTeam, cardsPerPack },
      createRng(d.seed, 0x7ea5),
    );
    if (!pools.ok) return pools;
    return createTeamSealed({
      seed: d.seed,
      seats: d.seats,
      pools: pools.value.map((packs) => packs.flat()),
    });
  },
  rules: teamSealed,
  view: teamSealedView,
  tableSchema: tableOf<TeamSealedTable>(),
  moveSchema: z.union(
    [
      z.strictObject({ claim: cardIdField }),
      z.strictObject({ return: cardIdField }),
      z.strictObject({ done: z.literal(true) }),
    ],
    { error: 'Claim a card ({ claim }), return one ({ return }) or mark yourself done ({ done: true })' },
  ),
  // The table first: "5 players do not split into 2 teams" matters before the settings and the cube.
});
