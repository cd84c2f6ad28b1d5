const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const steps: [limit: number, size: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [HOUR, MINUTE, 'minute'],
  [DAY, HOUR, 'hour'],
  [WEEK, DAY, 'day'],
  [MONTH, WEEK, 'week'],
  [YEAR, MONTH, 'month'],
  [Infinity, YEAR, 'year'],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * "just now", "5 minutes ago", "2 hours ago", "3 days ago", "1 week ago"... Whole units, rounded
 * down, so "59 minutes ago" never turns into "1 hour ago" early. A time ahead of `now` (a skewed
 * clock) reads "just now".
 */
export function timeAgo(at: string | Date, now: number = Date.now()): string {
  const elapsed = now - new Date(at).getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < MINUTE) return 'just now';
  for (const [limit, size, unit] of steps) {
    if (elapsed < limit) return format.format(-Math.floor(elapsed / size), unit);
  }
  return '';
}
