import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  commonWorkingHours,
  compareIso,
  dayOfWeek,
  daysBetween,
  DEFAULT_WORKING_HOURS,
  hoursInLocalDay,
  isWorkday,
  isWorkingTime,
  localDate,
  localDates,
  localParts,
  startOfLocalDay,
  ZWorkingHoursSchema,
} from '../../src/index.ts';

describe('localParts', () => {
  it('reads the wall clock of the building, not of UTC', () => {
    // Monday 03:00 in UTC is Sunday 20:00 in Los Angeles (PDT, UTC−7, since 2026-03-08).
    expect(localParts('2026-03-09T03:00:00Z', 'America/Los_Angeles')).toEqual({
      date: '2026-03-08',
      hour: 20,
      minute: 0,
      isoDay: 7,
    });
    expect(localParts('2026-03-09T03:00:00Z', 'UTC')).toEqual({
      date: '2026-03-09',
      hour: 3,
      minute: 0,
      isoDay: 1,
    });
    expect(localParts(new Date('2026-01-01T00:15:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-01-01',
      hour: 5,
      minute: 45,
      isoDay: 4,
    });
  });

  it('follows daylight saving', () => {
    // New York skips 02:00–03:00 on 2026-03-08.
    expect(localParts('2026-03-08T06:59:00Z', 'America/New_York').hour).toBe(1);
    expect(localParts('2026-03-08T07:00:00Z', 'America/New_York').hour).toBe(3);
    // Amsterdam lives 02:00–03:00 twice on 2026-10-25.
    expect(localParts('2026-10-25T00:30:00Z', 'Europe/Amsterdam')).toMatchObject({ hour: 2 });
    expect(localParts('2026-10-25T01:30:00+00:00', 'Europe/Amsterdam')).toMatchObject({
      date: '2026-10-25',
      hour: 2,
      minute: 30,
    });
  });

  it('refuses a time without a zone, an invalid instant and an unknown zone', () => {
    expect(() => localParts('2026-03-09T10:00:00', 'UTC')).toThrow(RangeError);
    // However the time is written: a space or a lower-case 't' is no zone either.
    expect(() => localParts('2026-03-09 10:00:00', 'UTC')).toThrow(RangeError);
    expect(() => localParts('2026-03-09t10:00', 'UTC')).toThrow(RangeError);
    expect(localParts('2026-03-09 10:00:00+01:00', 'UTC').hour).toBe(9);
    expect(() => localParts('yesterday', 'UTC')).toThrow(RangeError);
    expect(() => localParts('2026-03-09T10:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('localDates', () => {
  it("gives one instant's date in each zone asked, the same when asked again", () => {
    // 2026-03-09 03:00 UTC: still the 8th in Los Angeles, already the 9th in Tokyo.
    const dateIn = localDates(new Date('2026-03-09T03:00:00Z'));
    expect(dateIn('America/Los_Angeles')).toBe('2026-03-08');
    expect(dateIn('Asia/Tokyo')).toBe('2026-03-09');
    expect(dateIn('America/Los_Angeles')).toBe('2026-03-08');
    expect(() => dateIn('Mars/Olympus')).toThrow(RangeError);
  });
});

describe('localDate', () => {
  it('turns to the next day at local midnight, also when asked within the same UTC minute before', () => {
    // Kathmandu is UTC+05:45: its midnight is 18:15 UTC.
    expect(localDate(new Date('2026-03-08T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-03-08');
    expect(localDate(new Date('2026-03-08T18:15:00.000Z'), 'Asia/Kathmandu')).toBe('2026-03-09');
    expect(localDate(new Date('2026-03-08T18:14:30.000Z'), 'Asia/Kathmandu')).toBe('2026-03-08');
    // Two instants of one minute, asked one after the other: the same date.
    expect(localDate(new Date('2026-03-08T18:15:59.999Z'), 'Asia/Kathmandu')).toBe('2026-03-09');
  });

  it('gives each zone its own date for the same minute', () => {
    const at = new Date('2026-03-09T03:00:10Z');
    expect(localDate(at, 'America/Los_Angeles')).toBe('2026-03-08');
    expect(localDate(at, 'Asia/Tokyo')).toBe('2026-03-09');
    expect(localDate(new Date('2026-03-09T03:00:50Z'), 'America/Los_Angeles')).toBe('2026-03-08');
  });

  it('reads instants before 1972 each time: offsets then had seconds', () => {
    // Monrovia was UTC−0:44:30 until 1972: its midnight fell at 00:44:30 UTC.
    expect(localDate(new Date('1970-06-01T00:44:29Z'), 'Africa/Monrovia')).toBe('1970-05-31');
    expect(localDate(new Date('1970-06-01T00:44:31Z'), 'Africa/Monrovia')).toBe('1970-06-01');
  });
});

describe('isWorkingTime', () => {
  it('counts from the start (inclusive) to the end (exclusive), local time', () => {
    // Monday 2026-03-09, New York on EDT (UTC−4).
    expect(isWorkingTime('2026-03-09T11:59:00Z', 'America/New_York')).toBe(false);
    expect(isWorkingTime('2026-03-09T12:00:00Z', 'America/New_York')).toBe(true);
    expect(isWorkingTime('2026-03-09T21:59:00Z', 'America/New_York')).toBe(true);
    expect(isWorkingTime('2026-03-09T22:00:00Z', 'America/New_York')).toBe(false);
    // Friday 2026-03-06, still EST (UTC−5): 12:00Z is 07:00 there.
    expect(isWorkingTime('2026-03-06T12:00:00Z', 'America/New_York')).toBe(false);
    expect(isWorkingTime('2026-03-06T13:00:00Z', 'America/New_York')).toBe(true);
  });

  it('uses the local weekday', () => {
    // Sunday 23:00 UTC is Monday 08:00 in Tokyo.
    expect(isWorkingTime('2026-03-08T23:00:00Z', 'Asia/Tokyo')).toBe(true);
    expect(isWorkingTime('2026-03-08T23:00:00Z', 'UTC')).toBe(false);
    // Monday 10:00 UTC is Monday 03:00 in Los Angeles: a weekday but before opening.
    expect(isWorkingTime('2026-03-09T10:00:00Z', 'America/Los_Angeles')).toBe(false);
  });

  it('takes other working hours', () => {
    const saturdays = { start: '07:00', end: '24:00', days: [6] };
    expect(isWorkingTime('2026-03-07T23:59:00Z', 'UTC', saturdays)).toBe(true);
    expect(isWorkingTime('2026-03-07T06:59:00Z', 'UTC', saturdays)).toBe(false);
    expect(isWorkingTime('2026-03-09T12:00:00Z', 'UTC', saturdays)).toBe(false);
  });
});

describe('calendar days', () => {
  it('has Monday to Friday, 08:00–18:00 by default', () => {
    expect(DEFAULT_WORKING_HOURS).toEqual({ start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] });
    expect(isWorkday('2026-03-06')).toBe(true);
    expect(isWorkday('2026-03-07')).toBe(false);
    expect(isWorkday('2026-03-08')).toBe(false);
    expect(isWorkday('2026-03-08', { start: '10:00', end: '16:00', days: [7] })).toBe(true);
  });

  it('takes the buildings’ working hours when they agree, else the default', () => {
    const late = { start: '10:00', end: '20:00', days: [1, 2, 3, 4, 5, 6] };
    expect(commonWorkingHours([late, { ...late, days: [1, 2, 3, 4, 5, 6] }])).toBe(late);
    expect(commonWorkingHours([late, { ...late, days: [1, 2, 3, 4, 5] }])).toBe(
      DEFAULT_WORKING_HOURS,
    );
    // The same days in another order are the same week.
    expect(commonWorkingHours([late, { ...late, days: [6, 1, 2, 3, 4, 5] }])).toBe(late);
    expect(commonWorkingHours([late, { ...late, end: '19:00' }])).toBe(DEFAULT_WORKING_HOURS);
    expect(commonWorkingHours([])).toBe(DEFAULT_WORKING_HOURS);
    // One building's hours, also asked several times, are its own, whatever they are.
    expect(commonWorkingHours([late])).toBe(late);
    expect(commonWorkingHours([late, late])).toBe(late);
  });

  it('numbers the days of week 0 = Sunday … 6 = Saturday', () => {
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(dayOfWeek('2026-03-08')).toBe(0);
    expect(dayOfWeek('2026-03-09')).toBe(1);
    expect(dayOfWeek('2026-03-14')).toBe(6);
    expect(dayOfWeek('2024-02-29')).toBe(4);
    expect(() => dayOfWeek('2026-02-30')).toThrow(RangeError);
    expect(() => dayOfWeek('2026-3-1')).toThrow(RangeError);
  });

  it('counts days in any year, before 1970 and before 100 too', () => {
    // 1970-01-01 was a Thursday: the days before it count back from there.
    expect(dayOfWeek('1969-12-31')).toBe(3);
    expect(dayOfWeek('1969-12-27')).toBe(6);
    expect(dayOfWeek('1969-12-28')).toBe(0);
    for (let day = -250_000; day <= 150_000; day += 997) {
      const date = new Date(day * 86_400_000);
      const iso = date.toISOString().slice(0, 10);
      expect(dayOfWeek(iso), iso).toBe(date.getUTCDay());
      expect(addDays(iso, 1), iso).toBe(
        new Date((day + 1) * 86_400_000).toISOString().slice(0, 10),
      );
    }
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addMonths('0099-12-31', 2)).toBe('0100-02-28');
    expect(daysBetween('1960-01-01', '1970-01-01')).toBe(3653);
  });

  it('reads a date only when it is a real calendar day, written YYYY-MM-DD', () => {
    expect(dayOfWeek('2000-02-29')).toBe(2);
    expect(dayOfWeek('2026-12-31')).toBe(4);
    for (const wrong of [
      '1900-02-29',
      '2023-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-13-01',
      '2026-01-00',
      '2026-01-32',
      '2026-01-1a',
      '2026/01/10',
      '2026-01-10T00:00',
      ' 2026-01-10',
      '',
    ])
      expect(() => dayOfWeek(wrong), wrong).toThrow(RangeError);
  });

  it('orders ISO dates and instants as plain strings', () => {
    expect(['2026-03-10', '2025-12-31', '2026-03-09'].sort(compareIso)).toEqual([
      '2025-12-31',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(compareIso('09:15', '09:15')).toBe(0);
    expect(compareIso('2026-03-09T10:00:00.000Z', '2026-03-09T09:59:00.000Z')).toBe(1);
  });

  it('adds days and calendar months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetween('2026-03-01', '2026-01-01')).toBe(-59);
  });
});

describe('local days', () => {
  it('has 23 hours on the spring change and 25 on the autumn change', () => {
    expect(hoursInLocalDay('2026-03-08', 'America/New_York')).toBe(23);
    expect(hoursInLocalDay('2026-03-09', 'America/New_York')).toBe(24);
    expect(hoursInLocalDay('2026-10-25', 'Europe/Amsterdam')).toBe(25);
    expect(hoursInLocalDay('2026-10-25', 'UTC')).toBe(24);
  });

  it('starts at local midnight', () => {
    expect(startOfLocalDay('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay('2026-10-25', 'Europe/Amsterdam')).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfLocalDay('2026-10-26', 'Europe/Amsterdam')).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfLocalDay('2026-01-01', 'Asia/Kolkata')).toBe('2025-12-31T18:30:00.000Z');
  });

  it('starts at 01:00 where midnight is skipped', () => {
    // Santiago moves from 00:00 (UTC−4) straight to 01:00 (UTC−3) on 2025-09-07.
    expect(startOfLocalDay('2025-09-07', 'America/Santiago')).toBe('2025-09-07T04:00:00.000Z');
    expect(localParts('2025-09-07T04:00:00Z', 'America/Santiago').hour).toBe(1);
  });
});

describe('ZWorkingHoursSchema', () => {
  it('accepts the default and refuses broken hours', () => {
    expect(ZWorkingHoursSchema.safeParse(DEFAULT_WORKING_HOURS).success).toBe(true);
    expect(ZWorkingHoursSchema.safeParse({ start: '18:00', end: '08:00', days: [1] }).success).toBe(
      false,
    );
    expect(ZWorkingHoursSchema.safeParse({ start: '08:00', end: '25:00', days: [1] }).success).toBe(
      false,
    );
    expect(
      ZWorkingHoursSchema.safeParse({ start: '08:00', end: '18:00', days: [1, 1] }).success,
    ).toBe(false);
    expect(ZWorkingHoursSchema.safeParse({ start: '08:00', end: '18:00', days: [8] }).success).toBe(
      false,
    );
  });
});
