// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (solomon.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const SOLOMON_SEATS = { min: 2, max: 2 };

export const solomonInfo = {
  id: 'solomon',
  name: 'Solomon',
  description: 'One player splits eight face-up cards into two piles, the other takes a pile; roles swap.',
  seats: SOLOMON_SEATS,
  settings: [{ key: 'packs', label: 'Packs of eight', min: 1, max: 60, default: 10 }],
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
