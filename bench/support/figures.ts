import { loadavg } from 'node:os';

// What every bench prints beside its figures: medians of repeated runs and the load average they ran at.

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
