const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Below each limit, whole units of that size: "5 min", "2 h", "3 d", "2 wk", "4 mo", "1 yr". */
const steps: [limit: number, size: number, unit: string][] = [
  [HOUR, MINUTE, 'min'],
  [DAY, HOUR, 'h'],
  [WEEK, DAY, 'd'],
  [MONTH, WEEK, 'wk'],
  [YEAR, MONTH, 'mo'],
  [Infinity, YEAR, 'yr'],
];

/**
 * How long ago a listing went up, short enough for a card's half-width line: "just now",
 * "5 min ago", "2 h ago", "3 d ago", "2 wk ago", "4 mo ago", "1 yr ago". Whole units rounded down;
 * a time ahead of `now` (a skewed clock) reads "just now"; an unreadable date reads "".
 */
export function listedAgo(at: string | Date, now: number): string {
  const elapsed = now - new Date(at).getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < MINUTE) return 'just now';
  const [, size, unit] = steps.find(([limit]) => elapsed < limit) ?? steps[steps.length - 1];
  return `${Math.floor(elapsed / size)} ${unit} ago`;
}
