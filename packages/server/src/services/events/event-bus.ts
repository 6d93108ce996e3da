// An in-process publish/subscribe bus: services announce what they committed, and whoever cares
// (realtime today) subscribes, so services never call the transport. Listeners run in subscription
// order; a listener's failure is logged and never reaches the publisher, because side effects must not
// fail the action that caused them. What listeners still run is kept until it ends, so a draining
// instance (lifecycle/drain.ts) can wait for it before it closes the database: a notice started by the
// last commit before SIGTERM is written, not failed against a closed pool.

type Listener<E> = (event: E) => void | Promise<void>;

export class EventBus<Topics extends object> {
  private readonly listeners = new Map<keyof Topics, Set<Listener<never>>>();
  /** Listeners' work still running: publishes with an asynchronous listener, and `track`ed work. */
  private readonly running = new Set<Promise<void>>();

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
    if (running.length === 0) return;
    await this.track(Promise.all(running));
  }

  /**
   * Keeps `work` that a listener started but does not make the publisher wait for (a notice written
   * after a pick must not delay the pick's answer) among what `settled` waits for; `work` handles its
   * own failure.
   */
  track(work: Promise<unknown>): Promise<void> {
    const done: Promise<void> = work.then(() => {
      this.running.delete(done);
    });
    this.running.add(done);
    return done;
  }

  /** Resolves once no listener is running, including those started by listeners meanwhile. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private failed(err: unknown, topic: keyof Topics) {
    this.log.error({ err, topic }, 'an event listener failed');
  }
}
