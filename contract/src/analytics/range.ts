import { addMonths, DEFAULT_WORKING_HOURS, isWorkday, type WorkingHours } from './time.ts';

export type PeakOfRange = { peakOccupancy: number | null; peakOccupancyDate: string | null };
type DayPeak = { date: string; peak: number };

/** Highest daily peak in the range and its date; a tie goes to the earliest date. */
export function peakOfRange(days: readonly DayPeak[]): PeakOfRange {
  let best: DayPeak | null = null;
  for (const day of days) {
    if (!Number.isFinite(day.peak)) continue;
    if (!best || day.peak > best.peak || (day.peak === best.peak && day.date < best.date)) {
      best = day;
    }
  }
  return { peakOccupancy: best?.peak ?? null, peakOccupancyDate: best?.date ?? null };
}

/** Average occupancy = mean of daily peaks on working days with data; null when none. */
export function averageOccupancy(
  days: readonly DayPeak[],
  hours: WorkingHours = DEFAULT_WORKING_HOURS,
): number | null {
  const peaks = days
    .filter((d) => Number.isFinite(d.peak) && isWorkday(d.date, hours))
    .map((d) => d.peak);
  return peaks.length === 0 ? null : peaks.reduce((sum, p) => sum + p, 0) / peaks.length;
}

/**
 * Default analysis window: ends at the last data point and starts at the latest data point on
 * or before the same date one year earlier (so the window covers at least a year when the data
 * does); when the data spans less than a year, at the first point. Null when there is no data.
 */
export function defaultDateRange(
  dates: readonly string[],
): { startDate: string; endDate: string } | null {
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return null;
  const yearBefore = addMonths(last, -12);
  const start = sorted.findLast((date) => date <= yearBefore) ?? first;
  return { startDate: start, endDate: last };
}

/**
 * Daily peaks of several buildings added up per date (an organization or network figure). The
 * buildings are apart, so their peaks are summed; within a building use simultaneous sums.
 */
export function sumDailyPeaks(series: readonly (readonly DayPeak[])[]): DayPeak[] {
  const [only] = series;
  // One series in date order, each date once (as the rollups come): nothing to add up.
  if (series.length === 1 && only?.every((d, i) => i === 0 || (only[i - 1]?.date ?? '') < d.date))
    return only.map(({ date, peak }) => ({ date, peak }));
  const byDate = new Map<string, number>();
  for (const days of series) {
    for (const day of days) byDate.set(day.date, (byDate.get(day.date) ?? 0) + day.peak);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, peak]) => ({ date, peak }));
}
