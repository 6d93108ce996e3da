// From the zod-free module: this tracker is on the cube page's first load (bench:cube-page).
import { liveVersionStep } from '@cubewright/core/protocol/realtime-constants';

/** What a `cube:changed` event means: the next change, a change after a gap, or an old one. */
export type LiveStep = 'apply' | 'resync' | 'drop';

/**
 * Tracks the last room version a client has seen. Duplicates and stale events are dropped; the next
 * event applies; a gap, or a (re)subscribe ack ahead of what we saw, means we missed changes. In every
 * case but a drop the page refetches the cube over HTTP.
 */
export class LiveVersionTracker {
  private last: number | null = null;

  /** The last version seen (null before the first subscribe ack). */
  get version(): number | null {
    return this.last;
  }

  /** A subscribe ack (first connect or after a reconnect): true when changes were missed meanwhile. */
  onSubscribed(version: number): boolean {
    const previous = this.last;
    this.last = previous === null ? version : Math.max(previous, version);
    return previous !== null && version > previous;
  }

  /** A `cube:changed` event of room version `version`. */
  onChanged(version: number): LiveStep {
    // An event before the first ack cannot be placed: treat it as a resync (the ack sets the baseline).
    if (this.last === null) {
      this.last = version;
      return 'resync';
    }
    const step = liveVersionStep(this.last, version);
    if (step !== 'drop') this.last = version;
    return step;
  }
}
