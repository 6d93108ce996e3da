import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchCube } from '../../../lib/realtime';
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
    const stop = watchCube(cubeId, {
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
    return () => {
      stop();
      setLiveStatus(cubeId, null);
    };
  }, [cubeId, myUserId, queryClient]);
}
