// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (winston.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const WINSTON_SEATS = { min: 2, max: 3 };

export const winstonInfo = {
  id: 'winston',
  name: 'Winston',
  description:
    'Look at face-down piles one at a time: take a pile, or add a card to it and look at the next.',
  seats: WINSTON_SEATS,
  settings: [
    { key: 'cardsPerSeat', label: 'Cards per player', min: 5, max: 90, default: 45 },
    { key: 'piles', label: 'Piles', min: 2, max: 5, default: 3 },
  ],
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
