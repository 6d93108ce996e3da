import { applyJsonDelta, jsonDelta } from '../draft/json-delta';
import type { AnyViewDelta } from '../draft/modes/draft-engine';
import type { AnySeatView } from '../draft/modes/registry';
import { applySeatViewDelta, othersCountersOnly, seatViewDelta } from '../draft/view-delta';
import type { DraftLifecycle } from './drafts';

/** The version of a seat's view a client holds (version 0 and no view before the first one). */
export interface HeldDraftView {
  version: number;
  status: DraftLifecycle | null;
  seen: AnySeatView | null;
}

/** A whole view: a subscribe ack's, a `draft:view` with `seen`, or an HTTP answer's. */
export interface FullDraftView {
  version: number;
  status: DraftLifecycle;
  seen?: AnySeatView | null;
}

/** A `draft:view` as it travels: whole (`seen`) or a delta from version `base`. */
export interface DraftViewChange extends FullDraftView {
  base?: number;
  delta?: AnyViewDelta;
}

/**
 * What changed from `before` to `after` (two views of one seat), or null when they are of different
 * kinds (the server then sends the view whole). The server's half of the stream.
 */
export function viewChange(before: AnySeatView, after: AnySeatView): AnyViewDelta | null {
  if (before.stream === 'packs' && after.stream === 'packs')
    return { stream: 'packs', seq: after.seq, delta: seatViewDelta(before.view, after.view) };
  if (before.stream === 'table' && after.stream === 'table')
    return { stream: 'table', seq: after.seq, delta: jsonDelta(before.view, after.view) };
  if (before.stream === 'watch' && after.stream === 'watch')
    return { stream: 'watch', seq: after.seq, delta: jsonDelta(before.view, after.view) };
  return null;
}

/**
 * Whether a change only moves other seats' "packs waiting" counters (a booster seat's view): such a
 * change may wait for the seat's own next one (ADR 0035, addendum 2).
 */
export function countersOnly(change: AnyViewDelta, seat: number): boolean {
  return change.stream === 'packs' && othersCountersOnly(change.delta, seat);
}

/** `seen` with a delta of its own kind applied, or null when the delta is of the other kind. */
function applyDelta(seen: AnySeatView, change: AnyViewDelta): AnySeatView | null {
  if (seen.stream === 'packs' && change.stream === 'packs')
    return { stream: 'packs', seq: change.seq, view: applySeatViewDelta(seen.view, change.delta) };
  if (seen.stream === 'table' && change.stream === 'table')
    return { stream: 'table', seq: change.seq, view: applyJsonDelta(seen.view, change.delta) };
  if (seen.stream === 'watch' && change.stream === 'watch')
    return { stream: 'watch', seq: change.seq, view: applyJsonDelta(seen.view, change.delta) };
  return null;
}

/**
 * What a client does with a draft view message, of any mode (the web client, the server's tests and the
 * bench share it): `drop` one at or below the version it holds; take a whole view; apply a delta to the
 * version it was made from; for a delta from any other version, `resync`, i.e. ask for a whole view
 * (`draft:subscribe` again: the server then sends deltas from that view's version). A whole view
 * without `seen` (before the start) keeps the view held. The first answer is taken at any version: a
 * draft still in its lobby is at version 0, and its status is what the page has to show.
 */
export function receiveDraftView(
  held: HeldDraftView,
  message: DraftViewChange,
): { step: 'drop' } | { step: 'resync' } | { step: 'apply'; held: HeldDraftView } {
  const first = held.status === null;
  if (message.version < held.version || (message.version === held.version && !first)) return { step: 'drop' };
  if (!message.delta) {
    const seen = message.seen ?? held.seen;
    return { step: 'apply', held: { version: message.version, status: message.status, seen } };
  }
  if (message.base !== held.version || !held.seen) return { step: 'resync' };
  const seen = applyDelta(held.seen, message.delta);
  if (!seen) return { step: 'resync' };
  return { step: 'apply', held: { version: message.version, status: message.status, seen } };
}
