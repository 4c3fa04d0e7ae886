// dailyPeaks (analytics/repository.ts): per building the highest source's peak each day, added
// across buildings, in date order, whatever order the rows come in.
import { describe, expect, it } from 'vitest';
import { dailyPeaks, type DayRow } from '../src/analytics/repository.ts';

const row = (date: string, dataSourceId: number, peak: number): DayRow => ({
  date,
  dataSourceId,
  peak,
  workingAverage: null,
  hasBackfill: false,
  peakAt: null,
});

describe('dailyPeaks', () => {
  it('takes the highest source of a building each day, never their sum', () => {
    const rows = [row('2026-03-02', 1, 40), row('2026-03-02', 2, 55), row('2026-03-03', 1, 12)];
    expect(dailyPeaks([{ rows }])).toEqual([
      { date: '2026-03-02', peak: 55 },
      { date: '2026-03-03', peak: 12 },
    ]);
  });

  it('answers the same for rows out of date order', () => {
    const rows = [row('2026-03-03', 1, 12), row('2026-03-02', 2, 55), row('2026-03-02', 1, 40)];
    expect(dailyPeaks([{ rows }])).toEqual([
      { date: '2026-03-02', peak: 55 },
      { date: '2026-03-03', peak: 12 },
    ]);
  });

  it('adds buildings, and keeps a day that only one of them has', () => {
    const a = [row('2026-03-02', 1, 10), row('2026-03-03', 1, 20)];
    const b = [row('2026-03-03', 7, 5), row('2026-03-04', 7, 8)];
    expect(dailyPeaks([{ rows: a }, { rows: b }])).toEqual([
      { date: '2026-03-02', peak: 10 },
      { date: '2026-03-03', peak: 25 },
      { date: '2026-03-04', peak: 8 },
    ]);
  });

  it('answers no days for no rows', () => {
    expect(dailyPeaks([{ rows: [] }])).toEqual([]);
    expect(dailyPeaks([])).toEqual([]);
  });
});
