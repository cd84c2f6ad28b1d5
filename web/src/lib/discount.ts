import { useEffect, useState } from 'react';
import { useRenderClock } from './hydration';

// docs/product.md#listings (Discount): cards and the detail badge count down to the end of the discount
// (createdAt + discountPeriod days, answered by the server as discountEndsAt) and refresh every
// minute. Pure functions here so the edges are unit-tested; `useNow` drives the refresh.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DISCOUNT_REFRESH_MS = 60_000;

function remaining(endsAt: string | Date, now: number): number {
  return new Date(endsAt).getTime() - now;
}

/** Whether the discount still runs at `now` (the server's discountActive ages while a page is open). */
export function isDiscountRunning(active: boolean, endsAt: string | Date | null | undefined, now: number): boolean {
  return active && !!endsAt && remaining(endsAt, now) > 0;
}

/** Card text: "Nd Nh left", "Nh left", or "Discount expired"; null when there is no discount. */
export function cardCountdown(endsAt: string | Date | null | undefined, now: number): string | null {
  if (!endsAt) return null;
  const left = remaining(endsAt, now);
  if (left <= 0) return 'Discount expired';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  return days > 0 ? `${days}d ${hours}h left` : `${hours}h left`;
}

/** Detail badge text: "Nd Nh left", "Nh Nm left" or "Nm left"; null (badge hidden) once expired. */
export function badgeCountdown(endsAt: string | Date | null | undefined, now: number): string | null {
  if (!endsAt) return null;
  const left = remaining(endsAt, now);
  if (left <= 0) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes}m left`;
  return `${minutes}m left`;
}

/**
 * The current time, re-read every `intervalMs` so countdowns move without a refetch. A server-
 * rendered page is drawn and hydrated at the time the server drew it (lib/hydration.tsx), then at once
 * at the browser's.
 */
export function useNow(intervalMs: number = DISCOUNT_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return useRenderClock(now);
}
