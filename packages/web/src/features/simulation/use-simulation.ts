// Owns the simulation worker: start a run, follow its progress, cancel it (terminating the worker),
// and keep the report or the error. One run at a time; a new run replaces the old worker.
import type { SimulationReport } from '@cubewright/core/simulation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimRunMessage, SimWorkerMessage } from './sim-protocol';

export type SimState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'cancelled'; done: number; total: number }
  | { status: 'done'; report: SimulationReport; elapsedMs: number }
  | { status: 'error'; message: string };

export function useSimulation() {
  const [state, setState] = useState<SimState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (run: Omit<SimRunMessage, 'type'>) => {
      stop();
      const w = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
      worker.current = w;
      setState({ status: 'running', done: 0, total: run.drafts });
      w.onmessage = (e: MessageEvent<SimWorkerMessage>) => {
        if (worker.current !== w) return;
        const m = e.data;
        if (m.type === 'progress') setState({ status: 'running', done: m.done, total: m.total });
        else {
          setState(
            m.type === 'done'
              ? { status: 'done', report: m.report, elapsedMs: m.elapsedMs }
              : { status: 'error', message: m.message },
          );
          stop();
        }
      };
      w.onerror = (e) => {
        if (worker.current !== w) return;
        setState({ status: 'error', message: e.message || 'The simulation stopped unexpectedly.' });
        stop();
      };
      w.postMessage({ type: 'run', ...run } satisfies SimRunMessage);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState((s) => (s.status === 'running' ? { status: 'cancelled', done: s.done, total: s.total } : s));
  }, [stop]);

  return { state, start, cancel };
}
