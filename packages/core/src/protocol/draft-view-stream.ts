import type { SeatView } from '../draft/view';
import { applySeatViewDelta } from '../draft/view-delta';
import type { DraftLifecycle } from './drafts';
import type { DraftDeltaMessage, DraftUpdateMessage } from './realtime';

/** The version of a seat's view a client holds (version 0 and no view before the first one). */
export interface HeldSeatView {
  version: number;
  status: DraftLifecycle | null;
  view: SeatView | null;
}

/** A full view: a `draft:update`, a subscribe ack's or an HTTP answer's (`view` null before the start). */
export type FullSeatView = Pick<DraftUpdateMessage, 'version' | 'status'> & { view: SeatView | null };

/**
 * What a client does with a draft view message (the web client, the server's tests and the bench share
 * it): `drop` one at or below the version it holds; take a full view; apply a delta to the version it
 * was made from; for a delta from any other version, `resync`, i.e. ask for a full view (`draft:subscribe`
 * again: the server then sends deltas from that view's version).
 */
export function receiveSeatView(
  held: HeldSeatView,
  message: FullSeatView | DraftDeltaMessage,
): { step: 'drop' } | { step: 'resync' } | { step: 'apply'; held: HeldSeatView } {
  if (message.version <= held.version) return { step: 'drop' };
  if (!('delta' in message)) {
    return { step: 'apply', held: { version: message.version, status: message.status, view: message.view } };
  }
  if (message.base !== held.version || !held.view) return { step: 'resync' };
  return {
    step: 'apply',
    held: {
      version: message.version,
      status: message.status,
      view: applySeatViewDelta(held.view, message.delta),
    },
  };
}
