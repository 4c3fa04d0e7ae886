import { Stack } from '@mui/material';
import { statisticsCalls, type BuildingFull } from '@atrium/contract';
import { useStatistic } from '../../../../api/statistics.ts';
import { useActingOrganization } from '../../../../auth/actingOrganization.ts';
import { ChartGrid, WideCell } from '../../../../components/AnalyticsGrid.tsx';
import { BarChart } from '../../../../components/charts/BarChart.tsx';
import { BoxPlotChart } from '../../../../components/charts/BoxPlotChart.tsx';
import { LineChart } from '../../../../components/charts/LineChart.tsx';
import {
  dailyOccupancyLines,
  dayOfWeekBars,
  rangeSubtitle,
} from '../../../../components/charts/statisticsData.ts';
import { NoOccupancyData } from '../../../../components/NoOccupancyData.tsx';
import { BuildingSummaryCard } from '../BuildingSummaryCard.tsx';
import { OverviewTiles } from '../analytics/OverviewTiles.tsx';
import { RangeCard } from '../analytics/RangeCard.tsx';
import { useSourceNames } from '../analytics/useSourceNames.ts';
import { useTabRange } from '../analytics/useTabRange.ts';

/**
 * The building's Overview tab: its summary card, its headline figures over the range, and its
 * chronological occupancy and day-of-week charts (for an operator its floor, for an occupier its
 * lease: what they may see of the building).
 */
export function OverviewTab({ building }: { building: BuildingFull }) {
  const organizationType = useActingOrganization().type;
  const tab = useTabRange(building);
  const statistic = useStatistic(statisticsCalls.occupancyStatistic, tab.body, {
    keepPrevious: true,
  });
  const daily = useStatistic(statisticsCalls.dailyOccupancy, tab.body, { keepPrevious: true });
  const sourceName = useSourceNames(building.id);
  const subtitle = rangeSubtitle(tab.range);
  const stale = (query: { isFetching: boolean; isPlaceholderData: boolean }) =>
    query.isFetching && query.isPlaceholderData;
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <BuildingSummaryCard
        buildings={[building]}
        showLeaseChips={organizationType !== null && organizationType !== 'OPERATOR'}
      />
      <RangeCard groups={tab.groups} selector={tab.ranges.selector} />
      {tab.noData && <NoOccupancyData subject={tab.groups.chosen?.label ?? building.name} />}
      <OverviewTiles building={building} tab={tab} statistic={statistic} />
      {!tab.noData && (
        <ChartGrid>
          <WideCell>
            <LineChart
              title="Chronological Occupancy"
              subtitle={subtitle && `Daily peaks on working days, primary data source, ${subtitle}`}
              data={
                daily.data &&
                dailyOccupancyLines(daily.data, sourceName, {
                  days: building.workingHours.days,
                  capacity: statistic.data?.capacity ?? null,
                })
              }
              loading={stale(daily)}
              error={daily.error}
            />
          </WideCell>
          <BoxPlotChart
            title="Day of Week Demand"
            subtitle={subtitle && `Daily peaks by weekday, ${subtitle}`}
            data={statistic.data?.occupancyByDayOfWeek}
            loading={stale(statistic)}
            error={statistic.error}
          />
          <BarChart
            title="Occupancy & Utilization"
            subtitle={subtitle && `Average and highest daily peak by weekday, ${subtitle}`}
            data={statistic.data && dayOfWeekBars(statistic.data.occupancyByDayOfWeek)}
            format="flooredCount"
            categoryLabel="Day"
            loading={stale(statistic)}
            error={statistic.error}
          />
        </ChartGrid>
      )}
    </Stack>
  );
}
