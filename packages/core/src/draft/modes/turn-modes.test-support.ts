// Test helpers (kept out of production builds): synthetic cards, seats and a runner for turn-based modes.
import type { Result } from '../result';
import type { DraftCard, SeatKind } from '../types';
import { createGrid, type GridSetup } from './grid';
import { createHousman, type HousmanSetup } from './housman';
import { createMinesweeper, type MinesweeperSetup } from './minesweeper';
import { createRochester, type RochesterSetup } from './rochester';
import { createRotisserie, type RotisserieSetup } from './rotisserie';
import { createSolomon, type SolomonSetup } from './solomon';
import { createTeamSealed, type TeamSealedSetup } from './team-sealed';
import { type TurnDeps, turnReducer } from './turn-engine';
import type { TurnAction, TurnEvent } from './turn-events';
import type { TurnMode, TurnState } from './types';
import { createWinchester, type WinchesterSetup } from './winchester';
import { createWinston, type WinstonSetup } from './winston';

/** `n` cards `c0..c<n-1>` of distinct card ids. */
export const testCards = (n: number, prefix = 'c'): DraftCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, cardId: `card-${prefix}${i}` }));

export const testSeats = (n: number, kinds: SeatKind[] = []) =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: kinds[i] ?? ('human' as SeatKind) }));

/** Applies actions in order, failing on an unexpected error event; returns the state and all events. */
export function runTurns<S extends TurnState<string, Mv>, Mv>(
  mode: TurnMode<S, Mv>,
  state: S,
  actions: TurnAction<Mv>[],
  deps: TurnDeps = {},
) {
  const events: TurnEvent<Mv>[] = [];
  for (const a of actions) {
    const r = turnReducer(mode, state, a, deps);
    const err = r.events.find((e) => e.type === 'error');
    if (err) throw new Error(`unexpected error: ${JSON.stringify(err)}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** A move action for the seat to move, numbered from the state. */
export const moveOf = <Mv>(
  state: TurnState<string, Mv>,
  move: Mv,
  now = 0,
): Extract<TurnAction<Mv>, { type: 'move' }> => ({
  type: 'move',
  seat: state.turn ?? 0,
  moveNumber: state.moveNumber,
  move,
  now,
});

/** Card ids of a list, for short assertions. */
export const ids = (cards: readonly (DraftCard | null)[]) => cards.map((c) => c?.id ?? null);

/** A waiting table of any mode from cards already made (tests' setups; the app deals from a cube). */
export type TurnModeSetup =
  | ({ mode: 'winston' } & WinstonSetup)
  | ({ mode: 'grid' } & GridSetup)
  | ({ mode: 'rochester' } & RochesterSetup)
  | ({ mode: 'rotisserie' } & RotisserieSetup)
  | ({ mode: 'winchester' } & WinchesterSetup)
  | ({ mode: 'solomon' } & SolomonSetup)
  | ({ mode: 'housman' } & HousmanSetup)
  | ({ mode: 'minesweeper' } & MinesweeperSetup)
  | ({ mode: 'team-sealed' } & TeamSealedSetup);

export function createTurnDraft(setup: TurnModeSetup): Result<TurnState> {
  switch (setup.mode) {
    case 'winston':
      return createWinston(setup);
    case 'grid':
      return createGrid(setup);
    case 'rochester':
      return createRochester(setup);
    case 'rotisserie':
      return createRotisserie(setup);
    case 'winchester':
      return createWinchester(setup);
    case 'solomon':
      return createSolomon(setup);
    case 'housman':
      return createHousman(setup);
    case 'minesweeper':
      return createMinesweeper(setup);
    case 'team-sealed':
      return createTeamSealed(setup);
  }
}
