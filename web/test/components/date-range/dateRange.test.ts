import { describe, expect, it } from 'vitest';
import {
  clampDate,
  clampRange,
  dateAtIndex,
  dayIndex,
  defaultRangeOfSpan,
  sameRange,
  selectedDate,
  type DataSpan,
  type DateRange,
} from '../../../src/components/date-range/dateRange.ts';

const range = (startDate: string, endDate: string): DateRange => ({ startDate, endDate });

describe('defaultRangeOfSpan: the last year of data', () => {
  it.each<[string, DataSpan | null, DateRange | null]>([
    ['no data', null, null],
    ['one day', { first: '2026-02-01', last: '2026-02-01' }, range('2026-02-01', '2026-02-01')],
    [
      'less than a year: from the first day',
      { first: '2025-07-01', last: '2026-06-30' },
      range('2025-07-01', '2026-06-30'),
    ],
    [
      'exactly a year: from the first day, the same date a year before the last',
      { first: '2025-06-30', last: '2026-06-30' },
      range('2025-06-30', '2026-06-30'),
    ],
    [
      'more than a year: from the same date one year before the last',
      { first: '2024-03-04', last: '2026-06-30' },
      range('2025-06-30', '2026-06-30'),
    ],
    [
      'a last day of 29 February: back to 28 February',
      { first: '2026-01-01', last: '2028-02-29' },
      range('2027-02-28', '2028-02-29'),
    ],
  ])('%s', (_case, span, expected) => {
    expect(defaultRangeOfSpan(span)).toEqual(expected);
  });

  it("with the days that have data, starts at the latest one a year or more back, as the server's", () => {
    // No data on 2025-06-30 (a year before the last day): the day before it with data starts.
    const dates = ['2024-03-04', '2025-06-20', '2025-07-02', '2026-01-15', '2026-06-30'];
    expect(defaultRangeOfSpan({ first: '2024-03-04', last: '2026-06-30', dates })).toEqual(
      range('2025-06-20', '2026-06-30'),
    );
    // Less than a year of days with data: from the first of them.
    expect(
      defaultRangeOfSpan({ first: '2025-08-01', last: '2026-06-30', dates: dates.slice(3) }),
    ).toEqual(range('2026-01-15', '2026-06-30'));
  });

  it('falls back to the span when no listed day is inside it', () => {
    expect(defaultRangeOfSpan({ first: '2024-03-04', last: '2026-06-30', dates: [] })).toEqual(
      range('2025-06-30', '2026-06-30'),
    );
    expect(
      defaultRangeOfSpan({ first: '2025-01-01', last: '2025-03-01', dates: ['2030-01-01'] }),
    ).toEqual(range('2025-01-01', '2025-03-01'));
  });
});

describe('range helpers', () => {
  it('compares ranges by their dates', () => {
    expect(sameRange(range('2026-01-01', '2026-02-01'), range('2026-01-01', '2026-02-01'))).toBe(
      true,
    );
    expect(sameRange(range('2026-01-01', '2026-02-01'), range('2026-01-01', '2026-02-02'))).toBe(
      false,
    );
    expect(sameRange(null, range('2026-01-01', '2026-02-01'))).toBe(false);
    expect(sameRange(null, null)).toBe(true);
  });

  it('clamps a date and a range into bounds', () => {
    const bounds = range('2026-01-10', '2026-01-20');
    expect(clampDate('2026-01-01', bounds)).toBe('2026-01-10');
    expect(clampDate('2026-01-15', bounds)).toBe('2026-01-15');
    expect(clampDate('2026-02-01', bounds)).toBe('2026-01-20');
    const span = { first: '2026-01-10', last: '2026-01-20' };
    expect(clampRange(range('2026-01-01', '2026-01-15'), span)).toEqual(
      range('2026-01-10', '2026-01-15'),
    );
    // Apart from the span: the whole span.
    expect(clampRange(range('2025-01-01', '2025-02-01'), span)).toEqual(
      range('2026-01-10', '2026-01-20'),
    );
  });

  it("numbers the span's days from 0, across month and leap-day ends", () => {
    const span = { first: '2028-02-27', last: '2028-03-02' };
    expect(dayIndex(span, '2028-03-01')).toBe(3);
    expect(dateAtIndex(span, 2)).toBe('2028-02-29');
    expect(dateAtIndex(span, 4)).toBe('2028-03-02');
  });
});

describe('selectedDate: a single-date filter', () => {
  const allowed = range('2025-06-30', '2026-06-30');

  it('defaults to the end of the range', () => {
    expect(selectedDate(null, allowed, '2026-07-04')).toBe('2026-06-30');
  });

  it('clamps the chosen date into the range', () => {
    expect(selectedDate('2026-03-15', allowed, '2026-07-04')).toBe('2026-03-15');
    expect(selectedDate('2024-01-01', allowed, '2026-07-04')).toBe('2025-06-30');
    expect(selectedDate('2026-07-01', allowed, '2026-07-04')).toBe('2026-06-30');
  });

  it('without a range, is the chosen date or today, never after today', () => {
    expect(selectedDate(null, null, '2026-07-04')).toBe('2026-07-04');
    expect(selectedDate('2026-01-02', null, '2026-07-04')).toBe('2026-01-02');
    expect(selectedDate('2026-08-01', null, '2026-07-04')).toBe('2026-07-04');
  });
});
