// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (rotisserie.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const ROTISSERIE_SEATS = { min: 2, max: 16 };

export const rotisserieInfo = {
  id: 'rotisserie',
  name: 'Rotisserie',
  description: 'The whole cube face up; the seats pick one card at a time in snake order, live or over days.',
  seats: ROTISSERIE_SEATS,
  settings: [{ key: 'picksPerSeat', label: 'Picks per player', min: 1, max: 90, default: 45 }],
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
