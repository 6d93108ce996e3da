import type { SeatView } from '@cubewright/core/draft';
import type { AnySeatView, AnyTurnView } from '@cubewright/core/draft/modes';
import {
  type DraftLifecycle,
  type DraftSubscribeAck,
  type DraftViewMessage,
  type HeldDraftView,
  receiveDraftView,
  type ServerMessage,
} from '@cubewright/core/protocol';
import type { Socket } from 'socket.io-client';

// A seat's views as a client rebuilds them from what the server sends: the subscribe ack's whole view,
// then `draft:view`s (whole or deltas), folded with the protocol's receiveDraftView as the web client
// does. `updates` lists every version this seat took, whole (a booster seat's pack view in `view`, a
// mode's table in `table`). A delta that does not apply is a failure (`resyncs` counts them where the
// caller asks for a whole view instead).

/** One version of a seat's view, rebuilt whole. */
export interface SeatUpdate {
  draftId: string;
  version: number;
  status: DraftLifecycle;
  /** The booster pack view (a mode's table: `table`). */
  view: SeatView;
  table: AnyTurnView;
  seq: number;
}

/** The pack view of a booster seat's `seen`, or a turn-based seat's table, typed for tests. */
function parts(seen: AnySeatView | null) {
  return {
    view: (seen?.stream === 'packs' ? seen.view : null) as SeatView,
    table: (seen?.stream === 'table' ? seen.view : null) as AnyTurnView,
    seq: seen?.seq ?? 0,
  };
}

export class SeatViews {
  held: HeldDraftView = { version: -1, status: null, seen: null };
  /** Every version taken from a push (not the ack), rebuilt whole, in order. */
  readonly updates: SeatUpdate[] = [];
  /** Deltas heard that were not made from the version held. */
  resyncs = 0;

  constructor(
    readonly draftId: string,
    /** Called for a delta that does not apply; without it such a delta throws. */
    private readonly onResync?: () => void,
  ) {}

  get view(): SeatView | null {
    return parts(this.held.seen).view;
  }

  get table(): AnyTurnView | null {
    return parts(this.held.seen).table;
  }

  get seq(): number {
    return this.held.seen?.seq ?? 0;
  }

  get version(): number {
    return this.held.version;
  }

  /** A whole view from the subscribe ack or over HTTP. */
  take(full: { version: number; status: DraftLifecycle; seen: AnySeatView | null }): void {
    const step = receiveDraftView(this.held, full);
    if (step.step === 'apply') this.held = step.held;
  }

  /** The subscribe ack (refusals are ignored: the caller checks them). */
  subscribed(ack: DraftSubscribeAck): void {
    if (ack.ok) this.take(ack);
  }

  /** One server message; anything but this draft's view is ignored. Returns what it did. */
  offer(m: ServerMessage): 'apply' | 'drop' | 'resync' | 'ignored' {
    if (m.type !== 'draft:view' || m.draftId !== this.draftId) return 'ignored';
    const step = receiveDraftView(this.held, m);
    if (step.step === 'resync') {
      this.resyncs++;
      if (!this.onResync)
        throw new Error(`a delta from version ${m.base} reached a seat at ${this.held.version}`);
      this.onResync();
      return 'resync';
    }
    if (step.step === 'drop') return 'drop';
    this.held = step.held;
    this.updates.push({
      draftId: this.draftId,
      version: step.held.version,
      status: step.held.status!,
      ...parts(step.held.seen),
    });
    return 'apply';
  }
}

/** The views of a memory client's inbox after its subscribe ack (the ack first, as the server records it). */
export function seatUpdates(draftId: string, ack: DraftSubscribeAck, inbox: ServerMessage[]): SeatUpdate[] {
  const views = new SeatViews(draftId);
  views.subscribed(ack);
  for (const m of inbox) views.offer(m);
  return views.updates;
}

/**
 * Folds a socket.io client's draft pushes, of any draft, into whole views: `updates` lists every version
 * taken, in order. Send with `ask`, which takes a subscribe ack in its callback, in order with the pushes.
 */
export function draftViewsOn(socket: Socket, onApplied?: (update: SeatUpdate) => void) {
  const byDraft = new Map<string, SeatViews>();
  const updates: SeatUpdate[] = [];
  const of = (draftId: string) => {
    const views = byDraft.get(draftId) ?? new SeatViews(draftId);
    byDraft.set(draftId, views);
    return views;
  };
  socket.on('draft:view', (m: DraftViewMessage) => {
    const views = of(m.draftId);
    if (views.offer({ ...m, type: 'draft:view' }) !== 'apply') return;
    updates.push(views.updates.at(-1)!);
    onApplied?.(views.updates.at(-1)!);
  });
  const ask = <T>(type: string, body: object) =>
    new Promise<T>((resolve) =>
      socket.emit(type, body, (ack: T) => {
        if (type === 'draft:subscribe')
          of((body as { draftId: string }).draftId).subscribed(ack as DraftSubscribeAck);
        resolve(ack);
      }),
    );
  return { updates, ask, views: of };
}

/** The pack view in a subscribe ack (a booster seat's), for tests that read it. */
export function ackView(ack: DraftSubscribeAck): SeatView | null {
  return ack.ok && ack.seen?.stream === 'packs' ? ack.seen.view : null;
}

/** The table in a subscribe ack (a turn-based seat's), for tests that read it. */
export function ackTable(ack: DraftSubscribeAck): AnyTurnView | null {
  return ack.ok && ack.seen?.stream === 'table' ? ack.seen.view : null;
}
