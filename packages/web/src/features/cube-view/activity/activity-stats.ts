import type { ActivityStatsResponse } from '@cubewright/core/protocol';

/** One bar of a small bar chart: label, count and its width as a share of the largest count. */
export interface Bar {
  key: string;
  label: string;
  count: number;
  /** 0 to 100. */
  percent: number;
}

/** "card_moved_to_considering" -> "Card moved to considering". */
export function actionLabel(action: string): string {
  const words = action.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function bars(rows: { key: string; label: string; count: number }[]): Bar[] {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return rows
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .map((r) => ({ ...r, percent: Math.round((r.count / max) * 100) }));
}

/** Bars for the 30-day stats: by action type and by user, largest first. */
export function statsBars(stats: ActivityStatsResponse): { byAction: Bar[]; byUser: Bar[] } {
  return {
    byAction: bars(
      Object.entries(stats.byAction).map(([action, count]) => ({
        key: action,
        label: actionLabel(action),
        count: count ?? 0,
      })),
    ),
    byUser: bars(stats.byUser.map((u) => ({ key: u.userId, label: u.username, count: u.count }))),
  };
}
