import { describe, expect, it } from 'vitest';
import {
  calendarMonths,
  combinedEfficiency,
  pooledFigures,
  pooledUtilization,
  SQFT_PER_SQM,
} from '../../src/index.ts';

describe('pooledUtilization', () => {
  it('divides the people by the seats of the groups that have both', () => {
    // (10 + 30) ÷ (40 + 60); the group without capacity and the one without occupancy are left out.
    expect(
      pooledUtilization([
        { occupancy: 10, capacity: 40 },
        { occupancy: 30, capacity: 60 },
        { occupancy: 99, capacity: null },
        { occupancy: null, capacity: 500 },
        { occupancy: 5, capacity: 0 },
      ]),
    ).toBeCloseTo(0.4, 12);
  });

  it('is null when no group has both', () => {
    expect(pooledUtilization([{ occupancy: 3, capacity: null }])).toBeNull();
    expect(pooledUtilization([])).toBeNull();
  });
});

describe('pooledFigures', () => {
  // 2026-03-02 is a Monday, 2026-03-07 a Saturday.
  const a = {
    capacity: 40,
    days: [
      { date: '2026-03-02', peak: 10 },
      { date: '2026-03-03', peak: 20 },
    ],
  };
  const b = {
    capacity: 60,
    days: [
      { date: '2026-03-02', peak: 30 },
      { date: '2026-03-07', peak: 50 },
    ],
  };
  const unseated = { capacity: null, days: [{ date: '2026-03-03', peak: 100 }] };

  it('adds the daily peaks per date and the capacities', () => {
    const figures = pooledFigures([a, b]);
    // Per date: 03-02 → 40, 03-03 → 20, 03-07 (Saturday) → 50.
    expect(figures).toEqual({
      capacity: 100,
      peakOccupancy: 50,
      peakOccupancyDate: '2026-03-07',
      averageOccupancy: 30, // workdays only: (40 + 20) ÷ 2
      peakUtilization: 0.5,
      averageUtilization: 0.3,
    });
  });

  it('leaves a group without capacity out of the utilizations only', () => {
    const figures = pooledFigures([a, b, unseated]);
    expect(figures.peakOccupancy).toBe(120); // 03-03: 20 + 100
    expect(figures.capacity).toBe(100);
    expect(figures.peakUtilization).toBe(0.5);
    expect(figures.averageUtilization).toBeCloseTo(0.3, 12);
  });

  it('is null without data or without any capacity', () => {
    expect(pooledFigures([])).toEqual({
      capacity: null,
      peakOccupancy: null,
      peakOccupancyDate: null,
      averageOccupancy: null,
      peakUtilization: null,
      averageUtilization: null,
    });
    const figures = pooledFigures([unseated]);
    expect(figures.capacity).toBeNull();
    expect(figures.peakOccupancy).toBe(100);
    expect(figures.peakUtilization).toBeNull();
  });
});

describe('combinedEfficiency', () => {
  it('divides the projected by the rentable area across leases', () => {
    // (900 + 300) ÷ (1000 + 1000)
    expect(
      combinedEfficiency([
        { units: 'IMPERIAL', projectedArea: 900, rentableArea: 1000 },
        { units: 'IMPERIAL', projectedArea: 300, rentableArea: 1000 },
        { units: 'IMPERIAL', projectedArea: null, rentableArea: 5000 },
        { units: 'IMPERIAL', projectedArea: 10, rentableArea: 0 },
      ]),
    ).toBeCloseTo(0.6, 12);
  });

  it('converts square metres to square feet before adding', () => {
    // 100 sqm at 0.5 and 1000 sqft at 1: (50 × 10.7639… + 1000) ÷ (100 × 10.7639… + 1000).
    const sqft = 100 * SQFT_PER_SQM;
    expect(SQFT_PER_SQM).toBeCloseTo(10.7639, 4);
    expect(
      combinedEfficiency([
        { units: 'METRIC', projectedArea: 50, rentableArea: 100 },
        { units: 'IMPERIAL', projectedArea: 1000, rentableArea: 1000 },
      ]),
    ).toBeCloseTo((sqft / 2 + 1000) / (sqft + 1000), 12);
  });

  it('is null without a lease that has both areas', () => {
    expect(
      combinedEfficiency([{ units: 'METRIC', projectedArea: 5, rentableArea: null }]),
    ).toBeNull();
  });
});

describe('calendarMonths', () => {
  it('lists every month the range touches, across a year end', () => {
    expect(calendarMonths('2025-11-15', '2026-02-03')).toEqual([
      { year: 2025, month: 11, startDate: '2025-11-01', endDate: '2025-11-30' },
      { year: 2025, month: 12, startDate: '2025-12-01', endDate: '2025-12-31' },
      { year: 2026, month: 1, startDate: '2026-01-01', endDate: '2026-01-31' },
      { year: 2026, month: 2, startDate: '2026-02-01', endDate: '2026-02-28' },
    ]);
  });

  it('knows leap years and gives nothing for a reversed range', () => {
    expect(calendarMonths('2024-02-10', '2024-02-10')).toEqual([
      { year: 2024, month: 2, startDate: '2024-02-01', endDate: '2024-02-29' },
    ]);
    expect(calendarMonths('2024-03-01', '2024-02-01')).toEqual([]);
  });
});
