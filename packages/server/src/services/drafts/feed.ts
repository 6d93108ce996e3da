import type { ChatMessage } from '@cubewright/core/protocol/draft-lobby';
import type { AppEventBus, DraftChange } from '../events/app-events';
import type { Folded } from './draft-log';

/**
 * The drafts' change feed: what the lobby and the table announce on the app's event bus after a
 * commit. The realtime layer subscribes (each seat hears its own view); drafts never call it.
 */
export class DraftFeed {
  constructor(private readonly events: AppEventBus) {}

  /**
   * A new version committed; `committed` is its state when this instance committed it, `relayed` when
   * the commit's own statement told the other instances (group-commit.ts), so the gateway need not.
   */
  updated(draftId: string, committed?: Folded, relayed = false): void {
    if (!committed) this.publish({ draftId, kind: 'update' });
    else
      this.publish(
        relayed
          ? { draftId, kind: 'update', committed, relayed: true }
          : { draftId, kind: 'update', committed },
      );
  }

  /** Seats, settings or status changed: lobby pages refetch. */
  lobbyChanged(draftId: string): void {
    this.publish({ draftId, kind: 'lobby' });
  }

  chatted(draftId: string, message: ChatMessage): void {
    this.publish({ draftId, kind: 'chat', message });
  }

  private publish(change: DraftChange): void {
    void this.events.publish('draft:changed', change);
  }
}
