import { loadavg } from 'node:os';

// What every bench prints beside its figures: medians of repeated runs, percentiles of many requests, and
// the load average they ran at.

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The value at percentile `p` (50, 99) of `xs`, from a sorted copy: the element at floor((n - 1) * p / 100),
 * the lower of two neighbours. (http-search's `percentile` takes a sorted list and floor(n * p / 100), so
 * each bench keeps the one its figures were first taken with.)
 */
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * (p / 100))]!;

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
