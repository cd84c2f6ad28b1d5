const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Below each limit, whole units of that size, with the unit's long name and its short one. */
const steps: [limit: number, size: number, unit: Intl.RelativeTimeFormatUnit, short: string][] = [
  [HOUR, MINUTE, 'minute', 'min'],
  [DAY, HOUR, 'hour', 'h'],
  [WEEK, DAY, 'day', 'd'],
  [MONTH, WEEK, 'week', 'wk'],
  [YEAR, MONTH, 'month', 'mo'],
  [Infinity, YEAR, 'year', 'yr'],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * How long ago: "just now", "5 minutes ago", "2 hours ago", "1 week ago"...; `short` for a card's
 * half-width line: "5 min ago", "2 h ago", "3 d ago", "2 wk ago", "4 mo ago", "1 yr ago". Whole units
 * rounded down, so "59 minutes ago" never turns into "1 hour ago" early. A time ahead of `now` (a
 * skewed clock) reads "just now"; an unreadable date reads "".
 */
export function timeAgo(at: string | Date, now: number = Date.now(), { short = false } = {}): string {
  const elapsed = now - new Date(at).getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < MINUTE) return 'just now';
  const [, size, unit, shortUnit] = steps.find(([limit]) => elapsed < limit) ?? steps[steps.length - 1];
  const count = Math.floor(elapsed / size);
  return short ? `${count} ${shortUnit} ago` : format.format(-count, unit);
}
