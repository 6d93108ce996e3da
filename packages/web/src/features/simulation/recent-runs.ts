// The last few simulation reports, kept in this browser (localStorage) so a curator can reopen them.
// Reports are a few hundred KB each, so only a handful are kept, and a full storage just skips saving.
import type { SimulationReport } from '@cubewright/core/simulation';

const KEY = 'cubewright.simulations';
export const RECENT_LIMIT = 3;

export interface RecentRun {
  cubeId: string;
  savedAt: string;
  elapsedMs: number;
  report: SimulationReport;
}

/** Newest first; anything unreadable counts as no runs. */
export function loadRecentRuns(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): RecentRun[] {
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as RecentRun[]).filter((r) => r?.report?.cards) : [];
  } catch {
    return [];
  }
}

/** Adds a run in front, dropping the oldest beyond the limit; returns the new list. */
export function saveRecentRun(
  run: RecentRun,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): RecentRun[] {
  const runs = [run, ...loadRecentRuns(storage)].slice(0, RECENT_LIMIT);
  // Drop older runs until the list fits the browser's quota.
  for (let n = runs.length; n > 0; n--) {
    try {
      storage?.setItem(KEY, JSON.stringify(runs.slice(0, n)));
      return runs.slice(0, n);
    } catch {
      /* quota exceeded: try with fewer runs */
    }
  }
  return [];
}
