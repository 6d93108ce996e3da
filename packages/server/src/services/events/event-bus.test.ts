import { describe, expect, it } from 'vitest';
import { EventBus } from './event-bus';

interface Topics {
  saved: { id: string };
}

const quietLog = { error: () => {} };

/** A promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('EventBus.settled', () => {
  it('waits for listeners still running, and for what they publish meanwhile', async () => {
    const bus = new EventBus<Topics>(quietLog);
    const first = deferred();
    const second = deferred();
    const order: string[] = [];
    bus.on('saved', async ({ id }) => {
      if (id === 'a') {
        await first.promise;
        order.push('a done');
        // A listener's own announcement, published after the first settled() looked.
        void bus.publish('saved', { id: 'b' });
      } else {
        await second.promise;
        order.push('b done');
      }
    });
    void bus.publish('saved', { id: 'a' });
    const settled = bus.settled().then(() => order.push('settled'));
    first.resolve();
    // Let the first listener finish and start the second publish.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(order).toEqual(['a done']);
    second.resolve();
    await settled;
    expect(order).toEqual(['a done', 'b done', 'settled']);
  });

  it('is settled at once with nothing running, and after a failed listener', async () => {
    const bus = new EventBus<Topics>(quietLog);
    await bus.settled();
    bus.on('saved', async () => {
      throw new Error('boom');
    });
    await bus.publish('saved', { id: 'x' });
    await bus.settled();
  });
});
