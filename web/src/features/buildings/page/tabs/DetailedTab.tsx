import { Stack } from '@mui/material';
import { statisticsCalls, type BuildingFull, type StatisticsResponse } from '@atrium/contract';
import { useStatistic } from '../../../../api/statistics.ts';
import { ChartGrid, WideCell } from '../../../../components/AnalyticsGrid.tsx';
import { LineChart } from '../../../../components/charts/LineChart.tsx';
import {
  dailyOccupancyLines,
  rangeSubtitle,
} from '../../../../components/charts/statisticsData.ts';
import { NoOccupancyData } from '../../../../components/NoOccupancyData.tsx';
import { ActivityComparison } from '../analytics/ActivityComparison.tsx';
import { CoverageCalendar } from '../analytics/CoverageCalendar.tsx';
import { PeakDays } from '../analytics/PeakDays.tsx';
import { RangeCard } from '../analytics/RangeCard.tsx';
import { useSourceNames } from '../analytics/useSourceNames.ts';
import { useTabRange } from '../analytics/useTabRange.ts';

type Daily = StatisticsResponse<typeof statisticsCalls.dailyOccupancy>;

/** The primary source's days and the other sources' days as one answer, per date. */
export function mergeSources(primary: Daily, others: Daily | undefined): Daily {
  const byDate = new Map(primary.items.map((item) => [item.date, { ...item.counts }]));
  for (const item of others?.items ?? []) {
    byDate.set(item.date, { ...(byDate.get(item.date) ?? {}), ...item.counts });
  }
  const items = [...byDate]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, counts]) => ({ date, counts }));
  return { ...primary, items };
}

/**
 * The building's Detailed tab: the daily occupancy of each data source (backfilled days marked),
 * the peak days and a day's hours, the coverage calendar, and bookings, badges and sensors side
 * by side where the building has them.
 */
export function DetailedTab({ building }: { building: BuildingFull }) {
  const tab = useTabRange(building);
  const primary = useStatistic(statisticsCalls.dailyOccupancy, tab.body, { keepPrevious: true });
  const others = useStatistic(
    statisticsCalls.dailyOccupancy,
    tab.body && { ...tab.body, isPrimary: false },
    { keepPrevious: true },
  );
  const coverage = useStatistic(statisticsCalls.occupancyCoverage, tab.body, {
    keepPrevious: true,
  });
  const sourceName = useSourceNames(building.id);
  const subtitle = rangeSubtitle(tab.range);
  const merged = primary.data && mergeSources(primary.data, others.data);
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <RangeCard groups={tab.groups} selector={tab.ranges.selector} />
      {tab.noData ? (
        <NoOccupancyData subject={tab.groups.chosen?.label ?? building.name} />
      ) : (
        <ChartGrid>
          <WideCell>
            <LineChart
              title="Daily Occupancy by Data Source"
              subtitle={subtitle && `Each source's daily peak, every day, ${subtitle}`}
              data={
                merged && dailyOccupancyLines(merged, sourceName, { days: [1, 2, 3, 4, 5, 6, 7] })
              }
              loading={primary.isFetching && primary.isPlaceholderData}
              error={primary.error ?? others.error}
            />
          </WideCell>
          <PeakDays body={tab.body} />
          <WideCell>
            {tab.range && merged && (
              <CoverageCalendar
                range={tab.range}
                daily={merged}
                coverage={coverage.data?.items[0]}
                workingDays={building.workingHours.days}
              />
            )}
          </WideCell>
          {tab.groups.wholeBuilding && (
            <WideCell>
              <ActivityComparison building={building} range={tab.range} />
            </WideCell>
          )}
        </ChartGrid>
      )}
    </Stack>
  );
}
