// What the site screens draw from `/operators/site-statistics`: the daily occupancy per data
// source (chronological occupancy), the average by day of week (floored, Sun to Sat) and the
// demand per weekday as a box plot. Pure, so the component tests compare them with the answer.
import { describe, type StatisticsResponse, type statisticsCalls } from '@atrium/contract';
import type { BarData } from '../../components/charts/barChart.ts';
import type { BoxPlotData } from '../../components/charts/boxPlotChart.ts';
import { formatDay, weekdayNames } from '../../components/charts/formats.ts';
import type { LineData } from '../../components/charts/lineChart.ts';

export type SiteStatistics = StatisticsResponse<typeof statisticsCalls.siteStatistics>;

/** The day's people per data source, the primary source first and named so. */
export function chronologicalOccupancy(stats: SiteStatistics): LineData {
  const dates = stats.occupancies.map((record) => record.date);
  const sources = new Map<string, boolean>();
  for (const record of stats.occupancies) {
    for (const [id, count] of Object.entries(record.counts)) sources.set(id, count.isPrimary);
  }
  const ordered = [...sources].sort(
    ([a, ap], [b, bp]) => Number(bp) - Number(ap) || a.localeCompare(b),
  );
  return {
    dates,
    capacity: stats.capacity > 0 ? stats.capacity : null,
    series: ordered.map(([id, primary], index) => ({
      name: primary ? 'People (primary source)' : `People (source ${index + 1})`,
      values: stats.occupancies.map((record) => record.counts[id]?.occupancy ?? null),
    })),
  };
}

/** Average Occupancy by Day of Week, Sunday to Saturday, floored (specification section 2). */
export function averageByDayOfWeek(stats: SiteStatistics): BarData {
  const byDow = new Map(stats.dowDemand.map((day) => [day.dow, day.avg]));
  return {
    categories: [...weekdayNames],
    series: [
      {
        name: 'Average Occupancy',
        values: weekdayNames.map((_, dow) => {
          const avg = byDow.get(dow) ?? null;
          return avg === null ? null : Math.floor(avg + 1e-9);
        }),
      },
    ],
  };
}

/** Day of Week Demand: the spread of each weekday's daily peaks (quartiles and whiskers). */
export function demandByDayOfWeek(stats: SiteStatistics): BoxPlotData {
  return Object.fromEntries(stats.dowDemand.map((day) => [String(day.dow), describe(day.values)]));
}

/** Whether the site has no figures at all: the tiles and charts then say so. */
export const hasNoData = (stats: SiteStatistics): boolean =>
  stats.occupancies.length === 0 && stats.peakOccupancy === null;

/** The range a site's figures cover, as the charts' subtitle. */
export const rangeText = (stats: SiteStatistics | undefined): string | undefined =>
  stats?.startDate && stats.endDate
    ? `${formatDay(stats.startDate)} – ${formatDay(stats.endDate)}`
    : undefined;
