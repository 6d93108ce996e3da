// What the setup and lobby screens show of this mode (name, player counts, settings), apart from its
// engine and schemas (silent-auction.ts) so that those pages load no zod (ADR 0078).
import type { ModeInfo } from './mode-info';

export const AUCTION_SEATS = { min: 2, max: 8 };

export const silentAuctionInfo = {
  id: 'silent-auction',
  name: 'Silent Auction',
  description:
    'One card at a time is shown to all; everyone bids in secret from a budget, and the highest bid wins it.',
  seats: AUCTION_SEATS,
  settings: [
    { key: 'cardsPerSeat', label: 'Cards per player', min: 1, max: 60, default: 15 },
    { key: 'budget', label: 'Budget per player', min: 0, max: 10000, default: 100 },
  ],
  // Bots play it in the simulator by its name, at the fewest players it seats.
  simulator: 'ownSeats',
} as const satisfies ModeInfo;
