import type { Clock, TimerHandle } from '@cubewright/core/clock';
import type { SavedDeck } from '@cubewright/core/protocol';

/** What the builder says about saving: nothing to save, waiting for the player to pause, saving, saved, failed. */
export type AutosaveStatus =
  | { state: 'idle' | 'pending' | 'saving' | 'saved' }
  | { state: 'failed'; error: string };

/** The deck's identity: two decks with the same cards on the same boards and basics save the same. */
export function deckKey(deck: SavedDeck): string {
  const basics = Object.entries(deck.basics)
    .filter(([, n]) => n > 0)
    .sort();
  return JSON.stringify([[...deck.side].sort(), basics]);
}

/**
 * Saves a deck as the player builds it (issue 30: an event lost every deck nobody saved by hand): a
 * change is sent once the player has paused for `pauseMs`, one request at a time, the latest deck last.
 * A failed save keeps the deck pending and says why; the next change or `flush` sends it again.
 */
export class DeckAutosave {
  private savedKey: string | null = null;
  private pending: { key: string; deck: SavedDeck } | null = null;
  private timer: TimerHandle | null = null;
  private sending: Promise<void> | null = null;

  constructor(
    private readonly send: (deck: SavedDeck) => Promise<void>,
    private readonly clock: Clock,
    private readonly report: (status: AutosaveStatus) => void,
    private readonly pauseMs = 800,
  ) {}

  /** The deck the server holds (or the builder's first deck): not saved again until it changes. */
  baseline(deck: SavedDeck): void {
    this.savedKey = deckKey(deck);
  }

  /** The builder's deck now; saved after the pause unless it is what the server holds. */
  change(deck: SavedDeck): void {
    const key = deckKey(deck);
    if (key === this.savedKey && !this.sending) {
      this.pending = null;
      this.stopTimer();
      return;
    }
    this.pending = { key, deck };
    this.report({ state: 'pending' });
    this.stopTimer();
    this.timer = this.clock.setTimeout(() => void this.flush(), this.pauseMs);
  }

  /** Sends what is pending now (leaving the page, or the player's own "Save deck"). */
  async flush(): Promise<void> {
    this.stopTimer();
    if (this.sending) await this.sending;
    const next = this.pending;
    if (!next) return;
    this.pending = null;
    this.report({ state: 'saving' });
    let failed = false;
    this.sending = this.send(next.deck).then(
      () => {
        this.savedKey = next.key;
      },
      (err: unknown) => {
        failed = true;
        this.pending ??= next;
        this.report({ state: 'failed', error: err instanceof Error ? err.message : String(err) });
      },
    );
    await this.sending;
    this.sending = null;
    // A failure waits for the next change or flush; a change made while sending goes now.
    if (failed) return;
    if (this.pending) await this.flush();
    else this.report({ state: 'saved' });
  }

  private stopTimer() {
    if (this.timer) this.clock.clear(this.timer);
    this.timer = null;
  }
}
