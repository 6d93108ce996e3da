// Runs core/simulation off the main thread. Progress goes out after each chunk of drafts; the page
// cancels by terminating the worker, so the loop needs no cancellation checks of its own.
import { runSimulation } from '@cubewright/core/simulation';
import type { SimRunMessage, SimWorkerMessage } from './sim-protocol';

const post = (m: SimWorkerMessage) => (self as unknown as Worker).postMessage(m);

self.onmessage = (event: MessageEvent<SimRunMessage>) => {
  const m = event.data;
  if (m.type !== 'run') return;
  const started = performance.now();
  try {
    const run = runSimulation({
      entries: m.entries,
      cards: (id) => m.cardData[id],
      format: m.format,
      seats: m.seats,
      drafts: m.drafts,
      seed: m.seed,
      ratings: m.ratings,
      // About 20 progress messages per second at full speed; smaller runs report every few drafts.
      chunk: Math.max(5, Math.min(50, Math.ceil(m.drafts / 100))),
    });
    for (;;) {
      const step = run.next();
      if (step.done) {
        post({ type: 'done', report: step.value, elapsedMs: Math.round(performance.now() - started) });
        return;
      }
      post({ type: 'progress', done: step.value.done, total: step.value.total });
    }
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
