import { percentile, sortedFinite } from './stats.ts';

/** `share` of days (0..1) whose peak is at or above `occupancy`. */
export type DemandPoint = { share: number; occupancy: number };

/**
 * Demand (exceedance) curve: the daily peaks sorted descending, each with the share of days at
 * or above it; tied peaks share one share. Empty input gives an empty curve.
 */
export function demandCurve(dailyPeaks: readonly number[]): DemandPoint[] {
  // Ascending, walked from the top: the i-th highest is ascending[n − 1 − i].
  const ascending = sortedFinite(dailyPeaks);
  const n = ascending.length;
  const highest = (i: number) => ascending[n - 1 - i] ?? 0;
  const points: DemandPoint[] = [];
  let i = 0;
  while (i < n) {
    const occupancy = highest(i);
    let j = i;
    while (j < n && highest(j) === occupancy) j += 1;
    for (let k = i; k < j; k += 1) points.push({ share: j / n, occupancy });
    i = j;
  }
  return points;
}

/**
 * Flex sizing point: dedicated seats cover the daily peak on 80 % of days; the busiest 20 % of
 * days are met with flexible space (the 'Conventional + Flex' scenario). Sizing to the absolute
 * peak pays all year for seats used on a handful of days.
 */
export const FLEX_PERCENTILE = 0.8;

/** Recommended dedicated capacity: ceil of the 80th percentile (type 7) of daily peaks. */
export function flexNewCapacity(dailyPeaks: readonly number[]): number | null {
  const value = percentile(dailyPeaks, FLEX_PERCENTILE);
  // Interpolation can leave 12.000000000000002 for an exact 12: do not round that up to 13.
  return value === null ? null : Math.ceil(value - 1e-9);
}
