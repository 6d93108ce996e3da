import type { Clock } from '@cubewright/core/clock';
import {
  SHARE_MESSAGES,
  SHARE_WRONG_LINKS_MAX,
  SHARE_WRONG_LINKS_WINDOW_MS,
} from '@cubewright/core/protocol';
import { HttpError } from '../../http/errors';

// Guessing event links (docs/decisions/0060-event-share-link.md): 192 random bits are not guessable, but
// an address that keeps asking for links that do not exist is refused for a while, so nobody can sweep
// the link space or load the database with misses. Only misses count: a player holding a real link is
// never slowed. Counted per instance in memory (the count is a brake, not a secret), in fixed windows.

/** Addresses remembered at most; past it the oldest window is forgotten first. */
const MAX_ADDRESSES = 10_000;

export class WrongLinkCounter {
  private readonly byAddress = new Map<string, { since: number; misses: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly max = SHARE_WRONG_LINKS_MAX,
    private readonly windowMs = SHARE_WRONG_LINKS_WINDOW_MS,
  ) {}

  private current(address: string) {
    const entry = this.byAddress.get(address);
    if (entry && this.clock.now() - entry.since < this.windowMs) return entry;
    if (entry) this.byAddress.delete(address);
    return null;
  }

  /** Throws 429 while the address has used up its misses in the current window. */
  check(address: string): void {
    const entry = this.current(address);
    if (entry && entry.misses >= this.max) {
      const wait = Math.ceil((entry.since + this.windowMs - this.clock.now()) / 1000);
      throw new HttpError(429, SHARE_MESSAGES.tooManyWrongLinks, 'rate_limited', { retryAfterSeconds: wait });
    }
  }

  /** Counts one wrong link asked for by the address. */
  miss(address: string): void {
    const entry = this.current(address) ?? { since: this.clock.now(), misses: 0 };
    entry.misses++;
    this.byAddress.delete(address);
    this.byAddress.set(address, entry);
    if (this.byAddress.size > MAX_ADDRESSES) this.byAddress.delete(this.byAddress.keys().next().value!);
  }
}
