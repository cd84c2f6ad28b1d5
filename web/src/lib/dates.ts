/**
 * Every absolute time the app shows ("12 Mar 2026, 4:05 pm", "March 2026") is written here, in the
 * campus's time zone (the server's TIME_ZONE), never the zone of the machine drawing it: the
 * server renders in its own zone (often UTC) and the browser in the student's, and a page whose
 * text differs at hydration is thrown away by React (error #418). The server's render and the
 * browser both set the zone before drawing (entry-server.tsx, main.tsx, from the page's data).
 */

/** The zone until the page says otherwise: TIME_ZONE's default. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const styles = {
  /** 12 Mar 2026, 4:05 pm */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 12 Mar 2026, 4:05:09 pm */
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  /** 12 Mar 2026 */
  date: { dateStyle: 'medium' },
  /** 12 Mar 2026, always with the day first */
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  /** March 2026 */
  monthYear: { month: 'long', year: 'numeric' },
  /** 2026 */
  year: { year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

let zone = DEFAULT_TIME_ZONE;
let formats = new Map<DateStyle, Intl.DateTimeFormat>();

/** The zone every later format writes in; an unknown name keeps the one before. */
export function setTimeZone(timeZone: string | null | undefined): void {
  if (!timeZone || timeZone === zone) return;
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone });
  } catch {
    return;
  }
  zone = timeZone;
  formats = new Map();
}

export function currentTimeZone(): string {
  return zone;
}

/** `at` (an ISO string, a Date or ms) in the campus's zone; "" for an unreadable date. */
export function formatDate(at: string | number | Date, style: DateStyle = 'dateTime'): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { ...styles[style], timeZone: zone });
    formats.set(style, format);
  }
  return format.format(date);
}
