// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (housman.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const HOUSMAN_SEATS = { min: 2, max: 6 };

export const housmanInfo = {
  id: 'housman',
  name: 'Housman',
  description: 'Hold a private hand of five; in turn, swap a card of your hand for one of a face-up row.',
  seats: HOUSMAN_SEATS,
  settings: [
    { key: 'rounds', label: 'Rounds', min: 1, max: 20, default: 9 },
    { key: 'handSize', label: 'Hand size', min: 1, max: 20, default: 5 },
    { key: 'rowSize', label: 'Row size', min: 1, max: 20, default: 5 },
    { key: 'swapsPerSeat', label: 'Swaps per player per round', min: 1, max: 20, default: 3 },
  ],
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
