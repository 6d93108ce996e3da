// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (minesweeper.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const MINESWEEPER_SEATS = { min: 2, max: 8 };

export const minesweeperInfo = {
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
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
