import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_TIME_ZONE, currentTimeZone, formatDate, setTimeZone } from './dates';

// The same instant reads the same on the server's render and in the browser, whatever zone each
// machine runs in: the campus's (TIME_ZONE), told by the page.
describe('formatDate', () => {
  const at = '2026-03-12T20:35:00Z'; // 2:05 am on the 13th in India

  afterEach(() => setTimeZone(DEFAULT_TIME_ZONE));

  it("writes India's time by default, whatever the machine's zone", () => {
    expect(currentTimeZone()).toBe('Asia/Kolkata');
    expect(formatDate(at)).toBe('13 Mar 2026, 2:05 am');
    expect(formatDate(at, 'date')).toBe('13 Mar 2026');
    expect(formatDate(at, 'monthYear')).toBe('March 2026');
  });

  it('follows the zone the page names, and keeps it on an unknown name', () => {
    setTimeZone('UTC');
    expect(formatDate(at)).toBe('12 Mar 2026, 8:35 pm');
    setTimeZone('Mars/Olympus');
    expect(currentTimeZone()).toBe('UTC');
    setTimeZone(null);
    expect(currentTimeZone()).toBe('UTC');
  });

  it('writes nothing for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
