import { describe, expect, it } from 'vitest';
import { averageOccupancy, defaultDateRange, peakOfRange, sumDailyPeaks } from '../../src/index.ts';

describe('peakOfRange', () => {
  it('takes the highest daily peak, the earliest date on a tie', () => {
    expect(
      peakOfRange([
        { date: '2026-03-05', peak: 10 },
        { date: '2026-03-02', peak: 10 },
        { date: '2026-03-03', peak: 7 },
      ]),
    ).toEqual({ peakOccupancy: 10, peakOccupancyDate: '2026-03-02' });
  });

  it('is empty for an empty range', () => {
    expect(peakOfRange([])).toEqual({ peakOccupancy: null, peakOccupancyDate: null });
  });
});

describe('averageOccupancy', () => {
  const days = [
    { date: '2026-03-02', peak: 10 }, // Monday
    { date: '2026-03-03', peak: 20 }, // Tuesday
    { date: '2026-03-07', peak: 100 }, // Saturday: not a working day
  ];

  it('is the mean of daily peaks on working days', () => {
    expect(averageOccupancy(days)).toBe(15);
    expect(averageOccupancy(days, { start: '08:00', end: '18:00', days: [6] })).toBe(100);
  });

  it('is null without a working day with data', () => {
    expect(averageOccupancy([])).toBeNull();
    expect(averageOccupancy([{ date: '2026-03-08', peak: 4 }])).toBeNull();
  });
});

describe('defaultDateRange', () => {
  it('is null without data', () => {
    expect(defaultDateRange([])).toBeNull();
  });

  it('takes all the data when it spans less than a year', () => {
    expect(defaultDateRange(['2026-03-01', '2026-01-01', '2026-02-01'])).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-03-01',
    });
  });

  it('starts at the latest point at or before one year back', () => {
    const dates = ['2024-01-01', '2025-03-01', '2025-06-29', '2025-07-15', '2026-06-30'];
    expect(defaultDateRange(dates)).toEqual({ startDate: '2025-06-29', endDate: '2026-06-30' });
    expect(defaultDateRange([...dates, '2025-06-30'])).toEqual({
      startDate: '2025-06-30',
      endDate: '2026-06-30',
    });
  });

  it('goes back to 28 February from a 29 February', () => {
    expect(defaultDateRange(['2027-02-27', '2027-02-28', '2027-03-01', '2028-02-29'])).toEqual({
      startDate: '2027-02-28',
      endDate: '2028-02-29',
    });
  });
});

describe('sumDailyPeaks', () => {
  it('adds the buildings per date', () => {
    expect(
      sumDailyPeaks([
        [
          { date: '2026-03-03', peak: 5 },
          { date: '2026-03-02', peak: 10 },
        ],
        [{ date: '2026-03-02', peak: 7 }],
      ]),
    ).toEqual([
      { date: '2026-03-02', peak: 17 },
      { date: '2026-03-03', peak: 5 },
    ]);
  });

  it('adds many series over gaps and dates centuries apart alike', () => {
    const a = [
      { date: '2026-03-02', peak: 0.1 },
      { date: '2026-03-09', peak: 3 },
    ];
    const b = [
      { date: '2026-03-09', peak: 0.2 },
      { date: '2026-03-02', peak: 0.2 },
      { date: '2026-02-27', peak: 4 },
    ];
    // In the series' order: 0.1 + 0.2 is not 0.2 + 0.1 in floating point.
    expect(sumDailyPeaks([a, b, []])).toEqual([
      { date: '2026-02-27', peak: 4 },
      { date: '2026-03-02', peak: 0.1 + 0.2 },
      { date: '2026-03-09', peak: 3 + 0.2 },
    ]);
    expect(sumDailyPeaks([[], []])).toEqual([]);
    expect(
      sumDailyPeaks([
        [{ date: '2026-03-02', peak: 1 }],
        [
          { date: '1700-01-01', peak: 2 },
          { date: '2026-03-02', peak: 5 },
        ],
      ]),
    ).toEqual([
      { date: '1700-01-01', peak: 2 },
      { date: '2026-03-02', peak: 6 },
    ]);
    expect(() => sumDailyPeaks([[{ date: '2026-3-2', peak: 1 }], []])).toThrow(RangeError);
  });

  it('gives one series in date order, whatever order it came in', () => {
    const inOrder = [
      { date: '2026-03-02', peak: 10 },
      { date: '2026-03-03', peak: 5 },
    ];
    const result = sumDailyPeaks([inOrder]);
    expect(result).toEqual(inOrder);
    expect(result[0]).not.toBe(inOrder[0]);
    expect(
      sumDailyPeaks([
        [
          { date: '2026-03-03', peak: 5 },
          { date: '2026-03-02', peak: 10 },
          { date: '2026-03-03', peak: 2 },
        ],
      ]),
    ).toEqual([
      { date: '2026-03-02', peak: 10 },
      { date: '2026-03-03', peak: 7 },
    ]);
  });
});
