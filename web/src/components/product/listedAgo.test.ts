import { describe, expect, it } from '@jest/globals';
import { listedAgo } from './listedAgo';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('listedAgo', () => {
  it('reads whole units, rounded down, in the short form a card line has room for', () => {
    expect(listedAgo(before(30_000), NOW)).toBe('just now');
    expect(listedAgo(before(5 * MIN + 59_000), NOW)).toBe('5 min ago');
    expect(listedAgo(before(59 * MIN + 59_000), NOW)).toBe('59 min ago');
    expect(listedAgo(before(2 * HOUR + 10 * MIN), NOW)).toBe('2 h ago');
    expect(listedAgo(before(3 * DAY), NOW)).toBe('3 d ago');
    expect(listedAgo(before(15 * DAY), NOW)).toBe('2 wk ago');
    expect(listedAgo(before(100 * DAY), NOW)).toBe('3 mo ago');
    expect(listedAgo(before(800 * DAY), NOW)).toBe('2 yr ago');
  });

  it('says "just now" for a clock that runs ahead, and nothing for a date it cannot read', () => {
    expect(listedAgo(new Date(NOW + 5 * MIN), NOW)).toBe('just now');
    expect(listedAgo('not a date', NOW)).toBe('');
  });
});
