import { describe, expect, it } from '@jest/globals';
import { timeAgo } from './relativeTime';

const now = Date.parse('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('timeAgo', () => {
  it('says "just now" under a minute, and for a time slightly ahead', () => {
    expect(timeAgo(ago(0), now)).toBe('just now');
    expect(timeAgo(ago(59_999), now)).toBe('just now');
    expect(timeAgo(ago(-5000), now)).toBe('just now');
  });

  it('counts whole minutes, hours, days, weeks, months and years, rounding down', () => {
    expect(timeAgo(ago(MIN), now)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * MIN + 59_000), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(59 * MIN + 59_000), now)).toBe('59 minutes ago');
    expect(timeAgo(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(timeAgo(ago(23 * 60 * MIN), now)).toBe('23 hours ago');
    expect(timeAgo(ago(24 * 60 * MIN), now)).toBe('1 day ago');
    expect(timeAgo(ago(6 * 24 * 60 * MIN), now)).toBe('6 days ago');
    expect(timeAgo(ago(14 * 24 * 60 * MIN), now)).toBe('2 weeks ago');
    expect(timeAgo(ago(45 * 24 * 60 * MIN), now)).toBe('1 month ago');
    expect(timeAgo(ago(800 * 24 * 60 * MIN), now)).toBe('2 years ago');
  });

  it('accepts a Date and ignores an unreadable time', () => {
    expect(timeAgo(new Date(now - 3 * 60 * MIN), now)).toBe('3 hours ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
