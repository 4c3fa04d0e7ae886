import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  fromLocalDate,
  todayIn,
  toLocalDate,
} from '../../../src/components/date-range/calendarDate.ts';
import { inBrowserZone } from './zone.ts';

// Behind UTC, a date's text read as an instant shows the day before; ahead of it, a local
// midnight written with toISOString is the day before.
describe.each([
  { zone: 'America/New_York', naiveDay: 30, naiveText: '2026-01-31' },
  { zone: 'Pacific/Kiritimati', naiveDay: 31, naiveText: '2026-01-30' },
])('in a browser at $zone', ({ zone, naiveDay, naiveText }) => {
  inBrowserZone(zone);

  it("shows a calendar date as that day, whatever the browser's zone", () => {
    // The zone is in force: the naive ways are off by a day here.
    expect(new Date('2026-01-31').getDate()).toBe(naiveDay);
    expect(new Date(2026, 0, 31).toISOString().slice(0, 10)).toBe(naiveText);
    expect(formatCalendarDate('2026-01-31')).toBe('31 Jan 2026');
    expect(formatCalendarDate('2025-12-01')).toBe('1 Dec 2025');
    expect(toLocalDate('2026-01-31').getDate()).toBe(31);
  });

  it('turns a local date and back without moving a day, across DST changes', () => {
    for (const date of ['2026-03-08', '2026-11-01', '2028-02-29', '2026-12-31', '0099-05-01']) {
      expect(fromLocalDate(toLocalDate(date))).toBe(date);
    }
  });
});

describe('calendar dates', () => {
  it('refuses text that is not YYYY-MM-DD', () => {
    expect(() => toLocalDate('2026-1-31')).toThrow(RangeError);
    expect(() => toLocalDate('2026-01-31T00:00:00Z')).toThrow(RangeError);
  });

  it("tells today's date on the building's clock", () => {
    const instant = new Date('2026-07-04T02:30:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-07-03');
    expect(todayIn('Europe/Paris', instant)).toBe('2026-07-04');
    expect(todayIn('Pacific/Auckland', new Date('2026-07-04T12:30:00Z'))).toBe('2026-07-05');
  });
});
