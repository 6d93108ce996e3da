// Boards of a cube (issue 15): the main board (what drafts use) and the maybeboard (the spec's
// "considering") always exist; besides them a curator may keep up to BOARDS_EXTRA_MAX named boards
// (tokens, basics, "cut from last update"). Booster drafts deal the main board only; a custom format's
// slot may name other boards to draw from. A card entry names its board by id: `main`, `maybe`, or an
// extra board's generated id, so renaming a board touches no card.
// The schemas are in board-schemas.ts: the cube list page reads boards without evaluating zod.

/** An extra board: its id (what entries store) and the name the curator gave it. */
export interface CubeBoard {
  id: string;
  name: string;
}

/** Named boards a cube may have besides the main board and the maybeboard. */
export const BOARDS_EXTRA_MAX = 10;
export const BOARD_NAME_MAX_LENGTH = 40;

export const BOARD_MESSAGES = {
  tooMany: `A cube can have at most ${BOARDS_EXTRA_MAX} boards besides the main board and the maybeboard`,
  nameEmpty: 'The board needs a name',
  nameTooLong: `Board names must be at most ${BOARD_NAME_MAX_LENGTH} characters`,
  nameTaken: 'This cube already has a board of that name',
  unknown: 'There is no such board in this cube',
} as const;

/** An extra board's id: `b-` and lower-case letters and digits (never `main` or `maybe`). */
export const EXTRA_BOARD_ID = /^b-[a-z0-9]{4,32}$/;

const FIXED_NAMES: Record<string, string> = { main: 'Main board', maybe: 'Maybeboard' };

/** The name of a board id for display (an id the cube no longer has shows as itself). */
export function boardName(id: string, boards: readonly CubeBoard[]): string {
  return FIXED_NAMES[id] ?? boards.find((b) => b.id === id)?.name ?? id;
}

/** Every board of a cube in display order: main, maybe, then the extra boards in the curator's order. */
export function allBoards(boards: readonly CubeBoard[]): CubeBoard[] {
  return [{ id: 'main', name: FIXED_NAMES.main! }, { id: 'maybe', name: FIXED_NAMES.maybe! }, ...boards];
}

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
// Names that read as the fixed boards (list formats write these words for main and maybe).
const RESERVED = new Set(['main', 'mainboard', 'main board', 'maybe', 'maybeboard', 'considering']);

/** Why a name cannot be given to a board (null when it can); `except` is the board being renamed. */
export function boardNameProblem(name: string, boards: readonly CubeBoard[], except?: string): string | null {
  const key = nameKey(name);
  if (RESERVED.has(key) || boards.some((b) => b.id !== except && nameKey(b.name) === key)) {
    return BOARD_MESSAGES.nameTaken;
  }
  return null;
}

/** The extra board of that name (case and spacing ignored), if any. */
export function boardByName(name: string, boards: readonly CubeBoard[]): CubeBoard | undefined {
  const key = nameKey(name);
  return boards.find((b) => nameKey(b.name) === key);
}

/** Whether `id` is a board of the cube. */
export function hasBoard(id: string, boards: readonly CubeBoard[]): boolean {
  return id === 'main' || id === 'maybe' || boards.some((b) => b.id === id);
}
