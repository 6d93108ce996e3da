import type { FollowingResponse, Notification } from '@cubewright/core/protocol';

/** Activity entries shown on the dashboard (the endpoint answers with at most this many too). */
export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** Unread notifications previewed on the dashboard. */
const DASHBOARD_UNREAD_PREVIEW = 3;
/** Followed-cube updates shown on the dashboard. */
const DASHBOARD_UPDATES_LIMIT = 5;

export interface FollowedUpdate {
  cubeId: string;
  cubeName: string;
  title: string;
  description: string;
  at: string;
}

/** The followed cubes that have an update, newest update first, capped at `limit`. */
export function recentFollowedUpdates(
  following: FollowingResponse | undefined,
  limit = DASHBOARD_UPDATES_LIMIT,
): FollowedUpdate[] {
  const updates: FollowedUpdate[] = [];
  for (const { cube, latestUpdate } of following?.cubes ?? []) {
    if (!latestUpdate) continue;
    updates.push({
      cubeId: cube.id,
      cubeName: cube.name,
      title: latestUpdate.title,
      description: latestUpdate.description,
      at: latestUpdate.createdAt,
    });
  }
  return updates.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}

// Type-only imports from the protocol: its values pull zod into the dashboard chunk.
/** Whether a notification of either kind is still unread. */
function isUnread(n: Notification): boolean {
  return n.kind === 'general' ? !n.read : !n.isRead;
}

/** The newest unread notifications (the list comes newest first), capped at `limit`. */
export function unreadPreview(list: readonly Notification[] | undefined, limit = DASHBOARD_UNREAD_PREVIEW) {
  return (list ?? []).filter(isUnread).slice(0, limit);
}
