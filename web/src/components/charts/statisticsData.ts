// Statistics answers as chart data: the shapes the analytics screens (a building's tabs, a
// tenant's analysis, a network's or an organization's) draw from the same calls.
import {
  isoDayOfWeek,
  utilization,
  type DayStats,
  type StatisticsResponse,
  type statisticsCalls,
} from '@atrium/contract';
import type { BarData } from './barChart.ts';
import { formatMonth, formatRange, weekdayNames, workweek } from './formats.ts';
import type { LineData, LineSeries } from './lineChart.ts';

type DailyOccupancy = StatisticsResponse<typeof statisticsCalls.dailyOccupancy>;
type MonthlyOccupancy = StatisticsResponse<typeof statisticsCalls.monthlyOccupancy>['items'];

/** ISO weekdays (1 = Monday … 7 = Sunday): the building's working days, Monday–Friday by default. */
export const WORKING_DAYS: readonly number[] = [1, 2, 3, 4, 5];

/** The label of the points marking backfilled days in the chronological chart. */
export const BACKFILLED_LABEL = 'Backfilled';

/**
 * Chronological occupancy: the daily peak of each data source on the working days (a line per
 * source, named by `sourceName`), and the days filled in afterwards marked as dots on the
 * highest source's value.
 */
export function dailyOccupancyLines(
  answer: DailyOccupancy,
  sourceName: (id: string) => string,
  options: { days?: readonly number[]; capacity?: number | null } = {},
): LineData {
  const days = options.days ?? WORKING_DAYS;
  const items = answer.items.filter((item) => days.includes(isoDayOfWeek(item.date)));
  const sourceIds = [...new Set(items.flatMap((item) => Object.keys(item.counts)))].sort((a, b) =>
    primaryFirst(answer, a, b),
  );
  const series: LineSeries[] = sourceIds.map((id) => ({
    name: sourceName(id),
    values: items.map((item) => item.counts[id]?.occupancy ?? null),
  }));
  const backfilled = items.map((item) => {
    const counts = Object.values(item.counts);
    if (!counts.some((count) => count.hasBackfill)) return null;
    return Math.max(...counts.map((count) => count.occupancy));
  });
  if (backfilled.some((value) => value !== null)) {
    series.push({ name: BACKFILLED_LABEL, values: backfilled, points: true });
  }
  return { dates: items.map((item) => item.date), series, capacity: options.capacity ?? null };
}

/** The primary source's line first, then by id. */
function primaryFirst(answer: DailyOccupancy, a: string, b: string): number {
  const primary = (id: string) =>
    answer.items.some((item) => item.counts[id]?.isPrimary === true) ? 0 : 1;
  return primary(a) - primary(b) || Number(a) - Number(b);
}

/** The statistic's day-of-week figures, keys '0' (Sunday) … '6'. */
export type DayOfWeekStats = Readonly<Record<string, DayStats | null | undefined>>;

/**
 * Occupancy & Utilization: the average and the highest daily peak of each weekday (Monday to
 * Friday unless said), for a bar chart whose averages are floored (specification section 2).
 */
export function dayOfWeekBars(byDay: DayOfWeekStats, days: readonly number[] = workweek): BarData {
  const stats = days.map((dow) => byDay[String(dow)] ?? null);
  return {
    categories: days.map((dow) => weekdayNames[dow] ?? String(dow)),
    series: [
      { name: 'Average occupancy', values: stats.map((s) => s?.avg ?? null) },
      { name: 'Peak occupancy', values: stats.map((s) => s?.max ?? null) },
    ],
  };
}

/**
 * The Utilization monthly chart: each completed month's average utilization (the server leaves
 * the current month out). With `capacity` the months' averages are divided by it instead (the
 * 'Subleases' analysis mode's seats).
 */
export function monthlyUtilizationBars(
  months: MonthlyOccupancy,
  capacity?: number | null,
): BarData {
  return {
    categories: months.map((m) => formatMonth(m.year, m.month)),
    series: [
      {
        name: 'Average utilization',
        values: months.map((m) =>
          capacity === undefined ? m.utilization : utilization(m.average, capacity),
        ),
      },
    ],
  };
}

/** A chart's subtitle: the range it covers, '27 Nov 2025 – 26 Nov 2026'. */
export const rangeSubtitle = (
  range: { startDate: string | null; endDate: string | null } | null,
): string | undefined => formatRange(range?.startDate, range?.endDate);
