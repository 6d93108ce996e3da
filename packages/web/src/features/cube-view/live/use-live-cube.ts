import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../../lib/toast';
import { setLiveStatus } from './live-status';
import { LiveVersionTracker } from './version-tracker';

/** Every query about one cube starts with this key, so one invalidation refreshes them all. */
export const cubeKey = (cubeId: string) => ['cubes', cubeId] as const;

/**
 * Keeps the open cube fresh: subscribes to its live room, refetches the cube's queries when a newer
 * version arrives (or after a gap or a reconnect that missed something) and names who changed it.
 */
export function useLiveCube(cubeId: string, myUserId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!cubeId) return;
    const tracker = new LiveVersionTracker();
    const refetch = () => queryClient.invalidateQueries({ queryKey: cubeKey(cubeId) });
    setLiveStatus(cubeId, 'connecting');
    // The realtime client loads here, not with the page: the room is joined once the page is idle
    // anyway (lib/realtime.ts), and the page's first load has a budget (ADR 0074).
    let stop: (() => void) | null = null;
    let active = true;
    const watch = (watchCube: typeof import('../../../lib/realtime').watchCube) =>
      watchCube(cubeId, {
        onSubscribed(version) {
          setLiveStatus(cubeId, 'live');
          if (tracker.onSubscribed(version)) void refetch();
        },
        onChanged(message) {
          if (tracker.onChanged(message.version) === 'drop') return;
          void refetch();
          if (message.by.id !== myUserId) void notify('info', `Updated by ${message.by.username}`);
        },
        onLost() {
          // The cube turned private or was deleted: the refetch answers "Cube not found".
          setLiveStatus(cubeId, 'lost');
          void refetch();
        },
      });
    void import('../../../lib/realtime').then(
      (m) => {
        if (active) stop = watch(m.watchCube);
      },
      (err) => console.warn('realtime client did not load', err),
    );
    return () => {
      active = false;
      stop?.();
      setLiveStatus(cubeId, null);
    };
  }, [cubeId, myUserId, queryClient]);
}
