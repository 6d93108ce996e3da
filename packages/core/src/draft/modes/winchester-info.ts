// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (winchester.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const WINCHESTER_SEATS = { min: 2, max: 2 };

export const winchesterInfo = {
  id: 'winchester',
  name: 'Winchester',
  description: 'Take one of four face-up piles; then every pile gets one more card from the stack.',
  seats: WINCHESTER_SEATS,
  settings: [
    { key: 'cardsPerSeat', label: 'Cards per player', min: 5, max: 90, default: 45 },
    { key: 'piles', label: 'Piles', min: 2, max: 6, default: 4 },
  ],
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
