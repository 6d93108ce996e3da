// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (glimpse.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const GLIMPSE_SEATS = { min: 2, max: 8 };

export const glimpseInfo = {
  id: 'glimpse',
  name: 'Glimpse',
  description:
    'Packs pass as in a booster draft, but each time you take a card you burn two more from the pack.',
  seats: GLIMPSE_SEATS,
  settings: [
    { key: 'packs', label: 'Packs per player', min: 1, max: 12, default: 3 },
    { key: 'cardsPerPack', label: 'Cards per pack', min: 1, max: 30, default: 15 },
  ],
  pickTimer: true,
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
