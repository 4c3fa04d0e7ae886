// The busiest days of a range and one day's hourly curve, combined from per-building,
// per-data-source rollup rows. Within a building the data sources count the same people, so the
// highest counts (never a sum); separate buildings are added.
import { compareIso } from './time.ts';

/** One building's day from one data source (a daily rollup row). */
export type SourceDay = {
  buildingId: number;
  date: string;
  peak: number;
  /** Local `HH:MM` of the earliest instant reaching the peak. */
  peakAt: string;
  /** Mean over working hours; null when the day has no working-hour reading. */
  average: number | null;
};

export type CombinedDay = {
  date: string;
  peak: number;
  /** Null when several buildings add up: their sum was reached at no single instant. */
  peakAt: string | null;
  average: number | null;
};

const byPeakThenTime = (a: SourceDay, b: SourceDay) =>
  b.peak - a.peak || compareIso(a.peakAt, b.peakAt);

/**
 * The target's days: per building, the data source with the highest peak that day gives the
 * peak, its time and the average (the earliest peak time wins a tie); buildings are added (an
 * average is null only when no building has one). In date order.
 */
export function combineSourceDays(rows: readonly SourceDay[]): CombinedDay[] {
  const best = new Map<string, SourceDay>();
  for (const row of rows) {
    if (!Number.isFinite(row.peak)) continue;
    const key = `${row.date} ${row.buildingId}`;
    const current = best.get(key);
    if (!current || byPeakThenTime(row, current) < 0) best.set(key, row);
  }
  const days = new Map<string, CombinedDay>();
  for (const { date, peak, peakAt, average } of best.values()) {
    const day = days.get(date);
    if (!day) {
      days.set(date, { date, peak, peakAt, average });
      continue;
    }
    day.peak += peak;
    day.peakAt = null;
    day.average = day.average === null ? average : day.average + (average ?? 0);
  }
  return [...days.values()].sort((a, b) => compareIso(a.date, b.date));
}

/** The `limit` days with the highest peak, highest first; a tie goes to the earlier date. */
export function topPeakDays<T extends { date: string; peak: number }>(
  days: readonly T[],
  limit: number,
): T[] {
  return days
    .filter((d) => Number.isFinite(d.peak))
    .sort((a, b) => b.peak - a.peak || compareIso(a.date, b.date))
    .slice(0, Math.max(0, limit));
}

/**
 * One building's hour (local `HH:MM` start) from one data source (an hourly rollup row); `at`,
 * the hour's instant, tells apart the two hours that start at the same local time on the day
 * clocks go back.
 */
export type SourceHour = {
  buildingId: number;
  start: string;
  at?: string;
  peak: number;
  average: number;
};

/**
 * A day's hourly curve: per building and hour the highest of its data sources' peak and
 * average; buildings added per local hour. In time order; on the day clocks go back, the
 * repeated local hour appears twice (first and second time), as the day has 25 hours.
 */
export function dayCurve(
  rows: readonly SourceHour[],
): { start: string; peak: number; average: number }[] {
  // Per building and local start, its instants in time order: the repeated hour's second one is
  // the start's second occurrence.
  const instantsOf = new Map<string, string[]>();
  const keyOf = (row: SourceHour) => `${String(row.buildingId)} ${row.start}`;
  for (const row of rows) {
    const instants = instantsOf.get(keyOf(row)) ?? [];
    if (!instants.includes(row.at ?? '')) instants.push(row.at ?? '');
    instantsOf.set(keyOf(row), instants);
  }
  for (const instants of instantsOf.values()) instants.sort(compareIso);
  const hourOf = (row: SourceHour) =>
    `${row.start}#${String(instantsOf.get(keyOf(row))?.indexOf(row.at ?? '') ?? 0)}`;
  const perBuilding = new Map<string, SourceHour & { hour: string }>();
  for (const row of rows) {
    const hour = hourOf(row);
    const key = `${hour} ${String(row.buildingId)}`;
    const current = perBuilding.get(key);
    perBuilding.set(
      key,
      current
        ? {
            ...current,
            peak: Math.max(current.peak, row.peak),
            average: Math.max(current.average, row.average),
          }
        : { ...row, hour },
    );
  }
  const hours = new Map<string, { start: string; peak: number; average: number }>();
  for (const row of perBuilding.values()) {
    const hour = hours.get(row.hour) ?? { start: row.start, peak: 0, average: 0 };
    hour.peak += row.peak;
    hour.average += row.average;
    hours.set(row.hour, hour);
  }
  return [...hours.entries()].sort(([a], [b]) => compareIso(a, b)).map(([, hour]) => hour);
}
