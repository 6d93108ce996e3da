// Simulation runs saved to a cube (server side, for everyone who can see the cube): their query keys
// and requests, shared by the simulator's "Save to cube" and the analytics tab's "Latest simulation".

import type { SavedSimulation, SavedSimulationSummary, SaveSimulationBody } from '@cubewright/core/protocol';
import type { SimulationReport } from '@cubewright/core/simulation';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Under the cube's own key, so anything that refreshes the cube refreshes its saved runs too.
export const savedRunsKey = (cubeId: string) => ['cubes', cubeId, 'simulations'] as const;

const runsPath = (cubeId: string) => `/api/cubes/${encodeURIComponent(cubeId)}/simulations`;

export function saveRun(cubeId: string, report: SimulationReport): Promise<{ run: SavedSimulation }> {
  return api(runsPath(cubeId), { method: 'POST', body: { report } satisfies SaveSimulationBody });
}

/** The newest saved run with its report, or null when none was saved. */
export function useLatestRun(cubeId: string) {
  return useQuery({
    queryKey: [...savedRunsKey(cubeId), 'latest'],
    queryFn: () => api<{ run: SavedSimulation | null }>(`${runsPath(cubeId)}/latest`),
  });
}

/** All saved runs of the cube, newest first, without their reports. */
export function useSavedRuns(cubeId: string) {
  return useQuery({
    queryKey: [...savedRunsKey(cubeId), 'list'],
    queryFn: () => api<{ runs: SavedSimulationSummary[] }>(runsPath(cubeId)),
  });
}

/** One saved run with its report (an earlier one the analytics tab opens); idle while `runId` is null. */
export function useSavedRun(cubeId: string, runId: string | null) {
  return useQuery({
    queryKey: [...savedRunsKey(cubeId), 'run', runId],
    queryFn: () => api<{ run: SavedSimulation }>(`${runsPath(cubeId)}/${encodeURIComponent(runId ?? '')}`),
    enabled: runId !== null,
  });
}
