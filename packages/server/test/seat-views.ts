import type { SeatView } from '@cubewright/core/draft';
import {
  type DraftDeltaMessage,
  type DraftSubscribeAck,
  type DraftUpdateMessage,
  type FullSeatView,
  type HeldSeatView,
  receiveSeatView,
  type ServerMessage,
} from '@cubewright/core/protocol';
import type { Socket } from 'socket.io-client';

// A seat's booster views as a client rebuilds them from what the server sends: the subscribe ack's
// full view, then `draft:update`s (full) and `draft:delta`s, folded with the protocol's receiveSeatView
// as the web client does. Tests that used to read each `draft:update`'s view read `updates` instead:
// every version this seat took, whole. A delta that does not apply is a failure (`resyncs` counts them
// where the caller asks for a full view instead).

export class SeatViews {
  held: HeldSeatView = { version: -1, status: null, view: null };
  /** Every version taken from a push (not the ack), rebuilt whole, in order. */
  readonly updates: DraftUpdateMessage[] = [];
  /** Deltas heard that were not made from the version held. */
  resyncs = 0;

  constructor(
    readonly draftId: string,
    /** Called for a delta that does not apply; without it such a delta throws. */
    private readonly onResync?: () => void,
  ) {}

  get view(): SeatView | null {
    return this.held.view;
  }

  get version(): number {
    return this.held.version;
  }

  /** A full view from the subscribe ack or over HTTP. */
  take(full: FullSeatView): void {
    const step = receiveSeatView(this.held, full);
    if (step.step === 'apply') this.held = step.held;
  }

  /** The subscribe ack (refusals are ignored: the caller checks them). */
  subscribed(ack: DraftSubscribeAck): void {
    if (ack.ok) this.take(ack);
  }

  /** One server message; anything but this draft's update or delta is ignored. Returns what it did. */
  offer(m: ServerMessage | DraftUpdateMessage | DraftDeltaMessage): 'apply' | 'drop' | 'resync' | 'ignored' {
    if ((m.type !== 'draft:update' && m.type !== 'draft:delta') || m.draftId !== this.draftId)
      return 'ignored';
    const step = receiveSeatView(this.held, m);
    if (step.step === 'resync') {
      this.resyncs++;
      if (!this.onResync)
        throw new Error(
          `a delta from version ${(m as DraftDeltaMessage).base} reached a seat at ${this.held.version}`,
        );
      this.onResync();
      return 'resync';
    }
    if (step.step === 'drop') return 'drop';
    this.held = step.held;
    this.updates.push({
      type: 'draft:update',
      draftId: this.draftId,
      version: step.held.version,
      status: step.held.status!,
      view: step.held.view!,
    });
    return 'apply';
  }
}

/** The views of a memory client's inbox after its subscribe ack (the ack first, as the server records it). */
export function seatUpdates(
  draftId: string,
  ack: DraftSubscribeAck,
  inbox: ServerMessage[],
): DraftUpdateMessage[] {
  const views = new SeatViews(draftId);
  views.subscribed(ack);
  for (const m of inbox) views.offer(m);
  return views.updates;
}

/**
 * Folds a socket.io client's draft pushes, of any draft, into whole views: `updates` lists every version
 * taken, in order (what tests read where each push used to be a whole view). Send with `ask`, which
 * takes a subscribe ack in its callback, in order with the pushes.
 */
export function draftViewsOn(socket: Socket, onApplied?: (update: DraftUpdateMessage) => void) {
  const byDraft = new Map<string, SeatViews>();
  const updates: DraftUpdateMessage[] = [];
  const of = (draftId: string) => {
    const views = byDraft.get(draftId) ?? new SeatViews(draftId);
    byDraft.set(draftId, views);
    return views;
  };
  const offer = (m: DraftUpdateMessage | DraftDeltaMessage) => {
    const views = of(m.draftId);
    if (views.offer(m) !== 'apply') return;
    updates.push(views.updates.at(-1)!);
    onApplied?.(views.updates.at(-1)!);
  };
  socket.on('draft:update', (m: DraftUpdateMessage) => offer({ ...m, type: 'draft:update' }));
  socket.on('draft:delta', (m: DraftDeltaMessage) => offer({ ...m, type: 'draft:delta' }));
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
