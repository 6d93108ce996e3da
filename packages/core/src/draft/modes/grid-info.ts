// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (grid.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const GRID_SEATS = { min: 2, max: 3 };

export const gridInfo = {
  id: 'grid',
  name: 'Grid',
  description: 'Take a row or a column of a face-up 3x3 grid; who picks first alternates grid by grid.',
  seats: GRID_SEATS,
  settings: [{ key: 'grids', label: 'Grids', min: 1, max: 60, default: 18 }],
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
