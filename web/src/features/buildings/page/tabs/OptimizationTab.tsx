import { Stack } from '@mui/material';
import { statisticsCalls, type BuildingFull } from '@atrium/contract';
import { useStatistic } from '../../../../api/statistics.ts';
import { ChartGrid, TileGrid, WideCell } from '../../../../components/AnalyticsGrid.tsx';
import { DemandCurveChart } from '../../../../components/charts/DemandCurveChart.tsx';
import { formatDay } from '../../../../components/charts/formats.ts';
import { rangeSubtitle } from '../../../../components/charts/statisticsData.ts';
import { NoOccupancyData } from '../../../../components/NoOccupancyData.tsx';
import { StatTile } from '../../../../components/StatTile.tsx';
import { FlexRequirementsCard } from '../analytics/FlexRequirementsCard.tsx';
import { RangeCard } from '../analytics/RangeCard.tsx';
import { TenantCostCharts } from '../analytics/TenantCostCharts.tsx';
import { useTabRange } from '../analytics/useTabRange.ts';

/**
 * The building's Optimization tab: its flex summary and demand curve, the flex requirements job,
 * and per tenant the cost of its seats by use and its projected against its rentable area.
 */
export function OptimizationTab({ building }: { building: BuildingFull }) {
  const tab = useTabRange(building);
  const flex = useStatistic(statisticsCalls.buildingFlexSummary, tab.body, { keepPrevious: true });
  const statistic = useStatistic(statisticsCalls.occupancyStatistic, tab.body, {
    keepPrevious: true,
  });
  const capacity = statistic.data?.capacity ?? null;
  const newCapacity = flex.data?.flexSummary.newCapacity ?? null;
  const loading = tab.loading(flex.isPending || statistic.isPending);
  const subtitle = rangeSubtitle(tab.range);
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <RangeCard groups={tab.groups} selector={tab.ranges.selector} />
      {tab.noData && <NoOccupancyData subject={tab.groups.chosen?.label ?? building.name} />}
      {!tab.noData && (
        <>
          <TileGrid label="Flex summary">
            <StatTile
              label="Capacity"
              loading={loading}
              value={capacity ?? 'Capacity is missing'}
              unit={capacity === null ? undefined : 'seats'}
            />
            <StatTile
              label="Peak occupancy"
              loading={loading}
              value={statistic.data?.peakOccupancy}
              unit="people"
              caption={
                statistic.data?.peakOccupancyDate
                  ? `on ${formatDay(statistic.data.peakOccupancyDate)}`
                  : undefined
              }
            />
            <StatTile
              label="Flex capacity"
              loading={loading}
              value={newCapacity}
              unit="seats"
              caption="Covers the daily peak on 80 % of days"
            />
            <StatTile
              label="Seats to release"
              loading={loading}
              value={capacity === null || newCapacity === null ? null : capacity - newCapacity}
              unit="seats"
              caption="Capacity − flex capacity"
            />
          </TileGrid>
          <ChartGrid>
            <WideCell>
              <DemandCurveChart
                title="Demand Curve"
                subtitle={subtitle && `Share of days at or above each daily peak, ${subtitle}`}
                data={
                  flex.data && {
                    curve: flex.data.demandCurve,
                    capacity,
                    newCapacity,
                  }
                }
                loading={flex.isFetching && flex.isPlaceholderData}
                error={flex.error}
              />
            </WideCell>
            <WideCell>
              <FlexRequirementsCard building={building} range={tab.range} />
            </WideCell>
            <TenantCostCharts building={building} range={tab.range} />
          </ChartGrid>
        </>
      )}
    </Stack>
  );
}
