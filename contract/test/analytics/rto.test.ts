import { describe, expect, it } from 'vitest';
import { rtoFigures } from '../../src/index.ts';

const days = [
  { date: '2026-02-20', peak: 1000 }, // before the baseline
  ...['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27'].map((date) => ({
    date,
    peak: 10,
  })),
  { date: '2026-02-28', peak: 50 }, // Saturday
  { date: '2026-03-02', peak: 12 },
  { date: '2026-03-03', peak: 14 },
  { date: '2026-03-04', peak: 16 },
  { date: '2026-03-05', peak: 18 },
  { date: '2026-03-06', peak: 20 },
  { date: '2026-03-07', peak: 90 }, // Saturday
];

describe('rtoFigures', () => {
  it('compares the period with as many days before it', () => {
    const figures = rtoFigures({
      period: { startDate: '2026-03-02', endDate: null },
      days,
      capacity: 40,
      today: '2026-03-08',
    });
    expect(figures).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      baselineStartDate: '2026-02-23',
      baselineEndDate: '2026-03-01',
      averageOccupancy: 16,
      baselineAverageOccupancy: 10,
      rtoRate: 1.6,
      utilization: 0.4,
      trend: [{ year: 2026, month: 3, average: 16, peak: 90, days: 6, utilization: 0.4 }],
    });
  });

  it('caps the end at today', () => {
    const figures = rtoFigures({
      period: { startDate: '2026-03-02', endDate: '2026-12-31' },
      days,
      capacity: 40,
      today: '2026-03-04',
    });
    expect(figures).toMatchObject({
      endDate: '2026-03-04',
      baselineStartDate: '2026-02-27',
      averageOccupancy: 14,
      baselineAverageOccupancy: 10,
    });
  });

  it('follows the months of an ended period; null rates without baseline or capacity', () => {
    const figures = rtoFigures({
      period: { startDate: '2025-12-29', endDate: '2026-01-09' },
      days: [
        { date: '2025-12-31', peak: 10 },
        { date: '2026-01-02', peak: 30 },
        { date: '2026-01-12', peak: 99 },
      ],
      capacity: null,
      today: '2026-03-01',
    });
    expect(figures).toMatchObject({
      endDate: '2026-01-09',
      baselineStartDate: '2025-12-17',
      baselineEndDate: '2025-12-28',
      averageOccupancy: 20,
      baselineAverageOccupancy: null,
      rtoRate: null,
      utilization: null,
    });
    expect(figures?.trend.map((m) => [m.year, m.month, m.average, m.utilization])).toEqual([
      [2025, 12, 10, null],
      [2026, 1, 30, null],
    ]);
  });

  it('is null without a period or before it starts', () => {
    const base = { days, capacity: 40, today: '2026-03-08' };
    expect(rtoFigures({ ...base, period: null })).toBeNull();
    expect(rtoFigures({ ...base, period: { startDate: '2026-04-01', endDate: null } })).toBeNull();
  });
});
