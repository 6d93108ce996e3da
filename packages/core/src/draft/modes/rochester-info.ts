// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (rochester.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const ROCHESTER_SEATS = { min: 2, max: 8 };

export const rochesterInfo = {
  id: 'rochester',
  name: 'Rochester',
  description:
    'Packs are opened face up one at a time and every seat picks from the same pack in snake order.',
  seats: ROCHESTER_SEATS,
  settings: [
    { key: 'packs', label: 'Packs per player', min: 1, max: 10, default: 3 },
    { key: 'cardsPerPack', label: 'Cards per pack', min: 1, max: 30, default: 15 },
  ],
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
