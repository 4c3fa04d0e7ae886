// The figures the small portfolio's calls are checked against, worked out with plain loops and
// Intl from the raw readings (docs/metrics.md): the pure helpers, which know nothing of the app.
import { expect } from 'vitest';
import type { SmallPortfolio } from './small-portfolio.ts';
import { addDays, defaultDateRange, localDate as localDateIn, mean } from './expected-occupancy.ts';
import { now } from '../../src/clock.ts';

// ——— Dates (docs/metrics.md, Conventions)

export type Lease = SmallPortfolio['leases'][number];
export type Json = Record<string, unknown>;
export type Range = { start: string; end: string };

export const ZONE = 'America/New_York';
export const localDate = (iso: string, timeZone = ZONE) => localDateIn(iso, timeZone);
export const todayIn = (timeZone = ZONE) => localDate(now().toISOString(), timeZone);
export const utcDate = (date: string) => new Date(`${date}T12:00:00Z`);
export { addDays };
/** A workday of the default working hours: Monday to Friday. */
export const isWorkday = (date: string) => [1, 2, 3, 4, 5].includes(utcDate(date).getUTCDay());
export const daysBetween = (a: string, b: string) =>
  Math.round((utcDate(b).getTime() - utcDate(a).getTime()) / 86_400_000);

/** The date n months on, clamped to the month's end (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
/** Whole months from asOf to the end date (the most m with asOf + m months ≤ end). */
export function wholeMonths(asOf: string, end: string): number {
  let m = 0;
  while (addMonths(asOf, m + 1) <= end) m++;
  return m;
}
export const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

// ——— Occupancy from the raw readings

/** Daily peaks of a group: local date → the day's highest simultaneous sum. */
export type Days = Map<string, number>;

export function sumDays(...groups: Days[]): Days {
  const out: Days = new Map();
  for (const days of groups) for (const [d, n] of days) out.set(d, (out.get(d) ?? 0) + n);
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}
export function within(days: Days, range: Range | null): Days {
  if (!range) return new Map();
  return new Map([...days].filter(([d]) => d >= range.start && d <= range.end));
}
/** peakOfRange: the highest daily peak, the earliest date on a tie. */
export function peakOf(days: Days): { peak: number | null; date: string | null } {
  let best: { peak: number | null; date: string | null } = { peak: null, date: null };
  for (const [date, n] of [...days].sort(([a], [b]) => a.localeCompare(b)))
    if (best.peak === null || n > best.peak) best = { peak: n, date };
  return best;
}
/** averageOccupancy: mean of the daily peaks of the workdays with data. */
export function averageOf(days: Days): number | null {
  const peaks = [...days].filter(([d]) => isWorkday(d)).map(([, n]) => n);
  return peaks.length ? mean(peaks) : null;
}
/** defaultDateRange: the last data date back to the latest data date a year before (or the first). */
export function defaultRange(...groups: Days[]): Range | null {
  const range = defaultDateRange(groups.flatMap((g) => [...g.keys()]));
  return range && { start: range.startDate, end: range.endDate };
}
export const ratio = (a: number | null, b: number | null) => (a === null || !b ? null : a / b);
export function tierOf(efficiency: number | null): string | null {
  if (efficiency === null) return null;
  if (efficiency >= 0.85 - 1e-9) return 'EXPANSION';
  if (efficiency >= 0.6 - 1e-9) return 'STABLE';
  if (efficiency >= 0.4 - 1e-9) return 'DOWNSIZE';
  return 'CHURN';
}

/** Compares an answered fraction (or any non-integer figure) with the expected one, nulls included. */
export function expectClose(actual: unknown, expected: number | null) {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 9);
}

export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
}

/** Occupancy figures of a group over a range, utilizations ÷ capacity. */
export function figures(days: Days, capacity: number | null, range: Range | null) {
  const inRange = within(days, range);
  const { peak, date } = peakOf(inRange);
  const average = averageOf(inRange);
  return {
    capacity,
    peakOccupancy: peak,
    peakOccupancyDate: date,
    averageOccupancy: average,
    peakUtilization: ratio(peak, capacity),
    averageUtilization: ratio(average, capacity),
  };
}
export function expectFigures(actual: Json, expected: ReturnType<typeof figures>) {
  expect(actual.capacity).toBe(expected.capacity);
  expect(actual.peakOccupancy).toBe(expected.peakOccupancy);
  expect(actual.peakOccupancyDate).toBe(expected.peakOccupancyDate);
  expectClose(actual.averageOccupancy, expected.averageOccupancy);
  expectClose(actual.peakUtilization, expected.peakUtilization);
  expectClose(actual.averageUtilization, expected.averageUtilization);
}
export const rangeOf = (answer: Json): Range | null =>
  typeof answer.startDate === 'string' && typeof answer.endDate === 'string'
    ? { start: answer.startDate, end: answer.endDate }
    : null;

export const items = (answer: Json) => answer.items as Json[];

/** Σ of the groups' seats, null when none has any. */
export const sumSeats = (seats: (number | null)[]) =>
  seats.every((c) => c === null) ? null : seats.reduce<number>((a, c) => a + (c ?? 0), 0);

/** Coverage states combined: one state when all agree, else expired or partial. */
export const combine = (states: string[]) => {
  if (states.length === 0) return 'NOT_COVERED';
  if (states.every((x) => x === states[0])) return states[0];
  if (states.every((x) => x === 'EXPIRED' || x === 'NOT_COVERED')) return 'EXPIRED';
  return 'PARTIALLY_COVERED';
};
