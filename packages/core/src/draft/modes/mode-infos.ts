// The one list of every way to draft as the setup and lobby screens show them (names, player counts,
// settings: DRAFT_MODE_INFOS, booster draft first, then the turn-based modes) and the checks those
// screens make before the server is asked. Engines and schemas are in registry.ts, which lists the same
// modes in the same order (its test holds the two together); this list imports no zod, so a page that
// only shows the modes loads none (ADR 0078).
import type { Result } from '../result';
import { boosterInfo } from './booster-info';
import { glimpseInfo } from './glimpse-info';
import { gridInfo } from './grid-info';
import { housmanInfo } from './housman-info';
import { minesweeperInfo } from './minesweeper-info';
import { checkSettings, infoSeatsProblem, type ModeInfo } from './mode-info';
import { rochesterInfo } from './rochester-info';
import { rotisserieInfo } from './rotisserie-info';
import { silentAuctionInfo } from './silent-auction-info';
import { solomonInfo } from './solomon-info';
import { teamSealedInfo } from './team-sealed-info';
import { winchesterInfo } from './winchester-info';
import { winstonInfo } from './winston-info';

const INFO_LIST = [
  winstonInfo,
  gridInfo,
  rochesterInfo,
  rotisserieInfo,
  winchesterInfo,
  solomonInfo,
  housmanInfo,
  minesweeperInfo,
  teamSealedInfo,
  glimpseInfo,
  silentAuctionInfo,
] as const;

export type TurnModeId = (typeof INFO_LIST)[number]['id'];

export type TurnModeInfo = ModeInfo<TurnModeId>;

/** The modes as setup and lobby list them, in that order. */
export const TURN_MODES: readonly TurnModeInfo[] = INFO_LIST;

/** Every way to draft, booster first, in the order of any-draft.ts DRAFT_MODES (ADR 0081). */
export const DRAFT_MODE_INFOS: readonly ModeInfo[] = [boosterInfo, ...TURN_MODES];

const infoOf = (mode: string) => TURN_MODES.find((m) => m.id === mode);

/** The mode's settings with defaults filled in, or a message naming the first bad one. */
export function modeSettings(
  mode: string,
  given: Readonly<Record<string, number>>,
): Result<Record<string, number>> {
  const info = infoOf(mode);
  return info ? checkSettings(info, given) : { ok: false, error: `There is no draft mode "${mode}".` };
}

/**
 * Why `seats` players cannot sit at a `mode` table with these settings (the player counts the mode
 * takes; team sealed: teams of two or more), or null. Setup screens show it before the server is asked.
 */
export function modeSeatsProblem(
  mode: string,
  seats: number,
  settings: Readonly<Record<string, number>>,
): string | null {
  const info = infoOf(mode);
  return info ? infoSeatsProblem(info, seats, settings) : null;
}
