import { describe, expect, it } from '@jest/globals';
import { badgeCountdown, cardCountdown, isDiscountRunning } from './discount';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = Date.parse('2026-11-22T08:00:00.000Z');
const endsIn = (ms: number) => new Date(now + ms).toISOString();

describe('card countdown', () => {
  it('shows days and hours while a day or more is left', () => {
    expect(cardCountdown(endsIn(7 * DAY), now)).toBe('7d 0h left');
    expect(cardCountdown(endsIn(DAY + 5 * HOUR + 59 * MINUTE), now)).toBe('1d 5h left');
    expect(cardCountdown(endsIn(DAY), now)).toBe('1d 0h left');
  });

  it('shows only hours under a day', () => {
    expect(cardCountdown(endsIn(DAY - 1), now)).toBe('23h left');
    expect(cardCountdown(endsIn(HOUR), now)).toBe('1h left');
    expect(cardCountdown(endsIn(59 * MINUTE), now)).toBe('0h left');
    expect(cardCountdown(endsIn(1), now)).toBe('0h left');
  });

  it('says the discount expired at and after the end', () => {
    expect(cardCountdown(endsIn(0), now)).toBe('Discount expired');
    expect(cardCountdown(endsIn(-DAY), now)).toBe('Discount expired');
  });

  it('shows nothing without a discount', () => {
    expect(cardCountdown(null, now)).toBeNull();
    expect(cardCountdown(undefined, now)).toBeNull();
  });
});

describe('detail badge countdown', () => {
  it('shows days and hours, then hours and minutes, then minutes', () => {
    expect(badgeCountdown(endsIn(2 * DAY + 3 * HOUR + 10 * MINUTE), now)).toBe('2d 3h left');
    expect(badgeCountdown(endsIn(DAY), now)).toBe('1d 0h left');
    expect(badgeCountdown(endsIn(DAY - 1), now)).toBe('23h 59m left');
    expect(badgeCountdown(endsIn(HOUR), now)).toBe('1h 0m left');
    expect(badgeCountdown(endsIn(HOUR - 1), now)).toBe('59m left');
    expect(badgeCountdown(endsIn(30_000), now)).toBe('0m left');
  });

  it('is hidden once the discount has ended', () => {
    expect(badgeCountdown(endsIn(0), now)).toBeNull();
    expect(badgeCountdown(endsIn(-MINUTE), now)).toBeNull();
    expect(badgeCountdown(null, now)).toBeNull();
  });
});

describe('isDiscountRunning', () => {
  it('needs the server to call it active and the end still ahead', () => {
    expect(isDiscountRunning(true, endsIn(MINUTE), now)).toBe(true);
    expect(isDiscountRunning(true, endsIn(0), now)).toBe(false);
    expect(isDiscountRunning(false, endsIn(DAY), now)).toBe(false);
    expect(isDiscountRunning(true, null, now)).toBe(false);
  });
});
