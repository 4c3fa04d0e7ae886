import { describe as group, expect, it } from 'vitest';
import { describe, occupancyByDayOfWeek, percentile } from '../../src/index.ts';

group('percentile (type 7, linear between closest ranks)', () => {
  it('interpolates at h = (n − 1)·p', () => {
    // Nearest rank would say 1 and 3 here; type 6 would say 1.25 and 3.6.
    expect(percentile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([1, 2, 3, 4], 0.8)).toBeCloseTo(3.4, 12);
    expect(percentile([4, 1, 3, 2], 0.25)).toBe(1.75);
  });

  it('gives the extremes at 0 and 1, the value for one value, null for none', () => {
    expect(percentile([9, 3, 5], 0)).toBe(3);
    expect(percentile([9, 3, 5], 1)).toBe(9);
    expect(percentile([7], 0.3)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([Number.NaN], 0.5)).toBeNull();
  });

  it('refuses p outside 0..1', () => {
    expect(() => percentile([1], 1.5)).toThrow(RangeError);
    expect(() => percentile([1], -0.1)).toThrow(RangeError);
    expect(() => percentile([1], Number.NaN)).toThrow(RangeError);
  });
});

group('describe', () => {
  it('gives quartiles, mean and whiskers, leaving the outlier beyond the whisker', () => {
    // q1 = 2, q3 = 4, IQR 2: fences −1 and 7; 100 is an outlier.
    expect(describe([100, 3, 1, 4, 2])).toEqual({
      avg: 22,
      min: 1,
      max: 100,
      median: 3,
      percentile25: 2,
      percentile75: 4,
      whiskerLow: 1,
      whiskerHigh: 4,
      count: 5,
    });
  });

  it('clamps the whiskers to the data', () => {
    // q1 = 11.5, q3 = 14.5, IQR 3: fences 7 and 19, but the data runs 10 to 16.
    const stats = describe([10, 12, 14, 16]);
    expect(stats?.percentile25).toBe(11.5);
    expect(stats?.percentile75).toBe(14.5);
    expect(stats?.whiskerLow).toBe(10);
    expect(stats?.whiskerHigh).toBe(16);
  });

  it('is null without values and flat with one', () => {
    expect(describe([])).toBeNull();
    expect(describe([5])).toEqual({
      avg: 5,
      min: 5,
      max: 5,
      median: 5,
      percentile25: 5,
      percentile75: 5,
      whiskerLow: 5,
      whiskerHigh: 5,
      count: 1,
    });
  });
});

group('occupancyByDayOfWeek', () => {
  const days = [
    { date: '2026-03-02', peak: 10 }, // Monday
    { date: '2026-03-09', peak: 20 }, // Monday
    { date: '2026-03-03', peak: 5 }, // Tuesday
    { date: '2026-03-07', peak: 50 }, // Saturday
    { date: '2026-03-08', peak: 40 }, // Sunday
  ];

  it('describes the daily peaks per weekday, keys 0 (Sunday) to 6', () => {
    const byDay = occupancyByDayOfWeek(days);
    expect(Object.keys(byDay)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(byDay[1]).toMatchObject({
      avg: 15,
      min: 10,
      max: 20,
      median: 15,
      percentile25: 12.5,
      percentile75: 17.5,
      count: 2,
    });
    expect(byDay[2]).toMatchObject({ avg: 5, count: 1 });
    expect([byDay[0], byDay[3], byDay[4], byDay[5], byDay[6]]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('includes the weekend when asked', () => {
    const byDay = occupancyByDayOfWeek(days, { weekdaysOnly: false });
    expect(byDay[0]).toMatchObject({ avg: 40, count: 1 });
    expect(byDay[6]).toMatchObject({ avg: 50, count: 1 });
  });

  it('is all null without data', () => {
    expect(Object.values(occupancyByDayOfWeek([])).every((v) => v === null)).toBe(true);
  });
});
