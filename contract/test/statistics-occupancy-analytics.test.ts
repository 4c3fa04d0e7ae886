// The pure functions behind the occupancy calls, worked out by hand.
import { describe, expect, it } from 'vitest';
import {
  combineSourceDays,
  dayCoverage,
  dayCurve,
  DEFAULT_WORKING_HOURS,
  flexRequirements,
  topPeakDays,
  ZOccupancyHoursRequestSchema,
  ZPeakDaysRequestSchema,
} from '../src/index.ts';

describe('combineSourceDays', () => {
  it('keeps the busiest data source of a building and adds buildings', () => {
    expect(
      combineSourceDays([
        { buildingId: 1, date: '2026-02-03', peak: 10, peakAt: '11:00', average: 6 },
        { buildingId: 1, date: '2026-02-03', peak: 12, peakAt: '14:00', average: 5 },
        { buildingId: 1, date: '2026-02-02', peak: 7, peakAt: '09:00', average: null },
        { buildingId: 2, date: '2026-02-03', peak: 4, peakAt: '10:00', average: null },
      ]),
    ).toEqual([
      { date: '2026-02-02', peak: 7, peakAt: '09:00', average: null },
      // 12 + 4; no single instant reached 16, so no time; averages 5 + (none).
      { date: '2026-02-03', peak: 16, peakAt: null, average: 5 },
    ]);
  });

  it('takes the earlier peak time when two sources tie', () => {
    expect(
      combineSourceDays([
        { buildingId: 1, date: '2026-02-03', peak: 9, peakAt: '15:00', average: 1 },
        { buildingId: 1, date: '2026-02-03', peak: 9, peakAt: '10:00', average: 2 },
      ]),
    ).toEqual([{ date: '2026-02-03', peak: 9, peakAt: '10:00', average: 2 }]);
  });
});

describe('topPeakDays', () => {
  const days = [
    { date: '2026-02-05', peak: 20 },
    { date: '2026-02-02', peak: 30 },
    { date: '2026-02-04', peak: 20 },
    { date: '2026-02-03', peak: 10 },
  ];
  it('orders by peak, the earlier date first on a tie, and keeps the limit', () => {
    expect(topPeakDays(days, 3).map((d) => d.date)).toEqual([
      '2026-02-02',
      '2026-02-04',
      '2026-02-05',
    ]);
    expect(topPeakDays(days, 10)).toHaveLength(4);
    expect(topPeakDays([], 5)).toEqual([]);
  });
});

describe('dayCurve', () => {
  it('takes the higher source per building and hour and adds buildings', () => {
    expect(
      dayCurve([
        { buildingId: 1, start: '10:00', peak: 5, average: 3 },
        { buildingId: 1, start: '10:00', peak: 8, average: 2 },
        { buildingId: 2, start: '10:00', peak: 1, average: 1 },
        { buildingId: 1, start: '09:00', peak: 2, average: 1.5 },
      ]),
    ).toEqual([
      { start: '09:00', peak: 2, average: 1.5 },
      { start: '10:00', peak: 9, average: 4 },
    ]);
  });

  it('keeps the repeated hour of the day clocks go back apart, and adds other buildings to its first time', () => {
    // New York, 2 November 2025: 01:00 EDT (05:00Z) and 01:00 EST (06:00Z); a second building
    // whose 01:00 is one hour.
    expect(
      dayCurve([
        { buildingId: 1, start: '01:00', at: '2025-11-02T06:00:00.000Z', peak: 7, average: 7 },
        { buildingId: 1, start: '01:00', at: '2025-11-02T05:00:00.000Z', peak: 3, average: 2 },
        { buildingId: 2, start: '01:00', at: '2025-11-02T01:00:00.000Z', peak: 1, average: 1 },
        { buildingId: 1, start: '00:00', at: '2025-11-02T04:00:00.000Z', peak: 2, average: 1 },
      ]),
    ).toEqual([
      { start: '00:00', peak: 2, average: 1 },
      { start: '01:00', peak: 4, average: 3 },
      { start: '01:00', peak: 7, average: 7 },
    ]);
  });
});

describe('dayCoverage', () => {
  it('counts working days and joins gaps across a weekend', () => {
    // 2026-02-02 is a Monday; Fri 6 and Mon 9 are missing, the weekend between has no data.
    const result = dayCoverage(
      ['2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-10', '2026-02-14'],
      '2026-02-02',
      '2026-02-13',
      DEFAULT_WORKING_HOURS,
    );
    expect(result).toEqual({
      daysWithData: 5, // the Saturday 14th is outside the range
      workingDays: 10,
      coverage: 0.5,
      gaps: [
        { startDate: '2026-02-06', endDate: '2026-02-09' },
        { startDate: '2026-02-11', endDate: '2026-02-13' },
      ],
    });
  });

  it('uses the building’s working days and has no coverage without one', () => {
    const weekend = { start: '10:00', end: '16:00', days: [6, 7] };
    expect(dayCoverage(['2026-02-07'], '2026-02-02', '2026-02-08', weekend)).toMatchObject({
      workingDays: 2,
      coverage: 0.5,
      gaps: [{ startDate: '2026-02-08', endDate: '2026-02-08' }],
    });
    expect(dayCoverage([], '2026-02-07', '2026-02-08', DEFAULT_WORKING_HOURS)).toMatchObject({
      workingDays: 0,
      coverage: null,
      gaps: [],
    });
  });
});

describe('flexRequirements', () => {
  // Ten weekdays (2–6 and 9–13 February 2026) with peaks 1…10.
  const dates = ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13'];
  const dailyPeaks = dates.map((d, i) => ({ date: `2026-02-${d}`, peak: i + 1 }));

  it('sizes the scenarios from capacity, peak and the 80th percentile', () => {
    const figures = flexRequirements({
      capacity: 20,
      rentableArea: 4000,
      targetDensity: 150,
      dailyPeaks,
      hours: DEFAULT_WORKING_HOURS,
    });
    // 80th percentile: h = 9 × 0.8 = 7.2 → 8 + 0.2 = 8.2 → 9 seats.
    expect(figures).toMatchObject({
      capacity: 20,
      newCapacity: 9,
      peak: 10,
      peakDate: '2026-02-13',
      average: 5.5,
      seatsToRelease: 11,
    });
    expect(figures.scenarios).toEqual([
      {
        scenario: 'CURRENT',
        seats: 20,
        flexSeats: 0,
        seatsToRelease: 0,
        area: 3000,
        areaToRelease: 1000,
      },
      {
        scenario: 'OPTIMIZED',
        seats: 10,
        flexSeats: 0,
        seatsToRelease: 10,
        area: 1500,
        areaToRelease: 2500,
      },
      {
        scenario: 'CONVENTIONAL_FLEX',
        seats: 9,
        flexSeats: 1,
        seatsToRelease: 11,
        area: 1350,
        areaToRelease: 2650,
      },
    ]);
  });

  it('leaves what cannot be computed null', () => {
    const figures = flexRequirements({
      capacity: null,
      rentableArea: null,
      targetDensity: null,
      dailyPeaks: [],
      hours: DEFAULT_WORKING_HOURS,
    });
    expect(figures).toMatchObject({ newCapacity: null, peak: null, seatsToRelease: null });
    expect(figures.scenarios.map((s) => [s.seats, s.area, s.seatsToRelease])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
  });
});

describe('request schemas', () => {
  it('limits the hourly range to 92 days, naming the end date', () => {
    const ok = { buildingId: 1, startDate: '2026-01-01', endDate: '2026-04-02' }; // 92 days
    expect(ZOccupancyHoursRequestSchema.safeParse(ok).success).toBe(true);
    const long = ZOccupancyHoursRequestSchema.safeParse({ ...ok, endDate: '2026-04-03' });
    expect(long.error?.issues.map((i) => i.path)).toEqual([['endDate']]);
  });

  it('defaults the number of peak days to 10 and refuses more than 100', () => {
    expect(ZPeakDaysRequestSchema.parse({ buildingId: 1 }).limit).toBe(10);
    expect(ZPeakDaysRequestSchema.safeParse({ buildingId: 1, limit: 101 }).success).toBe(false);
  });
});
