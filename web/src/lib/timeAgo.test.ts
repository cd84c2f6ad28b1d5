import { describe, expect, it } from '@jest/globals';
import { timeAgo } from './timeAgo';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo, short', () => {
  it('reads whole units, rounded down, in the short form a card line has room for', () => {
    expect(timeAgo(before(30_000), NOW, { short: true })).toBe('just now');
    expect(timeAgo(before(5 * MIN + 59_000), NOW, { short: true })).toBe('5 min ago');
    expect(timeAgo(before(59 * MIN + 59_000), NOW, { short: true })).toBe('59 min ago');
    expect(timeAgo(before(2 * HOUR + 10 * MIN), NOW, { short: true })).toBe('2 h ago');
    expect(timeAgo(before(3 * DAY), NOW, { short: true })).toBe('3 d ago');
    expect(timeAgo(before(15 * DAY), NOW, { short: true })).toBe('2 wk ago');
    expect(timeAgo(before(100 * DAY), NOW, { short: true })).toBe('3 mo ago');
    expect(timeAgo(before(800 * DAY), NOW, { short: true })).toBe('2 yr ago');
  });

  it('says "just now" for a clock that runs ahead, and nothing for a date it cannot read', () => {
    expect(timeAgo(new Date(NOW + 5 * MIN), NOW, { short: true })).toBe('just now');
    expect(timeAgo('not a date', NOW, { short: true })).toBe('');
  });
});

const now = Date.parse('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('timeAgo, long', () => {
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
