import type { Card } from '@cubewright/core/cards';
import type { CubeCard } from '@cubewright/core/cube';
import type { SimulationFormat, SimulationReport } from '@cubewright/core/simulation';

/** What the page sends the simulation worker: everything the core runner needs, as plain data. */
export interface SimRunMessage {
  type: 'run';
  entries: CubeCard[];
  cardData: Record<string, Card>;
  format: SimulationFormat;
  seats: number;
  drafts: number;
  seed: string;
  ratings: Record<string, number>;
}

/** What the worker answers: progress between chunks, then the report or an error sentence. */
export type SimWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; report: SimulationReport; elapsedMs: number }
  | { type: 'error'; message: string };
