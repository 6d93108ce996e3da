// The turn-based modes by id, with what setup and lobby screens list: a one-line description, the
// player counts that fit, and the settings a host may change. The server folds and views any mode
// through this table, never through a per-mode branch.
import type { Result } from '../result';
import { createGrid, GRID_SEATS, type GridSetup, type GridState, grid, gridView } from './grid';
import {
  createHousman,
  HOUSMAN_SEATS,
  type HousmanSetup,
  type HousmanState,
  housman,
  housmanView,
} from './housman';
import {
  createMinesweeper,
  MINESWEEPER_SEATS,
  type MinesweeperSetup,
  type MinesweeperState,
  minesweeper,
  minesweeperView,
} from './minesweeper';
import {
  createRochester,
  ROCHESTER_SEATS,
  type RochesterSetup,
  type RochesterState,
  rochester,
  rochesterView,
} from './rochester';
import {
  createRotisserie,
  ROTISSERIE_SEATS,
  type RotisserieSetup,
  type RotisserieState,
  rotisserie,
  rotisserieView,
} from './rotisserie';
import {
  createSolomon,
  SOLOMON_SEATS,
  type SolomonSetup,
  type SolomonState,
  solomon,
  solomonView,
} from './solomon';
import {
  createTeamSealed,
  TEAM_SEALED_SEATS,
  type TeamSealedSetup,
  type TeamSealedState,
  teamSealed,
  teamSealedView,
} from './team-sealed';
import type { TurnMode } from './types';
import {
  createWinchester,
  WINCHESTER_SEATS,
  type WinchesterSetup,
  type WinchesterState,
  winchester,
  winchesterView,
} from './winchester';
import {
  createWinston,
  WINSTON_SEATS,
  type WinstonSetup,
  type WinstonState,
  winston,
  winstonView,
} from './winston';

export type AnyTurnState =
  | WinstonState
  | GridState
  | RochesterState
  | RotisserieState
  | WinchesterState
  | SolomonState
  | HousmanState
  | MinesweeperState
  | TeamSealedState;

export type TurnModeId = AnyTurnState['mode'];

export interface ModeSetting {
  key: string;
  label: string;
  min: number;
  max: number;
  default: number;
}

export interface TurnModeInfo {
  id: TurnModeId;
  name: string;
  description: string;
  seats: { min: number; max: number };
  settings: ModeSetting[];
}

/** The modes as setup and lobby list them. */
export const TURN_MODES: readonly TurnModeInfo[] = [
  {
    id: 'winston',
    name: 'Winston',
    description:
      'Look at face-down piles one at a time: take a pile, or add a card to it and look at the next.',
    seats: WINSTON_SEATS,
    settings: [
      { key: 'cardsPerSeat', label: 'Cards per player', min: 5, max: 90, default: 45 },
      { key: 'piles', label: 'Piles', min: 2, max: 5, default: 3 },
    ],
  },
  {
    id: 'grid',
    name: 'Grid',
    description: 'Take a row or a column of a face-up 3x3 grid; who picks first alternates grid by grid.',
    seats: GRID_SEATS,
    settings: [{ key: 'grids', label: 'Grids', min: 1, max: 60, default: 18 }],
  },
  {
    id: 'rochester',
    name: 'Rochester',
    description:
      'Packs are opened face up one at a time and every seat picks from the same pack in snake order.',
    seats: ROCHESTER_SEATS,
    settings: [
      { key: 'packs', label: 'Packs per player', min: 1, max: 10, default: 3 },
      { key: 'cardsPerPack', label: 'Cards per pack', min: 1, max: 30, default: 15 },
    ],
  },
  {
    id: 'rotisserie',
    name: 'Rotisserie',
    description:
      'The whole cube face up; the seats pick one card at a time in snake order, live or over days.',
    seats: ROTISSERIE_SEATS,
    settings: [{ key: 'picksPerSeat', label: 'Picks per player', min: 1, max: 90, default: 45 }],
  },
  {
    id: 'winchester',
    name: 'Winchester',
    description: 'Take one of four face-up piles; then every pile gets one more card from the stack.',
    seats: WINCHESTER_SEATS,
    settings: [
      { key: 'cardsPerSeat', label: 'Cards per player', min: 5, max: 90, default: 45 },
      { key: 'piles', label: 'Piles', min: 2, max: 6, default: 4 },
    ],
  },
  {
    id: 'solomon',
    name: 'Solomon',
    description: 'One player splits eight face-up cards into two piles, the other takes a pile; roles swap.',
    seats: SOLOMON_SEATS,
    settings: [{ key: 'packs', label: 'Packs of eight', min: 1, max: 60, default: 10 }],
  },
  {
    id: 'housman',
    name: 'Housman',
    description: 'Hold a private hand of five; in turn, swap a card of your hand for one of a face-up row.',
    seats: HOUSMAN_SEATS,
    settings: [
      { key: 'rounds', label: 'Rounds', min: 1, max: 20, default: 9 },
      { key: 'handSize', label: 'Hand size', min: 1, max: 20, default: 5 },
      { key: 'rowSize', label: 'Row size', min: 1, max: 20, default: 5 },
      { key: 'swapsPerSeat', label: 'Swaps per player per round', min: 1, max: 20, default: 3 },
    ],
  },
  {
    id: 'minesweeper',
    name: 'Minesweeper',
    description: 'Take a face-up card from a face-down grid; taking a card turns its neighbours face up.',
    seats: MINESWEEPER_SEATS,
    settings: [
      { key: 'grids', label: 'Grids', min: 1, max: 20, default: 3 },
      { key: 'width', label: 'Grid width', min: 1, max: 20, default: 9 },
      { key: 'height', label: 'Grid height', min: 1, max: 20, default: 9 },
      { key: 'picksPerSeat', label: 'Picks per player per grid', min: 1, max: 20, default: 9 },
    ],
  },
  {
    id: 'team-sealed',
    name: 'Team sealed',
    description:
      'Teams (seats in order) open their packs into one team pool and split it; each builds from their share.',
    seats: TEAM_SEALED_SEATS,
    settings: [
      { key: 'teams', label: 'Teams', min: 2, max: 4, default: 2 },
      { key: 'packsPerTeam', label: 'Packs per team', min: 1, max: 12, default: 8 },
      { key: 'cardsPerPack', label: 'Cards per pack', min: 1, max: 30, default: 15 },
    ],
  },
];

// The rules of each mode under one key; the casts are safe because a state's `mode` picks its rules.
const RULES: Record<TurnModeId, TurnMode<AnyTurnState, unknown>> = {
  winston: winston as unknown as TurnMode<AnyTurnState, unknown>,
  grid: grid as unknown as TurnMode<AnyTurnState, unknown>,
  rochester: rochester as unknown as TurnMode<AnyTurnState, unknown>,
  rotisserie: rotisserie as unknown as TurnMode<AnyTurnState, unknown>,
  winchester: winchester as unknown as TurnMode<AnyTurnState, unknown>,
  solomon: solomon as unknown as TurnMode<AnyTurnState, unknown>,
  housman: housman as unknown as TurnMode<AnyTurnState, unknown>,
  minesweeper: minesweeper as unknown as TurnMode<AnyTurnState, unknown>,
  'team-sealed': teamSealed as unknown as TurnMode<AnyTurnState, unknown>,
};

/** The rules of a state's mode. */
export function rulesOf(state: AnyTurnState): TurnMode<AnyTurnState, unknown> {
  return RULES[state.mode];
}

/** Each mode's seat view. */
export function turnModeView(state: AnyTurnState, seat: number) {
  switch (state.mode) {
    case 'winston':
      return winstonView(state, seat);
    case 'grid':
      return gridView(state, seat);
    case 'rochester':
      return rochesterView(state, seat);
    case 'rotisserie':
      return rotisserieView(state, seat);
    case 'winchester':
      return winchesterView(state, seat);
    case 'solomon':
      return solomonView(state, seat);
    case 'housman':
      return housmanView(state, seat);
    case 'minesweeper':
      return minesweeperView(state, seat);
    case 'team-sealed':
      return teamSealedView(state, seat);
  }
}

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

/** A waiting draft of any turn-based mode, or a clear reason it cannot be set up. */
export function createTurnDraft(setup: TurnModeSetup): Result<AnyTurnState> {
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
