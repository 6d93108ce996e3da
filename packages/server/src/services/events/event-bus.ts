// An in-process publish/subscribe bus: services announce what they committed, and whoever cares
// (realtime today) subscribes, so services never call the transport. Listeners run in subscription
// order; a listener's failure is logged and never reaches the publisher, because side effects must not
// fail the action that caused them.

type Listener<E> = (event: E) => void | Promise<void>;

export class EventBus<Topics extends object> {
  private readonly listeners = new Map<keyof Topics, Set<Listener<never>>>();

  constructor(private readonly log: { error(obj: object, msg: string): void }) {}

  /** Subscribes to one topic; returns the function that unsubscribes. */
  on<K extends keyof Topics>(topic: K, listener: Listener<Topics[K]>): () => void {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(topic, set);
    return () => set.delete(listener as Listener<never>);
  }

  /**
   * Hands the event to every listener of its topic (each starts at once, in order) and resolves once
   * all have finished. Never rejects.
   */
  async publish<K extends keyof Topics>(topic: K, event: Topics[K]): Promise<void> {
    const running: Promise<void>[] = [];
    for (const listener of this.listeners.get(topic) ?? []) {
      try {
        const result = (listener as Listener<Topics[K]>)(event);
        if (result) running.push(result.catch((err) => this.failed(err, topic)));
      } catch (err) {
        this.failed(err, topic);
      }
    }
    await Promise.all(running);
  }

  private failed(err: unknown, topic: keyof Topics) {
    this.log.error({ err, topic }, 'an event listener failed');
  }
}
