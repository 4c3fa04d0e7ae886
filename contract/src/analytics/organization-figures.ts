/*
 * Figures of an organization made of several groups (its buildings, leases or operated floors),
 * possibly in buildings of different unit systems. Definitions in docs/metrics.md.
 */
import type { Units } from '../entities/buildings.ts';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from './time.ts';
import { averageOccupancy, peakOfRange, sumDailyPeaks } from './range.ts';
import { utilization } from './utilization.ts';

type DayPeak = { date: string; peak: number };

/** Square feet in a square metre (a foot is exactly 0.3048 m). */
export const SQFT_PER_SQM = 1 / (0.3048 * 0.3048);

/**
 * Pooled utilization of several groups: Σ occupancy ÷ Σ capacity over the groups that have both
 * (and a capacity above 0), so a group without a capacity adds neither people nor seats. Null
 * when no group has both.
 */
export function pooledUtilization(
  items: readonly { occupancy: number | null; capacity: number | null }[],
): number | null {
  let occupancy = 0;
  let capacity = 0;
  for (const item of items) {
    if (item.occupancy === null || item.capacity === null || !(item.capacity > 0)) continue;
    occupancy += item.occupancy;
    capacity += item.capacity;
  }
  return utilization(capacity > 0 ? occupancy : null, capacity);
}

export type GroupSeries = { capacity: number | null; days: readonly DayPeak[] };

export type PooledFigures = {
  /** Σ of the groups' capacities; null when none has one. */
  capacity: number | null;
  peakOccupancy: number | null;
  peakOccupancyDate: string | null;
  averageOccupancy: number | null;
  /** Over the groups with a capacity only (see pooledUtilization). */
  peakUtilization: number | null;
  averageUtilization: number | null;
};

/**
 * Figures of several groups together: their daily peaks added per date (sumDailyPeaks), then the
 * range's peak and workday average. Utilizations count only the groups with a capacity, so
 * people in a group without seats on record do not inflate them.
 */
export function pooledFigures(
  groups: readonly GroupSeries[],
  hours: WorkingHours = DEFAULT_WORKING_HOURS,
): PooledFigures {
  const all = sumDailyPeaks(groups.map((g) => g.days));
  const seated = groups.filter((g) => g.capacity !== null && g.capacity > 0);
  // Usually every group has seats: then the seated days are all the days.
  const seatedDays =
    seated.length === groups.length ? null : sumDailyPeaks(seated.map((g) => g.days));
  return pooledSums({ ...pooledSeats(groups), all, seated: seatedDays }, hours);
}

/** The groups' capacity (null when none has one) and the seats of those with a capacity above 0. */
export function pooledSeats(groups: readonly { capacity: number | null }[]): {
  capacity: number | null;
  seats: number;
} {
  const capacity = groups.some((g) => g.capacity !== null)
    ? groups.reduce((sum, g) => sum + (g.capacity ?? 0), 0)
    : null;
  const seats = groups.reduce(
    (sum, g) => sum + (g.capacity !== null && g.capacity > 0 ? g.capacity : 0),
    0,
  );
  return { capacity, seats };
}

/**
 * `pooledFigures` of groups whose daily peaks were already added (in the database): `all` of
 * them, and `seated` those with a capacity above 0 (null when every group has one: the same days).
 */
export function pooledSums(
  sums: {
    capacity: number | null;
    seats: number;
    all: readonly DayPeak[];
    seated: readonly DayPeak[] | null;
  },
  hours: WorkingHours = DEFAULT_WORKING_HOURS,
): PooledFigures {
  const { capacity, seats, all, seated } = sums;
  const peak = peakOfRange(all);
  const average = averageOccupancy(all, hours);
  return {
    capacity,
    ...peak,
    averageOccupancy: average,
    peakUtilization: utilization(
      seated === null ? peak.peakOccupancy : peakOfRange(seated).peakOccupancy,
      seats,
    ),
    averageUtilization: utilization(
      seated === null ? average : averageOccupancy(seated, hours),
      seats,
    ),
  };
}

/**
 * Efficiency of several leases together: Σ projected area ÷ Σ rentable area over the leases
 * with both (rentable area above 0), metric areas converted to square feet so that buildings of
 * both unit systems add up. Null when no lease has both.
 */
export function combinedEfficiency(
  items: readonly { units: Units; projectedArea: number | null; rentableArea: number | null }[],
): number | null {
  let projected = 0;
  let rentable = 0;
  for (const item of items) {
    if (item.projectedArea === null || item.rentableArea === null || !(item.rentableArea > 0))
      continue;
    const factor = item.units === 'IMPERIAL' ? 1 : SQFT_PER_SQM;
    projected += item.projectedArea * factor;
    rentable += item.rentableArea * factor;
  }
  return rentable > 0 ? projected / rentable : null;
}

export type CalendarMonth = { year: number; month: number; startDate: string; endDate: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** Every calendar month touched by the dates from `startDate` to `endDate`, in order, with its first and last day. */
export function calendarMonths(startDate: string, endDate: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  let year = Number(startDate.slice(0, 4));
  let month = Number(startDate.slice(5, 7));
  const last = Number(endDate.slice(0, 4)) * 12 + Number(endDate.slice(5, 7));
  while (year * 12 + month <= last) {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    months.push({
      year,
      month,
      startDate: `${String(year)}-${pad(month)}-01`,
      endDate: `${String(year)}-${pad(month)}-${pad(days)}`,
    });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
