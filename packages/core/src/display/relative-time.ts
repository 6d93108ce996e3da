/** Minutes in an hour, a day and a week: the spec's thresholds (60, 1440, 10080). */
const HOUR = 60;
const DAY = 1440;
const WEEK = 10080;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * Relative time per spec section 9: under 1 minute "just now", then minutes, hours (under 1440 minutes),
 * days (under 10080 minutes), else a date. Times in the future count as "just now".
 */
export function formatRelativeTime(
  value: Date | string | number,
  now: Date | number = Date.now(),
  locale = 'en-US',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const minutes = Math.floor((Number(now) - date.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < HOUR) return plural(minutes, 'minute');
  if (minutes < DAY) return plural(Math.floor(minutes / HOUR), 'hour');
  if (minutes < WEEK) return plural(Math.floor(minutes / DAY), 'day');
  return date.toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
