import { dayOfWeek } from './time.ts';

/** The finite values in ascending order (a typed array sorts numbers without a comparator). */
export function sortedFinite(values: readonly number[]): Float64Array {
  const sorted = new Float64Array(values.length);
  let n = 0;
  for (const v of values) if (Number.isFinite(v)) sorted[n++] = v;
  return sorted.subarray(0, n).sort();
}

function quantileOfSorted(sorted: Float64Array, p: number): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  // Hyndman & Fan type 7 (Excel PERCENTILE.INC, NumPy's default, PostgreSQL percentile_cont):
  // h = (n − 1)·p, linear interpolation between the closest ranks floor(h) and floor(h) + 1.
  const h = (n - 1) * p;
  const lower = Math.floor(h);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[Math.min(lower + 1, n - 1)] ?? low;
  return low + (h - lower) * (high - low);
}

/**
 * The p-quantile (0 ≤ p ≤ 1) by linear interpolation between closest ranks (type 7). Values
 * need not be sorted; non-finite values are ignored; null when there are none.
 */
export function percentile(sortedOrValues: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A percentile is between 0 and 1, got ${p}`);
  return quantileOfSorted(sortedFinite(sortedOrValues), p);
}

export type DayStats = {
  avg: number;
  min: number;
  max: number;
  median: number;
  percentile25: number;
  percentile75: number;
  /** Box-plot whiskers: the extreme data values within 1.5 × IQR of the quartiles. */
  whiskerLow: number;
  whiskerHigh: number;
  count: number;
};

/** Summary of a set of values (type-7 quartiles, Tukey whiskers); null when empty. */
export function describe(values: readonly number[]): DayStats | null {
  const sorted = sortedFinite(values);
  const q1 = quantileOfSorted(sorted, 0.25);
  const median = quantileOfSorted(sorted, 0.5);
  const q3 = quantileOfSorted(sorted, 0.75);
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  if (q1 === null || median === null || q3 === null || min === undefined || max === undefined) {
    return null;
  }
  const reach = 1.5 * (q3 - q1);
  return {
    avg: sorted.reduce((sum, v) => sum + v, 0) / sorted.length,
    min,
    max,
    median,
    percentile25: q1,
    percentile75: q3,
    whiskerLow: sorted.find((v) => v >= q1 - reach) ?? min,
    whiskerHigh: sorted.findLast((v) => v <= q3 + reach) ?? max,
    count: sorted.length,
  };
}

/**
 * Statistics of daily peaks per day of week, keys 0 (Sunday) … 6 (Saturday), every key present.
 * Weekdays only by default: Saturday and Sunday are then null, as is a day without data.
 */
export function occupancyByDayOfWeek(
  days: readonly { date: string; peak: number }[],
  options: { weekdaysOnly?: boolean } = {},
): Record<number, DayStats | null> {
  const weekdaysOnly = options.weekdaysOnly ?? true;
  const peaks: number[][] = [[], [], [], [], [], [], []];
  for (const day of days) {
    const dow = dayOfWeek(day.date);
    if (weekdaysOnly && (dow === 0 || dow === 6)) continue;
    peaks[dow]?.push(day.peak);
  }
  const result: Record<number, DayStats | null> = {};
  peaks.forEach((values, dow) => {
    result[dow] = describe(values);
  });
  return result;
}

/** Σ of the known values; null when none is known (unknown, not 0). */
export function sumKnown(values: readonly (number | null)[]): number | null {
  let total: number | null = null;
  for (const value of values) if (value !== null) total = (total ?? 0) + value;
  return total;
}
