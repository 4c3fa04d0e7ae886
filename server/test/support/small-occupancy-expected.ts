// Independent figures of the occupancy calls on the small portfolio (docs/metrics.md), worked
// out from the raw readings with plain loops and Intl — never with the product's analytics.
import { expect } from 'vitest';
import {
  addDays,
  dailyPeaks,
  defaultDateRange,
  localDate,
  mean,
  wallClock,
} from './expected-occupancy.ts';
import { simultaneousSums, type RawReading } from './small-portfolio.ts';
import { now } from '../../src/clock.ts';

export type WorkingHours = { start: string; end: string; days: number[] };
export type Range = { startDate: string; endDate: string };
/** A group's local day: peak (highest simultaneous sum), its time, working-hours mean, backfill. */
export type Day = {
  date: string;
  peak: number;
  peakAt: string;
  average: number | null;
  hasBackfill: boolean;
};

export const OCCUPANCY_STALE_AFTER_DAYS = 30;
export const FLEX_PERCENTILE = 0.8;

export { addDays, localDate };
/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string) =>
  ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** Weekday as the day-of-week statistics number it: 0 = Sunday … 6 = Saturday. */
export const sundayFirstWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
export const isWorkday = (date: string, hours: WorkingHours) =>
  hours.days.includes(isoWeekday(date));
/** Working time: a listed weekday and start ≤ local time < end. */
export const isWorkingTime = (local: string, hours: WorkingHours) => {
  const time = local.slice(11, 16);
  return isWorkday(local.slice(0, 10), hours) && time >= hours.start && time < hours.end;
};
export const utilization = (value: number | null, capacity: number | null) =>
  value === null || capacity === null || capacity === 0 ? null : value / capacity;
export const changePercent = (current: number | null, previous: number | null) =>
  current === null || previous === null || previous === 0 ? null : (current - previous) / previous;
export const sumOrNull = (values: (number | null)[]) =>
  values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null;

/** The daily figures of one data source over some spaces, from the raw readings. */
export function groupDays(
  readings: readonly RawReading[],
  dataSourceId: number,
  spaceIds: readonly number[],
  zone: string,
  hours: WorkingHours,
): Day[] {
  const sums = simultaneousSums(readings, dataSourceId, spaceIds);
  const working = new Map<string, number[]>();
  for (const [at, n] of sums) {
    const local = wallClock(at, zone);
    if (isWorkingTime(local, hours))
      working.set(local.slice(0, 10), [...(working.get(local.slice(0, 10)) ?? []), n]);
  }
  const wanted = new Set(spaceIds);
  const backfilled = new Set(
    readings
      .filter((r) => r.dataSourceId === dataSourceId && r.spaceId !== null)
      .filter((r) => wanted.has(r.spaceId ?? 0) && r.backfilled)
      .map((r) => localDate(r.at, zone)),
  );
  return dailyPeaks(sums, zone).map((d) => {
    const values = working.get(d.date);
    return { ...d, average: values ? mean(values) : null, hasBackfill: backfilled.has(d.date) };
  });
}

/** Default range: the last data date, back to the latest data date on or before a year earlier. */
export const defaultRange = (dates: readonly string[]): Range | null => defaultDateRange(dates);
export const within = <T extends { date: string }>(days: readonly T[], range: Range) =>
  days.filter((d) => d.date >= range.startDate && d.date <= range.endDate);

/** Highest daily peak of the range, the earliest date on a tie. */
export function peakOf(days: readonly { date: string; peak: number }[]) {
  let best: { date: string; peak: number } | null = null;
  for (const d of days) if (!best || d.peak > best.peak) best = d;
  return { peakOccupancy: best?.peak ?? null, peakOccupancyDate: best?.date ?? null };
}
/** Mean of daily peaks on workdays with data. */
export function averageOf(days: readonly { date: string; peak: number }[], hours: WorkingHours) {
  const peaks = days.filter((d) => isWorkday(d.date, hours)).map((d) => d.peak);
  return peaks.length ? mean(peaks) : null;
}

/** Hyndman & Fan type 7. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const low = sorted[Math.floor(h)] ?? 0;
  const high = sorted[Math.floor(h) + 1] ?? low;
  return low + (h - Math.floor(h)) * (high - low);
}
/** Box-plot figures of daily peaks (whiskers: most extreme values within 1.5·IQR). */
export function describeValues(values: readonly number[]) {
  const q1 = percentile(values, 0.25);
  const q3 = percentile(values, 0.75);
  const iqr = q3 - q1;
  const inside = values.filter((v) => v >= q1 - 1.5 * iqr && v <= q3 + 1.5 * iqr);
  return {
    avg: mean([...values]),
    min: Math.min(...values),
    max: Math.max(...values),
    median: percentile(values, 0.5),
    percentile25: q1,
    percentile75: q3,
    whiskerLow: Math.min(...inside),
    whiskerHigh: Math.max(...inside),
    count: values.length,
  };
}
export const flexNewCapacity = (peaks: readonly number[]) =>
  peaks.length ? Math.ceil(percentile(peaks, FLEX_PERCENTILE) - 1e-9) : null;
/** Daily peaks sorted descending; share = days with a peak ≥ this one ÷ days. */
export const demandCurve = (peaks: readonly number[]) =>
  [...peaks]
    .sort((a, b) => b - a)
    .map((occupancy) => ({
      share: peaks.filter((p) => p >= occupancy).length / peaks.length,
      occupancy,
    }));

export type Month = {
  year: number;
  month: number;
  average: number | null;
  peak: number;
  days: number;
};
/** Per local calendar month: mean of workday peaks, highest peak, days with data. */
export function monthsOf(
  days: readonly { date: string; peak: number }[],
  hours: WorkingHours,
): Month[] {
  const byMonth = new Map<string, { date: string; peak: number }[]>();
  for (const d of days)
    byMonth.set(d.date.slice(0, 7), [...(byMonth.get(d.date.slice(0, 7)) ?? []), d]);
  return [...byMonth]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({
      year: Number(key.slice(0, 4)),
      month: Number(key.slice(5, 7)),
      average: averageOf(list, hours),
      peak: Math.max(...list.map((d) => d.peak)),
      days: list.length,
    }));
}
/** The months before today's month in the zone. */
export const completed = (months: Month[], zone: string) => {
  const current = localDate(now().toISOString(), zone).slice(0, 7);
  return months.filter((m) => `${String(m.year)}-${String(m.month).padStart(2, '0')}` < current);
};
/** The last completed month with data and the calendar month just before it (if it has data). */
export function lastTwo(months: Month[]) {
  const last = months.at(-1) ?? null;
  if (!last) return { last: null, previous: null };
  const [year, month] = last.month === 1 ? [last.year - 1, 12] : [last.year, last.month - 1];
  return { last, previous: months.find((m) => m.year === year && m.month === month) ?? null };
}
/** Σ of daily peaks per date. */
export function sumByDate(lists: readonly (readonly { date: string; peak: number }[])[]) {
  const total = new Map<string, number>();
  for (const list of lists)
    for (const d of list) total.set(d.date, (total.get(d.date) ?? 0) + d.peak);
  return [...total].sort(([a], [b]) => a.localeCompare(b)).map(([date, peak]) => ({ date, peak }));
}

export const expectClose = (
  actual: number | null | undefined,
  expected: number | null,
  label = '',
) => {
  if (expected === null) expect(actual, label).toBeNull();
  else expect(actual, label).toBeCloseTo(expected, 6);
};
