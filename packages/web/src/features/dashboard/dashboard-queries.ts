import type {
  ActivityListResponse,
  FollowingResponse,
  NotificationListResponse,
} from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
// The notifications list shares its key with the notifications page, so live events refresh both
// (live.ts is already in the shell; notifications/api.ts is not, and pulls protocol values).
import { NOTIFICATIONS_KEY } from '../notifications/live';

/** GET /api/community/following: followed cubes with their latest update. */
export function useFollowing(userId: string | undefined) {
  return useQuery({
    queryKey: ['community', 'following', userId],
    queryFn: () => api<FollowingResponse>('/api/community/following'),
    enabled: !!userId,
  });
}

/** GET /api/cubes/mine/activity: the latest entries across the user's cubes. */
export function useMyActivity(userId: string | undefined) {
  return useQuery({
    queryKey: ['cubes', 'mine', 'activity', userId],
    queryFn: () => api<ActivityListResponse>('/api/cubes/mine/activity'),
    enabled: !!userId,
  });
}

/** GET /api/notifications (the latest 50, newest first). */
export function useDashboardNotifications(userId: string | undefined) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => api<NotificationListResponse>('/api/notifications'),
    enabled: !!userId,
  });
}
