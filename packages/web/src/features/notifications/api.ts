import {
  NOTIFICATION_MESSAGES,
  type NotificationListResponse,
  type NotificationResponse,
} from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../lib/api';
import { SESSION_KEY, type Session } from '../../lib/session';
import { NOTIFICATIONS_KEY } from './live';

/** The latest 50 notifications (both kinds, newest first). */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => api<NotificationListResponse>('/api/notifications'),
  });
}

function useAfter() {
  const client = useQueryClient();
  return (unreadCount: number) => {
    client.setQueryData<Session>(SESSION_KEY, (s) => (s ? { ...s, unreadCount } : s));
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };
}

/** Mark one read, mark all read and delete one; failures show the spec's messages. */
export function useNotificationActions() {
  const after = useAfter();
  const fail = (message: string) => () => toast.error(message);
  const markRead = useMutation({
    mutationFn: (id: string) =>
      api<NotificationResponse>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSuccess: (r) => after(r.unreadCount),
    onError: fail(NOTIFICATION_MESSAGES.markRead),
  });
  const markAllRead = useMutation({
    mutationFn: () => api<{ unreadCount: number }>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: (r) => after(r.unreadCount),
    onError: fail(NOTIFICATION_MESSAGES.markAllRead),
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api<{ unreadCount: number }>(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (r) => after(r.unreadCount),
    onError: fail(NOTIFICATION_MESSAGES.delete),
  });
  return { markRead, markAllRead, remove };
}
