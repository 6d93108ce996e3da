import type { TurnModeId } from '@cubewright/core/draft/modes';
import type { ComponentType } from 'react';
import { GlimpseScreen, glimpseDetail, glimpseHeadline } from './glimpse-screen';
import { GridTable, gridDetail } from './grid-table';
import { HousmanScreen, housmanDetail } from './housman-screen';
import { MinesweeperScreen, minesweeperDetail } from './minesweeper-screen';
import type { ModeScreenProps } from './mode-screen-props';
import { RochesterTable, rochesterDetail } from './rochester-table';
import { RotisserieScreen, rotisserieDetail } from './rotisserie-screen';
import { auctionDetail, auctionHeadline, SilentAuctionScreen } from './silent-auction-screen';
import { SolomonScreen, solomonDetail } from './solomon-screen';
import type { ModeView } from './table-api';
import { TeamSealedScreen, teamSealedDetail, teamSealedHeadline } from './team-sealed-screen';
import { WinchesterScreen, winchesterDetail } from './winchester-screen';
import { WinstonTable, winstonDetail } from './winston-table';

/** One mode's table screen, and its line under the turn banner (which pile, which grid, who is next). */
export interface ModeScreen<M extends TurnModeId> {
  Screen: ComponentType<ModeScreenProps<ModeView<M>>>;
  detail?: (view: ModeView<M>) => string;
  /**
   * Seats act at once (team sealed, Glimpse, Silent Auction): no seat is marked "to move". Whether this
   * seat may move is the view's own `mayMove`, for every mode.
   */
  turnless?: true;
  /** The banner's headline in place of "Your turn" / "Waiting for ...", for such modes. */
  headline?: (view: ModeView<M>) => string;
}

/**
 * The table screen of each turn-based mode; the session (table-session.tsx) draws the banner, the
 * seats, the pool and the chat around it. A mode missing here shows the banner and the pool only.
 */
export const MODE_SCREENS: { [M in TurnModeId]?: ModeScreen<M> } = {
  winston: { Screen: WinstonTable, detail: winstonDetail },
  grid: { Screen: GridTable, detail: gridDetail },
  rochester: { Screen: RochesterTable, detail: rochesterDetail },
  rotisserie: { Screen: RotisserieScreen, detail: rotisserieDetail },
  winchester: { Screen: WinchesterScreen, detail: winchesterDetail },
  solomon: { Screen: SolomonScreen, detail: solomonDetail },
  housman: { Screen: HousmanScreen, detail: housmanDetail },
  minesweeper: { Screen: MinesweeperScreen, detail: minesweeperDetail },
  'team-sealed': {
    Screen: TeamSealedScreen,
    detail: teamSealedDetail,
    turnless: true,
    headline: teamSealedHeadline,
  },
  glimpse: {
    Screen: GlimpseScreen,
    detail: glimpseDetail,
    turnless: true,
    headline: glimpseHeadline,
  },
  'silent-auction': {
    Screen: SilentAuctionScreen,
    detail: auctionDetail,
    turnless: true,
    headline: auctionHeadline,
  },
};

/** The entry for a view's mode, typed for that view (the registry's keys tie mode and screen). */
export function screenFor(view: ModeView<TurnModeId>): ModeScreen<TurnModeId> | undefined {
  return MODE_SCREENS[view.mode] as ModeScreen<TurnModeId> | undefined;
}
