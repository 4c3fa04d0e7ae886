import { describe, expect, it } from 'vitest';
import { dailyFigures, simultaneousSums, type Reading } from '../../src/index.ts';

// Tuesday 2026-03-10 in Amsterdam (UTC+1): 09:00, 10:00 and 11:00 local.
const t1 = '2026-03-10T08:00:00Z';
const t2 = '2026-03-10T09:00:00Z';
const t3 = '2026-03-10T10:00:00Z';
const readings: Reading[] = [
  { at: t3, spaceId: 1, occupancy: 1 },
  { at: t1, spaceId: 1, occupancy: 5 },
  { at: t1, spaceId: 2, occupancy: 1 },
  { at: t2, spaceId: 1, occupancy: 2 },
  { at: t2, spaceId: 2, occupancy: 6 },
];

describe('simultaneousSums', () => {
  it('adds the spaces per instant, in time order, only where someone reported', () => {
    expect(simultaneousSums(readings)).toEqual([
      { at: '2026-03-10T08:00:00.000Z', occupancy: 6 },
      { at: '2026-03-10T09:00:00.000Z', occupancy: 8 },
      { at: '2026-03-10T10:00:00.000Z', occupancy: 1 },
    ]);
    expect(simultaneousSums([])).toEqual([]);
  });

  it('treats two spellings of one instant as one, and a repeated space reading once', () => {
    expect(
      simultaneousSums([
        { at: '2026-03-10T09:00:00Z', spaceId: 1, occupancy: 3 },
        { at: '2026-03-10T10:00:00.000+01:00', spaceId: 2, occupancy: 4 },
        { at: '2026-03-10T09:00:00.000Z', spaceId: 2, occupancy: 2 },
        { at: '2026-03-10T09:00:00Z', spaceId: null, occupancy: 1 },
      ]),
    ).toEqual([{ at: '2026-03-10T09:00:00.000Z', occupancy: 8 }]);
  });
});

describe('dailyFigures', () => {
  it('takes the group peak from simultaneous sums, not the sum of per-space peaks', () => {
    // Space 1 peaks at 5, space 2 at 6: 11 people never were there at once; 8 were.
    const [day] = dailyFigures(readings, 'Europe/Amsterdam');
    expect(day).toEqual({
      date: '2026-03-10',
      peak: 8,
      peakAt: '2026-03-10T09:00:00.000Z',
      average: (6 + 8 + 1) / 3,
      samples: 3,
    });
  });

  it('cuts days at local midnight and averages working hours only', () => {
    const days = dailyFigures(
      [
        ...readings,
        // 06:30 local: outside working hours, but part of the day and its peak.
        { at: '2026-03-10T05:30:00Z', spaceId: 1, occupancy: 9 },
        // 00:30 local on Wednesday.
        { at: '2026-03-10T23:30:00Z', spaceId: 1, occupancy: 4 },
      ],
      'Europe/Amsterdam',
    );
    expect(days).toEqual([
      {
        date: '2026-03-10',
        peak: 9,
        peakAt: '2026-03-10T05:30:00.000Z',
        average: 5,
        samples: 4,
      },
      {
        date: '2026-03-11',
        peak: 4,
        peakAt: '2026-03-10T23:30:00.000Z',
        average: null,
        samples: 1,
      },
    ]);
  });

  it('gives a tied peak to the earliest instant', () => {
    const [day] = dailyFigures(
      [
        { at: t3, spaceId: 1, occupancy: 7 },
        { at: t1, spaceId: 1, occupancy: 7 },
      ],
      'UTC',
    );
    expect(day?.peakAt).toBe('2026-03-10T08:00:00.000Z');
  });

  it('has 23 hourly samples on the New York spring change', () => {
    // 24 hourly readings from local midnight of 2026-03-08; occupancy = the reading's index.
    const hourly: Reading[] = Array.from({ length: 24 }, (_, h) => ({
      at: new Date(Date.parse('2026-03-08T05:00:00Z') + h * 3_600_000).toISOString(),
      spaceId: 1,
      occupancy: h,
    }));
    const days = dailyFigures(hourly, 'America/New_York');
    expect(days.map((d) => [d.date, d.samples, d.peak])).toEqual([
      ['2026-03-08', 23, 22],
      ['2026-03-09', 1, 23],
    ]);
    // A Sunday: no working hours.
    expect(days[0]?.average).toBeNull();
    expect(days[0]?.peakAt).toBe('2026-03-09T03:00:00.000Z');
  });

  it('has 25 hourly samples on the Amsterdam autumn change and counts the repeated hour', () => {
    const hourly: Reading[] = Array.from({ length: 26 }, (_, i) => ({
      at: new Date(Date.parse('2026-10-24T22:00:00Z') + i * 3_600_000).toISOString(),
      spaceId: 1,
      occupancy: i,
    }));
    // Sunday 00:00–03:00 as working time: local 00:00, 01:00, 02:00 CEST and 02:00 CET.
    const nights = { start: '00:00', end: '03:00', days: [7] };
    const days = dailyFigures(hourly, 'Europe/Amsterdam', nights);
    expect(days.map((d) => [d.date, d.samples, d.peak])).toEqual([
      ['2026-10-25', 25, 24],
      ['2026-10-26', 1, 25],
    ]);
    expect(days[0]?.average).toBe((0 + 1 + 2 + 3) / 4);
  });
});
