/** Spec section 9: the notification badge caps at 99+. */
export const BADGE_CAP = 99;

/** The text of an unread-count badge: null for 0 (no badge), the number up to 99, then "99+". */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
