import {
  addMonths,
  DEFAULT_WORKING_HOURS,
  epochDay,
  isWorkday,
  type WorkingHours,
} from './time.ts';

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
  let sum = 0;
  let count = 0;
  for (const day of days) {
    if (!Number.isFinite(day.peak) || !isWorkday(day.date, hours)) continue;
    sum += day.peak;
    count += 1;
  }
  return count === 0 ? null : sum / count;
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
 * Dates are YYYY-MM-DD (a RangeError for anything else).
 */
export function sumDailyPeaks(series: readonly (readonly DayPeak[])[]): DayPeak[] {
  const [only] = series;
  // One series in date order, each date once (as the rollups come): nothing to add up.
  if (series.length === 1 && only?.every((d, i) => i === 0 || (only[i - 1]?.date ?? '') < d.date))
    return only.map(({ date, peak }) => ({ date, peak }));
  // A portfolio's hundreds of series over one range: added in an array by day number, in the
  // series' order (the same sums as adding date by date), then read in date order.
  const total = series.reduce((sum, days) => sum + days.length, 0);
  if (total === 0) return [];
  const dayNumbers = new Int32Array(total);
  let first = Infinity;
  let last = -Infinity;
  let at = 0;
  for (const days of series)
    for (const day of days) {
      const n = epochDay(day.date);
      dayNumbers[at++] = n;
      if (n < first) first = n;
      if (n > last) last = n;
    }
  // Dates centuries apart would make a long, mostly empty array.
  if (last - first > MAX_DAY_SPAN) return sumByDate(series);
  const sums = new Float64Array(last - first + 1);
  const dates: (string | undefined)[] = new Array<string | undefined>(sums.length);
  at = 0;
  for (const days of series)
    for (const day of days) {
      const k = (dayNumbers[at++] ?? first) - first;
      sums[k] = (sums[k] ?? 0) + day.peak;
      dates[k] ??= day.date;
    }
  const result: DayPeak[] = [];
  dates.forEach((date, k) => {
    if (date !== undefined) result.push({ date, peak: sums[k] ?? 0 });
  });
  return result;
}

/** Past this many days between the first date and the last, sumDailyPeaks adds by date text. */
const MAX_DAY_SPAN = 100_000;

function sumByDate(series: readonly (readonly DayPeak[])[]): DayPeak[] {
  const byDate = new Map<string, number>();
  for (const days of series) {
    for (const day of days) byDate.set(day.date, (byDate.get(day.date) ?? 0) + day.peak);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, peak]) => ({ date, peak }));
}
