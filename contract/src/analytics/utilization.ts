import { DEFAULT_WORKING_HOURS, isWorkday, type WorkingHours } from './time.ts';

/** Occupancy ÷ capacity as a fraction (1 = full); null when either is missing or capacity ≤ 0. */
export function utilization(occupancy: number | null, capacity: number | null): number | null {
  if (occupancy === null || capacity === null || !(capacity > 0)) return null;
  return occupancy / capacity;
}

/**
 * Month-over-month change as a FRACTION of the previous value ((current − previous) ÷ previous;
 * 0.25 = +25 %, shown with formatPercent). Null when either is missing or previous is 0.
 */
export function changePercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

export type MonthlyOccupancy = {
  year: number;
  month: number;
  /** Mean of the daily peaks on working days; null when the month has no working day with data. */
  average: number | null;
  /** Highest daily peak of any day of the month. */
  peak: number | null;
  /** Days with data (any weekday). */
  days: number;
};

/** Calendar months of the building's local days, in order; only months with data appear. */
export function monthlyOccupancy(
  days: readonly { date: string; peak: number }[],
  hours: WorkingHours = DEFAULT_WORKING_HOURS,
): MonthlyOccupancy[] {
  const months = new Map<string, { peak: number; days: number; total: number; workdays: number }>();
  for (const day of days) {
    if (!Number.isFinite(day.peak)) continue;
    const key = day.date.slice(0, 7);
    const month = months.get(key) ?? { peak: day.peak, days: 0, total: 0, workdays: 0 };
    month.peak = Math.max(month.peak, day.peak);
    month.days += 1;
    if (isWorkday(day.date, hours)) {
      month.total += day.peak;
      month.workdays += 1;
    }
    months.set(key, month);
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, m]) => ({
      year: Number(key.slice(0, 4)),
      month: Number(key.slice(5, 7)),
      average: m.workdays > 0 ? m.total / m.workdays : null,
      peak: m.peak,
      days: m.days,
    }));
}

/** Months before the month of `today` (YYYY-MM-DD, local): the current month is not charted. */
export function completedMonths(
  months: readonly MonthlyOccupancy[],
  today: string,
): MonthlyOccupancy[] {
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return months.filter((m) => m.year * 12 + m.month < current);
}

/**
 * The last completed month and the calendar month just before it, for a month-over-month
 * change: `previous` is null when that month has no data (never an earlier month).
 */
export function lastTwoMonths<M extends { year: number; month: number }>(
  months: readonly M[],
): { last: M | null; previous: M | null } {
  const last = months.at(-1) ?? null;
  const before = months.at(-2) ?? null;
  const adjacent =
    last !== null &&
    before !== null &&
    before.year * 12 + before.month === last.year * 12 + last.month - 1;
  return { last, previous: adjacent ? before : null };
}
