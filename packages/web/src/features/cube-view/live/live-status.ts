import { useSyncExternalStore } from 'react';

/** Whether the open cube's live room is joined (so the header can say changes appear by themselves). */
export type LiveStatus = 'connecting' | 'live' | 'lost';

const statuses = new Map<string, LiveStatus>();
const listeners = new Set<() => void>();

/** Records a cube's live status and tells the components showing it. */
export function setLiveStatus(cubeId: string, status: LiveStatus | null): void {
  if (status) statuses.set(cubeId, status);
  else statuses.delete(cubeId);
  for (const fn of listeners) fn();
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The live status of a cube (null when it is not being watched). */
export function useLiveStatus(cubeId: string): LiveStatus | null {
  return useSyncExternalStore(
    subscribe,
    () => statuses.get(cubeId) ?? null,
    () => null,
  );
}
