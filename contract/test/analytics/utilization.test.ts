import { describe, expect, it } from 'vitest';
import {
  changePercent,
  completedMonths,
  lastTwoMonths,
  monthlyOccupancy,
  utilization,
} from '../../src/index.ts';

describe('utilization', () => {
  it('is occupancy over capacity, null without a positive capacity', () => {
    expect(utilization(30, 40)).toBe(0.75);
    expect(utilization(0, 40)).toBe(0);
    expect(utilization(50, 40)).toBe(1.25);
    expect(utilization(30, null)).toBeNull();
    expect(utilization(30, 0)).toBeNull();
    expect(utilization(null, 40)).toBeNull();
  });
});

describe('changePercent', () => {
  it('is the change as a fraction of the previous month', () => {
    expect(changePercent(120, 100)).toBeCloseTo(0.2, 12);
    expect(changePercent(80, 100)).toBeCloseTo(-0.2, 12);
    expect(changePercent(100, 100)).toBe(0);
  });

  it('is null when either month is missing or the previous is 0', () => {
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(null, 10)).toBeNull();
    expect(changePercent(5, null)).toBeNull();
  });
});

describe('monthlyOccupancy', () => {
  const months = monthlyOccupancy([
    { date: '2026-03-01', peak: 7 }, // Sunday
    { date: '2026-02-03', peak: 30 }, // Tuesday
    { date: '2026-01-30', peak: 10 }, // Friday
    { date: '2026-01-31', peak: 50 }, // Saturday
    { date: '2026-02-02', peak: 20 }, // Monday
  ]);

  it('averages the working days, peaks over all days and counts days with data', () => {
    expect(months).toEqual([
      { year: 2026, month: 1, average: 10, peak: 50, days: 2 },
      { year: 2026, month: 2, average: 25, peak: 30, days: 2 },
      { year: 2026, month: 3, average: null, peak: 7, days: 1 },
    ]);
    expect(monthlyOccupancy([])).toEqual([]);
  });

  it('leaves out the current month', () => {
    expect(completedMonths(months, '2026-02-15').map((m) => m.month)).toEqual([1]);
    expect(completedMonths(months, '2026-03-01').map((m) => m.month)).toEqual([1, 2]);
    expect(completedMonths(months, '2026-01-31')).toEqual([]);
    const december = { year: 2025, month: 12, average: 1, peak: 1, days: 1 };
    expect(completedMonths([december, ...months], '2026-01-05')).toEqual([december]);
  });
});

describe('lastTwoMonths', () => {
  const month = (year: number, m: number) => ({ year, month: m, average: m, peak: m, days: 1 });
  it('pairs the last month with the calendar month before it', () => {
    expect(lastTwoMonths([month(2026, 1), month(2026, 2), month(2026, 3)])).toEqual({
      last: month(2026, 3),
      previous: month(2026, 2),
    });
    expect(lastTwoMonths([month(2025, 12), month(2026, 1)]).previous).toEqual(month(2025, 12));
  });

  it('has no previous month when the month before has no data, never an earlier one', () => {
    // February without data: March is not compared with January.
    const days = [
      { date: '2026-01-05', peak: 10 },
      { date: '2026-03-02', peak: 20 },
    ];
    const { last, previous } = lastTwoMonths(completedMonths(monthlyOccupancy(days), '2026-04-15'));
    expect(last?.month).toBe(3);
    expect(previous).toBeNull();
    expect(changePercent(last?.average ?? null, previous?.average ?? null)).toBeNull();
    expect(lastTwoMonths([month(2025, 1), month(2026, 1)]).previous).toBeNull();
  });

  it('is empty without months', () => {
    expect(lastTwoMonths([])).toEqual({ last: null, previous: null });
    expect(lastTwoMonths([month(2026, 1)])).toEqual({ last: month(2026, 1), previous: null });
  });
});
